import { useState } from "react";
import { CONSOLE_MESSAGES } from "../../../domain/console-messages";
import { consoleCall } from "../../console/api";
import { Field, FormMessage, useFormError } from "../../console/form";
import { useAdmin } from "./signed-in";

/** The signed-in account's own security: its password, and its sessions on other devices. */
export default function Account() {
  const admin = useAdmin();
  const form = useFormError();
  const [notice, setNotice] = useState("");

  async function changePassword(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const el = e.currentTarget;
    const answer = await consoleCall("POST", "/api/admin/account/password", Object.fromEntries(new FormData(el)));
    if (!answer.success) return form.fromAnswer(answer);
    form.clear();
    el.reset();
    setNotice(answer.message ?? "");
  }

  async function endOthers() {
    const answer = await consoleCall("POST", "/api/admin/account/sessions/end-others");
    setNotice(answer.message ?? "");
  }

  return (
    <>
      <h1>Your account</h1>
      <p>
        {admin.name}, {admin.email} ({admin.role})
      </p>
      <p aria-live="polite" className="adm-ok">
        {notice}
      </p>
      <h2>Change password</h2>
      <form onSubmit={changePassword} className="adm-form" noValidate>
        <FormMessage error={form.error} fields={["currentPassword", "newPassword"]} />
        <Field label="Current password" name="currentPassword" type="password" autoComplete="current-password" error={form.error} required />
        <Field
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          error={form.error}
          required
          hint={`${CONSOLE_MESSAGES.passwordHint} Your other sessions are signed out.`}
        />
        <button className="adm-btn" type="submit">
          Change password
        </button>
      </form>
      <h2>Sessions</h2>
      <p>Signed in on another device you no longer have, or left a session open? This one stays signed in.</p>
      <button type="button" className="adm-btn adm-btn-quiet" onClick={endOthers}>
        Sign out other sessions
      </button>
    </>
  );
}
