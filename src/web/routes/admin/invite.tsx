import { useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { CONSOLE_MESSAGES } from "../../../domain/console-messages";
import { consoleCall } from "../../console/api";
import { Field, FormMessage, useFormError } from "../../console/form";

/** A staff invitation: choose a name and password within 24 hours. */
export default function AcceptInvite() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const navigate = useNavigate();
  const form = useFormError();
  const [email, setEmail] = useState<string | null | undefined>(undefined);

  useEffect(() => {
    if (!token) return setEmail(null);
    consoleCall<{ email: string | null }>("GET", `/api/admin-auth/invite?token=${encodeURIComponent(token)}`).then((a) =>
      setEmail(a.success ? a.email : null),
    );
  }, [token]);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const answer = await consoleCall("POST", "/api/admin-auth/invite", { token, ...Object.fromEntries(new FormData(e.currentTarget)) });
    if (answer.success) return navigate("/admin/login?created=1");
    form.fromAnswer(answer);
  }

  return (
    <main id="main" className="adm-main adm-narrow">
      <h1>Join the Dhaaga console</h1>
      {email === null ? (
        <p className="adm-error" role="alert">
          {CONSOLE_MESSAGES.inviteInvalid}
        </p>
      ) : (
        <form onSubmit={onSubmit} className="adm-form" noValidate>
          {email && <p>Signing in as {email}.</p>}
          <FormMessage error={form.error} fields={["name", "password"]} />
          <Field label="Your name" name="name" error={form.error} required autoComplete="name" />
          <Field
            label="Password"
            name="password"
            type="password"
            error={form.error}
            required
            autoComplete="new-password"
            hint={CONSOLE_MESSAGES.passwordHint}
          />
          <button className="adm-btn" type="submit" disabled={email === undefined}>
            Create my account
          </button>
        </form>
      )}
    </main>
  );
}
