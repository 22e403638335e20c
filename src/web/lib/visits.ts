import { useEffect } from "react";

/** Records a page visit as the spec names it. It must never disturb the page: failures are only logged. */
export function useRecordVisit(page: string | undefined) {
  useEffect(() => {
    if (!page) return;
    fetch("/api/analytics/visit", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ page }),
      keepalive: true,
    }).catch((err) => console.warn("visit not recorded", err));
  }, [page]);
}
