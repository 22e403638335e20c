/** A size and colour with no stock left, as products and cards list them. */
export interface SoldOutPair {
  size: string;
  color: string;
}

const same = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/** Whether this size in this colour is gone. */
export const isSoldOut = (soldOut: readonly SoldOutPair[], size: string, color: string): boolean =>
  soldOut.some((v) => same(v.size, size) && same(v.color, color));

/** Whether nothing at all is left: every size in every colour is gone (a product without sizes or colours is not for sale at all, not sold out). */
export const isAllSoldOut = (p: { sizes: readonly string[]; colors: readonly string[]; soldOut: readonly SoldOutPair[] }): boolean =>
  p.sizes.length > 0 && p.colors.length > 0 && p.sizes.every((s) => p.colors.every((c) => isSoldOut(p.soldOut, s, c)));

/**
 * Whether a choice is gone given the other one: a size in the chosen colour, or, with no colour
 * chosen yet, in every colour (and the same the other way round).
 */
export const sizeGone = (p: { colors: readonly string[]; soldOut: readonly SoldOutPair[] }, size: string, color: string): boolean =>
  color ? isSoldOut(p.soldOut, size, color) : p.colors.length > 0 && p.colors.every((c) => isSoldOut(p.soldOut, size, c));

export const colorGone = (p: { sizes: readonly string[]; soldOut: readonly SoldOutPair[] }, color: string, size: string): boolean =>
  size ? isSoldOut(p.soldOut, size, color) : p.sizes.length > 0 && p.sizes.every((s) => isSoldOut(p.soldOut, s, color));
