/**
 * A complaint's deadlines under the Consumer Protection (E-Commerce) Rules, 2020, r. 4(5): the
 * Grievance Officer acknowledges it within 48 hours and resolves it within one month of receipt.
 */
export const ACKNOWLEDGE_WITHIN_HOURS = 48;
export const RESOLVE_WITHIN_MONTHS = 1;

/** The same day of the next month; the month's last day when it has no such day (31 Jan → 28/29 Feb). */
function monthsLater(at: Date, months: number): Date {
  const d = new Date(at.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

export interface GrievanceTimes {
  createdAt: Date;
  acknowledgedAt: Date | null;
  resolvedAt: Date | null;
}

export type GrievanceState = "to acknowledge" | "to resolve" | "resolved";

export function grievanceDeadlines(g: GrievanceTimes, now: Date) {
  const acknowledgeBy = new Date(g.createdAt.getTime() + ACKNOWLEDGE_WITHIN_HOURS * 3_600_000);
  const resolveBy = monthsLater(g.createdAt, RESOLVE_WITHIN_MONTHS);
  const state: GrievanceState = g.resolvedAt ? "resolved" : g.acknowledgedAt ? "to resolve" : "to acknowledge";
  // Overdue: a step not taken by its deadline (an acknowledgement late but made is no longer overdue).
  const overdue = (state === "to acknowledge" && now > acknowledgeBy) || (state !== "resolved" && now > resolveBy);
  return { acknowledgeBy, resolveBy, state, overdue };
}

/** The console's order: overdue first, then open ones by their next deadline, then resolved, newest first. */
export function grievanceOrder(a: GrievanceTimes, b: GrievanceTimes, now: Date): number {
  const da = grievanceDeadlines(a, now);
  const db = grievanceDeadlines(b, now);
  const rank = (d: typeof da) => (d.overdue ? 0 : d.state === "resolved" ? 2 : 1);
  const next = (d: typeof da) => (d.state === "to acknowledge" ? d.acknowledgeBy : d.resolveBy).getTime();
  return rank(da) - rank(db) || (rank(da) === 2 ? b.createdAt.getTime() - a.createdAt.getTime() : next(da) - next(db));
}
