import type { RateRule } from "../../http/rate-limit";

/** A console session lives 12 hours at most, and ends after an hour without a request. */
export const CONSOLE_SESSION_ABSOLUTE_MS = 12 * 3600_000;
export const CONSOLE_SESSION_IDLE_MS = 3600_000;
/** Between the password and the second factor. */
export const SECOND_FACTOR_WINDOW_MS = 10 * 60_000;

/**
 * Console sign-in attempts. Passwords count per address (an IPv6 address by its /64) and per
 * account on that address: a guesser elsewhere can never lock the real owner out, and one address
 * cannot try many accounts. Codes count per sign-in and per account, never per address: only
 * someone who has passed the password can spend them, so a neighbour sending codes without a
 * sign-in slows nobody.
 */
export const CONSOLE_LIMITS = {
  loginIp: { name: "console-login:ip", limit: 50, windowSeconds: 15 * 60 },
  loginAccountIp: { name: "console-login:account-ip", limit: 10, windowSeconds: 15 * 60 },
  /** Codes tried on one sign-in (a session waiting for its second factor, 10 minutes at most). */
  codeSession: { name: "console-code:session", limit: 5, windowSeconds: 10 * 60 },
  /**
   * Codes tried for one account since its last right one, from any sign-in: past 10, each try
   * waits twice as long as the one before, so a guesser who has the password and many addresses
   * still gets a few dozen tries a day.
   */
  codeAccount: { name: "console-code:account", limit: 10, windowSeconds: 15 * 60, growingDelay: true },
  linkIp: { name: "console-link:ip", limit: 20, windowSeconds: 15 * 60 },
  /** Current passwords tried when changing it, per account: a session left open is no way to guess it. */
  passwordAccount: { name: "console-password:account", limit: 10, windowSeconds: 15 * 60 },
} satisfies Record<string, RateRule>;
