import type { DeliveryFailureList } from "../../../contracts/delivery-failures";
import { consoleLoad } from "../../console/api";
import { DeliveryFailureCard } from "../../console/delivery-failure-card";

export async function clientLoader() {
  return consoleLoad<DeliveryFailureList>("/api/admin/delivery-failures");
}

export function HydrateFallback() {
  return <p className="adm-loading">Loading…</p>;
}

/** Failed deliveries (decision 235): parcels the courier could not deliver, unanswered first, each with its answers. */
export default function Deliveries({ loaderData }: { loaderData: DeliveryFailureList }) {
  const open = loaderData.failures.filter((f) => !f.action).length;
  return (
    <>
      <h1>Failed deliveries</h1>
      <p>
        {open ? `${open} waiting for an answer.` : "Nothing waiting."} Answer within 24 hours: the courier tries again on the day chosen, or brings
        the parcel back.
      </p>
      {loaderData.failures.length ? (
        <ul className="adm-deliveries" aria-label="Failed deliveries">
          {loaderData.failures.map((f) => (
            <DeliveryFailureCard key={f.id} failure={f} days={loaderData.days} />
          ))}
        </ul>
      ) : (
        <p>No failed deliveries.</p>
      )}
    </>
  );
}
