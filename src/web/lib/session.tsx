import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { useLocation, useNavigate } from "react-router";
import { TOAST_MS_ACCOUNT } from "../../domain/constants";
import * as MESSAGES from "../../domain/messages";
import { api } from "./api";
import type { LoginReason } from "../../domain/messages";
import { signInPath } from "./return-to";
import { readToken } from "./session-token";
import { useShop } from "./shop";
import { useToast } from "./toasts";
import type { ProfileDto } from "../../contracts/users";

/** The profile as GET /api/user/profile returns it. */
export type Profile = ProfileDto;

export type SessionState = { status: "checking" | "ready" | "none"; user: Profile | null };

// One shared session for the whole page, so the profile is fetched once per token.
let current: SessionState = { status: "checking", user: null };
const listeners = new Set<() => void>();
const setSession = (next: SessionState) => {
  current = next;
  for (const l of listeners) l();
};
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const SERVER_STATE: SessionState = { status: "checking", user: null };

export const useSession = () =>
  useSyncExternalStore(
    subscribe,
    () => current,
    () => SERVER_STATE,
  );

/**
 * The profile, or null when the server says the session is gone. A request that never got an
 * answer (offline, or cut off by leaving the page) is "unknown": it must not log anyone out.
 */
async function fetchProfile(): Promise<Profile | null | "unknown"> {
  const res = await api("GET /api/user/profile");
  if (res.ok) return res.data.user;
  return res.networkError || res.status >= 500 ? "unknown" : null;
}

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

/**
 * §4 Session: whenever the token is set, the profile is loaded; if that fails the session is
 * dropped with 'Session expired or user deleted. Login again.'. (The pending cart item is the
 * shop's: it is added after the guest cart moves into the account.)
 */
export function SessionKeeper() {
  const { token, setToken } = useShop();
  const navigate = useNavigate();
  const toast = useToast();

  // Lets tests (and anyone debugging) know the page's scripts are running.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);

  useEffect(() => {
    if (!token) {
      // The shop adopts a stored token just after hydration; until then the session is unknown.
      if (!readToken()) setSession({ status: "none", user: null });
      return;
    }
    let live = true;
    fetchProfile().then((user) => {
      if (!live || user === "unknown") return;
      if (user) return setSession({ status: "ready", user });
      setToken(null);
      setSession({ status: "none", user: null });
      toast.show(MESSAGES.sessionExpired, "error", TOAST_MS_ACCOUNT);
      navigate("/login");
    });
    return () => {
      live = false;
    };
  }, [token, setToken, navigate, toast]);

  return null;
}
