/** How long ago a purchase in "Recently bought" is said to be: never closer than the day. */
export const PURCHASE_WHEN = ["today", "this week"] as const;
export type PurchaseWhen = (typeof PURCHASE_WHEN)[number];

const IST_OFFSET_MS = 330 * 60_000;
const indiaDate = (t: Date) => new Date(t.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** "today" for a purchase on the same day in India as now, "this week" before that. */
export function purchaseWhen(at: Date, now: Date): PurchaseWhen {
  return indiaDate(at) === indiaDate(now) ? "today" : "this week";
}

/**
 * A first name as "Recently bought" may show it: the first word, letters only (an apostrophe or a
 * hyphen between them), at most 24 characters. Anything else — a link, digits, markup — is no
 * name, and the line names nobody.
 */
export function shownFirstName(name: string): string | null {
  const first = name.trim().split(/\s+/)[0] ?? "";
  return first.length <= 24 && /^\p{L}[\p{L}\p{M}]*(?:['’-]\p{L}[\p{L}\p{M}]*)*$/u.test(first) ? first : null;
}

/** Who bought, as the panel says it: "Asha from Pune" with the shopper's consent, else "Someone in Maharashtra". */
export function buyerPhrase(p: { firstName: string | null; city: string | null; state: string }): string {
  return p.firstName && p.city ? `${p.firstName} from ${p.city}` : `Someone in ${p.state}`;
}
