import { type FormEvent, useState } from "react";
import type { ConsoleReturn } from "../../contracts/admin-returns";
import { indiaDay } from "../../domain/india/india-day";
import { formatINR, rupeesToPaise } from "../../domain/money";
import { consoleCall } from "./api";
import { Field, FormMessage, useFormError } from "./form";

type Moved = (request: ConsoleReturn, message: string) => void;

/**
 * One move of the request: a form whose fields are sent as the move's body, with the store's
 * refusal shown beside the field it names (or above the button).
 */
function MoveForm(props: {
  request: ConsoleReturn;
  path: string;
  title: string;
  button: string;
  danger?: boolean;
  fields: string[];
  onMoved: Moved;
  children?: (error: ReturnType<typeof useFormError>["error"]) => React.ReactNode;
}) {
  const form = useFormError();
  const [busy, setBusy] = useState(false);
  async function send(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setBusy(true);
    const body = Object.fromEntries(new FormData(e.currentTarget));
    const answer = await consoleCall<{ request: ConsoleReturn }>("POST", `/api/admin/returns/${props.request.id}/${props.path}`, body);
    setBusy(false);
    if (!answer.success) return form.fromAnswer(answer);
    form.clear();
    props.onMoved(answer.request, answer.message ?? "");
  }
  return (
    <form className="adm-form adm-card" noValidate onSubmit={send} aria-label={props.title}>
      <h3>{props.title}</h3>
      {props.children?.(form.error)}
      <FormMessage error={form.error} fields={props.fields} />
      <div className="adm-actions">
        <button type="submit" className={props.danger ? "adm-btn adm-btn-danger" : "adm-btn"} disabled={busy}>
          {props.button}
        </button>
      </div>
    </form>
  );
}

/** The refund's ways, in the order offered: the shopper's choice first. */
function refundWays(r: ConsoleReturn) {
  const ways = [
    ...(r.refundVia ? [["original", `To the original payment, through ${r.refundVia === "razorpay" ? "Razorpay" : "Stripe"}`] as const] : []),
    ["credit", "To store credit (the shopper has it at once)"] as const,
    ["manual", "Paid by hand to the bank account or UPI ID"] as const,
  ];
  const wanted = r.refundTo === "credit" ? "credit" : r.refundTo === "original" && r.refundVia ? "original" : r.refundTo ? "manual" : ways[0]![0];
  return { ways, wanted };
}

function RefundChoices({ request: r, error }: { request: ConsoleReturn; error: ReturnType<typeof useFormError>["error"] }) {
  const { ways, wanted } = refundWays(r);
  const [via, setVia] = useState<string>(wanted);
  const wrong = error?.field === "via";
  return (
    <>
      <fieldset className="adm-choices" aria-invalid={wrong || undefined}>
        <legend>How {formatINR(rupeesToPaise(r.refund))} goes back</legend>
        {ways.map(([value, text]) => (
          <label key={value}>
            <input type="radio" name="via" value={value} checked={via === value} onChange={() => setVia(value)} /> {text}
          </label>
        ))}
        {wrong && (
          <small className="adm-error" role="alert">
            {error.message}
          </small>
        )}
      </fieldset>
      {via === "manual" && (
        <Field
          label="Transfer reference"
          name="reference"
          error={error}
          required
          hint={r.refundAccount ? `Paid to ${r.refundAccount}: the bank or UPI reference.` : "The bank or UPI reference."}
        />
      )}
    </>
  );
}

/** The moves the store allows on this request now, each with what it needs. */
export function ReturnActions({ request: r, onMoved }: { request: ConsoleReturn; onMoved: Moved }) {
  const can = (m: string) => r.moves.includes(m);
  const today = indiaDay(new Date());
  if (r.moves.length === 0) return <p>Nothing left to do: this request is {r.status}.</p>;
  return (
    <div className="adm-return-actions">
      {can("approve") && (
        <MoveForm request={r} path="approve" title="Approve" button="Approve the request" fields={["note"]} onMoved={onMoved}>
          {(error) => <Field label="Note (optional)" name="note" error={error} />}
        </MoveForm>
      )}
      {can("reject") && (
        <MoveForm request={r} path="reject" title="Reject" button="Reject the request" danger fields={["reason"]} onMoved={onMoved}>
          {(error) => <Field label="Reason (mailed to the shopper)" name="reason" error={error} required />}
        </MoveForm>
      )}
      {can("schedule-pickup") && (
        <MoveForm
          request={r}
          path="pickup"
          title={r.pickupOn ? "Move the pickup" : "Schedule the pickup"}
          button={r.pickupOn ? "Move the pickup" : "Schedule the pickup"}
          fields={["date"]}
          onMoved={onMoved}
        >
          {(error) => <Field label="Pickup date" name="date" type="date" error={error} required defaultValue={r.pickupOn ?? today} />}
        </MoveForm>
      )}
      {can("picked-up") && (
        <MoveForm request={r} path="picked-up" title="Picked up" button="Mark picked up" fields={["note"]} onMoved={onMoved}>
          {(error) => <Field label="Note (optional)" name="note" error={error} />}
        </MoveForm>
      )}
      {can("receive") && (
        <MoveForm request={r} path="receive" title="Received" button="Mark received" fields={["result", "note"]} onMoved={onMoved}>
          {(error) => (
            <>
              <fieldset className="adm-choices" aria-invalid={error?.field === "result" || undefined}>
                <legend>The check's result</legend>
                <label>
                  <input type="radio" name="result" value="accepted" defaultChecked /> Accepted: back in stock
                </label>
                <label>
                  <input type="radio" name="result" value="refused" /> Refused
                </label>
              </fieldset>
              <Field label="Note (required when refused)" name="note" error={error} multiline />
            </>
          )}
        </MoveForm>
      )}
      {can("refund") && (
        <MoveForm request={r} path="refund" title="Refund" button="Record the refund" fields={["via", "reference"]} onMoved={onMoved}>
          {(error) => <RefundChoices request={r} error={error} />}
        </MoveForm>
      )}
      {can("ship-exchange") && (
        <MoveForm
          request={r}
          path="ship-exchange"
          title="Ship the exchange"
          button="Ship the exchange"
          fields={["courier", "trackingNumber"]}
          onMoved={onMoved}
        >
          {(error) => (
            <>
              <Field label="Courier" name="courier" error={error} required />
              <Field label="Tracking number" name="trackingNumber" error={error} required />
            </>
          )}
        </MoveForm>
      )}
      {can("exchange-delivered") && (
        <MoveForm
          request={r}
          path="exchange-delivered"
          title="Exchange delivered"
          button="Mark the exchange delivered"
          fields={["note"]}
          onMoved={onMoved}
        >
          {(error) => <Field label="Note (optional)" name="note" error={error} />}
        </MoveForm>
      )}
    </div>
  );
}
