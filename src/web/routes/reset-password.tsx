import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { Route } from "./+types/reset-password";
import { OTP_RESEND_MS, TOAST_MS_ACCOUNT } from "../../domain/constants";
import { MESSAGES } from "../../domain/messages";
import { pageMeta } from "../lib/seo";
import { type ApiAnswer, postJson } from "../lib/session";
import { useToast } from "../lib/toasts";

export function loader({ context }: Route.LoaderArgs) {
  return { publicUrl: context.config.publicUrl };
}

type Step = "email" | "otp" | "password";

/** §4 Reset password flow: email, then the mailed code, then the new password, then /login. */
export default function ResetPasswordPage() {
  const toast = useToast();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>("email");
  const [email, setEmail] = useState("");
  const [otp, setOtp] = useState("");
  const [busy, setBusy] = useState(false);
  const [canResend, setCanResend] = useState(false);
  const [sentAt, setSentAt] = useState(0);

  useEffect(() => {
    if (!sentAt) return;
    setCanResend(false);
    const t = setTimeout(() => setCanResend(true), OTP_RESEND_MS);
    return () => clearTimeout(t);
  }, [sentAt]);

  // §8: the spec's sentence when the request failed; the server's reason when it answered.
  const fail = (data: ApiAnswer, fallback: string) =>
    toast.show(data.networkError ? fallback : (data.message ?? fallback), "error", TOAST_MS_ACCOUNT);

  async function sendCode() {
    setBusy(true);
    const data = await postJson("/api/user/reset-password/send-otp", { email });
    setBusy(false);
    if (!data.success) return fail(data, MESSAGES.otpSendFailed);
    toast.show(MESSAGES.otpSent, "success", TOAST_MS_ACCOUNT);
    setStep("otp");
    setSentAt(Date.now());
  }

  async function verifyCode() {
    setBusy(true);
    const data = await postJson("/api/user/reset-password/verify-otp", { email, otp });
    setBusy(false);
    if (!data.success) return fail(data, MESSAGES.otpVerifyFailed);
    toast.show(MESSAGES.otpVerified, "success", TOAST_MS_ACCOUNT);
    setStep("password");
  }

  async function resetPassword(password: string) {
    setBusy(true);
    const data = await postJson("/api/user/reset-password", { email, otp, password });
    setBusy(false);
    if (!data.success) return fail(data, MESSAGES.resetFailed);
    toast.show(MESSAGES.passwordReset, "success", TOAST_MS_ACCOUNT);
    navigate("/login");
  }

  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (step === "email") return void sendCode();
    if (step === "otp") return void verifyCode();
    return void resetPassword(String(new FormData(e.currentTarget).get("password") ?? ""));
  }

  return (
    <section className="container auth">
      <h1 className="auth-title">Reset Password</h1>
      <form method="post" className="auth-form" onSubmit={onSubmit}>
        <label htmlFor="reset-email">Email</label>
        <input
          id="reset-email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          value={email}
          readOnly={step !== "email"}
          onChange={(e) => setEmail(e.target.value)}
        />
        {step === "otp" && (
          <>
            <label htmlFor="reset-otp">OTP</label>
            <input
              id="reset-otp"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              maxLength={6}
              required
              value={otp}
              aria-describedby="reset-otp-hint"
              onChange={(e) => setOtp(e.target.value.replace(/\D/g, ""))}
            />
            <p id="reset-otp-hint" className="form-note">
              Enter the 6-digit code we emailed you. It works for 10 minutes.
            </p>
          </>
        )}
        {step === "password" && (
          <>
            <label htmlFor="reset-password">New password</label>
            <input id="reset-password" name="password" type="password" autoComplete="new-password" required minLength={8} maxLength={128} />
          </>
        )}
        <button type="submit" className="btn" disabled={busy}>
          {step === "email" ? "Send OTP" : step === "otp" ? "Verify OTP" : "Reset Password"}
        </button>
        {step === "otp" && canResend && (
          <button type="button" className="btn btn-outline" disabled={busy} onClick={sendCode}>
            {MESSAGES.resendOtp}
          </button>
        )}
      </form>
      <p className="auth-row">
        <Link to="/login">{MESSAGES.loginHere}</Link>
      </p>
    </section>
  );
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta({ path: "/reset-password", publicUrl: data?.publicUrl ?? "" });
