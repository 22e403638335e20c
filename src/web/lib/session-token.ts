import { useSyncExternalStore } from "react";

/** The one place the shopper's session lives in the browser: localStorage.token (spec §4). */
const KEY = "token";

const listeners = new Set<() => void>();

/** The attribute on <html> that says a session is stored, so CSS can draw the page for it before the scripts run. */
export const SESSION_MARK = "data-session";

/**
 * Runs in the page's head, before the body is drawn: pages are the same for every visitor (they
 * are cached), so what differs for a logged-in shopper is hidden by CSS from the first paint
 * instead of being removed by the scripts a moment later.
 */
export const SESSION_MARK_SCRIPT = 'try{localStorage.getItem("token")&&document.documentElement.setAttribute("data-session","")}catch(e){}';

/** Keeps the mark in step with the stored token. */
function markSession(token: string | null): void {
  document.documentElement.toggleAttribute(SESSION_MARK, Boolean(token));
}

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
    markSession(readToken());
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
