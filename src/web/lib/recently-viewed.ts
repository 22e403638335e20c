/** The products this browser opened, newest first: kept here only, never sent to be stored (decision 261). */
export const RECENTLY_VIEWED_KEY = "recentlyViewed";
export const RECENTLY_VIEWED_MAX = 12;

export function readRecentlyViewed(): string[] {
  try {
    const v = JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY) ?? "[]");
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string").slice(0, RECENTLY_VIEWED_MAX) : [];
  } catch {
    return [];
  }
}

/** Puts the product first; the oldest beyond the limit drops off. */
export function recordViewed(productId: string): void {
  const next = [productId, ...readRecentlyViewed().filter((i) => i !== productId)].slice(0, RECENTLY_VIEWED_MAX);
  localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(next));
}
