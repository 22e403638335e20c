import { type CodRules, DELIVERY_ZONES, type DeliveryZone, ZONE_TABLE } from "./india/delivery";
import { freeShippingBanner } from "./messages";
import { formatINR, type Paise } from "./money";

/** What delivery costs: a fee per order, waived from an order value up (the goods after discount). */
export interface DeliveryFeeRule {
  feePaise: Paise;
  freeFromPaise: Paise;
}

/**
 * The shop's promises that checkout enforces and every page states: the delivery fee, cash on
 * delivery, the return window. Pricing, checkout and the texts of the banner, the product page,
 * the FAQ, the chat bot and the policy pages all read this one object, so they cannot disagree.
 */
export interface ShopPolicy {
  delivery: DeliveryFeeRule;
  cod: CodRules;
  /** Days after delivery (India days, from the day it was marked Delivered) a return may be asked. */
  returnWindowDays: number;
}

/** The spec's shop: free delivery (₹0 fee) and the banner's ₹500; COD everywhere up to ₹10,000; 7 days. */
export const DEFAULT_SHOP_POLICY: ShopPolicy = {
  delivery: { feePaise: 0, freeFromPaise: 500_00 },
  cod: { feePaise: 0, maxOrderPaise: 10_000_00, zones: DELIVERY_ZONES },
  returnWindowDays: 7,
};

/** The delivery fee of an order whose goods come to `goodsPaise` (after discount): none for an empty cart. */
export function deliveryFeeFor(rule: DeliveryFeeRule, goodsPaise: Paise): Paise {
  return goodsPaise <= 0 || goodsPaise >= rule.freeFromPaise ? 0 : rule.feePaise;
}

/** "Free shipping above ₹500", with the fee below it when there is one; "Free shipping on every order" without a threshold. */
export function freeShippingText({ feePaise, freeFromPaise }: DeliveryFeeRule): string {
  if (freeFromPaise === 0) return "Free shipping on every order";
  return `Free shipping above ${formatINR(freeFromPaise)}${feePaise > 0 ? `; ${formatINR(feePaise)} below it` : ""}`;
}

/** Where cash on delivery is offered, as a sentence: everywhere, or the zones it is not. */
export function codReachText(cod: CodRules): string {
  const missing = DELIVERY_ZONES.filter((z) => !cod.zones.includes(z));
  if (cod.zones.length === 0) return "Cash on delivery is not offered; pay online at checkout.";
  if (missing.length === 0) return "Cash on delivery is available across India.";
  return `Cash on delivery is available across India except in: ${zoneList(missing)}. Checkout tells you for your PIN code.`;
}

/** The FAQ's and the chat bot's answer about cash on delivery: where, its fee and its cap. */
export function codAnswer(cod: CodRules): string {
  if (cod.zones.length === 0) return codReachText(cod);
  const fee = cod.feePaise > 0 ? `A COD fee of ${formatINR(cod.feePaise)} applies, shown before you place the order.` : "There is no COD fee.";
  return `${codReachText(cod)} ${fee} It is offered on orders up to ${formatINR(cod.maxOrderPaise)}.`;
}

/** Whether cash on delivery reaches every zone. */
export const codEverywhere = (cod: CodRules) => DELIVERY_ZONES.every((z) => cod.zones.includes(z));

const zoneList = (zones: readonly DeliveryZone[]) => zones.map((z) => ZONE_TABLE[z].label).join(", ");

/** The fastest and the slowest zone's working days from dispatch: "2–10 working days". */
export function deliveryDaysRange(): string {
  const days = DELIVERY_ZONES.map((z) => ZONE_TABLE[z].days);
  return `${Math.min(...days)}–${Math.max(...days)} working days`;
}

export const deliveryDaysText = () => `${deliveryDaysRange()} after dispatch, depending on your PIN code`;

/** The logged-out banner: the spec's words with the shop's threshold. */
export const bannerText = ({ freeFromPaise }: DeliveryFeeRule) =>
  freeFromPaise === 0 ? "Free shipping all over India" : freeShippingBanner(formatINR(freeFromPaise));

/** The product page's short promise about cash on delivery; null where it is offered nowhere. */
export function codPromise(cod: CodRules): string | null {
  if (cod.zones.length === 0) return null;
  return codEverywhere(cod) ? "Cash on delivery across India" : "Cash on delivery (check your PIN code)";
}

/** "7-day returns": the return window in two words. */
export const returnsText = (policy: ShopPolicy) => `${policy.returnWindowDays}-day returns`;

/** What the product page says of a sale or customised item, in place of the return window. */
export const NOT_RETURNABLE = "Not returnable: sale or customised item";

/** "7-day easy returns": the return window as the product page promises it (none for an item that is not returnable). */
export const returnsPromise = (policy: ShopPolicy, returnable = true) =>
  returnable ? `${policy.returnWindowDays}-day easy returns` : NOT_RETURNABLE;

/** "Free shipping above ₹500, 7-day returns, cash on delivery across India": the shop's promises in one line. */
export function shopPromises(policy: ShopPolicy): string {
  const [first = "", ...rest] = [freeShippingText(policy.delivery), returnsText(policy), codPromise(policy.cod)].filter((t) => t !== null);
  return [first, ...rest.map((t) => t.charAt(0).toLowerCase() + t.slice(1))].join(", ");
}
