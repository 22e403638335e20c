import { useEffect } from "react";
import type { VisitPage } from "../../domain/visits";
import { api } from "./api";

/**
 * Records a page visit as the spec names it. A keepalive request never holds up leaving the page;
 * a failure is only logged, as the spec says.
 */
export function recordVisit(page: VisitPage | (string & {})): void {
  api("POST /api/analytics/visit", { body: { page }, keepalive: true }).then((res) => {
    if (!res.ok) console.warn("visit not recorded", res.message);
  });
}

/** Records one visit when a page mounts (and again when its name changes). */
export function useRecordVisit(page: string | undefined) {
  useEffect(() => {
    if (page) recordVisit(page);
  }, [page]);
}
