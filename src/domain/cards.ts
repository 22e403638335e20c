/** Card rules shared by the add-card form and the server: checks only, no card data kept here. */

export type CardBrand = "Visa" | "Mastercard" | "RuPay" | "Amex" | "Card";

export const digitsOnly = (value: string) => value.replace(/[\s-]/g, "");

/**
 * A number a card can carry: 12–19 digits, the first not 0 (it names the card's industry, and 0
 * names none that issues cards), passing the Luhn (mod 10) check every real card number passes.
 */
export function luhnValid(number: string): boolean {
  if (!/^[1-9]\d{11,18}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = number.charCodeAt(number.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * The network from the number's leading digits (IIN ranges). RuPay is checked before
 * Mastercard and Visa because its 60/65/81/82/508/353/356 ranges are its own.
 */
export function cardBrand(number: string): CardBrand {
  const n = digitsOnly(number);
  if (/^3[47]/.test(n)) return "Amex";
  if (/^(508[5-9]|60|65|81|82|353|356)/.test(n)) return "RuPay";
  const two = Number(n.slice(0, 2));
  const four = Number(n.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return "Mastercard";
  if (n.startsWith("4")) return "Visa";
  return "Card";
}

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
