/**
 * What a saved card is: its network, its last 4 digits, its expiry and the name on it. The store
 * asks for nothing more, and keeps nothing more: never the full number, never the CVV (PCI DSS
 * 3.3.1.2, RBI card-on-file rules).
 */

/** The networks a shopper can name for a saved card; "Card" is any other. */
export const CARD_BRANDS = ["Visa", "Mastercard", "RuPay", "Amex", "Card"] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** How the add-card form names each network. */
export const CARD_BRAND_LABEL: Record<CardBrand, string> = {
  Visa: "Visa",
  Mastercard: "Mastercard",
  RuPay: "RuPay",
  Amex: "American Express",
  Card: "Other",
};

/** What the add-card form says before its fields: all a saved card is. */
export const CARD_KEPT =
  "We keep only the card's network, its last 4 digits, its expiry and the name on it, so you can tell your cards apart. We never ask for the full card number or the CVV, and never keep them.";

/** A card is usable through the last day of its expiry month. */
export function cardExpired(month: number, year: number, now = new Date()): boolean {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth() + 1;
  return year < y || (year === y && month < m);
}

/** Two-digit years on cards mean 20xx. */
export const fullYear = (year: number) => (year < 100 ? 2000 + year : year);

/** Indian PIN codes: six digits, the first not 0. */
export const INDIAN_PIN = /^[1-9]\d{5}$/;

export const isIndia = (country: string) => /^(india|in|bharat)$/i.test(country.trim());
