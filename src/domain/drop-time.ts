/**
 * A drop: a product that goes on sale at a set instant, chosen to the minute in India time
 * (UTC+05:30, no daylight saving). Decision 270.
 */

const IST_OFFSET_MS = 330 * 60_000;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"];

/** The console's form value, "2026-12-08T20:00" (India time), as an instant; null when it is no such minute. */
export function goLiveInstant(local: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number);
  const utc = Date.UTC(y, mo - 1, d, h, mi);
  const back = new Date(utc);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || h > 23 || mi > 59) return null;
  return new Date(utc - IST_OFFSET_MS);
}

/** An instant as the console's form shows it: "2026-12-08T20:00", India time. */
export function goLiveLocal(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/** "8:00 pm" (India time), or "8:00 pm on 9 Dec" when it is not the same day in India as `now`. */
export function dropTime(instant: Date, now: Date): string {
  const at = new Date(instant.getTime() + IST_OFFSET_MS);
  const today = new Date(now.getTime() + IST_OFFSET_MS);
  const h = at.getUTCHours();
  const clock = `${h % 12 === 0 ? 12 : h % 12}:${String(at.getUTCMinutes()).padStart(2, "0")} ${h < 12 ? "am" : "pm"}`;
  const sameDay = at.toISOString().slice(0, 10) === today.toISOString().slice(0, 10);
  return sameDay ? clock : `${clock} on ${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]}`;
}

/** What the product page shows before the drop: "Drops at 8:00 pm". */
export const dropsAtLabel = (instant: Date, now: Date) => `Drops at ${dropTime(instant, now)}`;

/** Why a product not yet on sale cannot be added to a cart. */
export const dropNotYetCart = (instant: Date, now: Date) => `This product drops at ${dropTime(instant, now)}. It can be added to your cart then.`;

/** Why an order naming a product not yet on sale is refused. */
export const dropNotYetOrder = (name: string, instant: Date, now: Date) =>
  `${name} drops at ${dropTime(instant, now)}. It can be ordered then; please remove it from your cart.`;

/**
 * Whether a product is on sale now: published, and its drop (if it has one) has come. The
 * `active` column keeps this, written by every product write and by the drop clock at the instant.
 */
export const onSale = (status: string, goesLiveAt: Date | null, now: Date) =>
  status === "published" && (goesLiveAt === null || goesLiveAt.getTime() <= now.getTime());
