/** The size and colour of each cart line moved to the wishlist, so it can move back as it was. */
export const MOVED_LINES_KEY = "wishlistMovedLines";

export type MovedLines = Record<string, { size: string; color: string }>;

export function readMovedLines(): MovedLines {
  try {
    const v = JSON.parse(localStorage.getItem(MOVED_LINES_KEY) ?? "{}");
    return v && typeof v === "object" && !Array.isArray(v) ? (v as MovedLines) : {};
  } catch {
    return {};
  }
}

export function writeMovedLines(lines: MovedLines): void {
  localStorage.setItem(MOVED_LINES_KEY, JSON.stringify(lines));
}
