/**
 * The order's state machine: every status an order can have and every move between them, who may
 * make it, when, and what it causes. Everything else reads this table: the contracts' enums, the
 * console's step buttons, the shopper's progress bar and Cancel button, the server's SQL lists and
 * the database's CHECK on `orders.status` (a migration; a test holds the two lists equal).
 *
 * A new status is one entry in ORDER_STATES (and the moves into and out of it in
 * ORDER_TRANSITIONS), plus a migration that widens the CHECK. Pure: no I/O here; the server
 * applies the effects a move names.
 */

interface StateInfo {
  /** A step of the shopper's progress bar, in table order. */
  progress: boolean;
  /** Counts as a sale: revenue, "Recently bought". */
  sale: boolean;
  /** The order holds nothing any more (no stock, no open cash-on-delivery slot). */
  closed: boolean;
  /** The order is off: nothing ships, a payment on it is owed back. */
  canceled: boolean;
  /** A courier's finer state: shown on the shopper's bar beneath this progress step. */
  under?: string;
}

const step = { progress: true, sale: true, closed: false, canceled: false } as const;

export const ORDER_STATES = {
  "Order Placed": step,
  Packing: step,
  Shipped: step,
  "Out for Delivery": step,
  Delivered: { ...step, closed: true },
  "Order Canceled": { progress: false, sale: false, closed: true, canceled: true },
  // The courier's finer states (decision 234): not steps of the bar, each shown beneath its step.
  "In transit": { ...step, progress: false, under: "Shipped" },
  "Failed delivery": { ...step, progress: false, under: "Out for Delivery" },
  /** The parcel came back undelivered (RTO): nothing ships, a payment on it is owed back. */
  "Returned to seller": { progress: false, sale: false, closed: true, canceled: true },
} as const satisfies Record<string, StateInfo>;

export type OrderStatus = keyof typeof ORDER_STATES;
/** Every status, in the table's order (the progress steps first). */
export const ORDER_STATUSES = Object.keys(ORDER_STATES) as [OrderStatus, ...OrderStatus[]];
export const CANCELED_STATUS = "Order Canceled" satisfies OrderStatus;
/** Where a new order starts. */
export const PLACED_STATUS = "Order Placed" satisfies OrderStatus;

const where = (flag: "progress" | "sale" | "closed" | "canceled", value = true) => ORDER_STATUSES.filter((s) => ORDER_STATES[s][flag] === value);
/** The shopper's progress bar, in order. */
export const PROGRESS_STEPS = where("progress");
/** Statuses that count as sold. */
export const SALE_STATUSES = where("sale");
/** Statuses after which an order holds nothing: no stock, no open cash-on-delivery slot. */
export const CLOSED_STATUSES = where("closed");
/** Statuses in which the order is off. */
export const CANCELED_STATUSES = where("canceled");

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === "string" && Object.hasOwn(ORDER_STATES, value);
}

export const isCanceled = (status: string) => isOrderStatus(status) && ORDER_STATES[status].canceled;

/** Who moves an order. */
export type OrderActor =
  | "shopper"
  | "console"
  /** The payment provider's word: its webhook, or the verify call that asks it. */
  | "payment-webhook"
  | "courier-webhook"
  | "system-sweep";

/** The facts a guard reads; the server's order row has them all. */
export interface OrderFacts {
  status: string;
  payment: boolean;
  paymentMethod?: string;
  stockReleasedAt?: Date | null;
  holdExpiresAt?: Date | null;
  refundedAt?: Date | null;
  /** Cash on delivery: when the shopper (by the mailed link) or the merchant (after a call) confirmed it. */
  codConfirmedAt?: Date | null;
  /** Cash on delivery: until when the shopper's confirmation is awaited (COD_CONFIRM_HOURS after placing). */
  codConfirmDueAt?: Date | null;
}

