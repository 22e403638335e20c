/** The fixed page names the spec's client reports; a product page reports its product's name. */
export const VISIT_PAGES = ["Home", "Collection", "About", "Contact Page", "Cart"] as const;
export type VisitPage = (typeof VISIT_PAGES)[number];

export const VISIT_PAGE_MAX_LENGTH = 120;

/** Why a page name cannot be counted, or null when its shape is fine. */
export function visitPageProblem(page: unknown): string | null {
  if (page === undefined || page === null) return "page is required.";
  if (typeof page !== "string") return "page must be a string.";
  const name = page.trim();
  if (name === "") return "page must not be empty.";
  if (name.length > VISIT_PAGE_MAX_LENGTH) return `page must be at most ${VISIT_PAGE_MAX_LENGTH} characters.`;
  // Printable only: no control characters, line breaks or unpaired surrogates in a counter key.
  if (/[\p{Cc}\p{Cs}\p{Co}\p{Cn}]/u.test(name)) return "page must contain printable characters only.";
  return null;
}
