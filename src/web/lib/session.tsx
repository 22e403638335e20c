import { useEffect, useSyncExternalStore } from "react";
import { useNavigate } from "react-router";
import { TOAST_MS_ACCOUNT } from "../../domain/constants";
import * as MESSAGES from "../../domain/messages";
import { api } from "./api";
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
export const setSession = (next: SessionState) => {
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
 * The profile, or null when the server says the session is gone. Any other failure is "unknown"
 * and must not log anyone out: no answer (offline, or cut off by leaving the page), the store busy
 * or failing (5xx), or a limit reached (429).
 */
export async function fetchProfile(): Promise<Profile | null | "unknown"> {
  const res = await api("GET /api/user/profile");
  if (res.ok) return res.data.user;
  // 401: the token is not (or no longer) valid; 404: its account is gone.
  return res.networkError || (res.status !== 401 && res.status !== 404) ? "unknown" : null;
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
