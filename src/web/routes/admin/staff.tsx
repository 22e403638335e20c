import { useState } from "react";
import { useRevalidator } from "react-router";
import type { InviteAnswer, StaffInvitation, StaffMember } from "../../../contracts/admin-auth";
import { consoleCall, consoleLoad } from "../../console/api";
import { formatDateTime } from "../../console/dates";
import { Field, FormMessage, useFormError } from "../../console/form";
import { TableWrap } from "../../console/table-wrap";
import { useAdmin } from "./signed-in";

export async function clientLoader() {
  return consoleLoad<{ staff: StaffMember[]; invitations: StaffInvitation[] }>("/api/admin/staff");
}

export function HydrateFallback() {
  return <p className="adm-loading">Loading…</p>;
}

/** The owner's page: who can sign in to the console, and invitations for new staff. */
export default function Staff({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const me = useAdmin();
  const form = useFormError();
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState("");
  // The link of an invitation that was not mailed, for the owner to pass on.
  const [link, setLink] = useState("");

  async function invite(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const el = e.currentTarget;
    const answer = await consoleCall<Partial<InviteAnswer>>("POST", "/api/admin/staff/invite", Object.fromEntries(new FormData(el)));
    if (!answer.success) return form.fromAnswer(answer);
    form.clear();
    el.reset();
    setNotice(answer.message ?? "");
    setLink(answer.link ?? "");
    revalidator.revalidate();
  }

  async function act(path: string, body: unknown, done: string) {
    const answer = await consoleCall("POST", path, body);
    setNotice(answer.success ? (answer.message ?? done) : (answer.message ?? ""));
    setLink("");
    revalidator.revalidate();
  }
  const toggle = (m: StaffMember) =>
    act(`/api/admin/staff/${m.id}/${m.disabled ? "enable" : "disable"}`, undefined, `${m.email} is ${m.disabled ? "enabled" : "disabled"}.`);
  const resetAuthenticator = (m: StaffMember) =>
    window.confirm(`Reset the authenticator of ${m.name}? Their sessions end, and they set up a new authenticator at their next sign-in.`) &&
    act(`/api/admin/staff/${m.id}/reset-authenticator`, undefined, "");

  return (
    <>
      <h1>Staff</h1>
      <div aria-live="polite" className="adm-ok">
        <p>{notice}</p>
        {link && (
          <label className="adm-field">
            Invitation link
            <input className="field" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
          </label>
        )}
      </div>
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
                <td>
                  {m.enrolled ? "set up" : "not yet"}
                  {m.enrolled && m.id !== me.id && (
                    <>
                      {" "}
                      <button type="button" className="adm-btn adm-btn-quiet" onClick={() => resetAuthenticator(m)}>
                        Reset authenticator of {m.name}
                      </button>
                    </>
                  )}
                </td>
                <td>
                  {m.id === me.id ? (
                    "you"
                  ) : (
                    <button type="button" className="adm-btn adm-btn-quiet" onClick={() => toggle(m)}>
                      {m.disabled ? `Enable ${m.name}` : `Disable ${m.name}`}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
      <h2>Invitations waiting</h2>
      {loaderData.invitations.length === 0 ? (
        <p>None: every invitation sent has been used, has ended or was withdrawn.</p>
      ) : (
        <TableWrap label="Invitations waiting">
          <table className="adm-table">
            <caption className="sr-only">Invitations waiting</caption>
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Sent</th>
                <th scope="col">Link works until</th>
                <th scope="col">
                  <span className="sr-only">Withdraw</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {loaderData.invitations.map((i) => (
                <tr key={i.email}>
                  <td>{i.email}</td>
                  <td>{formatDateTime(i.sentAt)}</td>
                  <td>{formatDateTime(i.expiresAt)}</td>
                  <td>
                    <button
                      type="button"
                      className="adm-btn adm-btn-quiet"
                      onClick={() => act("/api/admin/staff/invitations/withdraw", { email: i.email }, `The invitation to ${i.email} is withdrawn.`)}
                    >
                      Withdraw the invitation to {i.email}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      <h2>Invite staff</h2>
      <form onSubmit={invite} className="adm-form" noValidate>
        <FormMessage error={form.error} fields={["email"]} />
        <Field
          label="Email"
          name="email"
          type="email"
          error={form.error}
          required
          hint="They get a link to choose a password, valid for 24 hours. Inviting the same address again ends the older link."
        />
        <button className="adm-btn" type="submit">
          Send invitation
        </button>
      </form>
    </>
  );
}
