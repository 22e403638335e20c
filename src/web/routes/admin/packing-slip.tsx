import type { OrderDetail } from "../../../contracts/admin-orders";
import { formatINR, rupeesToPaise } from "../../../domain/money";
import { CANCELED_STATUS } from "../../../domain/order-states";
import { consoleLoad } from "../../console/api";
import { OrderLines } from "../../console/order-lines";

export async function clientLoader({ params }: { params: { id?: string } }) {
  return consoleLoad<{ order: OrderDetail }>(`/api/admin/orders/${params.id}`);
}

export function HydrateFallback() {
  return <p className="adm-loading">Loading…</p>;
}

/** A printable slip for the parcel: address and what goes in the box, no prices but the cash to collect. */
export default function PackingSlip({ loaderData }: { loaderData: { order: OrderDetail } }) {
  const o = loaderData.order;
  const a = o.address as Record<string, string>;
  return (
    <main id="main" className="adm-main adm-slip">
      <h1>Packing slip · order #{o.number}</h1>
      <p className="adm-noprint">
        <button type="button" className="adm-btn" onClick={() => window.print()}>
          Print
        </button>
      </p>
      {o.status === CANCELED_STATUS && (
        <p className="adm-error adm-slip-stop" role="alert">
          Canceled: do not ship this order.
        </p>
      )}
      <h2>Ship to</h2>
      <address>
        {a.firstName} {a.lastName}
        <br />
        {a.street}
        <br />
        {a.city} {a.state} {a.zipcode}
        <br />
        {a.country}
        <br />
        Phone {a.phone}
      </address>
      <p>
        {o.status === CANCELED_STATUS
          ? "Nothing to collect."
          : o.paymentMethod === "cod" && !o.paid
            ? `Cash on delivery: collect ${formatINR(rupeesToPaise(o.amount))}.`
            : "Prepaid."}
      </p>
      <OrderLines lines={o.lines} caption="In this parcel" last="packed" />
      <p>From Dhaaga. Thank you for shopping with us.</p>
    </main>
  );
}
