import { useState } from "react";
import { useRevalidator } from "react-router";
import type { ReviewListAnswer, ReviewRow } from "../../../contracts/admin-reviews";
import { consoleCall, consoleLoad } from "../../console/api";
import { formatDate } from "../../console/dates";
import { FilterChoice, FilterText, ListFilters } from "../../console/list-filters";
import { Pager } from "../../console/pager";

export async function clientLoader({ request }: { request: Request }) {
  return consoleLoad<ReviewListAnswer>(`/api/admin/reviews${new URL(request.url).search}`);
}

export function HydrateFallback() {
  return <p className="adm-loading">Loading…</p>;
}

const STATE_CHOICES = [
  ["all", "All"],
  ["visible", "Visible"],
  ["hidden", "Hidden"],
] as const;

/** Reviews, newest first: hide, show again, delete. */
export default function Reviews({ loaderData }: { loaderData: ReviewListAnswer }) {
  const revalidator = useRevalidator();
  const [note, setNote] = useState("");

  async function act(r: ReviewRow, what: "hide" | "unhide" | "delete") {
    if (what === "delete" && !window.confirm(`Delete the review by ${r.userName}? This cannot be undone.`)) return;
    const answer = await consoleCall(what === "delete" ? "DELETE" : "POST", `/api/admin/reviews/${r.id}${what === "delete" ? "" : `/${what}`}`);
    setNote(answer.message ?? "");
    revalidator.revalidate();
  }

  return (
    <>
      <h1>Reviews</h1>
      <ListFilters label="Reviews">
        <FilterText name="q" label="Search" type="search" placeholder="Name, words or product" />
        <FilterChoice name="state" label="Show" options={STATE_CHOICES} initial="all" />
      </ListFilters>
      <p aria-live="polite" className="adm-ok">
        {note}
      </p>
      <ul className="adm-reviews">
        {loaderData.reviews.map((r) => (
          <li key={r.id} className="adm-card">
            <p>
              <strong>{r.userName}</strong> · {r.rating} of 5 · {r.productName} · {formatDate(r.date)}
              {r.hidden && <span className="adm-badge adm-badge-warn"> hidden</span>}
            </p>
            <p>{r.comment}</p>
            <div className="adm-actions">
              {r.hidden ? (
                <button type="button" className="adm-btn adm-btn-quiet" onClick={() => act(r, "unhide")}>
                  Show review by {r.userName}
                </button>
              ) : (
                <button type="button" className="adm-btn adm-btn-quiet" onClick={() => act(r, "hide")}>
                  Hide review by {r.userName}
                </button>
              )}
              <button type="button" className="adm-btn adm-btn-danger" onClick={() => act(r, "delete")}>
                Delete review by {r.userName}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {loaderData.reviews.length === 0 && <p>No reviews match.</p>}
      <Pager page={loaderData.page} pages={loaderData.pages} total={loaderData.total} noun={["review", "reviews"]} />
    </>
  );
}
