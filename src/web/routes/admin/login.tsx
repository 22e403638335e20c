import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type { LoginAnswer } from "../../../contracts/admin-auth";
import { consoleCall } from "../../console/api";
import { Field, FormMessage, useFormError } from "../../console/form";

type Step = { kind: "password" } | { kind: "code"; enrolment?: LoginAnswer["enrolment"] } | { kind: "recovery"; codes: string[] };

/** Only console paths are followed after sign-in: `next` can never send the merchant elsewhere. */
function safeNext(next: string | null): string {
  return next && /^\/admin(\/|$|\?)/.test(next) && !next.startsWith("//") ? next : "/admin";
}

/** Console sign-in: email and password, then a 6-digit code (enrolling the app the first time). */
export default function ConsoleLogin() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const form = useFormError();
  const [step, setStep] = useState<Step>({ kind: "password" });
  const [busy, setBusy] = useState(false);
  const next = safeNext(params.get("next"));

  async function onPassword(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setBusy(true);
    const answer = await consoleCall<LoginAnswer>("POST", "/api/admin-auth/login", Object.fromEntries(new FormData(e.currentTarget)));
    setBusy(false);
    if (!answer.success) return form.fromAnswer(answer);
    form.clear();
    setStep({ kind: "code", enrolment: answer.enrolment });
  }

  async function onCode(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setBusy(true);
    const answer = await consoleCall<{ recoveryCodes?: string[] }>(
      "POST",
      "/api/admin-auth/second-factor",
      Object.fromEntries(new FormData(e.currentTarget)),
    );
    setBusy(false);
    if (!answer.success) return form.fromAnswer(answer);
    if (answer.recoveryCodes) return setStep({ kind: "recovery", codes: answer.recoveryCodes });
    navigate(next);
  }

  return (
    <main id="main" className="adm-main adm-narrow">
      <h1>Sign in to the console</h1>
      {params.get("created") && step.kind === "password" && <p className="adm-ok">Your account is ready. Please sign in.</p>}
      {step.kind === "password" && (
        <form onSubmit={onPassword} className="adm-form" noValidate>
          <FormMessage error={form.error} fields={["email", "password"]} />
          <Field label="Email" name="email" type="email" error={form.error} required autoComplete="username" />
          <Field label="Password" name="password" type="password" error={form.error} required autoComplete="current-password" />
          <button className="adm-btn" type="submit" disabled={busy}>
            Continue
          </button>
        </form>
      )}
      {step.kind === "code" && (
        <form onSubmit={onCode} className="adm-form" noValidate>
          {step.enrolment && (
            <section aria-labelledby="enrol-title" className="adm-enrol">
              <h2 id="enrol-title">Set up your authenticator app</h2>
              <p>Scan this code with an authenticator app (Google Authenticator, Authy, 1Password…), then enter the 6-digit code it shows.</p>
              {/* The QR code is drawn by the store itself from the key below. */}
              <div
                className="adm-qr"
                role="img"
                aria-label="QR code of the authenticator key"
                // biome-ignore lint/security/noDangerouslySetInnerHtml: the SVG is the server's own output of the qrcode library, with no user text in it
                dangerouslySetInnerHTML={{ __html: step.enrolment.qrSvg }}
              />
              <p>
                Or type this key: <code data-testid="totp-secret">{step.enrolment.secret}</code>
              </p>
            </section>
          )}
          <FormMessage error={form.error} fields={["code"]} />
          <Field
            label={step.enrolment ? "6-digit code" : "6-digit code or a recovery code"}
            name="code"
            error={form.error}
            required
            autoComplete="one-time-code"
            inputMode={step.enrolment ? "numeric" : "text"}
          />
          <button className="adm-btn" type="submit" disabled={busy}>
            Sign in
          </button>
        </form>
      )}
      {step.kind === "recovery" && (
        <section aria-labelledby="recovery-title">
          <h2 id="recovery-title">Your recovery codes</h2>
          <p>
            Each code signs you in once if you lose your phone. Keep them somewhere safe: <strong>they are shown only now.</strong>
          </p>
          <ol className="adm-codes" data-testid="recovery-codes">
            {step.codes.map((c) => (
              <li key={c}>
                <code>{c}</code>
              </li>
            ))}
          </ol>
          <button className="adm-btn" type="button" onClick={() => navigate(next)}>
            I have saved these codes
          </button>
        </section>
      )}
    </main>
  );
}