/** What must hold for a move, each a pure test of the order (and the time). */
export const GUARDS = {
  unpaid: (o: OrderFacts) => !o.payment,
  paid: (o: OrderFacts) => o.payment,
  cod: (o: OrderFacts) => o.paymentMethod === "cod",
  online: (o: OrderFacts) => o.paymentMethod !== undefined && o.paymentMethod !== "cod",
  /** Online orders move on once paid; cash on delivery is paid at the door. */
  "paid-or-cod": (o: OrderFacts) => o.payment || o.paymentMethod === "cod",
  /** Its stock is still taken. */
  holding: (o: OrderFacts) => !o.stockReleasedAt,
  /** The unpaid hold's time window has run out. */
  "hold-ran-out": (o: OrderFacts, now: Date) => Boolean(o.holdExpiresAt && o.holdExpiresAt < now),
  /** Released by the hold's timer, not canceled by a person (a person's cancel clears the hold). */
  "released-by-timer": (o: OrderFacts) => Boolean(o.stockReleasedAt && o.holdExpiresAt),
  "refund-due": (o: OrderFacts) => isRefundDue(o),
  /** Nobody has confirmed this cash-on-delivery order yet. */
  unconfirmed: (o: OrderFacts) => !o.codConfirmedAt,
  /** The time to confirm it has run out. */
  "confirm-ran-out": (o: OrderFacts, now: Date) => Boolean(o.codConfirmDueAt && o.codConfirmDueAt < now),
} satisfies Record<string, (o: OrderFacts, now: Date) => boolean>;
export type OrderGuard = keyof typeof GUARDS;

/** What a move causes; the server carries each out in the move's transaction (mail after it). */
export type OrderEffect =
  | "take-stock"
  /** An unpaid online order's stock is held until its window runs out. */
  | "hold"
  /** Stock and coupon use come back, once (not again when the timer already gave them back). */
  | "stock-back"
  /** The stock of every line is taken again, or the move falls to the next one that fits. */
  | "retake-stock"
  | "invoice-number"
  | "empty-cart"
  | "mail"
  /** Cash on delivery waits for a confirmation: a due time, and Confirm and Cancel links mailed. */
  | "ask-confirmation"
  /** The order is recorded as confirmed, by whom and when. */
  | "confirm"
  /** The account's email address is verified: the shopper opened a link mailed to it. */
  | "verify-email"
  /** Courier and tracking number are recorded. */
  | "courier-details"
  /** The courier's event is kept on the shipment's timeline (every courier move does this). */
  | "courier-event"
  /** A payment on a canceled order is owed back: it shows as refund-due until settled. */
  | "refund-due"
  | "refund-settled";

export interface OrderTransition {
  /** What the move is called where it is asked for. */
  name:
    | "place"
    | "advance"
    | "cancel"
    | "confirm"
    | "release-hold"
    | "release-unconfirmed"
    | "release-unpaid"
    | "pay"
    | "cod-paid"
    | "revive"
    | "late-payment"
    | "refund"
    | "in-transit"
    | "out-for-delivery"
    | "deliver"
    | "delivery-failed"
    | "return-to-seller";
  /** Statuses the move starts from; empty for placing a new order. */
  from: readonly OrderStatus[];
  /** Where it ends; the same as from for moves that change the payment, not the status. */
  to: OrderStatus | "same";
  by: OrderActor;
  /** Checked in this order; the first that fails is the reason given. */
  guards: readonly OrderGuard[];
  effects: readonly OrderEffect[];
}

/** Every status in which the order still holds something: the console may cancel it. */
const BEFORE_DELIVERY = ORDER_STATUSES.filter((s) => !ORDER_STATES[s].closed);
const NOT_CANCELED = ORDER_STATUSES.filter((s) => !ORDER_STATES[s].canceled);
const advance = (from: OrderStatus, to: OrderStatus, effects: OrderEffect[] = ["mail"]): OrderTransition => ({
  name: "advance",
  from: [from],
  to,
  by: "console",
  guards: ["paid-or-cod"],
  effects,
});

function courier(
  name: OrderTransition["name"],
  from: OrderStatus[],
  to: OrderStatus,
  effects: OrderEffect[] = ["courier-event", "mail"],
): OrderTransition {
  return { name, from, to, by: "courier-webhook", guards: [], effects };
}

