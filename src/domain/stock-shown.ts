/** Up to this many left, a shopper is told the number; above it, only that the size is in stock. */
export const FEW_LEFT_MAX = 5;

export const AVAILABILITIES = ["in_stock", "few_left", "sold_out"] as const;
export type Availability = (typeof AVAILABILITIES)[number];

/**
 * What shoppers are told of a variant's stock (decision 123): "in stock", "only N left" for
 * N <= FEW_LEFT_MAX, or "sold out". The exact count of a well-stocked size is for the console
 * only, so nobody can watch it to learn how much to take. Null stock: no such size and colour.
 */
export function shownStock(stock: number | null): { availability: Availability | null; left: number | null } {
  if (stock === null) return { availability: null, left: null };
  if (stock <= 0) return { availability: "sold_out", left: 0 };
  if (stock <= FEW_LEFT_MAX) return { availability: "few_left", left: stock };
  return { availability: "in_stock", left: null };
}
