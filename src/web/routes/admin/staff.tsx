import { useRevalidator } from "react-router";
import type { StaffMember } from "../../../contracts/admin-auth";
import { TableWrap } from "../../console/table-wrap";
import { consoleCall, consoleLoad } from "../../console/api";
import { Field, FormMessage, useFormError } from "../../console/form";
import { useState } from "react";

export async function clientLoader() {
  return consoleLoad<{ staff: StaffMember[] }>("/api/admin/staff");
}

export function HydrateFallback() {
  return <p className="adm-loading">Loading…</p>;
}

/** The owner's page: who can sign in to the console, and invitations for new staff. */
export default function Staff({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const form = useFormError();
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState("");

  async function invite(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const el = e.currentTarget;
    const answer = await consoleCall("POST", "/api/admin/staff/invite", Object.fromEntries(new FormData(el)));
    if (!answer.success) return form.fromAnswer(answer);
    form.clear();
    el.reset();
    setNotice(answer.message ?? "Invitation sent.");
  }

  async function toggle(m: StaffMember) {
    const answer = await consoleCall("POST", `/api/admin/staff/${m.id}/${m.disabled ? "enable" : "disable"}`);
    setNotice(answer.success ? `${m.email} is ${m.disabled ? "enabled" : "disabled"}.` : (answer.message ?? ""));
    revalidator.revalidate();
  }

  return (
    <>
      <h1>Staff</h1>
      <p aria-live="polite" className="adm-ok">
        {notice}
      </p>
      <TableWrap label="Console accounts">
        <table className="adm-table">
          <caption className="sr-only">Console accounts</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Role</th>
              <th scope="col">Authenticator</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.staff.map((m) => (
              <tr key={m.id}>
                <td>{m.name}</td>
                <td>{m.email}</td>
                <td>{m.role}</td>
                <td>{m.enrolled ? "set up" : "not yet"}</td>
                <td>
                  {m.role === "staff" ? (
                    <button type="button" className="adm-btn adm-btn-quiet" onClick={() => toggle(m)}>
                      {m.disabled ? `Enable ${m.name}` : `Disable ${m.name}`}
                    </button>
                  ) : (
                    "owner"
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
      <h2>Invite staff</h2>
      <form onSubmit={invite} className="adm-form" noValidate>
        <FormMessage error={form.error} fields={["email"]} />
        <Field label="Email" name="email" type="email" error={form.error} required hint="They get a link to choose a password, valid for 24 hours." />
        <button className="adm-btn" type="submit">
          Send invitation
        </button>
      </form>
    </>
  );
}