export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  // Cash on delivery takes its invoice number when placed and asks the shopper to confirm it; an
  // online order is confirmed when paid, holding its stock meanwhile for UNPAID_ORDER_TTL_MINUTES.
  {
    name: "place",
    from: [],
    to: "Order Placed",
    by: "shopper",
    guards: ["cod"],
    effects: ["take-stock", "invoice-number", "empty-cart", "ask-confirmation", "mail"],
  },
  { name: "place", from: [], to: "Order Placed", by: "shopper", guards: ["online"], effects: ["take-stock", "hold"] },
  advance("Order Placed", "Packing"),
  advance("Packing", "Shipped", ["courier-details", "mail"]),
  advance("Shipped", "Out for Delivery"),
  advance("Out for Delivery", "Delivered"),
  // The shopper may cancel until the parcel leaves, while unpaid (a paid order is refunded by the shop).
  {
    name: "cancel",
    from: ["Order Placed", "Packing"],
    to: CANCELED_STATUS,
    by: "shopper",
    guards: ["unpaid", "holding"],
    effects: ["stock-back", "mail"],
  },
  { name: "cancel", from: BEFORE_DELIVERY, to: CANCELED_STATUS, by: "console", guards: [], effects: ["stock-back", "mail", "refund-due"] },
  // A cash-on-delivery order is confirmed before it ships: by the shopper's mailed link (which also
  // proves the account's address), or by the merchant after a call (decision 217).
  {
    name: "confirm",
    from: ["Order Placed", "Packing"],
    to: "same",
    by: "shopper",
    guards: ["cod", "unconfirmed", "holding"],
    effects: ["confirm", "verify-email"],
  },
  { name: "confirm", from: ["Order Placed", "Packing"], to: "same", by: "console", guards: ["cod", "unconfirmed", "holding"], effects: ["confirm"] },
  // Unconfirmed when its time runs out, and not yet taken on by the merchant: it lets its stock go
  // (unless COD_UNCONFIRMED=keep leaves it to the merchant).
  {
    name: "release-unconfirmed",
    from: ["Order Placed"],
    to: CANCELED_STATUS,
    by: "system-sweep",
    guards: ["cod", "unpaid", "unconfirmed", "holding", "confirm-ran-out"],
    effects: ["stock-back", "mail"],
  },
  // An unpaid online order's hold ends when its window runs out (decision 051).
  {
    name: "release-hold",
    from: ["Order Placed"],
    to: CANCELED_STATUS,
    by: "system-sweep",
    guards: ["unpaid", "holding", "hold-ran-out"],
    effects: ["stock-back"],
  },
  // The provider could not be reached while the shopper paid: the order lets go at once.
  {
    name: "release-unpaid",
    from: ["Order Placed"],
    to: CANCELED_STATUS,
    by: "payment-webhook",
    guards: ["unpaid", "holding"],
    effects: ["stock-back"],
  },
  {
    name: "pay",
    from: NOT_CANCELED,
    to: "same",
    by: "payment-webhook",
    guards: ["unpaid", "holding"],
    effects: ["invoice-number", "empty-cart", "mail"],
  },
  { name: "cod-paid", from: NOT_CANCELED, to: "same", by: "console", guards: ["cod", "unpaid"], effects: ["mail"] },
  // A payment for an order its timer released brings it back if every line's stock is still there;
  // otherwise (and always after a person's cancel) it stays canceled and the payment is owed back.
  {
    name: "revive",
    from: [CANCELED_STATUS],
    to: "Order Placed",
    by: "payment-webhook",
    guards: ["unpaid", "released-by-timer"],
    effects: ["retake-stock", "invoice-number", "empty-cart", "mail"],
  },
  { name: "late-payment", from: [CANCELED_STATUS], to: "same", by: "payment-webhook", guards: ["unpaid"], effects: ["refund-due"] },
  { name: "refund", from: CANCELED_STATUSES, to: "same", by: "console", guards: ["refund-due"], effects: ["refund-settled", "mail"] },
  // The courier's word (its webhook, or the store asking it for a quiet shipment), once the parcel
  // has left: a courier may skip a scan, so each move starts from every earlier courier state.
  courier("in-transit", ["Shipped", "Failed delivery"], "In transit", ["courier-event"]),
  courier("out-for-delivery", ["Shipped", "In transit", "Failed delivery"], "Out for Delivery"),
  courier("deliver", ["Shipped", "In transit", "Out for Delivery", "Failed delivery"], "Delivered"),
  courier("delivery-failed", ["Shipped", "In transit", "Out for Delivery"], "Failed delivery"),
  courier("return-to-seller", ["Shipped", "In transit", "Out for Delivery", "Failed delivery"], "Returned to seller", [
    "courier-event",
    "mail",
    "refund-due",
  ]),
];

