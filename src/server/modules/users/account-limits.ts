import type { RateRule } from "../../http/rate-limit";
import type { RateSubject } from "../../http/rate-limit-middleware";

/**
 * Attempts allowed per account (the email) and per client address. The account limits stop a
 * guesser spread over many addresses; the address limits stop one address trying many accounts.
 */
export const ACCOUNT_LIMITS = {
  loginAccount: { name: "login:account", limit: 10, windowSeconds: 15 * 60 },
  loginIp: { name: "login:ip", limit: 50, windowSeconds: 15 * 60 },
  signupAccount: { name: "signup:account", limit: 5, windowSeconds: 60 * 60 },
  signupIp: { name: "signup:ip", limit: 20, windowSeconds: 60 * 60 },
  otpSendAccount: { name: "otp-send:account", limit: 5, windowSeconds: 60 * 60 },
  otpSendIp: { name: "otp-send:ip", limit: 20, windowSeconds: 60 * 60 },
  otpVerifyAccount: { name: "otp-verify:account", limit: 10, windowSeconds: 15 * 60 },
  otpVerifyIp: { name: "otp-verify:ip", limit: 50, windowSeconds: 15 * 60 },
} satisfies Record<string, RateRule>;

/** The account a request names: its body's email, as the route's schema reads it. */
export const byBodyEmail: RateSubject = (_c, body) => (body as { email?: string } | undefined)?.email;
