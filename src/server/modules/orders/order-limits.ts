import { HOLD_MESSAGES } from "../../../domain/messages";
import type { RateRule } from "../../http/rate-limit";

/**
 * Orders one account, and one client address (an IPv6 /64), may place in an hour: together with
 * the hold caps (hold-caps.ts) they stop one shopper placing, canceling and placing again to keep
 * stock from everyone else (decision 123). Replays of one Idempotency-Key count too.
 */
export const ORDER_LIMITS = {
  account: { name: "order:account", limit: 10, windowSeconds: 60 * 60, message: HOLD_MESSAGES.ordersPerAccount(10) },
  address: { name: "order:ip", limit: 30, windowSeconds: 60 * 60, message: HOLD_MESSAGES.ordersPerAddress(30) },
} satisfies Record<string, RateRule>;
