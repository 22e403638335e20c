import { useEffect, useRef, useState } from "react";
import { Form, Link, useNavigate, useNavigation } from "react-router";
import type { Route } from "./+types/reset-password";
import { OTP_RESEND_MS, TOAST_MS_ACCOUNT } from "../../domain/constants";
import * as MESSAGES from "../../domain/messages";
import { type ApiClient, type ApiFailure, api, serverApi } from "../lib/api";
import { loaderMeta } from "../lib/loader-meta";
import { pageMeta } from "../lib/seo";
import { formText } from "../lib/sign-in";
import { useToast } from "../lib/toasts";
import auth from "./auth.module.css";
import ui from "../components/ui.module.css";

export function loader({ context }: Route.LoaderArgs) {
  return { meta: pageMeta({ path: "/reset-password", publicUrl: context.config.publicUrl }) };
}

type Step = "email" | "otp" | "password" | "done";

/** Where the flow stands after a submit, and what to tell the shopper. */
interface ResetOutcome {
  step: Step;
  email: string;
  otp: string;
  /** A new code went out: the resend button waits again. */
  sent?: true;
  message: string;
  ok: boolean;
}

// §8: the spec's sentence when the request failed; the server's reason when it answered.
const reason = (failure: ApiFailure, fallback: string) => (failure.explained ? failure.message : fallback);

/** §4 Reset password flow: email, then the mailed code, then the new password, then /login. */
async function resetStep(call: ApiClient, form: FormData): Promise<ResetOutcome> {
  const step = formText(form, "step") as Step;
  const email = formText(form, "email");
  const otp = formText(form, "otp");
  if (step === "otp" && formText(form, "intent") !== "resend") {
    const res = await call("POST /api/user/reset-password/verify-otp", { body: { email, otp } });
    return res.ok
      ? { step: "password", email, otp, ok: true, message: MESSAGES.otpVerified }
      : { step, email, otp, ok: false, message: reason(res, MESSAGES.otpVerifyFailed) };
  }
  if (step === "password") {
    const res = await call("POST /api/user/reset-password", { body: { email, otp, password: formText(form, "password") } });
    return res.ok
      ? { step: "done", email, otp, ok: true, message: MESSAGES.passwordReset }
      : { step, email, otp, ok: false, message: reason(res, MESSAGES.resetFailed) };
  }
  const res = await call("POST /api/user/reset-password/send-otp", { body: { email } });
  return res.ok
    ? { step: "otp", email, otp: "", sent: true, ok: true, message: MESSAGES.otpSent }
    : { step: step === "otp" ? "otp" : "email", email, otp, ok: false, message: reason(res, MESSAGES.otpSendFailed) };
}

/** A submit before the page's scripts ran: the server takes the step, and the page shows the next. */
export async function action({ request, context }: Route.ActionArgs) {
  return resetStep(serverApi(context), await request.formData());
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return resetStep(api, await request.formData());
}

export default function ResetPasswordPage({ actionData }: Route.ComponentProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const busy = useNavigation().state === "submitting";
  const step: Step = actionData?.step ?? "email";
  const [otp, setOtp] = useState("");
  const [canResend, setCanResend] = useState(false);
  const seen = useRef<ResetOutcome | undefined>(undefined);

  useEffect(() => {
    if (!actionData || seen.current === actionData) return;
    seen.current = actionData;
    if (actionData.step === "done") navigate("/login");
    toast.show(actionData.message, actionData.ok ? "success" : "error", TOAST_MS_ACCOUNT);
    if (actionData.sent) {
      setOtp("");
      setCanResend(false);
    }
  }, [actionData, navigate, toast]);

  // 'Resend OTP' waits OTP_RESEND_MS after each code sent.
  useEffect(() => {
    if (step !== "otp" || canResend) return;
    const t = setTimeout(() => setCanResend(true), OTP_RESEND_MS);
    return () => clearTimeout(t);
  }, [step, canResend]);

  return (
    <section className={`${ui.container} ${auth.auth}`}>
      <h1 className={auth.authTitle}>Reset Password</h1>
      <Form method="post" className={auth.authForm}>
        <input type="hidden" name="step" value={step} />
        <label htmlFor="reset-email">Email</label>
        <input
          id="reset-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          defaultValue={actionData?.email ?? ""}
          readOnly={step !== "email"}
        />
        {step === "otp" && (
          <>
            <label htmlFor="reset-otp">OTP</label>
            <input
              id="reset-otp"
              name="otp"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              maxLength={6}
              required
              value={otp}
              aria-describedby="reset-otp-hint"
              onChange={(e) => setOtp(e.target.value.replace(/\D/g, ""))}
            />
            <p id="reset-otp-hint" className={auth.formNote}>
              Enter the 6-digit code we emailed you. It works for 10 minutes.
            </p>
          </>
        )}
        {step === "password" && (
          <>
            <input type="hidden" name="otp" value={actionData?.otp ?? ""} />
            <label htmlFor="reset-password">New password</label>
            <input id="reset-password" name="password" type="password" autoComplete="new-password" required minLength={8} maxLength={128} />
          </>
        )}
        <button type="submit" className={`${auth.btn} ${ui.btn}`} disabled={busy}>
          {step === "email" ? "Send OTP" : step === "otp" ? "Verify OTP" : "Reset Password"}
        </button>
        {step === "otp" && canResend && (
          <button type="submit" name="intent" value="resend" className={`${auth.btn} ${ui.btn} ${ui.btnOutline}`} disabled={busy} formNoValidate>
            {MESSAGES.resendOtp}
          </button>
        )}
      </Form>
      <p className={auth.authRow}>
        <Link to="/login">{MESSAGES.loginHere}</Link>
      </p>
    </section>
  );
}

export const meta: Route.MetaFunction = loaderMeta;
