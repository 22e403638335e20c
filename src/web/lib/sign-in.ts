import { useEffect, useRef } from "react";
import { TOAST_MS_ACCOUNT } from "../../domain/constants";
import type { ApiFailure } from "./api";
import { useLogin } from "./account-session";
import { useToast } from "./toasts";

/** What a sign-in or sign-up form's submit comes to: a session token, or the store's reason. */
export type SignInOutcome = { token: string; message?: undefined } | { token?: undefined; message: string };

export const outcomeOf = (res: { ok: true; data: { token: string } } | ApiFailure): SignInOutcome =>
  res.ok ? { token: res.data.token } : { message: res.explained ? res.message : "" };

/** A form field as text ("" when absent). */
export const formText = (form: FormData, name: string) => String(form.get(name) ?? "");

/**
 * Each new outcome of a sign-in form, from its clientAction or (submitted before the scripts
 * ran) its server action: the token starts the session and goes back to `returnTo` (or home);
 * a refusal is a toast.
 */
export function useSignInOutcome(outcome: SignInOutcome | undefined, fallback: string, returnTo: string | null) {
  const toast = useToast();
  const login = useLogin();
  const seen = useRef<SignInOutcome | undefined>(undefined);
  useEffect(() => {
    if (!outcome || seen.current === outcome) return;
    seen.current = outcome;
    if (outcome.token) login(outcome.token, returnTo);
    else toast.show(outcome.message || fallback, "error", TOAST_MS_ACCOUNT);
  }, [outcome, login, toast, fallback, returnTo]);
}
