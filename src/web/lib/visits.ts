import { useEffect } from "react";
import type { VisitPage } from "../../domain/visits";

/**
 * Records a page visit as the spec names it. A keepalive request never holds up leaving the page;
 * a failure is only logged, as the spec says.
 */
export function recordVisit(page: VisitPage | (string & {})): void {
  const body = JSON.stringify({ page });
  fetch("/api/analytics/visit", { method: "POST", headers: { "content-type": "application/json" }, body, keepalive: true }).catch((err) =>
    console.warn("visit not recorded", err),
  );
}

/** Records one visit when a page mounts (and again when its name changes). */
export function useRecordVisit(page: string | undefined) {
  useEffect(() => {
    if (page) recordVisit(page);
  }, [page]);
}
