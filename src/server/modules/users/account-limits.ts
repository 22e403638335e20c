import { clientAddressKey } from "../../http/address-block";
import type { RateRule } from "../../http/rate-limit";
import type { RateSubject } from "../../http/rate-limit-middleware";

/**
 * Attempts allowed per client address, and per account and address pair. The address limits stop
 * one address trying many accounts. Logins and reset codes count per pair with growing delays:
 * a stranger's failures slow only the stranger, so the owner on their own address (or with a
 * valid reset code) always gets in.
 */
export const ACCOUNT_LIMITS = {
  loginPair: { name: "login:account-address", limit: 5, windowSeconds: 15 * 60, growingDelay: true },
  loginIp: { name: "login:ip", limit: 50, windowSeconds: 15 * 60 },
  signupAccount: { name: "signup:account", limit: 5, windowSeconds: 60 * 60 },
  signupIp: { name: "signup:ip", limit: 20, windowSeconds: 60 * 60 },
  otpSendPair: { name: "otp-send:account-address", limit: 5, windowSeconds: 60 * 60, growingDelay: true },
  otpSendIp: { name: "otp-send:ip", limit: 20, windowSeconds: 60 * 60 },
  otpVerifyPair: { name: "otp-verify:account-address", limit: 10, windowSeconds: 15 * 60, growingDelay: true },
  otpVerifyIp: { name: "otp-verify:ip", limit: 50, windowSeconds: 15 * 60 },
  verifyResendAccount: { name: "verify-resend:account", limit: 3, windowSeconds: 60 * 60 },
  verifyLinkIp: { name: "verify-link:ip", limit: 30, windowSeconds: 15 * 60 },
} satisfies Record<string, RateRule>;

/** The account a request names: its body's email, as the route's schema reads it. */
export const byBodyEmail: RateSubject = (_c, body) => (body as { email?: string } | undefined)?.email;

/** The account a request names, together with the address (an IPv6 /64) it comes from. */
export const byEmailAndAddress: RateSubject = (c, body) => {
  const email = byBodyEmail(c, body);
  return email === undefined ? undefined : `${email}|${clientAddressKey(c)}`;
};
