import type { Context } from "hono";
import { normalizeCouponCode, PUBLIC_COUPON_CODES } from "../../../domain/coupons";
import { GUARD_MESSAGES } from "../../../domain/messages";
import { clientAddressKey } from "../../http/address-block";
import type { RateHit, RateRule } from "../../http/rate-limit";
import type { AppEnv } from "../../http/types";

const WINDOW_MINUTES = 15;

/**
 * Codes one address (an IPv6 /64) and one account may look up in 15 minutes. A guest's cart is
 * priced with its code on every change, so the address allows a busy shopper's edits; a guesser
 * gets a few hundred codes a day instead of hundreds a second.
 */
export const COUPON_LIMITS = {
  ip: { name: "coupon:ip", limit: 60, windowSeconds: WINDOW_MINUTES * 60, message: GUARD_MESSAGES.couponTries(WINDOW_MINUTES) },
  account: { name: "coupon:account", limit: 30, windowSeconds: WINDOW_MINUTES * 60, message: GUARD_MESSAGES.couponTries(WINDOW_MINUTES) },
} satisfies Record<string, RateRule>;

/**
 * Counts one look-up of `code` for the caller's address and, when signed in, its account;
 * throws 429 past either limit. A request without a code, or with one of the shop's public codes
 * (FLAT10, BUY2: a cart that keeps one is priced with it on every change), finds out nothing
 * and is not counted.
 */
export async function countCouponLookup(c: Context<AppEnv>, code: string | null | undefined, userId?: string): Promise<void> {
  if (!code?.trim() || PUBLIC_COUPON_CODES.has(normalizeCouponCode(code))) return;
  const hits: RateHit[] = [{ rule: COUPON_LIMITS.ip, subject: clientAddressKey(c) }];
  if (userId) hits.push({ rule: COUPON_LIMITS.account, subject: userId });
  await c.var.services.rateLimiter.checkAll(hits);
}
