import { CART_QTY_MAX } from "./constants";

/** product id → size → colour → quantity (spec §3). */
export type CartMap = Record<string, Record<string, Record<string, number>>>;

export interface CartLine {
  productId: string;
  size: string;
  color: string;
  quantity: number;
}

const isValidQuantity = (q: unknown): q is number => typeof q === "number" && Number.isInteger(q) && q >= 1 && q <= CART_QTY_MAX;

// "__proto__" as a plain assignment target would swap the object's prototype instead of adding a key.
const isUsableKey = (k: string) => k !== "" && k !== "__proto__";

// Own keys only, so ids such as "constructor" never read inherited members.
const own = <V>(obj: Record<string, V> | undefined, key: string): V | undefined => (obj && Object.hasOwn(obj, key) ? obj[key] : undefined);

/**
 * Sets one combination, copying only the path it touches. Quantities are truncated and kept
 * within 0..10; 0 removes the combination and any size or product entry left empty.
 */
export function cartSet(cart: CartMap, productId: string, size: string, color: string, quantity: number): CartMap {
  if (![productId, size, color].every(isUsableKey)) return cart;
  const q = Number.isFinite(quantity) ? Math.min(CART_QTY_MAX, Math.max(0, Math.trunc(quantity))) : 0;
  const sizes = { ...own(cart, productId) };
  const colors = { ...own(sizes, size) };
  if (q > 0) colors[color] = q;
  else delete colors[color];

  if (Object.keys(colors).length > 0) sizes[size] = colors;
  else delete sizes[size];

  const next = { ...cart };
  if (Object.keys(sizes).length > 0) next[productId] = sizes;
  else delete next[productId];
  return next;
}

export function cartQuantity(cart: CartMap, productId: string, size: string, color: string): number {
  return own(own(own(cart, productId), size), color) ?? 0;
}

/** Raises (or with a negative `by`, lowers) one combination, never above `cap`. */
export function cartAdd(cart: CartMap, productId: string, size: string, color: string, by = 1, cap = CART_QTY_MAX): CartMap {
  const next = Math.min(cap, cartQuantity(cart, productId, size, color) + by);
  return cartSet(cart, productId, size, color, next);
}

/** Lines in the map's insertion order: product, then size, then colour. */
export function cartLines(cart: CartMap): CartLine[] {
  const lines: CartLine[] = [];
  for (const [productId, sizes] of Object.entries(cart)) {
    for (const [size, colors] of Object.entries(sizes)) {
      for (const [color, quantity] of Object.entries(colors)) lines.push({ productId, size, color, quantity });
    }
  }
  return lines;
}

/** Repeated combinations are added together (capped at 10). */
export function cartFromLines(lines: CartLine[]): CartMap {
  let cart: CartMap = {};
  for (const l of lines) {
    if (l.quantity > 0) cart = cartAdd(cart, l.productId, l.size, l.color, l.quantity);
  }
  return cart;
}

export function cartCount(cart: CartMap): number {
  return cartLines(cart).reduce((n, l) => n + l.quantity, 0);
}

/**
 * The guest's local cart joined into the account's at login: quantities add up, each line
 * capped at 10 and at capFor(line) (e.g. stock). A cap of 0 or less drops the line.
 */
export function mergeCarts(account: CartMap, guest: CartMap, capFor?: (line: CartLine) => number): CartMap {
  let merged: CartMap = {};
  for (const l of [...cartLines(account), ...cartLines(guest)]) {
    merged = cartAdd(merged, l.productId, l.size, l.color, l.quantity);
  }
  if (!capFor) return merged;
  let capped: CartMap = {};
  for (const l of cartLines(merged)) {
    capped = cartSet(capped, l.productId, l.size, l.color, Math.min(l.quantity, capFor(l)));
  }
  return capped;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Keeps only well-formed entries of whatever localStorage held; never throws. */
export function sanitizeCart(value: unknown): CartMap {
  const out: CartMap = {};
  if (!isPlainObject(value)) return out;
  for (const [productId, sizes] of Object.entries(value)) {
    if (!isUsableKey(productId) || !isPlainObject(sizes)) continue;
    const cleanSizes: Record<string, Record<string, number>> = {};
    for (const [size, colors] of Object.entries(sizes)) {
      if (!isUsableKey(size) || !isPlainObject(colors)) continue;
      const cleanColors: Record<string, number> = {};
      for (const [color, q] of Object.entries(colors)) {
        if (isUsableKey(color) && isValidQuantity(q)) cleanColors[color] = q;
      }
      if (Object.keys(cleanColors).length) cleanSizes[size] = cleanColors;
    }
    if (Object.keys(cleanSizes).length) out[productId] = cleanSizes;
  }
  return out;
}
