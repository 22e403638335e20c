import { useState } from "react";
import type { ReturnView } from "../../../contracts/returns";
import {
  PHOTO_REASONS,
  RETURN_PHOTOS_MAX,
  RETURN_REASONS,
  type RefundDestination,
  type ReturnKind,
  type ReturnReason,
} from "../../../domain/returns";
import { colorName } from "../../../domain/palette";
import { api } from "../../lib/api";
import type { ReturnsAnswer } from "../../lib/order-api";
import { readToken } from "../../lib/session-token";
import { BusyButton } from "../busy-button";
import ui from "../ui.module.css";
import styles from "./order-returns.module.css";

const DESTINATION_LABEL: Record<RefundDestination, string> = {
  credit: "Store credit (available at once)",
  original: "Back the way I paid",
  bank: "Bank account",
  upi: "UPI ID",
};

interface LineChoice {
  picked: boolean;
  quantity: number;
  reason: ReturnReason | "";
  /** "size|colour" of the variant wanted in exchange. */
  wanted: string;
  photos: string[];
}

/** Sends one photo and answers the path the store keeps it under. */
async function uploadPhoto(orderId: string, file: File): Promise<string> {
  const res = await fetch(`/api/order/${orderId}/returns/photos`, {
    method: "POST",
    headers: { token: readToken() ?? "", "content-type": file.type || "application/octet-stream" },
    body: file,
  });
  const data = (await res.json().catch(() => ({}))) as { photo?: string; message?: string };
  if (!res.ok || !data.photo) throw new Error(data.message ?? "The photo could not be sent.");
  return data.photo;
}

