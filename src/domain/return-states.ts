/**
 * A return request's own state machine, beside the order's (order-states.ts): every status a
 * request can have, every move, who may make it, its guards and its effects. The shopper's
 * timeline, the console's buttons, the server's moves and the database's CHECK on
 * `return_requests.status` all read this table.
 */
import type { ReturnKind } from "./returns";

export const RETURN_STATES = {
  "Return requested": { open: true },
  Approved: { open: true },
  Rejected: { open: false },
  "Pickup scheduled": { open: true },
  "Picked up": { open: true },
  Received: { open: true },
  Refunded: { open: false },
  "Exchange shipped": { open: true },
  "Exchange delivered": { open: false },
} as const satisfies Record<string, { open: boolean }>;

export type ReturnStatus = keyof typeof RETURN_STATES;
export const RETURN_STATUSES = Object.keys(RETURN_STATES) as [ReturnStatus, ...ReturnStatus[]];
/** Statuses in which the merchant still has something to do: the queue shows them first. */
export const OPEN_RETURN_STATUSES = RETURN_STATUSES.filter((s) => RETURN_STATES[s].open);
export const isReturnStatus = (v: unknown): v is ReturnStatus => typeof v === "string" && Object.hasOwn(RETURN_STATES, v);

export type ReturnActor = "shopper" | "console";

/** What the guards read; the server's request row has it all. */
export interface ReturnFactsOfRequest {
  status: string;
  kind: ReturnKind;
  /** The check on arrival: accepted, refused, or not yet done. */
  inspection: "accepted" | "refused" | null;
}

export const RETURN_GUARDS = {
  exchange: (r: ReturnFactsOfRequest) => r.kind === "exchange",
  return: (r: ReturnFactsOfRequest) => r.kind === "return",
  accepted: (r: ReturnFactsOfRequest) => r.inspection === "accepted",
} satisfies Record<string, (r: ReturnFactsOfRequest) => boolean>;
export type ReturnGuard = keyof typeof RETURN_GUARDS;

export type ReturnEffect =
  /** An exchange takes the new variant's stock when asked. */
  | "reserve-exchange-stock"
  /** ...and gives it back when the exchange will not happen. */
  | "release-exchange-stock"
  /** The returned units go back on sale when the check accepts them. */
  | "stock-back"
  /** The money goes back: the original payment, store credit, or a bank/UPI transfer by hand. */
  | "refund"
  /** The exchange is sent with its own courier and tracking number. */
  | "courier-details"
  | "mail";

export type ReturnMoveName =
  | "request"
  | "approve"
  | "reject"
  | "schedule-pickup"
  | "picked-up"
  | "receive"
  | "refund"
  | "ship-exchange"
  | "exchange-delivered";

export interface ReturnTransition {
  name: ReturnMoveName;
  from: readonly ReturnStatus[];
  to: ReturnStatus | "same";
  by: ReturnActor;
  guards: readonly ReturnGuard[];
  effects: readonly ReturnEffect[];
}

export const RETURN_TRANSITIONS: readonly ReturnTransition[] = [
  { name: "request", from: [], to: "Return requested", by: "shopper", guards: ["exchange"], effects: ["reserve-exchange-stock", "mail"] },
  { name: "request", from: [], to: "Return requested", by: "shopper", guards: ["return"], effects: ["mail"] },
  { name: "approve", from: ["Return requested"], to: "Approved", by: "console", guards: [], effects: ["mail"] },
  { name: "reject", from: ["Return requested"], to: "Rejected", by: "console", guards: [], effects: ["release-exchange-stock", "mail"] },
  { name: "schedule-pickup", from: ["Approved", "Pickup scheduled"], to: "Pickup scheduled", by: "console", guards: [], effects: ["mail"] },
  { name: "picked-up", from: ["Pickup scheduled"], to: "Picked up", by: "console", guards: [], effects: ["mail"] },
  // The check's result is recorded with the arrival: accepted units go back on sale; a refused
  // item ends the request (and an exchange's reserved size goes back on sale).
  { name: "receive", from: ["Pickup scheduled", "Picked up"], to: "Received", by: "console", guards: [], effects: ["stock-back", "mail"] },
  { name: "refund", from: ["Received"], to: "Refunded", by: "console", guards: ["return", "accepted"], effects: ["refund", "mail"] },
  {
    name: "ship-exchange",
    from: ["Received"],
    to: "Exchange shipped",
    by: "console",
    guards: ["exchange", "accepted"],
    effects: ["courier-details", "mail"],
  },
  { name: "exchange-delivered", from: ["Exchange shipped"], to: "Exchange delivered", by: "console", guards: [], effects: ["mail"] },
];

/** Why this actor may not make the move on this request now (a guard's name, or "state"), or null. */
export function returnMoveRefusal(r: ReturnFactsOfRequest, name: ReturnMoveName, by: ReturnActor): ReturnGuard | "state" | null {
  const moves = RETURN_TRANSITIONS.filter((t) => t.name === name && t.by === by);
  const here = moves.filter((t) => (t.from as readonly string[]).includes(r.status));
  if (here.some((t) => t.guards.every((g) => RETURN_GUARDS[g](r)))) return null;
  for (const t of here) {
    const failed = t.guards.find((g) => !RETURN_GUARDS[g](r));
    if (failed) return failed;
  }
  return "state";
}

/** The moves the console may make on this request now, by name: its buttons. */
export function consoleMoves(r: ReturnFactsOfRequest): ReturnMoveName[] {
  const names = [...new Set(RETURN_TRANSITIONS.filter((t) => t.by === "console").map((t) => t.name))];
  return names.filter((n) => returnMoveRefusal(r, n, "console") === null);
}

/** The move itself, when allowed. */
export function returnMove(r: ReturnFactsOfRequest, name: ReturnMoveName, by: ReturnActor): ReturnTransition | null {
  return (
    RETURN_TRANSITIONS.find(
      (t) => t.name === name && t.by === by && (t.from as readonly string[]).includes(r.status) && t.guards.every((g) => RETURN_GUARDS[g](r)),
    ) ?? null
  );
}

/**
 * A request that still counts against the order's lines and its one exchange: all but a rejected
 * one and one whose item the check refused.
 */
export const countsAgainstOrder = (r: { status: string; inspection: string | null }) => r.status !== "Rejected" && r.inspection !== "refused";

/** The steps the shopper's timeline shows for a request of this kind, in order. */
export function timelineSteps(kind: ReturnKind, status: string): ReturnStatus[] {
  if (status === "Rejected") return ["Return requested", "Rejected"];
  const common: ReturnStatus[] = ["Return requested", "Approved", "Pickup scheduled", "Picked up", "Received"];
  return kind === "exchange" ? [...common, "Exchange shipped", "Exchange delivered"] : [...common, "Refunded"];
}
