import { indiaDayStart } from "../../domain/india/india-day";

/**
 * How the console writes instants and days: in India's time, in en-IN's words. Every console page
 * uses these, so a time reads the same on the orders list, an order, the inbox and the reviews.
 * (Storefront pages use the domain's `formatIndiaDate` instead, which needs no `Intl` data.)
 */
const inIndia = { timeZone: "Asia/Kolkata" } as const;
const dateTime = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", ...inIndia });
const dateOnly = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", ...inIndia });
const dayMonth = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", ...inIndia });

type Instant = string | number | Date;

/** An instant with its time: "29 Nov 2026, 4:35 pm". */
export const formatDateTime = (at: Instant) => dateTime.format(new Date(at));

/** An instant's date: "29 Nov 2026". */
export const formatDate = (at: Instant) => dateOnly.format(new Date(at));

/** An instant's day and month, for chart ticks: "29 Nov". */
export const formatDayMonth = (at: Instant) => dayMonth.format(new Date(at));

/** A day in India ("YYYY-MM-DD") as its day and month: "29 Nov". */
export const formatIndiaDayMonth = (day: string) => dayMonth.format(indiaDayStart(day));
