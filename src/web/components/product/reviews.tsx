import { useState } from "react";
import { REVIEWS_FIRST, REVIEWS_MORE } from "../../../domain/constants";
import { MESSAGES } from "../../../domain/messages";
import type { ReviewDto } from "../../../contracts/catalog";
import { Stars } from "../stars";
import { ReviewForm } from "./review-form";

const dateFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });

export function Reviews({ productId, reviews, onAdded }: { productId: string; reviews: ReviewDto[]; onAdded(r: ReviewDto): void }) {
  const [shown, setShown] = useState(REVIEWS_FIRST);
  const [writing, setWriting] = useState(false);
  return (
    <div className="reviews">
      <button type="button" className="btn btn-outline" onClick={() => setWriting(true)}>
        {MESSAGES.writeReview}
      </button>
      {reviews.length === 0 ? (
        <p className="muted">No reviews yet. Be the first to write one.</p>
      ) : (
        <ul role="list" className="review-list" data-testid="review-list">
          {reviews.slice(0, shown).map((r) => (
            <li key={r._id} className="review">
              <div className="review-head">
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
        <button type="button" className="btn btn-outline" onClick={() => setShown((n) => n + REVIEWS_MORE)}>
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
