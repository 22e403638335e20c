import { Link } from "react-router";
import * as MESSAGES from "../../domain/messages";
import { GOOGLE_SIGN_IN_ERRORS, LOGIN_REASONS, type LoginReason } from "../../domain/messages";
import { usePublicConfig } from "../lib/public-config";
import { keepReturnForGoogle } from "../lib/return-to";
import s from "./account-parts.module.css";
import auth from "../routes/auth.module.css";
import ui from "./ui.module.css";

/** Messages for the `error` the Google return puts on /login. */
export const GOOGLE_ERRORS: Record<string, string> = GOOGLE_SIGN_IN_ERRORS;

/**
 * "or" and a full page navigation to the OpenID Connect start; nothing on a store where Google sign-in is
 * not set up, so that no button offers what cannot work.
 * The way back (`returnTo`) waits in this tab's session storage while the shopper is at Google.
 */
export function GoogleButton({ returnTo }: { returnTo: string | null }) {
  const { googleSignIn } = usePublicConfig();
  if (!googleSignIn) return null;
  return (
    <>
      <p className={auth.authOr}>or</p>
      <a
        className={`${auth.btn} ${ui.btn} ${ui.btnOutline} ${s.googleBtn}`}
        href="/api/user/auth/google"
        onClick={() => keepReturnForGoogle(returnTo)}
      >
        <GoogleMark /> {MESSAGES.continueWithGoogle}
      </a>
    </>
  );
}

function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path fill="#EA4335" d="M24 9.5c3.5 0 6.6 1.2 9 3.6l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.8 6C12.4 13.6 17.7 9.5 24 9.5z" />
      <path fill="#4285F4" d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.5 5.8c4.4-4 6.8-10 6.8-17.2z" />
      <path fill="#FBBC05" d="M10.5 28.7c-.5-1.4-.8-3-.8-4.7s.3-3.2.8-4.7l-7.8-6C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.8-6z" />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.5-5.8c-2.1 1.4-4.9 2.3-8.4 2.3-6.3 0-11.6-4.1-13.5-9.8l-7.8 6C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}

export function LegalLinks() {
  return (
    <p className={s.formLegal}>
      By continuing you agree to our <Link to="/terms">Terms</Link> and <Link to="/privacy-policy">Privacy Policy</Link>.
    </p>
  );
}

/** Why the store sent the shopper here ("Log in to check out"), read out as the page opens. */
export function SignInReason({ reason }: { reason: LoginReason | null }) {
  if (!reason) return null;
  return (
    <p className={s.reason} role="status" data-testid="sign-in-reason">
      {LOGIN_REASONS[reason]}
    </p>
  );
}
