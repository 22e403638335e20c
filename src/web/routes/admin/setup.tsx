import { useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { CONSOLE_MESSAGES } from "../../../domain/console-messages";
import { consoleCall } from "../../console/api";
import { Field, FormMessage, useFormError } from "../../console/form";

/** The one-time link printed at start: the shop owner's account. */
export default function OwnerSetup() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const navigate = useNavigate();
  const form = useFormError();
  const [valid, setValid] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!token) return setValid(false);
    consoleCall<{ valid: boolean }>("GET", `/api/admin-auth/setup?token=${encodeURIComponent(token)}`).then((a) => setValid(a.success && a.valid));
  }, [token]);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = Object.fromEntries(new FormData(e.currentTarget));
    setBusy(true);
    const answer = await consoleCall("POST", "/api/admin-auth/setup", { token, ...data });
    setBusy(false);
    if (answer.success) return navigate("/admin/login?created=1");
    form.fromAnswer(answer);
  }

  return (
    <main id="main" className="adm-main adm-narrow">
      <h1>Create the shop owner's account</h1>
      {valid === false ? (
        <p className="adm-error" role="alert">
          {CONSOLE_MESSAGES.setupLinkInvalid} <Link to="/admin/login">Sign in</Link>
        </p>
      ) : (
        <form onSubmit={onSubmit} className="adm-form" noValidate>
          <FormMessage error={form.error} fields={["name", "email", "password"]} />
          <Field label="Your name" name="name" error={form.error} required autoComplete="name" />
          <Field label="Email" name="email" type="email" error={form.error} required autoComplete="email" />
          <Field
            label="Password"
            name="password"
            type="password"
            error={form.error}
            required
            autoComplete="new-password"
            hint={CONSOLE_MESSAGES.passwordHint}
          />
          <button className="adm-btn" type="submit" disabled={busy || valid === null}>
            Create the owner's account
          </button>
        </form>
      )}
    </main>
  );
}
