import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/login";
import { TOAST_MS_ACCOUNT } from "../../domain/constants";
import { MESSAGES } from "../../domain/messages";
import { GOOGLE_ERRORS, GoogleButton, LegalLinks } from "../components/account-parts";
import { pageMeta } from "../lib/seo";
import { postJson, useLogin } from "../lib/session";
import { useToast } from "../lib/toasts";

export function loader({ context }: Route.LoaderArgs) {
  return { publicUrl: context.config.publicUrl };
}

export default function LoginPage() {
  const toast = useToast();
  const login = useLogin();
  const [busy, setBusy] = useState(false);
  const handled = useRef(false);

  // The Google return: a one-time code in the URL, exchanged for a session and removed at once.
  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const params = new URLSearchParams(window.location.search);
    const code = params.get("code");
    const error = params.get("error");
    if (!code && !error) return;
    window.history.replaceState(window.history.state, "", window.location.pathname);
    if (error) {
      toast.show(GOOGLE_ERRORS[error] ?? GOOGLE_ERRORS["google-failed"], "error", TOAST_MS_ACCOUNT);
      return;
    }
    postJson("/api/user/auth/exchange", { code }).then((data) => {
      if (data.success && typeof data.token === "string") login(data.token);
      else toast.show(data.message ?? GOOGLE_ERRORS["google-expired"], "error", TOAST_MS_ACCOUNT);
    });
  }, [toast, login]);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setBusy(true);
    const data = await postJson("/api/user/login", { email: form.get("email"), password: form.get("password") });
    setBusy(false);
    if (data.success && typeof data.token === "string") return login(data.token);
    toast.show(data.message ?? "Login failed.", "error", TOAST_MS_ACCOUNT);
  }

  return (
    <section className="container auth">
      <h1 className="auth-title">Login</h1>
      <form method="post" className="auth-form" onSubmit={onSubmit}>
        <label htmlFor="login-email">Email</label>
        <input id="login-email" name="email" type="email" autoComplete="email" required maxLength={254} />
        <label htmlFor="login-password">Password</label>
        <input id="login-password" name="password" type="password" autoComplete="current-password" required maxLength={128} />
        <div className="auth-row">
          <Link to="/reset-password">{MESSAGES.forgotPassword}</Link>
          <Link to="/signup">Create account</Link>
        </div>
        <button type="submit" className="btn" disabled={busy}>
          Sign In
        </button>
      </form>
      <p className="auth-or">or</p>
      <GoogleButton />
      <LegalLinks />
    </section>
  );
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta({ path: "/login", publicUrl: data?.publicUrl ?? "" });
