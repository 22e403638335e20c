import { GUARD_MESSAGES, HOLD_MESSAGES } from "../../../domain/messages";
import type { RateRule } from "../../http/rate-limit";

/**
 * Order attempts one client address (an IPv6 /64) may make in an hour: 30, times
 * IP_RATE_LIMIT_SCALE. Counted per request with a body that could make an order, so a script
 * cannot grind the checkout from one network. What one account may place and hold is counted
 * from its orders themselves, in the placement's transaction (hold-caps.ts, decision 123).
 */
export const ORDER_ADDRESS_LIMIT = {
  name: "order:ip",
  limit: 30,
  windowSeconds: 60 * 60,
  message: HOLD_MESSAGES.ordersPerAddress(30),
} satisfies RateRule;

/**
 * Invoice downloads one account may make in 10 minutes: a shopper fetches a handful; a script
 * asking for hundreds would keep the store busy reading them.
 */
export const INVOICE_DOWNLOAD_LIMIT = {
  name: "invoice:account",
  limit: 20,
  windowSeconds: 10 * 60,
  message: GUARD_MESSAGES.invoiceDownloads(20, 10),
} satisfies RateRule;

/**
 * Confirm and Cancel links opened per client address in 15 minutes: a shopper opens one or two; a
 * script trying tokens would find none anyway (32 random bytes), and is stopped early.
 */
export const ORDER_LINK_LIMIT = {
  name: "order-link:ip",
  limit: 30,
  windowSeconds: 15 * 60,
} satisfies RateRule;

/**
 * Photos for returns one account may upload in an hour: three per request is the most a shopper
 * needs; each photo is rendered in twelve sizes, so a script cannot keep the store drawing.
 */
export const RETURN_PHOTO_LIMIT = {
  name: "return-photo:account",
  limit: 20,
  windowSeconds: 60 * 60,
  message: "You have sent many photos in the last hour. Please try again later.",
} satisfies RateRule;
