import type { OrderDetail } from "../../contracts/admin-orders";
import { formatDateTime } from "./dates";
import { Field, type FormError } from "./form";

/**
 * Where a cash-on-delivery order stands with its shopper's confirmation: waiting (until when, and
 * what then), with the merchant's confirm-by-hand after a call; or who confirmed it and when.
 */
export function CodConfirmation({
  order,
  onConfirm,
  error,
}: {
  order: OrderDetail;
  onConfirm: (body: { note: string }) => void;
  error: FormError | null;
}) {
  const c = order.confirmation;
  if (!c) return null;
  if (!c.awaiting)
    return c.confirmedAt ? (
      <p data-testid="cod-confirmation">
        Confirmed {c.confirmedBy === "shopper" ? "by the shopper (mailed link)" : `by ${c.confirmedBy}`} on {formatDateTime(c.confirmedAt)}.
      </p>
    ) : null;
  return (
    <section aria-labelledby="confirm-title" className="adm-card" data-testid="cod-confirmation">
      <h2 id="confirm-title">
        <span className="adm-badge adm-badge-warn">not confirmed</span> The shopper has not confirmed this order yet
      </h2>
      <p>
        The mail with the Confirm and Cancel links went to {order.customer.email}.{" "}
        {c.ifUnanswered === "cancel"
          ? `Unanswered by ${formatDateTime(c.dueAt)}, it is canceled and its stock comes back, unless you confirm it here.`
          : `Its links ran out or run out on ${formatDateTime(c.dueAt)}; the order then waits for you: call the shopper, then confirm or cancel it.`}
      </p>
      <form
        className="adm-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onConfirm({ note: String(new FormData(e.currentTarget).get("note") ?? "") });
        }}
      >
        <Field label="Note (optional)" name="note" error={error} hint="e.g. Called the shopper, who confirmed." />
        <button type="submit" className="adm-btn">
          Confirm order (after a call)
        </button>
      </form>
    </section>
  );
}
