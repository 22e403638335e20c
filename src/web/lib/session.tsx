import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { useNavigate } from "react-router";
import { TOAST_MS_ACCOUNT } from "../../domain/constants";
import { MESSAGES } from "../../domain/messages";
import { STORAGE, useShop } from "./shop";
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

export const useSession = () => useSyncExternalStore(subscribe, () => current, () => SERVER_STATE);

export interface ApiAnswer {
  success: boolean;
  message?: string;
  /** Set when no answer of ours came back (offline, cut off, or not JSON); message is the error's. */
  networkError?: true;
  [key: string]: unknown;
}

/**
 * POSTs JSON to our API. When no JSON answer comes back the result is
 * `{ success: false, networkError: true, message }` with the error's own message, so a page can
 * tell "the server said no" from "the request failed" (§8 shows different text for each).
 */
export async function postJson(path: string, body: unknown, token?: string | null): Promise<ApiAnswer> {
  try {
    const res = await fetch(path, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { token } : {}) },
      body: JSON.stringify(body),
    });
    return (await res.json()) as ApiAnswer;
  } catch (err) {
    return { success: false, networkError: true, message: err instanceof Error ? err.message : String(err) };
  }
}

/**
 * The profile, or null when the store says the session is gone (its own JSON refusal). Anything
 * else is "unknown" and must not log anyone out: a request that never got an answer (offline),
 * a body cut off mid-way (the page reloaded or left while the answer arrived), a server error.
 */
async function fetchProfile(token: string): Promise<Profile | null | "unknown"> {
  let res: Response;
  let data: { success?: boolean; user?: Profile };
  try {
    res = await fetch("/api/user/profile", { headers: { token } });
    data = (await res.json()) as typeof data;
  } catch {
    return "unknown";
  }
  if (data.success && data.user) return data.user;
  return res.status >= 500 ? "unknown" : null;
}

/** The stored token, for a page that needs a login; without one the page goes to /login. */
export function useRequiredToken(): string | null {
  const navigate = useNavigate();
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => {
    const stored = localStorage.getItem(STORAGE.token);
    if (stored) setToken(stored);
    else navigate("/login", { replace: true });
  }, [navigate]);
  return token;
}

/** Reloads the profile after a change (an address or card added or removed). */
export function useReloadProfile() {
  const { token } = useShop();
  return useCallback(async () => {
    if (!token) return;
    const user = await fetchProfile(token);
    if (user && user !== "unknown") setSession({ status: "ready", user });
  }, [token]);
}

/** Stores a new session token, then goes home (§4: login success stores the token and goes to /). */
export function useLogin() {
  const { setToken } = useShop();
  const navigate = useNavigate();
  return useCallback(
    (token: string) => {
      setToken(token);
      navigate("/");
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
    if (token) await postJson("/api/user/logout", {}, token);
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
      if (!localStorage.getItem(STORAGE.token)) setSession({ status: "none", user: null });
      return;
    }
    let live = true;
    fetchProfile(token).then((user) => {
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
