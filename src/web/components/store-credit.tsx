import { useEffect, useState } from "react";
import { formatIndiaDate } from "../../domain/india/india-day";
import { formatINR, rupeesToPaise } from "../../domain/money";
import type { CreditKind } from "../../domain/store-credit";
import { api, type ApiResult } from "../lib/api";
import ui from "./ui.module.css";
import s from "./store-credit.module.css";

type CreditAnswer = Extract<ApiResult<"GET /api/user/credit">, { ok: true }>["data"];

/** How each kind of entry reads in the ledger. */
const KIND_LABEL: Record<CreditKind, string> = {
  refund: "Refund of a return",
  goodwill: "From the store",
  use: "Used on an order",
  expiry: "Expired",
};

const money = (rupees: number) => formatINR(rupeesToPaise(Math.abs(rupees)));

/** The shopper's store credit on their profile: the balance, and the dated ledger, newest first. */
export function StoreCredit({ className }: { className: string }) {
  const [credit, setCredit] = useState<CreditAnswer | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    api("GET /api/user/credit").then((res) => {
      if (!live) return;
      if (res.ok) setCredit(res.data);
      else setFailed(true);
    });
    return () => {
      live = false;
    };
  }, []);

  return (
    <section className={`${className} ${s.credit}`} aria-labelledby="credit-title">
      <h2 id="credit-title">Store credit</h2>
      {failed && <p role="alert">Your store credit could not be loaded. Please try again.</p>}
      {credit && (
        <>
          <p className={s.balance} data-testid="credit-balance">
            {money(credit.balance)}
          </p>
          {credit.entries.length === 0 ? (
            <p className={`${ui.muted} ${ui.small}`}>A refund of a return to store credit shows here, ready for your next order.</p>
          ) : (
            <ul role="list" className={s.ledger} aria-label="Store credit ledger">
              {credit.entries.map((e) => (
                <li key={`${e.date} ${e.kind} ${e.amount} ${e.balance}`}>
                  <span>
                    {formatIndiaDate(new Date(e.date))} · {KIND_LABEL[e.kind as CreditKind] ?? e.kind}
                    {e.note && <span className={ui.muted}> · {e.note}</span>}
                    {e.expires !== null && <span className={ui.muted}> · expires {formatIndiaDate(new Date(e.expires))}</span>}
                  </span>
                  <span className={e.amount < 0 ? s.use : s.add}>
                    {e.amount < 0 ? "−" : "+"}
                    {money(e.amount)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
