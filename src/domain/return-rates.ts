import { ADULT_SIZES, KID_SIZES } from "./constants";
import { RETURN_REASONS, type ReturnReason } from "./returns";

/**
 * How often what was delivered comes back, so the merchant sees which size chart is wrong. The
 * units are those of orders delivered in the period; a unit "comes back" when a return or an
 * exchange asks for it and still stands (not rejected, not refused at the check).
 */

/** A delivered order line. */
export interface DeliveredLine {
  id: string;
  productId: string;
  name: string;
  size: string;
  quantity: number;
}
/** Units of a delivered line asked back, and why. */
export interface LineBack {
  orderItemId: string;
  quantity: number;
  reason: string;
}

export interface RateRow {
  delivered: number;
  back: number;
  /** Units back per 100 delivered, to one decimal; null when nothing was delivered. */
  rate: number | null;
}

export const ratePercent = (back: number, delivered: number): number | null => (delivered > 0 ? Math.round((back / delivered) * 1000) / 10 : null);

const SIZE_ORDER: readonly string[] = [...ADULT_SIZES, ...KID_SIZES];
const sizeRank = (s: string) => (SIZE_ORDER.includes(s) ? SIZE_ORDER.indexOf(s) : SIZE_ORDER.length);

/** The rates over all units, by product (most returned first), by size (in size order) and by reason. */
export function returnRates(lines: readonly DeliveredLine[], back: readonly LineBack[]) {
  const backOf = new Map<string, number>();
  for (const b of back) backOf.set(b.orderItemId, (backOf.get(b.orderItemId) ?? 0) + b.quantity);
  const group = <K extends string>(key: (l: DeliveredLine) => K) => {
    const m = new Map<K, { delivered: number; back: number; line: DeliveredLine }>();
    for (const l of lines) {
      const g = m.get(key(l)) ?? { delivered: 0, back: 0, line: l };
      g.delivered += l.quantity;
      g.back += Math.min(backOf.get(l.id) ?? 0, l.quantity);
      m.set(key(l), g);
    }
    return [...m.entries()].map(([k, g]) => ({ key: k, line: g.line, delivered: g.delivered, back: g.back, rate: ratePercent(g.back, g.delivered) }));
  };
  const delivered = lines.reduce((n, l) => n + l.quantity, 0);
  const total = group(() => "all")[0];
  const known = new Set(lines.map((l) => l.id));
  const reasons = new Map<string, number>();
  for (const b of back) if (known.has(b.orderItemId)) reasons.set(b.reason, (reasons.get(b.reason) ?? 0) + b.quantity);
  return {
    delivered,
    back: total?.back ?? 0,
    rate: ratePercent(total?.back ?? 0, delivered),
    byProduct: group((l) => l.productId)
      .filter((g) => g.back > 0)
      .sort((a, b) => (b.rate ?? 0) - (a.rate ?? 0) || b.back - a.back || a.line.name.localeCompare(b.line.name))
      .map((g) => ({ productId: g.key, name: g.line.name, delivered: g.delivered, back: g.back, rate: g.rate })),
    bySize: group((l) => l.size)
      .sort((a, b) => sizeRank(a.key) - sizeRank(b.key) || a.key.localeCompare(b.key))
      .map((g) => ({ size: g.key, delivered: g.delivered, back: g.back, rate: g.rate })),
    byReason: RETURN_REASONS.filter((r) => reasons.has(r)).map((reason: ReturnReason) => ({
      reason,
      back: reasons.get(reason)!,
      rate: ratePercent(reasons.get(reason)!, delivered),
    })),
  };
}