/** "Return or exchange": which items, how many, why, the size wanted or where the refund goes. */
export function ReturnForm({
  orderId,
  info,
  onDone,
  onClose,
}: {
  orderId: string;
  info: ReturnsAnswer;
  onDone(r: ReturnView): void;
  onClose(): void;
}) {
  const lines = info.lines.filter((l) => l.left > 0);
  const [kind, setKind] = useState<ReturnKind>("return");
  const [choices, setChoices] = useState<LineChoice[]>(() =>
    lines.map(() => ({ picked: lines.length === 1, quantity: 1, reason: "", wanted: "", photos: [] })),
  );
  const [refundTo, setRefundTo] = useState<RefundDestination>(info.refundDestinations[0] ?? "credit");
  const [bank, setBank] = useState({ accountName: "", accountNumber: "", ifsc: "" });
  const [upiId, setUpiId] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const set = (i: number, change: Partial<LineChoice>) => setChoices((all) => all.map((c, j) => (j === i ? { ...c, ...change } : c)));

  async function addPhotos(i: number, files: FileList | null) {
    if (!files?.length) return;
    setBusy(true);
    setError("");
    try {
      const room = RETURN_PHOTOS_MAX - choices[i]!.photos.length;
      const paths = await Promise.all([...files].slice(0, room).map((f) => uploadPhoto(orderId, f)));
      set(i, { photos: [...choices[i]!.photos, ...paths] });
    } catch (err) {
      setError((err as Error).message);
    }
    setBusy(false);
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const picked = choices.map((c, i) => ({ c, line: lines[i]! })).filter(({ c }) => c.picked);
    if (picked.length === 0) return setError("Pick at least one item.");
    const noReason = picked.find(({ c }) => !c.reason);
    if (noReason) return setError(`Pick a reason for ${noReason.line.name}.`);
    if (kind === "exchange" && picked.some(({ c }) => !c.wanted)) return setError("Pick the size you want instead.");
    setBusy(true);
    setError("");
    const res = await api("POST /api/order/{orderId}/returns", {
      params: { orderId },
      body: {
        kind,
        lines: picked.map(({ c, line }) => {
          const [size, color] = c.wanted.split("|");
          return {
            orderItemId: line.orderItemId,
            quantity: c.quantity,
            reason: c.reason as ReturnReason,
            photos: c.photos,
            ...(kind === "exchange" ? { size, color } : {}),
          };
        }),
        ...(kind === "return" ? { refundTo } : {}),
        ...(kind === "return" && refundTo === "bank" ? { bank } : {}),
        ...(kind === "return" && refundTo === "upi" ? { upi: { upiId } } : {}),
      },
    });
    setBusy(false);
    if (!res.ok) return setError(res.message);
    onDone(res.data.request);
  }

  const errorId = `return-error-${orderId}`;
  return (
    <form className={styles.form} onSubmit={submit} aria-label="Return or exchange" aria-describedby={error ? errorId : undefined} noValidate>
      <fieldset>
        <legend>What would you like?</legend>
        <div className={styles.choices}>
          <label className={ui.check}>
            <input type="radio" name={`kind-${orderId}`} checked={kind === "return"} onChange={() => setKind("return")} /> Return for a refund
          </label>
          <label className={ui.check}>
            <input
              type="radio"
              name={`kind-${orderId}`}
              checked={kind === "exchange"}
              disabled={!info.canExchange}
              onChange={() => setKind("exchange")}
            />{" "}
            Exchange for another size{info.canExchange ? "" : " (this order has had its one exchange)"}
          </label>
        </div>
      </fieldset>
      <fieldset>
        <legend>Items</legend>
        {lines.map((line, i) => {
          const c = choices[i]!;
          const id = `${orderId}-${line.orderItemId}`;
          const needsPhoto = c.reason !== "" && PHOTO_REASONS.includes(c.reason);
          const reasons = line.returnable ? RETURN_REASONS : PHOTO_REASONS;
          const inStock = line.exchangeFor.filter((v) => v.inStock);
          return (
            <div key={line.orderItemId} className={styles.line}>
              <label className={ui.check}>
                <input type="checkbox" checked={c.picked} onChange={(e) => set(i, { picked: e.target.checked })} />
                {line.name}, size {line.size}, {colorName(line.color)}
              </label>
              {c.picked && (
                <div className={styles.row}>
                  <label>
                    Quantity
                    <select className={ui.field} value={c.quantity} onChange={(e) => set(i, { quantity: Number(e.target.value) })}>
                      {Array.from({ length: line.left }, (_, n) => (
                        <option key={n + 1} value={n + 1}>
                          {n + 1}
                        </option>
                      ))}
                    </select>
                  </label>
                  <label>
                    Reason
                    <select className={ui.field} value={c.reason} onChange={(e) => set(i, { reason: e.target.value as ReturnReason })}>
                      <option value="">Pick a reason</option>
                      {reasons.map((r) => (
                        <option key={r}>{r}</option>
                      ))}
                    </select>
                  </label>
                  {kind === "exchange" && (
                    <label>
                      Size wanted
                      <select className={ui.field} value={c.wanted} onChange={(e) => set(i, { wanted: e.target.value })}>
                        <option value="">Pick a size</option>
                        {line.exchangeFor.map((v) => (
                          <option key={`${v.size}|${v.color}`} value={`${v.size}|${v.color}`} disabled={!v.inStock}>
                            {v.size}
                            {v.color !== line.color ? `, ${colorName(v.color)}` : ""}
                            {v.inStock ? "" : " (sold out)"}
                          </option>
                        ))}
                      </select>
                    </label>
                  )}
                </div>
              )}
              {c.picked && kind === "exchange" && inStock.length === 0 && (
                <p className={ui.small}>Every other size is sold out: you may return it for a refund or store credit instead.</p>
              )}
              {c.picked && !line.returnable && (
                <p className={ui.small}>A sale or customised item comes back only if it is damaged or the wrong one.</p>
              )}
              {c.picked && (needsPhoto || c.photos.length > 0) && (
                <div>
                  <label htmlFor={`photos-${id}`}>
                    Photos of the item ({needsPhoto ? "required" : "optional"}, up to {RETURN_PHOTOS_MAX})
                  </label>
                  <input
                    id={`photos-${id}`}
                    type="file"
                    accept="image/jpeg,image/png,image/webp"
                    multiple
                    disabled={c.photos.length >= RETURN_PHOTOS_MAX}
                    onChange={(e) => addPhotos(i, e.target.files)}
                  />
                  <div className={styles.photos}>
                    {c.photos.map((p, n) => (
                      <img key={p} src={p} alt={`${line.name}, as it came (${n + 1})`} width={60} height={75} />
                    ))}
                  </div>
                </div>
              )}
            </div>
          );
        })}
      </fieldset>
      {kind === "return" && (
        <fieldset>
          <legend>Where should the refund go?</legend>
          <div className={styles.choices}>
            {info.refundDestinations.map((d) => (
              <label key={d} className={ui.check}>
                <input type="radio" name={`refund-${orderId}`} checked={refundTo === d} onChange={() => setRefundTo(d)} /> {DESTINATION_LABEL[d]}
              </label>
            ))}
          </div>
          {refundTo === "bank" && (
            <div className={styles.row}>
              <label>
                Account holder's name
                <input
                  className={ui.field}
                  value={bank.accountName}
                  autoComplete="name"
                  onChange={(e) => setBank({ ...bank, accountName: e.target.value })}
                />
              </label>
              <label>
                Account number
                <input
                  className={ui.field}
                  value={bank.accountNumber}
                  inputMode="numeric"
                  onChange={(e) => setBank({ ...bank, accountNumber: e.target.value })}
                />
              </label>
              <label>
                IFSC
                <input
                  className={ui.field}
                  value={bank.ifsc}
                  autoCapitalize="characters"
                  onChange={(e) => setBank({ ...bank, ifsc: e.target.value })}
                />
              </label>
            </div>
          )}
          {refundTo === "upi" && (
            <label>
              UPI ID
              <input className={ui.field} value={upiId} placeholder="name@bank" onChange={(e) => setUpiId(e.target.value)} />
            </label>
          )}
        </fieldset>
      )}
      {error && (
        <p id={errorId} className={ui.fieldError} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className={`${ui.btn} ${ui.btnOutline}`} onClick={onClose}>
          Not now
        </button>
        <BusyButton type="submit" className={ui.btn} busy={busy}>
          Send request
        </BusyButton>
      </div>
    </form>
  );
}
