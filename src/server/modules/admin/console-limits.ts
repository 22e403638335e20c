import type { RateRule } from "../../http/rate-limit";

/**
 * Console sign-in attempts, counted per address and per account on that address: a guesser
 * elsewhere can never lock the real owner out, and one address cannot try many accounts.
 */
export const CONSOLE_LIMITS = {
  loginIp: { name: "console-login:ip", limit: 50, windowSeconds: 15 * 60 },
  loginAccountIp: { name: "console-login:account-ip", limit: 10, windowSeconds: 15 * 60 },
  codeIp: { name: "console-code:ip", limit: 30, windowSeconds: 15 * 60 },
  linkIp: { name: "console-link:ip", limit: 20, windowSeconds: 15 * 60 },
} satisfies Record<string, RateRule>;
