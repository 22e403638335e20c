import type { RateRule } from "../../http/rate-limit";

/**
 * Console sign-in attempts, counted per address and per account on that address: a guesser
 * elsewhere can never lock the real owner out, and one address cannot try many accounts.
 */
export const CONSOLE_LIMITS = {
  loginIp: { name: "console-login:ip", limit: 50, windowSeconds: 15 * 60 },
  loginAccountIp: { name: "console-login:account-ip", limit: 10, windowSeconds: 15 * 60 },
  codeIp: { name: "console-code:ip", limit: 30, windowSeconds: 15 * 60 },
  /**
   * Codes tried for one account since its last right one, from any address: past 10, each try
   * waits twice as long as the one before, so a guesser who has the password and many addresses
   * still gets a few dozen tries a day.
   */
  codeAccount: { name: "console-code:account", limit: 10, windowSeconds: 15 * 60, growingDelay: true },
  linkIp: { name: "console-link:ip", limit: 20, windowSeconds: 15 * 60 },
} satisfies Record<string, RateRule>;
