import type { Config } from "../../config";
import { HOLD_MESSAGES } from "../../../domain/messages";
import type { RateRule } from "../../http/rate-limit";

const HOUR = 60 * 60;

/**
 * Orders one account (`ORDER_MAX_PER_HOUR`, 10 by default), and one client address (30, an IPv6
 * /64, times IP_RATE_LIMIT_SCALE), may place in an hour: together with the hold caps
 * (hold-caps.ts) they stop one shopper placing, canceling and placing again to keep stock from
 * everyone else (decision 123). Replays of one Idempotency-Key count too.
 */
export const ORDER_LIMITS = {
  account: (config: Pick<Config, "orderCaps">): RateRule => ({
    name: "order:account",
    limit: config.orderCaps.ordersPerHour,
    windowSeconds: HOUR,
    message: HOLD_MESSAGES.ordersPerAccount(config.orderCaps.ordersPerHour),
  }),
  address: { name: "order:ip", limit: 30, windowSeconds: HOUR, message: HOLD_MESSAGES.ordersPerAddress(30) } satisfies RateRule,
};
