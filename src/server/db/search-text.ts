import { type SQL, type SQLWrapper, sql } from "drizzle-orm";

/** LIKE treats % and _ as wildcards and \ as the escape; the search text means them literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A LIKE pattern for values that hold the text anywhere. */
export const containing = (text: string) => `%${escapeLike(text)}%`;

/**
 * The digits a phone search looks for. An Indian mobile number typed with +91, 91 or 0 in front
 * ("+91 98123 45678", "098123 45678") is its 10 digits, as the store keeps it; anything else is
 * its digits as typed.
 */
export function phoneSearchDigits(term: string): string {
  const digits = term.replace(/\D/g, "");
  return digits.match(/^(?:91|0)([6-9]\d{9})$/)?.[1] ?? digits;
}

/** The phone in `column` holds the number searched for, whatever its spaces and dashes; 4 digits at least. */
export function phoneHolds(column: SQLWrapper, term: string): SQL {
  const digits = phoneSearchDigits(term);
  return digits.length >= 4 ? sql`regexp_replace(coalesce(${column}, ''), '\\D', '', 'g') like ${`%${digits}%`}` : sql`false`;
}
