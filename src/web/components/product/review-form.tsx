import { useEffect, useRef, useState, type FormEvent } from "react";
import { REVIEW_RATING_MAX, TOAST_MS_PRODUCT } from "../../../domain/constants";
import * as MESSAGES from "../../../domain/messages";
import type { ReviewDto } from "../../../contracts/catalog";
import { useToast } from "../../lib/toasts";
import { CloseIcon } from "../icons";
import { api } from "../../lib/api";
import s from "./review-form.module.css";
import ui from "../ui.module.css";

const NAME_MAX = 60;
const COMMENT_MAX = 1000;

/** The 'Write a Review' modal, then the thank-you dialog. Posts without login, as the spec allows. */
export function ReviewForm({ productId, onClose, onAdded }: { productId: string; onClose(): void; onAdded(r: ReviewDto): void }) {
  const form = useRef<HTMLDialogElement>(null);
  const thanks = useRef<HTMLDialogElement>(null);
  const toast = useToast();
  const [rating, setRating] = useState(0);
  const [name, setName] = useState("");
  const [comment, setComment] = useState("");
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  // The spec's toast sits under the dialog's backdrop; the dialog says the same beside the button.
  const [invalid, setInvalid] = useState(false);

  useEffect(() => form.current?.showModal(), []);
  useEffect(() => {
    if (done) thanks.current?.showModal();
  }, [done]);

  function askToClose() {
    if (window.confirm(MESSAGES.reviewCloseConfirm)) {
      form.current?.close();
      onClose();
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!name.trim() || rating < 1) {
      setInvalid(true);
      return toast.show(MESSAGES.reviewInvalid, "error", TOAST_MS_PRODUCT);
    }
    setInvalid(false);
    setBusy(true);
    const res = await api("POST /api/product/{id}/addReview", { params: { id: productId }, body: { userName: name, rating, comment } });
    setBusy(false);
    // No answer at all is the spec's "thrown" case; a refusal without a reason, a plain failure.
    if (!res.ok) return window.alert(res.status === 0 ? MESSAGES.reviewThrown : res.explained ? res.message : MESSAGES.reviewFailed);
    onAdded(res.data.newReview);
    form.current?.close();
    setDone(true);
  }

  return (
    <>
      {!done && (
        <dialog
          ref={form}
          className={ui.modal}
          aria-labelledby="review-title"
          onCancel={(e) => {
            e.preventDefault();
            askToClose();
          }}
        >
          <div className={ui.modalHead}>
            <h2 id="review-title">{MESSAGES.writeReview}</h2>
            <button type="button" className={ui.iconBtn} aria-label="Close review" onClick={askToClose}>
              <CloseIcon />
            </button>
          </div>
          {/* The handler checks the name, so the spec's toast shows instead of the browser's bubble. */}
          <form onSubmit={submit} className={s.reviewForm} noValidate>
            <fieldset className={s.starInput}>
              <legend>Your rating</legend>
              {Array.from({ length: REVIEW_RATING_MAX }, (_, i) => i + 1).map((n) => (
                <label key={n} className={n <= rating ? s.on : undefined}>
                  <input type="radio" name="rating" value={n} checked={rating === n} onChange={() => setRating(n)} className="sr-only" />
                  <span aria-hidden="true">★</span>
                  <span className="sr-only">{n === 1 ? "1 star" : `${n} stars`}</span>
                </label>
              ))}
            </fieldset>
            <label className={ui.field}>
              <span>Your name</span>
              <input value={name} onChange={(e) => setName(e.target.value)} maxLength={NAME_MAX} autoComplete="given-name" aria-required="true" />
            </label>
            <label className={ui.field}>
              <span>Your review</span>
              <textarea value={comment} onChange={(e) => setComment(e.target.value)} maxLength={COMMENT_MAX} rows={4} />
            </label>
            {invalid && (
              <p className={ui.fieldError} role="alert" data-testid="review-invalid">
                {MESSAGES.reviewInvalid}
              </p>
            )}
            <button type="submit" className={`${s.btn} ${ui.btn}`} disabled={rating === 0 || busy}>
              Submit review
            </button>
          </form>
        </dialog>
      )}
      {done && (
        <dialog ref={thanks} className={`${ui.modal} ${s.thanks}`} aria-labelledby="thanks-title" onClose={onClose}>
          <h2 id="thanks-title">Thank you for your review!</h2>
          <p>It helps other shoppers pick the right fit.</p>
          <button type="button" className={`${s.btn} ${ui.btn}`} autoFocus onClick={() => thanks.current?.close()}>
            {MESSAGES.keepBrowsing}
          </button>
        </dialog>
      )}
    </>
  );
}
