/** Integer paise. Totals never go through floating-point rupees. */
export type Paise = number;

export function rupeesToPaise(rupees: number): Paise {
  return Math.round(rupees * 100);
}

export function paiseToRupees(p: Paise): number {
  return p / 100;
}

/**
 * Groups rupee digits the Indian way (last three, then pairs): 1234567 -> "12,34,567".
 * Done by hand because Node and browsers may ship without full ICU data for en-IN.
 */
export function groupIndianDigits(digits: string): string {
  if (digits.length <= 3) return digits;
  const groups = [digits.slice(-3)];
  let rest = digits.slice(0, -3);
  while (rest.length > 2) {
    groups.unshift(rest.slice(-2));
    rest = rest.slice(0, -2);
  }
  if (rest) groups.unshift(rest);
  return groups.join(",");
}

/** "₹12,34,567.89"; whole rupees print without decimals ("₹899"). */
export function formatINR(p: Paise): string {
  // A NaN or infinite price is a bug upstream; printing "₹NaN" would hide it.
  if (!Number.isFinite(p)) throw new RangeError(`formatINR: not a finite amount: ${p}`);
  const paise = Math.round(p);
  const sign = paise < 0 ? "-" : "";
  const abs = Math.abs(paise);
  const rupees = Math.floor(abs / 100);
  const fraction = abs % 100;
  const decimals = fraction === 0 ? "" : `.${String(fraction).padStart(2, "0")}`;
  return `${sign}₹${groupIndianDigits(String(rupees))}${decimals}`;
}

/**
 * The one rounding rule for money: round half up, once, on the final paise amount.
 * The toFixed step removes binary noise (e.g. 1.1% of a price) before the half-up decision.
 */
export function percentOf(p: Paise, percent: number): Paise {
  const exact = Number(((p * percent) / 100).toFixed(6));
  return Math.floor(exact + 0.5);
}

/** "₹1,23,456.00": always with paise, as invoices and tax lines print amounts. */
export function formatINRWithPaise(p: Paise): string {
  if (!Number.isInteger(p)) throw new RangeError(`formatINRWithPaise: not a whole number of paise: ${p}`);
  const sign = p < 0 ? "-" : "";
  const abs = Math.abs(p);
  return `${sign}₹${groupIndianDigits(String(Math.floor(abs / 100)))}.${String(abs % 100).padStart(2, "0")}`;
}
