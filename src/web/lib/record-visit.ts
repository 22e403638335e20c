import { useEffect } from "react";

/** Tells the analytics endpoint about a page view once per mount; a failure is only logged (spec §7). */
export function useRecordVisit(page: string) {
  useEffect(() => {
    fetch("/api/analytics/visit", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ page }),
      keepalive: true,
    })
      .then((res) => {
        if (!res.ok) console.info(`visit not recorded (${res.status})`);
      })
      .catch((err: unknown) => console.info("visit not recorded", err));
  }, [page]);
}
