import type { ConsoleReturn } from "../../../contracts/admin-returns";
import { RETURN_STATUSES } from "../../../domain/return-states";
import { RETURN_REASONS } from "../../../domain/returns";
import { consoleLoad } from "../../console/api";
import { counted } from "../../console/counts";
import { FilterChoice, ListFilters } from "../../console/list-filters";
import { ReturnCard } from "../../console/return-card";

type QueueAnswer = { requests: ConsoleReturn[]; open: number };

export async function clientLoader({ request }: { request: Request }) {
  return consoleLoad<QueueAnswer>(`/api/admin/returns${new URL(request.url).search}`);
}

export function HydrateFallback() {
  return <p className="adm-loading">Loading…</p>;
}

const STATUS_CHOICES = [["", "Any state"], ...RETURN_STATUSES.map((s) => [s, s] as const)] as const;
const REASON_CHOICES = [["", "Any reason"], ...RETURN_REASONS.map((r) => [r, r] as const)] as const;

/** Returns and exchanges: those waiting for the merchant first, the longest waiting at the top. */
export default function Returns({ loaderData: d }: { loaderData: QueueAnswer }) {
  return (
    <>
      <h1>Returns</h1>
      <p data-testid="returns-open">
        {d.open === 0 ? "No request is waiting for you." : `${counted(d.open, "request is", "requests are")} waiting for you.`}
      </p>
      <ListFilters label="Returns">
        <FilterChoice name="status" label="State" options={STATUS_CHOICES} />
        <FilterChoice name="reason" label="Reason" options={REASON_CHOICES} />
      </ListFilters>
      {d.requests.length === 0 ? (
        <p>No request matches.</p>
      ) : (
        <ul className="adm-returns" aria-label="Return and exchange requests">
          {d.requests.map((r) => (
            <ReturnCard key={r.id} request={r} />
          ))}
        </ul>
      )}
    </>
  );
}
