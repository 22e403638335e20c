import { indiaDay, indiaDayStart } from "./india/india-day";

/**
 * The rules of asking for a return or an exchange, as pure functions of the order and the ask:
 * the window, the reasons, the photos, the quantities, the returnable flag and the one exchange
 * per order. The server reads the facts from the database and refuses with the message given here.
 */

/** The fixed list a shopper picks a reason from, in the form's order. */
export const RETURN_REASONS = [
  "Size too small",
  "Size too large",
  "Quality issue",
  "Different from the picture",
  "Wrong item received",
  "Damaged",
  "Changed my mind",
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** Reasons that need a photo of the item, and that the returnable flag never stops. */
export const PHOTO_REASONS: readonly ReturnReason[] = ["Damaged", "Wrong item received"];
/** Reasons that are the store's fault. */
export const STORE_FAULT_REASONS: readonly ReturnReason[] = ["Damaged", "Wrong item received", "Quality issue"];
export const RETURN_PHOTOS_MAX = 3;

/** A return is paid back; an exchange sends another size or colour of the same product at the same price. */
export const RETURN_KINDS = ["return", "exchange"] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];

/**
 * Where a return's money goes. A cash-on-delivery order was paid at the door: its refund goes to
 * store credit (offered first) or to a bank account or UPI ID the shopper gives. An order paid
 * online goes back the way it was paid, or to store credit if the shopper asks.
 */
export const REFUND_DESTINATIONS = ["original", "credit", "bank", "upi"] as const;
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number];
export const destinationsFor = (paymentMethod: string): readonly RefundDestination[] =>
  paymentMethod === "cod" ? ["credit", "bank", "upi"] : paymentMethod === "credit" ? ["credit"] : ["original", "credit"];

/** An Indian bank branch code: four letters, a zero, six letters or digits. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** A UPI ID: a handle, "@", the provider's name. */
export const UPI_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._-]{1,255}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;

export const RETURN_MESSAGES = {
  notDelivered: "Only a delivered order can be returned or exchanged.",
  windowClosed: (lastDay: string) => `The return window for this order closed on ${shortDay(lastDay)}.`,
  noSuchLine: "This order has no such item.",
  alreadyReturned: (item: string) => `${item} is already returned.`,
  allReturned: "Every item of this order is already returned or being returned.",
  tooMany: (item: string, left: number) => `You can return at most ${left} of ${item}.`,
  notReturnable: (item: string) => `${item} cannot be returned: sale and customised items are final. A damaged or wrong item may always be returned.`,
  photoNeeded: (reason: string) => `Add a photo of the item for “${reason}”.`,
  tooManyPhotos: `Add at most ${RETURN_PHOTOS_MAX} photos.`,
  oneExchange: "This order has already had its one exchange; you may return the item instead.",
  sameVariant: "Pick another size or colour to exchange for.",
  noSuchVariant: (size: string, color: string) => `This product does not come in size ${size} in this colour (${color}).`,
  soldOut: (size: string) => `Size ${size} is sold out in this colour; you may return the item for a refund or store credit instead.`,
  destination: (allowed: readonly RefundDestination[]) =>
    allowed.includes("original")
      ? "This order is refunded the way it was paid, or to store credit."
      : "For a cash-on-delivery order, choose store credit, a bank account or a UPI ID for the refund.",
  noDestination: "Say where the refund should go.",
} as const;

const SHORT_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"];
/** "2026-12-14" → "14 Dec". */
export function shortDay(day: string): string {
  const [, m, d] = day.split("-").map(Number);
  return `${d} ${SHORT_MONTHS[m - 1]}`;
}

/** The last India day a return may be asked: the day it was marked Delivered plus the window. */
export function returnWindowLastDay(deliveredAt: Date, windowDays: number): string {
  const start = indiaDayStart(indiaDay(deliveredAt));
  return indiaDay(new Date(start.getTime() + windowDays * 86_400_000));
}

/** Whether the window is still open on this instant's India day. */
export const windowOpen = (deliveredAt: Date, windowDays: number, now: Date) => indiaDay(now) <= returnWindowLastDay(deliveredAt, windowDays);

