import { useEffect, useRef } from "react";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/login";
import { TOAST_MS_ACCOUNT } from "../../domain/constants";
import * as MESSAGES from "../../domain/messages";
import { GOOGLE_ERRORS, GoogleButton, LegalLinks, SignInReason } from "../components/account-parts";
import { loaderMeta } from "../lib/loader-meta";
import { pageMeta } from "../lib/seo";
import { type ApiClient, api, serverApi } from "../lib/api";
import { formText, outcomeOf, type SignInOutcome, useSignInOutcome } from "../lib/sign-in";
import { readSignInParams, signInPath, takeReturnFromGoogle } from "../lib/return-to";
import { useLogin } from "../lib/account-session";
import { useToast } from "../lib/toasts";
import auth from "./auth.module.css";
import ui from "../components/ui.module.css";
import { BusyButton } from "../components/busy-button";

export function loader({ context }: Route.LoaderArgs) {
  return { meta: pageMeta({ path: "/login", publicUrl: context.config.publicUrl }) };
}

async function signIn(call: ApiClient, form: FormData): Promise<SignInOutcome> {
  const res = await call("POST /api/user/login", { body: { email: formText(form, "email"), password: formText(form, "password") } });
  return outcomeOf(res);
}

/** A submit before the page's scripts ran: the server signs in; the token is stored once they run. */
export async function action({ request, context }: Route.ActionArgs) {
  return signIn(serverApi(context), await request.formData());
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return signIn(api, await request.formData());
}

export default function LoginPage({ actionData }: Route.ComponentProps) {
  const toast = useToast();
  const login = useLogin();
  const busy = useNavigation().state === "submitting";
  const handled = useRef(false);
  const [search] = useSearchParams();
  const { reason, returnTo } = readSignInParams(search);

  useSignInOutcome(actionData, "Login failed.", returnTo);

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
    api("POST /api/user/auth/exchange", { body: { code: code ?? "" } }).then((res) => {
      if (res.ok) login(res.data.token, takeReturnFromGoogle());
      else toast.show(res.message || GOOGLE_ERRORS["google-expired"], "error", TOAST_MS_ACCOUNT);
    });
  }, [toast, login]);

  return (
    <section className={`${ui.container} ${auth.auth}`}>
      <h1 className={auth.authTitle}>Login</h1>
      <SignInReason reason={reason} />
      <Form method="post" className={auth.authForm}>
        <label htmlFor="login-email">Email</label>
        <input id="login-email" name="email" type="email" autoComplete="email" required maxLength={254} />
        <label htmlFor="login-password">Password</label>
        <input id="login-password" name="password" type="password" autoComplete="current-password" required maxLength={128} />
        <div className={auth.authRow}>
          <Link to="/reset-password">{MESSAGES.forgotPassword}</Link>
          <Link to={signInPath(reason, returnTo, "/signup")}>Create account</Link>
        </div>
        <BusyButton type="submit" className={`${auth.btn} ${ui.btn}`} busy={busy}>
          Sign In
        </BusyButton>
      </Form>
      <GoogleButton returnTo={returnTo} />
      <LegalLinks />
    </section>
  );
}

export const meta: Route.MetaFunction = loaderMeta;
