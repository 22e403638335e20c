import type { VisitPage } from "../../domain/visits";

/** Reports a page view; analytics never gets in a shopper's way, so failures are only logged. */
export function recordVisit(page: VisitPage | (string & {})): void {
  fetch("/api/analytics/visit", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ page }),
    keepalive: true,
  }).catch((err) => console.warn("visit not recorded", err));
}
