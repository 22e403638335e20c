import { type FormEvent, useState } from "react";
import { formatINR, rupeesToPaise } from "../../domain/money";
import { consoleCall } from "./api";
import { formatDate } from "./dates";
import { Field, FormMessage, useFormError } from "./form";

export interface ShopperCredit {
  balance: number;
  entries: { date: number; amount: number; balance: number; kind: string; note: string | null }[];
}

const rupees = (r: number) => formatINR(rupeesToPaise(r));
const KIND: Record<string, string> = { refund: "Refund", goodwill: "Goodwill", use: "Used", expiry: "Expired" };

/** A shopper's store credit, and goodwill credit the merchant gives with a note the shopper reads. */
export function ShopperCreditSection({ shopperId, initial }: { shopperId: string; initial: ShopperCredit }) {
  const [credit, setCredit] = useState(initial);
  const [note, setNote] = useState("");
  const form = useFormError();
  async function give(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const el = e.currentTarget;
    const data = new FormData(el);
    const amountText = String(data.get("amount") ?? "").trim();
    const answer = await consoleCall<ShopperCredit>("POST", `/api/admin/shoppers/${shopperId}/credit`, {
      amount: amountText === "" ? undefined : Number(amountText),
      note: String(data.get("note") ?? ""),
    });
    if (!answer.success) {
      setNote("");
      return form.fromAnswer(answer);
    }
    form.clear();
    el.reset();
    setNote(answer.message ?? "");
    setCredit({ balance: answer.balance, entries: answer.entries });
  }
  return (
    <section aria-labelledby="credit-title">
      <h2 id="credit-title">Store credit</h2>
      <p>
        Balance: <strong data-testid="shopper-credit-balance">{rupees(credit.balance)}</strong>
      </p>
      {credit.entries.length > 0 && (
        <ul className="adm-notes" aria-label="Store credit ledger">
          {credit.entries.map((x) => (
            <li key={`${x.date}-${x.balance}-${x.amount}`}>
              {formatDate(x.date)} · {KIND[x.kind] ?? x.kind} {x.amount > 0 ? "+" : "−"}
              {rupees(Math.abs(x.amount))}
              {x.note ? ` (${x.note})` : ""} · balance {rupees(x.balance)}
            </li>
          ))}
        </ul>
      )}
      <p aria-live="polite" className="adm-ok">
        {note}
      </p>
      <form className="adm-form adm-card" noValidate onSubmit={give} aria-label="Give goodwill credit">
        <h3>Give goodwill credit</h3>
        <Field label="Amount (₹)" name="amount" error={form.error} inputMode="decimal" required />
        <Field label="Note (the shopper reads it in the mail and their ledger)" name="note" error={form.error} required />
        <FormMessage error={form.error} fields={["amount", "note"]} />
        <div className="adm-actions">
          <button type="submit" className="adm-btn">
            Give credit
          </button>
        </div>
      </form>
    </section>
  );
}
