import { useState } from "react";
import { REVIEWS_FIRST, REVIEWS_MORE } from "../../../domain/constants";
import { MESSAGES } from "../../../domain/messages";
import type { ReviewDto } from "../../../contracts/catalog";
import { Stars } from "../stars";
import { ReviewForm } from "./review-form";
import ui from "../ui.module.css";
import s from "./reviews.module.css";

const dateFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });

export function Reviews({ productId, reviews, onAdded }: { productId: string; reviews: ReviewDto[]; onAdded(r: ReviewDto): void }) {
  const [shown, setShown] = useState(REVIEWS_FIRST);
  const [writing, setWriting] = useState(false);
  return (
    <div className={s.reviews}>
      <button type="button" className={`${ui.btn} ${ui.btnOutline}`} onClick={() => setWriting(true)}>
        {MESSAGES.writeReview}
      </button>
      {reviews.length === 0 ? (
        <p className={ui.muted}>No reviews yet. Be the first to write one.</p>
      ) : (
        <ul role="list" className={s.reviewList} data-testid="review-list">
          {reviews.slice(0, shown).map((r) => (
            <li key={r._id} className={s.review}>
              <div className={s.reviewHead}>
                <strong>{r.userName?.trim() || MESSAGES.anonymous}</strong>
                <Stars value={r.rating} />
                <time dateTime={r.date}>{dateFormat.format(r.date ? new Date(r.date) : new Date())}</time>
              </div>
              <p>{r.comment?.trim() || MESSAGES.noComment}</p>
            </li>
          ))}
        </ul>
      )}
      {shown < reviews.length && (
        <button type="button" className={`${ui.btn} ${ui.btnOutline}`} onClick={() => setShown((n) => n + REVIEWS_MORE)}>
          {MESSAGES.seeMore}
        </button>
      )}
      {writing && (
        <ReviewForm
          productId={productId}
          onClose={() => setWriting(false)}
          onAdded={(r) => {
            onAdded(r);
            setShown((n) => n + 1);
          }}
        />
      )}
    </div>
  );
}
