import { useRef, useState, type FormEvent } from "react";
import { QUERY_MAX_CHARS } from "../../domain/constants";
import * as MESSAGES from "../../domain/messages";
import { useToast } from "../lib/toasts";
import { api } from "../lib/api";
import ui from "./ui.module.css";
import { BusyButton } from "./busy-button";

/** 'Submit a Query': a modal dialog for a logged-in shopper (the API client sends the session); sending closes it and clears the text (spec §4). */
export function QueryModal() {
  const dialog = useRef<HTMLDialogElement>(null);
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const toast = useToast();

  async function send(e: FormEvent) {
    e.preventDefault();
    if (text.trim() === "") return toast.show(MESSAGES.queryEmpty, "error");
    setBusy(true);
    const res = await api("POST /api/query", { body: { query: text } });
    setBusy(false);
    if (!res.ok && res.networkError) return toast.show(MESSAGES.queryFirstMailFailed, "error");
    if (res.status === 401) return toast.show(MESSAGES.queryLogin, "error");
    toast.show(res.ok ? res.data.message : res.message, res.ok ? "success" : "error", 5000);
    // A 400 or 429 leaves the text for another try; anything else was stored, so the modal closes.
    if (res.status !== 400 && res.status !== 429) {
      setText("");
      dialog.current?.close();
    }
  }

  return (
    <>
      <button type="button" className={ui.btn} onClick={() => dialog.current?.showModal()}>
        {MESSAGES.submitQuery}
      </button>
      <dialog ref={dialog} className={ui.modal} aria-labelledby="query-title">
        <form onSubmit={send} noValidate>
          <h2 id="query-title">{MESSAGES.submitQuery}</h2>
          <label htmlFor="query-text">Your query</label>
          <textarea
            id="query-text"
            className={ui.field}
            rows={6}
            maxLength={QUERY_MAX_CHARS}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Tell us your order number and what you need help with"
          />
          <p className={`${ui.muted} ${ui.small}`}>{QUERY_MAX_CHARS - text.length} characters left</p>
          <div className={ui.modalActions}>
            <button type="button" className={`${ui.btn} ${ui.btnOutline}`} onClick={() => dialog.current?.close()}>
              Cancel
            </button>
            <BusyButton type="submit" className={ui.btn} busy={busy}>
              Send
            </BusyButton>
          </div>
        </form>
      </dialog>
    </>
  );
}
