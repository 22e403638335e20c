import { useEffect, useRef } from "react";
import * as MESSAGES from "../../domain/messages";
import ui from "./ui.module.css";
import s from "./cancel-dialog.module.css";
import { BusyButton } from "./busy-button";

/** The spec's cancel confirmation, as a native modal dialog: focus is trapped and Escape keeps the order. */
export function CancelDialog({ open, busy, onKeep, onConfirm }: { open: boolean; busy: boolean; onKeep(): void; onConfirm(): void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog ref={ref} className={s.cancelDialog} aria-labelledby="cancel-title" aria-describedby="cancel-body" onCancel={onKeep}>
      <h2 id="cancel-title">{MESSAGES.cancelTitle}</h2>
      <p id="cancel-body">{MESSAGES.cancelBody}</p>
      <div className={s.dialogActions}>
        <button type="button" className={`${ui.btn} ${ui.btnOutline}`} onClick={onKeep} autoFocus>
          {MESSAGES.cancelKeep}
        </button>
        <BusyButton type="button" className={`${ui.btn} ${s.btnDanger}`} onClick={onConfirm} busy={busy}>
          {MESSAGES.cancelConfirm}
        </BusyButton>
      </div>
    </dialog>
  );
}