/** One line of the order as the rules see it. */
export interface OrderLineFacts {
  id: string;
  /** "Kurta (size M)": how the messages name it. */
  label: string;
  quantity: number;
  /** Units already in a return or exchange that was not rejected or refused. */
  alreadyAsked: number;
  returnable: boolean;
}

export interface ReturnFacts {
  status: string;
  /** When it was marked Delivered; null when it never was. */
  deliveredAt: Date | null;
  windowDays: number;
  paymentMethod: string;
  lines: readonly OrderLineFacts[];
  /** Exchanges of this order that were not rejected or refused. */
  exchangesSoFar: number;
}

export interface ReturnLineAsk {
  orderItemId: string;
  quantity: number;
  reason: ReturnReason;
  photos: readonly string[];
}

export interface ReturnAsk {
  kind: ReturnKind;
  lines: readonly ReturnLineAsk[];
  refundTo?: RefundDestination | null;
}

/** Why this ask is refused, as the shopper is told it (the first rule that fails), or null. */
export function returnAskRefusal(facts: ReturnFacts, ask: ReturnAsk, now: Date): string | null {
  if (facts.status !== "Delivered" || !facts.deliveredAt) return RETURN_MESSAGES.notDelivered;
  const lastDay = returnWindowLastDay(facts.deliveredAt, facts.windowDays);
  if (indiaDay(now) > lastDay) return RETURN_MESSAGES.windowClosed(lastDay);
  if (ask.kind === "exchange" && facts.exchangesSoFar > 0) return RETURN_MESSAGES.oneExchange;
  const asked = new Map<string, number>();
  for (const l of ask.lines) asked.set(l.orderItemId, (asked.get(l.orderItemId) ?? 0) + l.quantity);
  for (const l of ask.lines) {
    const line = facts.lines.find((f) => f.id === l.orderItemId);
    if (!line) return RETURN_MESSAGES.noSuchLine;
    const left = line.quantity - line.alreadyAsked;
    if (left <= 0) return RETURN_MESSAGES.alreadyReturned(line.label);
    if ((asked.get(line.id) ?? 0) > left) return RETURN_MESSAGES.tooMany(line.label, left);
    const storeFault = PHOTO_REASONS.includes(l.reason);
    if (!line.returnable && !storeFault) return RETURN_MESSAGES.notReturnable(line.label);
    if (l.photos.length > RETURN_PHOTOS_MAX) return RETURN_MESSAGES.tooManyPhotos;
    if (storeFault && l.photos.length === 0) return RETURN_MESSAGES.photoNeeded(l.reason);
  }
  if (ask.kind === "return") {
    if (!ask.refundTo) return RETURN_MESSAGES.noDestination;
    const allowed = destinationsFor(facts.paymentMethod);
    if (!allowed.includes(ask.refundTo)) return RETURN_MESSAGES.destination(allowed);
  }
  return null;
}

/**
 * The cash-on-delivery fee a return pays back: all of it when the return leaves the shopper
 * nothing of the order and every line of it is the store's fault (Damaged, Wrong item received,
 * Quality issue); otherwise none.
 */
export function codFeeBack(
  lines: readonly { id: string; quantity: number; alreadyAsked: number }[],
  ask: { kind: ReturnKind; lines: readonly { orderItemId: string; quantity: number; reason: ReturnReason }[] },
  codFeePaise: number,
): number {
  if (ask.kind !== "return" || codFeePaise <= 0) return 0;
  if (!ask.lines.every((l) => STORE_FAULT_REASONS.includes(l.reason))) return 0;
  const askedNow = (id: string) => ask.lines.filter((l) => l.orderItemId === id).reduce((n, l) => n + l.quantity, 0);
  return lines.every((l) => l.alreadyAsked + askedNow(l.id) >= l.quantity) ? codFeePaise : 0;
}

/** What a return pays back: the lines' net price (after their share of the discount) for the units returned. */
export function refundOfLines(lines: readonly { quantity: number; returned: number; netPaise: number | null; unitPricePaise: number }[]): number {
  return lines.reduce((sum, l) => {
    const lineNet = l.netPaise ?? l.unitPricePaise * l.quantity;
    return sum + Math.round((lineNet * l.returned) / l.quantity);
  }, 0);
}
