import { useCallback, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { TOAST_MS_ACCOUNT } from "../../domain/constants";
import * as MESSAGES from "../../domain/messages";
import type { LoginReason } from "../../domain/messages";
import { api } from "./api";
import { signInPath } from "./return-to";
import { fetchProfile, setSession } from "./session";
import { readToken } from "./session-token";
import { useShop } from "./shop";
import { useToast } from "./toasts";

// The account pages' hooks: kept apart from the session every page keeps (session.tsx), so only
// the pages that sign in, out or require a login carry them.

/**
 * The stored token, for a page that needs a login; without one the page goes to /login, which
 * says why (`reason`) and comes back here after signing in.
 */
export function useRequiredToken(reason: LoginReason): string | null {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => {
    const stored = readToken();
    if (stored) setToken(stored);
    else navigate(signInPath(reason, `${pathname}${search}`), { replace: true });
  }, [navigate, reason, pathname, search]);
  return token;
}

/** Navigation state of the page a sign-in lands on: the home page's greeting stays away then. */
export type SignedInState = { signedIn: true };

/** Reloads the profile after a change (an address or card added or removed). */
export function useReloadProfile() {
  const { token } = useShop();
  return useCallback(async () => {
    if (!token) return;
    const user = await fetchProfile();
    if (user && user !== "unknown") setSession({ status: "ready", user });
  }, [token]);
}

/**
 * Stores a new session token, then goes back to where the store sent the shopper from (a checked
 * path of this store), or home (§4: login success stores the token and goes to /).
 */
export function useLogin() {
  const { setToken } = useShop();
  const navigate = useNavigate();
  return useCallback(
    (token: string, returnTo?: string | null) => {
      setToken(token);
      const state: SignedInState = { signedIn: true };
      navigate(returnTo ?? "/", { replace: true, state });
    },
    [setToken, navigate],
  );
}

/** Ends the session on the server too, clears token and cart, and goes to /login. */
export function useLogout() {
  const { token, setToken, clearCart } = useShop();
  const navigate = useNavigate();
  const toast = useToast();
  return useCallback(async () => {
    if (token) await api("POST /api/user/logout");
    setToken(null);
    clearCart();
    setSession({ status: "none", user: null });
    navigate("/login");
    toast.show(MESSAGES.loggedOut, "success", TOAST_MS_ACCOUNT);
  }, [token, setToken, clearCart, navigate, toast]);
}
