import { Fragment, useState } from "react";
import { Link } from "react-router";
import type { OrderDetail } from "../../../contracts/admin-orders";
import { formatINR, rupeesToPaise } from "../../../domain/money";
import { priceLines } from "../../../domain/price-lines";
import { stepNeedsCourier } from "../../../domain/order-states";
import { consoleCall, consoleLoad } from "../../console/api";
import { formatDateTime } from "../../console/dates";
import { Field, FormMessage, useFormError } from "../../console/form";
import { CodConfirmation } from "../../console/cod-confirmation";
import { OrderLines } from "../../console/order-lines";
import { OrderShipping } from "../../console/order-shipping";
import { TableWrap } from "../../console/table-wrap";

export async function clientLoader({ params }: { params: { id?: string } }) {
  return consoleLoad<{ order: OrderDetail }>(`/api/admin/orders/${params.id}`);
}

export function HydrateFallback() {
  return <p className="adm-loading">Loading…</p>;
}

const rupees = (r: number) => formatINR(rupeesToPaise(r));

/** One order: what was bought, where it goes, what happened, and what to do next. */
export default function OrderPage({ loaderData }: { loaderData: { order: OrderDetail } }) {
  return <OrderView key={loaderData.order.id} initial={loaderData.order} />;
}

function OrderView({ initial }: { initial: OrderDetail }) {
  const [order, setOrder] = useState(initial);
  const [note, setNote] = useState("");
  const form = useFormError();
  const a = order.address as Record<string, string>;

  async function act(path: string, body?: unknown) {
    const answer = await consoleCall<{ order: OrderDetail }>("POST", `/api/admin/orders/${order.id}/${path}`, body ?? {});
    if (!answer.success) {
      setNote("");
      return form.fromAnswer(answer);
    }
    form.clear();
    setNote(answer.message ?? "");
    setOrder(answer.order);
  }

  return (
    <>
      <p>
        <Link to="/admin/orders">← Orders</Link>
      </p>
      <div className="adm-actions">
        <h1>Order #{order.number}</h1>
        <Link className="adm-btn adm-btn-quiet" to={`/admin/orders/${order.id}/packing-slip`}>
          Packing slip
        </Link>
        {order.invoiceNumber ? (
          <a className="adm-btn adm-btn-quiet" href={`/api/admin/orders/${order.id}/invoice`} download>
            GST invoice {order.invoiceNumber} (PDF)
          </a>
        ) : (
          <span className="muted">The GST invoice is issued once the order is confirmed.</span>
        )}
        {order.creditNotes.map((n) => (
          <a key={n.id} className="adm-btn adm-btn-quiet" href={`/api/admin/orders/${order.id}/credit-notes/${n.id}`} download>
            Credit note {n.number} (PDF)
          </a>
        ))}
      </div>
      <p>
        {formatDateTime(order.date)} · <strong data-testid="order-status">{order.status}</strong> · {order.paymentMethod} ·{" "}
        {order.paid ? "paid" : "not paid"}
        {order.refundDue && <span className="adm-badge adm-badge-warn"> refund due</span>}
        {order.refund && (
          <span>
            {" "}
            · refunded ({order.refund.method}, {order.refund.reference})
          </span>
        )}
      </p>
      {order.trackingNumber && (
        <p>
          Courier {order.courier}, tracking number {order.trackingNumber}
        </p>
      )}
      <p aria-live="polite" className="adm-ok">
        {note}
      </p>
      <CodConfirmation order={order} onConfirm={(body) => act("cod-confirm", body)} error={form.error} />
      <FormMessage error={form.error} fields={["courier", "trackingNumber", "reference", "note"]} />

      <OrderShipping
        order={order}
        onShipped={(shipped, message) => {
          form.clear();
          setNote(message);
          setOrder(shipped);
        }}
      />
      <section aria-labelledby="next-title" className="adm-card">
        <h2 id="next-title">What next</h2>
        {stepNeedsCourier(order.nextStep) ? (
          <form
            className="adm-form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              act("advance", { status: order.nextStep, ...Object.fromEntries(new FormData(e.currentTarget)) });
            }}
          >
            <Field label="Courier" name="courier" error={form.error} required />
            <Field label="Tracking number" name="trackingNumber" error={form.error} required />
            <button type="submit" className="adm-btn">
              Mark {order.nextStep}
            </button>
          </form>
        ) : order.nextStep ? (
          <button type="button" className="adm-btn" onClick={() => act("advance", { status: order.nextStep })}>
            Mark {order.nextStep}
          </button>
        ) : null}
        <div className="adm-actions">
          {order.canMarkPaid && (
            <button type="button" className="adm-btn adm-btn-quiet" onClick={() => act("cod-paid")}>
              Cash received
            </button>
          )}
          {order.canCancel && (
            <button
              type="button"
              className="adm-btn adm-btn-danger"
              onClick={() =>
                window.confirm(`Cancel order #${order.number}? Its stock comes back${order.paid ? " and the payment is owed back" : ""}.`) &&
                act("cancel")
              }
            >
              Cancel order
            </button>
          )}
        </div>
        {order.refundDue && (
          <div className="adm-form">
            <p>{rupees(order.amount)} is owed back to the shopper.</p>
            {order.refundVia && (
              <button type="button" className="adm-btn" onClick={() => act("refund", { via: "provider" })}>
                Refund {rupees(order.amount)} through {order.refundVia === "razorpay" ? "Razorpay" : "Stripe"}
              </button>
            )}
            <form
              className="adm-form"
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                act("refund", { via: "manual", ...Object.fromEntries(new FormData(e.currentTarget)) });
              }}
            >
              <Field label="Paid back by hand: reference" name="reference" error={form.error} hint="A UPI or bank transfer reference." />
              <button type="submit" className="adm-btn adm-btn-quiet">
                Record the refund
              </button>
            </form>
          </div>
        )}
        {!order.nextStep && !order.canCancel && !order.canMarkPaid && !order.refundDue && !order.confirmation?.awaiting && <p>Nothing left to do.</p>}
      </section>

      <h2>Items</h2>
      <TableWrap label="Items">
        <OrderLines lines={order.lines} caption="Items" last="price" />
      </TableWrap>
      <dl className="adm-totals">
        {priceLines(
          {
            subtotalPaise: rupeesToPaise(order.subtotal),
            discountPaise: rupeesToPaise(order.discount),
            deliveryFeePaise: rupeesToPaise(order.deliveryFee),
            codFeePaise: rupeesToPaise(order.codFee),
            totalPaise: rupeesToPaise(order.amount),
          },
          order.couponCode,
        ).map((line) => (
          <Fragment key={line.kind}>
            <dt>{line.label}</dt>
            <dd>{line.kind === "total" ? <strong>{line.shown}</strong> : line.shown}</dd>
          </Fragment>
        ))}
      </dl>
      <h2>Deliver to</h2>
      <address>
        {a.firstName} {a.lastName}
        <br />
        {a.street}, {a.city} {a.state} {a.zipcode}, {a.country}
        <br />
        {a.phone} · {a.email}
      </address>
      <p>
        Account: {order.customer.name} ({order.customer.email})
      </p>
      <h2>History</h2>
      <ol>
        <li>{formatDateTime(order.date)}: placed</li>
        {order.history.map((h) => (
          <li key={`${h.at}${h.kind}${h.status}`}>
            {formatDateTime(h.at)}: {h.kind === "status" ? h.status : h.kind}
            {h.note ? ` (${h.note})` : ""} by {h.actor ?? (h.kind === "courier" ? "the courier" : "the store")}
          </li>
        ))}
      </ol>
      {order.paymentEvents.length > 0 && (
        <>
          <h2>Payment events</h2>
          <ul>
            {order.paymentEvents.map((e) => (
              <li key={`${e.at}${e.type}`}>
                {formatDateTime(e.at)}: {e.provider} {e.type}
              </li>
            ))}
          </ul>
        </>
      )}
      <h2>Earlier orders of this shopper</h2>
      {order.earlierOrders.length === 0 ? (
        <p>None: this is their first order.</p>
      ) : (
        <ul>
          {order.earlierOrders.map((e) => (
            <li key={e.id}>
              <Link to={`/admin/orders/${e.id}`}>#{e.number}</Link> · {formatDateTime(e.date)} · {e.status} · {rupees(e.amount)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
