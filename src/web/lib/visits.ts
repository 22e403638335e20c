import { useEffect } from "react";

/**
 * Records a page visit as the spec names it. A beacon never delays the page or holds up leaving
 * it; a failure is only logged, as the spec says.
 */
export function useRecordVisit(page: string | undefined) {
  useEffect(() => {
    if (!page) return;
    const body = JSON.stringify({ page });
    try {
      if (navigator.sendBeacon?.("/api/analytics/visit", new Blob([body], { type: "application/json" }))) return;
    } catch (err) {
      console.warn("visit beacon refused", err);
    }
    fetch("/api/analytics/visit", { method: "POST", headers: { "content-type": "application/json" }, body, keepalive: true }).catch((err) =>
      console.warn("visit not recorded", err),
    );
  }, [page]);
}
