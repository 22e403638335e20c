import { daysBefore, indiaDay } from "./india/india-day";

/**
 * Failed deliveries (decision 235), as pure rules: the days a reattempt may be asked for, when an
 * unanswered failure is overdue, and how long the shopper's link works.
 */

/** A new attempt may be asked for on one of the next this many days in India. */
export const REATTEMPT_WITHIN_DAYS = 3;
/** The shopper's link to answer a failed delivery works for this long. */
export const DELIVERY_ANSWER_HOURS = 48;
/** A failure nobody has answered is highlighted in the console after this long. */
export const DELIVERY_ANSWER_DUE_HOURS = 24;

export const DELIVERY_ACTIONS = ["reattempt", "return"] as const;
export type DeliveryAction = (typeof DELIVERY_ACTIONS)[number];

/** The days ("YYYY-MM-DD", India) a reattempt may be asked for: tomorrow and the two after. */
export function reattemptDays(now: Date): string[] {
  const today = indiaDay(now);
  return Array.from({ length: REATTEMPT_WITHIN_DAYS }, (_, i) => daysBefore(today, -(i + 1)));
}

/** Whether a failure still unanswered has waited longer than the merchant's day. */
export function answerOverdue(failedAt: Date, action: string | null, now: Date): boolean {
  return action === null && now.getTime() - failedAt.getTime() > DELIVERY_ANSWER_DUE_HOURS * 3600_000;
}
