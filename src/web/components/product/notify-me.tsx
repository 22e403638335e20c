import { useState } from "react";
import { STOCK_ALERT_MESSAGES as M } from "../../../domain/messages";
import { colorName } from "../../../domain/palette";
import { api } from "../../lib/api";
import { useShop } from "../../lib/shop";
import ui from "../ui.module.css";
import s from "./notify-me.module.css";

type Outcome = { ok: boolean; text: string };

/**
 * Notify me, for each sold-out size of the chosen colour: one tap with a session (the account's
 * address); a guest gives an email and confirms it by the mailed link.
 */
export function NotifyMe({ productId, color, sizes }: { productId: string; color: string; sizes: string[] }) {
  const { token } = useShop();
  const [size, setSize] = useState<string | null>(null);
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  if (sizes.length === 0) return null;

  async function signUp(chosen: string, guestEmail?: string) {
    setBusy(true);
    const res = await api("POST /api/stock-alerts", { body: { productId, size: chosen, color, ...(guestEmail ? { email: guestEmail } : {}) } });
    setBusy(false);
    setOutcome(res.ok ? { ok: true, text: res.data.message } : { ok: false, text: res.message });
  }

  return (
    <div className={s.notify} data-testid="notify-me">
      <p className={s.offer}>{M.offer(`Size ${sizes.join(", ")} in ${colorName(color)}`)}</p>
      <div className={s.sizes}>
        {sizes.map((sz) => (
          <button
            key={sz}
            type="button"
            className={`${ui.btn} ${ui.btnOutline} ${s.notifyBtn}`}
            aria-pressed={size === sz}
            aria-disabled={busy || undefined}
            onClick={() => {
              if (busy) return;
              setSize(sz);
              setOutcome(null);
              if (token) void signUp(sz);
            }}
          >
            {M.notifyMe}: size {sz}
          </button>
        ))}
      </div>
      {size && !token && !outcome?.ok && (
        <form
          className={s.form}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!busy) void signUp(size, email.trim());
          }}
        >
          <div className="field">
            <label htmlFor="notify-email">Email for size {size}</label>
            <input
              id="notify-email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={outcome && !outcome.ok ? true : undefined}
              aria-describedby={outcome && !outcome.ok ? "notify-error" : undefined}
            />
          </div>
          <button type="submit" className={ui.btn} aria-disabled={busy || undefined}>
            {M.notifyMe}
          </button>
        </form>
      )}
      {outcome && (
        <p id={outcome.ok ? undefined : "notify-error"} role={outcome.ok ? "status" : "alert"} className={outcome.ok ? "form-note" : "field-error"}>
          {outcome.text}
        </p>
      )}
    </div>
  );
}
