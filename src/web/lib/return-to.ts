import type { LoginReason } from "../../domain/messages";

/** The query parameters /login and /signup read: where to return after signing in, and why the shopper is here. */
export const RETURN_PARAM = "next";
export const REASON_PARAM = "reason";
/** Carries the return target across the Google round trip, which leaves the store and comes back to /login. */
const GOOGLE_RETURN_KEY = "dhaaga.returnTo";

const ORIGIN = "http://store.invalid";

/**
 * A return target the store will navigate to: a path on this store only (no scheme, no host,
 * no protocol-relative `//host` or `/\host`), never the sign-in pages themselves. Anything else is null.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 500 || !raw.startsWith("/") || raw.startsWith("//") || raw.startsWith("/\\")) return null;
  // Control characters and backslashes are never part of a path the store links to.
  if ([...raw].some((ch) => ch === "\\" || ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) return null;
  let url: URL;
  try {
    url = new URL(raw, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  // Dot segments are resolved only now: "/.//host", "/..//host" and "/%2e//host" come out as
  // "//host", which a browser reads as another site.
  if (url.pathname.startsWith("//") || url.pathname.startsWith("/\\")) return null;
  if (["/login", "/signup", "/reset-password"].includes(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

// The keys of LOGIN_REASONS (the compiler keeps them the same), without its strings: this module runs on every product page.
const REASONS = { checkout: true, cart: true, orders: true, profile: true } satisfies Record<LoginReason, true>;

export const isLoginReason = (v: string | null): v is LoginReason => v !== null && Object.hasOwn(REASONS, v);

/** /login (or /signup) with the reason and the way back. */
export function signInPath(reason: LoginReason | null, returnTo: string | null, page: "/login" | "/signup" = "/login"): string {
  const params = new URLSearchParams();
  if (reason) params.set(REASON_PARAM, reason);
  const back = safeReturnPath(returnTo);
  if (back) params.set(RETURN_PARAM, back);
  const q = params.toString();
  return q ? `${page}?${q}` : page;
}

/** What /login or /signup was opened with: the reason to show and the checked return target. */
export function readSignInParams(search: URLSearchParams): { reason: LoginReason | null; returnTo: string | null } {
  const reason = search.get(REASON_PARAM);
  return { reason: isLoginReason(reason) ? reason : null, returnTo: safeReturnPath(search.get(RETURN_PARAM)) };
}

/** Before leaving for Google: remember where to return, in this tab only. */
export function keepReturnForGoogle(returnTo: string | null): void {
  try {
    if (returnTo) sessionStorage.setItem(GOOGLE_RETURN_KEY, returnTo);
    else sessionStorage.removeItem(GOOGLE_RETURN_KEY);
  } catch {
    // Storage blocked: the shopper lands on home instead.
  }
}

/** Back from Google: the return target kept before leaving (checked again), read once. */
export function takeReturnFromGoogle(): string | null {
  try {
    const kept = sessionStorage.getItem(GOOGLE_RETURN_KEY);
    sessionStorage.removeItem(GOOGLE_RETURN_KEY);
    return safeReturnPath(kept);
  } catch {
    return null;
  }
}
