import type { Paise } from "../money";
import { categoryByName } from "../vocabulary";

/**
 * GST on garments sold at MRP inclusive of tax (rates since 22 Sep 2025): 5 % while the per-piece
 * transaction value (after discounts, before GST) is at most ₹2,500, 18 % above. CGST + SGST inside
 * the seller's state, IGST outside it. Every line's taxable value plus its tax is exactly what the
 * shopper paid for it, so the invoice adds up to the order amount to the paisa.
 */

export const HSN_TSHIRTS = "6109";
export const HSN_SWEATSHIRTS = "6110";
export const LOW_SLAB_RATE = 5;
export const HIGH_SLAB_RATE = 18;
/** Per piece, before GST. */
export const LOW_SLAB_LIMIT_PAISE: Paise = 250_000;

/**
 * The default HSN of a category: the vocabulary's (decision 221); for a category it does not hold,
 * knitted T-shirts 6109, sweatshirts and hoodies (jerseys, pullovers) 6110.
 */
export function hsnForCategory(category: string): string {
  const known = categoryByName(category);
  if (known) return known.hsn;
  return /\bt-?shirt|\btees?\b/i.test(category) ? HSN_TSHIRTS : HSN_SWEATSHIRTS;
}

/** A category's flat GST rate, where the vocabulary gives it one (decision 221); else the slabs apply. */
export function categoryGstRate(category: string): number | undefined {
  return categoryByName(category)?.gstRate ?? undefined;
}

/**
 * The rate of a line whose pieces sell at lineValue (tax included, after discount). The value before
 * GST is lineValue / 1.05 at the low rate; it qualifies while that is at most ₹2,500 a piece.
 * Compared in whole numbers so ₹2,500.00 and ₹2,500.01 a piece fall on the right sides.
 */
export function gstRateFor(lineValuePaise: Paise, quantity: number): number {
  return lineValuePaise * 100 <= LOW_SLAB_LIMIT_PAISE * (100 + LOW_SLAB_RATE) * quantity ? LOW_SLAB_RATE : HIGH_SLAB_RATE;
}

export interface TaxableLine {
  description: string;
  hsn: string;
  quantity: number;
  /** What the shopper pays for the whole line, tax included, after its share of discounts. */
  valuePaise: Paise;
  /** Forces a rate (fees follow the order's principal supply); by default the slab of the line's value. */
  rate?: number;
}

export interface TaxedLine extends TaxableLine {
  rate: number;
  taxablePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
}

export interface GstBreakdown {
  intraState: boolean;
  lines: TaxedLine[];
  taxablePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  totalPaise: Paise;
}

const sameState = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Taxable value rounded to the paisa (half up); the tax is the rest, so the line reconciles exactly. */
export function taxLine(line: TaxableLine, intraState: boolean): TaxedLine {
  const rate = line.rate ?? gstRateFor(line.valuePaise, line.quantity);
  const taxablePaise = Math.floor((line.valuePaise * 100 * 2 + (100 + rate)) / ((100 + rate) * 2));
  const tax = line.valuePaise - taxablePaise;
  const cgst = intraState ? Math.floor(tax / 2) : 0;
  return {
    ...line,
    rate,
    taxablePaise,
    cgstPaise: cgst,
    sgstPaise: intraState ? tax - cgst : 0,
    igstPaise: intraState ? 0 : tax,
  };
}

export function gstBreakdown(lines: TaxableLine[], supplierState: string, placeOfSupply: string): GstBreakdown {
  const intraState = sameState(supplierState, placeOfSupply);
  const taxed = lines.map((l) => taxLine(l, intraState));
  const sum = (pick: (l: TaxedLine) => number) => taxed.reduce((s, l) => s + pick(l), 0);
  return {
    intraState,
    lines: taxed,
    taxablePaise: sum((l) => l.taxablePaise),
    cgstPaise: sum((l) => l.cgstPaise),
    sgstPaise: sum((l) => l.sgstPaise),
    igstPaise: sum((l) => l.igstPaise),
    totalPaise: sum((l) => l.valuePaise),
  };
}

/** Fees (delivery, cash on delivery) are part of a composite supply: they take the rate of its principal line. */
export function principalRate(lines: TaxableLine[]): number {
  const principal = [...lines].sort((a, b) => b.valuePaise - a.valuePaise)[0];
  return principal ? (principal.rate ?? gstRateFor(principal.valuePaise, principal.quantity)) : LOW_SLAB_RATE;
}

/** GST state codes (the first two digits of a GSTIN), for the place of supply. */
export const GST_STATE_CODES: Record<string, string> = {
  "Jammu and Kashmir": "01",
  "Himachal Pradesh": "02",
  Punjab: "03",
  Chandigarh: "04",
  Uttarakhand: "05",
  Haryana: "06",
  Delhi: "07",
  Rajasthan: "08",
  "Uttar Pradesh": "09",
  Bihar: "10",
  Sikkim: "11",
  "Arunachal Pradesh": "12",
  Nagaland: "13",
  Manipur: "14",
  Mizoram: "15",
  Tripura: "16",
  Meghalaya: "17",
  Assam: "18",
  "West Bengal": "19",
  Jharkhand: "20",
  Odisha: "21",
  Chhattisgarh: "22",
  "Madhya Pradesh": "23",
  Gujarat: "24",
  "Dadra and Nagar Haveli and Daman and Diu": "26",
  Maharashtra: "27",
  Karnataka: "29",
  Goa: "30",
  Lakshadweep: "31",
  Kerala: "32",
  "Tamil Nadu": "33",
  Puducherry: "34",
  "Andaman and Nicobar Islands": "35",
  Telangana: "36",
  "Andhra Pradesh": "37",
  Ladakh: "38",
};

/** "Maharashtra (27)". */
export function placeOfSupplyLabel(state: string): string {
  const code = GST_STATE_CODES[state];
  return code ? `${state} (${code})` : state;
}
