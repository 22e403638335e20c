/** Calendar days as the shop keeps them: in India (UTC+05:30, no daylight saving), as "YYYY-MM-DD". */

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The date in India at an instant. */
export function indiaDay(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The date and time in India at an instant, to the minute, as a spreadsheet reads it: "2026-11-30 09:14". */
export function indiaDateTime(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16).replace("T", " ");
}

// en-IN's short month names (CLDR), as `Intl.DateTimeFormat` prints them: "Sept", not "Sep".
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"];

/**
 * The date in India at an instant as a shopper reads it, "4 Sept 2026": what
 * `Intl.DateTimeFormat("en-IN", { day, month: "short", year, timeZone: "Asia/Kolkata" })` prints.
 * Done by hand because a page's first `Intl` formatter costs the browser tens of milliseconds
 * (its locale data loaded) while the page hydrates (decision 198).
 */
export function formatIndiaDate(instant: Date): string {
  const inIndia = new Date(instant.getTime() + IST_OFFSET_MS);
  return `${inIndia.getUTCDate()} ${MONTHS[inIndia.getUTCMonth()]} ${inIndia.getUTCFullYear()}`;
}

/** The instant a day in India begins (its midnight, 18:30 UTC the day before). */
export function indiaDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+05:30`);
}

/** The instant after a day in India ends: the next day's midnight. */
export function indiaDayEnd(day: string): Date {
  return new Date(indiaDayStart(day).getTime() + DAY_MS);
}

/** The day `n` days before a day (n may be negative). */
export function daysBefore(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - n * DAY_MS).toISOString().slice(0, 10);
}

/** The `n` days ending with `last`, oldest first. */
export function dayRange(last: string, n: number): string[] {
  return Array.from({ length: n }, (_, i) => daysBefore(last, n - 1 - i));
}