/** The moves of this name an actor may make, whatever the order's state. */
export const transitionsNamed = (name: OrderTransition["name"], by: OrderActor) => ORDER_TRANSITIONS.filter((t) => t.name === name && t.by === by);

/** The statuses a move starts from, e.g. for a WHERE clause that makes it atomically. */
export const statusesFrom = (name: OrderTransition["name"], by: OrderActor): OrderStatus[] => [
  ...new Set(transitionsNamed(name, by).flatMap((t) => t.from)),
];

/**
 * Why this actor may not make the move on this order now, or null when it may: the first guard that
 * fails (of the moves from the order's status, or else of the move wherever it starts), then
 * "state" when the guards hold but no such move starts from the order's status.
 */
export function refusal(o: OrderFacts, name: OrderTransition["name"], by: OrderActor, now = new Date()): OrderGuard | "state" | null {
  const moves = transitionsNamed(name, by);
  const here = moves.filter((t) => (t.from as readonly string[]).includes(o.status));
  if (here.some((t) => t.guards.every((g) => GUARDS[g](o, now)))) return null;
  for (const t of here.length ? here : moves) {
    const failed = t.guards.find((g) => !GUARDS[g](o, now));
    if (failed) return failed;
  }
  return "state";
}

/** The move itself when the actor may make it, else null. */
export function allowedMove(o: OrderFacts, name: OrderTransition["name"], by: OrderActor, now = new Date()): OrderTransition | null {
  return transitionsNamed(name, by).find((t) => (t.from as readonly string[]).includes(o.status) && t.guards.every((g) => GUARDS[g](o, now))) ?? null;
}

/** The one rule for the shopper's cancel: the server's cancel and the Cancel button on /orders. */
export const shopperMayCancel = (o: OrderFacts) => refusal(o, "cancel", "shopper") === null;

/**
 * A cash-on-delivery order nobody has confirmed yet, while it still can be: the console flags it
 * and offers to confirm it by hand.
 */
export const awaitsConfirmation = (o: OrderFacts) => allowedMove(o, "confirm", "console") !== null;

/** The console's next step for this order, or null (not paid yet, delivered, canceled). */
export function nextStep(o: OrderFacts): OrderStatus | null {
  const t = allowedMove(o, "advance", "console");
  return t && t.to !== "same" ? t.to : null;
}

/** The step after this status, whether or not its guards hold now. */
export function stepAfter(status: string): OrderStatus | null {
  const t = transitionsNamed("advance", "console").find((m) => (m.from as readonly string[]).includes(status));
  return t && t.to !== "same" ? t.to : null;
}

/** Every status the console's steps move to. */
export const ADVANCE_STATUSES = transitionsNamed("advance", "console").map((t) => t.to as OrderStatus) as [OrderStatus, ...OrderStatus[]];

/** A step that records the courier and its tracking number (Shipped). */
export const stepNeedsCourier = (status: string | null) =>
  transitionsNamed("advance", "console").some((t) => t.to === status && t.effects.includes("courier-details"));

/** The progress step a courier's finer state shows beneath (In transit under Shipped), or null for a step or any other status. */
export function shownUnder(status: string): string | null {
  const info: StateInfo | undefined = isOrderStatus(status) ? ORDER_STATES[status] : undefined;
  return info?.under ?? null;
}

/** Position in PROGRESS_STEPS, a courier's finer state at the step it shows beneath; -1 for a canceled (or unknown) status. */
export function progressIndex(status: string): number {
  return (PROGRESS_STEPS as readonly string[]).indexOf(shownUnder(status) ?? status);
}

/** The courier's move that ends in this status, by the courier's word. */
export const courierMoveTo = (status: OrderStatus) => ORDER_TRANSITIONS.find((t) => t.by === "courier-webhook" && t.to === status)?.name ?? null;

/**
 * A payment that arrived for an order already canceled (by the shopper, or after its stock went
 * to someone else): the payment is recorded on the order, which stays canceled, and is owed back.
 */
export function isRefundDue(o: { status: string; payment: boolean; refundedAt?: Date | null }): boolean {
  return o.payment && isCanceled(o.status) && !o.refundedAt;
}
