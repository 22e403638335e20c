import { useCallback, useEffect, useState } from "react";
import { shortDay } from "../../../domain/returns";
import { api } from "../../lib/api";
import type { ReturnsAnswer } from "../../lib/order-api";
import ui from "../ui.module.css";
import styles from "./order-returns.module.css";
import { ReturnForm } from "./return-form";
import { ReturnTimeline } from "./return-timeline";

/** A delivered order's returns: each request's timeline, and "Return or exchange" while the window is open. */
export function OrderReturns({ orderId, number }: { orderId: string; number: string }) {
  const [info, setInfo] = useState<ReturnsAnswer | null>(null);
  const [open, setOpen] = useState(false);
  const [said, setSaid] = useState("");

  const load = useCallback(async () => {
    const res = await api("GET /api/order/{orderId}/returns", { params: { orderId } });
    if (res.ok) setInfo(res.data);
  }, [orderId]);
  useEffect(() => {
    load();
  }, [load]);

  if (!info) return null;
  return (
    <div className={styles.returns}>
      {info.requests.length > 0 && <h3 className={styles.heading}>Returns and exchanges</h3>}
      {info.requests.map((r) => (
        <ReturnTimeline key={r.id} request={r} />
      ))}
      {said && (
        <p role="status" className={styles.note}>
          {said}
        </p>
      )}
      {info.canAsk && !open && (
        <div className={styles.actions}>
          {info.windowLastDay && <p className={`${ui.small} ${ui.muted}`}>Returns and exchanges until {shortDay(info.windowLastDay)}</p>}
          <button
            type="button"
            className={`${ui.btn} ${ui.btnOutline}`}
            onClick={() => setOpen(true)}
            aria-label={`Return or exchange items of order ${number}`}
          >
            Return or exchange
          </button>
        </div>
      )}
      {open && (
        <ReturnForm
          orderId={orderId}
          info={info}
          onClose={() => setOpen(false)}
          onDone={(r) => {
            setOpen(false);
            setSaid(`Your ${r.kind} request is in. We will mail you at each step.`);
            load();
          }}
        />
      )}
    </div>
  );
}
