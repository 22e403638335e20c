/** Where the shopper's session lives in the browser: localStorage.token (spec §4). */
export const SESSION_TOKEN_KEY = "token";

/** The attribute on <html> that says a session is stored, so CSS can draw the page for it before the scripts run. */
export const SESSION_MARK = "data-session";

/**
 * The script the server writes first in every page's head, before the body is drawn: pages are the
 * same for every visitor (they are cached), so what differs for a logged-in shopper is hidden by
 * CSS from the first paint instead of being removed by the scripts a moment later. The browser's
 * bundle keeps the mark in step afterwards (`web/lib/session-token.ts`).
 */
export const SESSION_MARK_SCRIPT = `try{localStorage.getItem("${SESSION_TOKEN_KEY}")&&document.documentElement.setAttribute("${SESSION_MARK}","")}catch(e){}`;
