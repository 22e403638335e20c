import { formatIndiaDate } from "../../../domain/india/india-day";
import { INDIA_MESSAGES } from "../../../domain/messages";
import { formatINR, rupeesToPaise } from "../../../domain/money";
import { PROGRESS_STEPS, isCanceled, progressIndex, shownUnder } from "../../../domain/order-states";
import { orderNumber } from "../../../domain/orders";
import { colorName } from "../../../domain/palette";
import type { OrderView } from "../../lib/order-api";
import { ResponsiveImage } from "../responsive-image";
import { OrderReturns } from "./order-returns";
import { OrderTracking } from "./order-tracking";
import ui from "../ui.module.css";
import styles from "./order-card.module.css";

const METHOD_LABEL: Record<string, string> = { cod: "Cash on delivery", razorpay: "Razorpay", stripe: "Stripe" };
const rupees = (amount: number) => formatINR(rupeesToPaise(amount));

/** One card per order: its number, date and status, every line in the colour and size chosen, the total, how it is paid and where it goes. */
export function OrderCard({ order, onCancel, onDownload }: { order: OrderView; onCancel(): void; onDownload(path: string): void }) {
  const number = orderNumber(order._id);
  const canceled = isCanceled(order.status);
  const step = progressIndex(order.status);
  // A courier's finer state (In transit, Failed delivery) shows beneath the step it belongs to.
  const finer = shownUnder(order.status) ? order.status : null;
  const a = order.address;
  const titleId = `order-${order._id}`;
  return (
    <li className={styles.card} aria-labelledby={titleId} data-testid="order-card">
      <header className={styles.head}>
        <h2 id={titleId} className={styles.number}>
          Order #{number}
        </h2>
        <p className={styles.date}>Placed on {formatIndiaDate(new Date(order.date))}</p>
        <p className={canceled ? `${styles.status} ${styles.canceled}` : styles.status} data-testid="order-status">
          {order.status}
        </p>
      </header>
      {!canceled && (
        <ol className={styles.steps} aria-label="Order progress">
          {PROGRESS_STEPS.map((s, i) => (
            <li key={s} className={i <= step ? styles.done : undefined} aria-current={i === step ? "step" : undefined}>
              {s}
              {finer && i === step && <span className={styles.finer}>{finer}</span>}
            </li>
          ))}
        </ol>
      )}
      <ul className={styles.items} aria-label={`Items of order ${number}`}>
        {order.items.map((item, i) => (
          <li key={`${item._id}-${item.size}-${item.color}-${i}`} className={styles.item}>
            {item.image[0] ? (
              <ResponsiveImage
                src={item.image[0]}
                alt={`${item.name} in ${colorName(item.color)}`}
                width={72}
                height={90}
                widths={[150, 300]}
                sizes="72px"
                className={styles.img}
              />
            ) : (
              <span className={styles.img} aria-hidden="true" />
            )}
            <div>
              <h3 className={styles.name}>{item.name}</h3>
              <p className={styles.meta}>
                <span>Colour: {colorName(item.color)}</span>
                <span>Size: {item.size}</span>
                <span>Quantity: {item.quantity}</span>
                <span>{rupees(item.price)} each</span>
              </p>
            </div>
          </li>
        ))}
      </ul>
      <dl className={styles.facts}>
        <div>
          <dt>Total</dt>
          <dd data-testid="order-amount">{rupees(order.amount)}</dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd>
            {METHOD_LABEL[order.paymentMethod] ?? order.paymentMethod}, {order.payment ? "paid" : "not paid"}
            {order.refunded ? ", refunded" : ""}
          </dd>
        </div>
        {order.couponCode && (
          <div>
            <dt>Coupon</dt>
            <dd>{order.couponCode}</dd>
          </div>
        )}
        <div className={styles.wide}>
          <dt>Delivery to</dt>
          <dd data-testid="order-address">
            {a.firstName} {a.lastName}, {a.street}, {a.city}
            {a.state ? `, ${a.state}` : ""} {a.zipcode}, {a.country} · {a.phone}
          </dd>
        </div>
        <OrderTracking order={order} />
        {order.trackingNumber && !order.tracking && (
          <div className={styles.wide} data-testid="order-tracking">
            <dt>Shipped with</dt>
            <dd>
              {order.courier} · Tracking number: {order.trackingNumber}
            </dd>
          </div>
        )}
      </dl>
      {order.status === "Delivered" && <OrderReturns orderId={order._id} number={number} />}
      <div className={styles.actions}>
        {order.invoiceNumber && (
          <button
            type="button"
            className={`${ui.btn} ${ui.btnOutline}`}
            onClick={() => onDownload(`/api/order/${order._id}/invoice`)}
            aria-label={`${INDIA_MESSAGES.downloadInvoice} ${order.invoiceNumber}`}
          >
            {INDIA_MESSAGES.downloadInvoice}
          </button>
        )}
        {order.creditNotes.map((n) => (
          <button
            key={n.id}
            type="button"
            className={`${ui.btn} ${ui.btnOutline}`}
            onClick={() => onDownload(`/api/order/${order._id}/credit-notes/${n.id}`)}
            aria-label={`${INDIA_MESSAGES.downloadCreditNote} ${n.number}`}
          >
            {INDIA_MESSAGES.downloadCreditNote}
          </button>
        ))}
        {order.canCancel && (
          <button type="button" className={`${ui.btn} ${ui.btnOutline}`} onClick={onCancel} aria-label={`Cancel order ${number}`}>
            Cancel
          </button>
        )}
      </div>
    </li>
  );
}
