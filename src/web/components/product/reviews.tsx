import { lazy, Suspense, useState } from "react";
import { api } from "../../lib/api";
import { REVIEWS_FIRST, REVIEWS_MORE } from "../../../domain/constants";
import { formatIndiaDate } from "../../../domain/india/india-day";
import * as MESSAGES from "../../../domain/messages";
import type { ReviewDto } from "../../../contracts/catalog";
import { Stars } from "../stars";
import ui from "../ui.module.css";
import s from "./reviews.module.css";

// Loaded when a shopper first writes a review, not with the page.
const ReviewForm = lazy(() => import("./review-form").then((m) => ({ default: m.ReviewForm })));

/**
 * The page arrives with the newest reviews; 'See More' shows five more, asking the store for the
 * next page once those on hand are all shown. `total` counts every visible review.
 */
export function Reviews({
  productId,
  reviews: first,
  total,
  onAdded,
}: {
  productId: string;
  reviews: ReviewDto[];
  total: number;
  onAdded(r: ReviewDto): void;
}) {
  const [shown, setShown] = useState(REVIEWS_FIRST);
  const [writing, setWriting] = useState(false);
  const [fetched, setFetched] = useState<ReviewDto[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState("");
  const known = new Set(first.map((r) => r._id));
  const reviews = [...first, ...fetched.filter((r) => !known.has(r._id))];
  async function seeMore() {
    const next = shown + REVIEWS_MORE;
    if (next > reviews.length && reviews.length < total) {
      setLoading(true);
      const res = await api("GET /api/product/{id}/reviews", { params: { id: productId }, query: { offset: reviews.length, limit: REVIEWS_MORE } });
      setLoading(false);
      if (!res.ok) return setError(res.message);
      setError("");
      setFetched((list) => [...list, ...res.data.reviews]);
    }
    setShown(next);
  }
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
                <time dateTime={r.date}>{formatIndiaDate(r.date ? new Date(r.date) : new Date())}</time>
              </div>
              <p>{r.comment?.trim() || MESSAGES.noComment}</p>
            </li>
          ))}
        </ul>
      )}
      {shown < Math.max(reviews.length, total) && (
        <button type="button" className={`${ui.btn} ${ui.btnOutline}`} onClick={seeMore} disabled={loading}>
          {MESSAGES.seeMore}
        </button>
      )}
      {error && (
        <p className={ui.fieldError} role="alert">
          {error}
        </p>
      )}
      {writing && (
        <Suspense fallback={null}>
          <ReviewForm
            productId={productId}
            onClose={() => setWriting(false)}
            onAdded={(r) => {
              onAdded(r);
              setShown((n) => n + 1);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
