import { Link } from "react-router";
import type { ConsoleReturn } from "../../contracts/admin-returns";
import { formatINR, rupeesToPaise } from "../../domain/money";
import { colorName } from "../../domain/palette";
import { shortDay } from "../../domain/returns";
import { formatDateTime } from "./dates";

const DESTINATION: Record<string, string> = {
  original: "the original payment",
  credit: "store credit",
  bank: "a bank account",
  upi: "a UPI ID",
};

/** "Exchange · order #AB12CD34": what a request is, the way the queue and its page name it. */
export const returnTitle = (r: Pick<ConsoleReturn, "kind" | "orderNumber">) =>
  `${r.kind === "exchange" ? "Exchange" : "Return"} · order #${r.orderNumber}`;

/** The largest size the image pipeline keeps of a photo, for opening it in full. */
const fullSize = (photo: string) => photo.replace(/-\d+\.(jpg|webp|avif)$/, "-1200.$1");

/** Where a return's money goes, or what an exchange sends instead. */
export function refundWords(r: ConsoleReturn): string {
  if (r.kind === "exchange") return "An exchange: no money goes back.";
  const to = r.refundAccount ?? (r.refundTo ? DESTINATION[r.refundTo] : "not said");
  return `Refund of ${formatINR(rupeesToPaise(r.refund))} to ${to}${r.status === "Refunded" ? ": paid." : "."}`;
}

/** A request's lines: item, size, units, the size wanted instead, the reason and its photos. */
export function ReturnLines({ request: r }: { request: ConsoleReturn }) {
  return (
    <ul className="adm-return-lines">
      {r.lines.map((l) => (
        <li key={l.orderItemId}>
          <strong>{l.name}</strong>, size {l.size} × {l.quantity}
          {l.exchangeSize && (
            <>
              {" "}
              → size {l.exchangeSize}
              {l.exchangeColor && l.exchangeColor !== l.color ? `, ${colorName(l.exchangeColor)}` : ""}
            </>
          )}
          <br />
          <span className="adm-badge">{l.reason}</span>
          {l.photos.length > 0 && (
            <span className="adm-return-photos">
              {l.photos.map((p, i) => (
                <a key={p} href={fullSize(p)} target="_blank" rel="noreferrer">
                  <img
                    src={p.replace(/-\d+\.jpg$/, "-150.jpg")}
                    alt={`${l.name} as the shopper sent it, ${i + 1} of ${l.photos.length} (opens full size)`}
                    width={72}
                    height={90}
                    loading="lazy"
                  />
                </a>
              ))}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** A request in the queue: who, what, where it stands; its page has the rest. */
export function ReturnCard({ request: r }: { request: ConsoleReturn }) {
  const id = `return-${r.id}`;
  return (
    <li className="adm-card" aria-labelledby={id} data-testid="return-card">
      <h2 id={id} className="adm-return-title">
        <Link to={`/admin/returns/${r.id}`}>{returnTitle(r)}</Link>
      </h2>
      <p>
        <span
          className={
            r.status === "Rejected" || r.status === "Refunded" || r.status === "Exchange delivered" ? "adm-badge" : "adm-badge adm-badge-warn"
          }
        >
          {r.status}
        </span>{" "}
        {r.customer} · asked {formatDateTime(r.date)}
      </p>
      <ReturnLines request={r} />
      <p>{refundWords(r)}</p>
    </li>
  );
}

/** Each step the request has reached, when, by whom's note. */
export function ReturnSteps({ request: r }: { request: ConsoleReturn }) {
  return (
    <ol className="adm-return-steps" aria-label="Steps">
      {r.timeline.map((t) => (
        <li key={t.status} className={t.at === null ? "muted" : undefined}>
          <strong>{t.status}</strong>
          {t.at !== null ? `: ${formatDateTime(t.at)}` : ": not yet"}
          {t.note && t.status !== "Pickup scheduled" ? ` (${t.note})` : ""}
          {t.status === "Pickup scheduled" && r.pickupOn && t.at !== null ? ` (pickup on ${shortDay(r.pickupOn)})` : ""}
        </li>
      ))}
    </ol>
  );
}
