import { INDIA_MESSAGES } from "../../domain/messages";
import { formatINR, rupeesToPaise } from "../../domain/money";
import { CANCELED_STATUS, PROGRESS_STEPS, canCancelFromUi, progressIndex } from "../../domain/orders";
import { colorName } from "../../domain/palette";
import type { OrderView } from "../lib/order-api";
import { ResponsiveImage } from "./responsive-image";
import ui from "./ui.module.css";
import s from "./order-card.module.css";

const METHOD_LABEL: Record<string, string> = { cod: "Cash on delivery", razorpay: "Razorpay", stripe: "Stripe" };
const dateFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });

/** One card per ordered item, as the spec's orders page shows them. */
export function OrderItemCard({
  order,
  item,
  onCancel,
  onInvoice,
}: {
  order: OrderView;
  item: OrderView["items"][number];
  onCancel(): void;
  onInvoice(): void;
}) {
  const canceled = order.status === CANCELED_STATUS;
  const step = progressIndex(order.status);
  return (
    <li className={s.orderCard}>
      {item.image[0] ? (
        <ResponsiveImage src={item.image[0]} alt={item.name} width={96} height={120} widths={[150, 300]} sizes="96px" className={s.orderImg} />
      ) : (
        <span className={s.orderImg} aria-hidden="true" />
      )}
      <div className={s.orderInfo}>
        <h3>{item.name}</h3>
        <p className={s.orderMeta}>
          <span>{formatINR(rupeesToPaise(item.price))}</span>
          <span>Size: {item.size}</span>
          <span>Colour: {colorName(item.color)}</span>
          <span>Quantity: {item.quantity}</span>
        </p>
        <p className={s.orderMeta}>
          <span>Date: {dateFormat.format(new Date(order.date))}</span>
          <span>Payment: {METHOD_LABEL[order.paymentMethod] ?? order.paymentMethod}</span>
          <span>{order.payment ? "Paid" : "Not paid"}</span>
        </p>
        <p className={s.orderMeta}>
          <span data-testid="order-amount">Order total: {formatINR(rupeesToPaise(order.amount))}</span>
          {order.couponCode && <span>Coupon: {order.couponCode}</span>}
        </p>
        <p className={s.orderStatus}>
          Status: <strong data-testid="order-status">{order.status}</strong>
        </p>
        {order.trackingNumber && (
          <p className={s.orderMeta} data-testid="order-tracking">
            <span>Courier: {order.courier}</span>
            <span>Tracking number: {order.trackingNumber}</span>
          </p>
        )}
        {order.refunded && <p className={s.orderMeta}>Refunded</p>}
        {order.invoiceNumber && (
          <p className={s.orderMeta}>
            <span>Invoice {order.invoiceNumber}</span>
            <button type="button" className={ui.linkBtn} onClick={onInvoice} aria-label={`${INDIA_MESSAGES.downloadInvoice} ${order.invoiceNumber}`}>
              {INDIA_MESSAGES.downloadInvoice}
            </button>
          </p>
        )}
        {canceled ? (
          <p className={s.orderCanceled}>{CANCELED_STATUS}</p>
        ) : (
          <ol className={s.orderSteps} aria-label="Order progress">
            {PROGRESS_STEPS.map((label, i) => (
              <li key={label} className={i <= step ? s.done : undefined} aria-current={i === step ? "step" : undefined}>
                {label}
              </li>
            ))}
          </ol>
        )}
      </div>
      {canCancelFromUi(order) && (
        <button
          type="button"
          className={`${ui.btn} ${ui.btnOutline} ${s.orderCancel}`}
          onClick={onCancel}
          aria-label={`Cancel order of ${item.name}`}
        >
          Cancel
        </button>
      )}
    </li>
  );
}
