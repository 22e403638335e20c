import { useSyncExternalStore } from "react";
import { SESSION_MARK, SESSION_TOKEN_KEY } from "../../domain/session-mark";

/** The shopper's session in the browser: localStorage.token (spec §4); its key is named in domain/session-mark. */
const KEY = SESSION_TOKEN_KEY;

const listeners = new Set<() => void>();

/** Keeps the mark in step with the stored token. */
const markSession = (token: string | null) => document.documentElement.toggleAttribute(SESSION_MARK, Boolean(token));

/** The stored token; null on the server and before anything was stored. */
export function readToken(): string | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** Stores a new token (null ends the session in this browser) and tells every reader. */
export function writeToken(token: string | null): void {
  if (token) localStorage.setItem(KEY, token);
  else localStorage.removeItem(KEY);
  markSession(token);
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab logged in or out: follow it.
  const onStorage = (e: StorageEvent) => {
    if (e.key !== KEY && e.key !== null) return;
    markSession(e.newValue);
    listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The token as a React value: null while the server renders and until hydration, then the stored one. */
export const useToken = () => useSyncExternalStore(subscribe, readToken, () => null);
