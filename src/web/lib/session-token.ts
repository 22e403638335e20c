import { useSyncExternalStore } from "react";

/** The one place the shopper's session lives in the browser: localStorage.token (spec §4). */
const KEY = "token";

const listeners = new Set<() => void>();

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
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab logged in or out: follow it.
  const onStorage = (e: StorageEvent) => {
    if (e.key === KEY || e.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The token as a React value: null while the server renders and until hydration, then the stored one. */
export const useToken = () => useSyncExternalStore(subscribe, readToken, () => null);
