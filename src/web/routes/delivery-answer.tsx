import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { Route } from "./+types/delivery-answer";
import type { DeliveryAnswerView } from "../../contracts/delivery-failures";
import { DELIVERY_ANSWER_MESSAGES } from "../../domain/messages";
import { api } from "../lib/api";
import { loaderMeta } from "../lib/loader-meta";
import { pageMeta } from "../lib/seo";
import ui from "../components/ui.module.css";
import auth from "./auth.module.css";
import profile from "./profile.module.css";

export function loader({ context, request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  return { meta: pageMeta({ path, publicUrl: context.config.publicUrl, noindex: true }) };
}

type Outcome = { ok: boolean; text: string; field?: string };

/**
 * The link mailed after a failed delivery, no login needed (decision 235): a new day within the
 * next three, a corrected phone, address line or landmark, or cancel. As with the order's other
 * links, the token goes to the API from the browser, never into a server-rendered page.
 */
export default function DeliveryAnswer() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [view, setView] = useState<DeliveryAnswerView | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(token ? null : { ok: false, text: DELIVERY_ANSWER_MESSAGES.invalidLink });
  const [error, setError] = useState<Outcome | null>(null);
  const [sending, setSending] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    void api("POST /api/order/delivery-answer/open", { body: { token } }).then((res) =>
      res.ok ? setView(res.data) : setOutcome({ ok: false, text: res.message }),
    );
  });

  async function answer(body: Record<string, string>) {
    setSending(true);
    const res = await api("POST /api/order/delivery-answer", { body: { token, ...body } as never });
    setSending(false);
    if (res.ok) return setOutcome({ ok: true, text: res.data.message });
    if (res.status === 400 && res.field && res.field !== "token") return setError({ ok: false, text: res.message, field: res.field });
    setOutcome({ ok: false, text: res.message });
  }

  return (
    <section className={`${ui.container} ${profile.profile}`}>
      <h1 className={auth.authTitle}>{view ? `Order #${view.number}: ${DELIVERY_ANSWER_MESSAGES.title}` : DELIVERY_ANSWER_MESSAGES.title}</h1>
      {outcome ? (
        <p role={outcome.ok ? "status" : "alert"} className={outcome.ok ? "form-note" : "field-error"}>
          {outcome.text}
        </p>
      ) : view ? (
        <>
          <p>The courier could not deliver it: {view.reason}.</p>
          <form
            aria-label="New delivery day"
            onSubmit={(e) => {
              e.preventDefault();
              const data = Object.fromEntries(new FormData(e.currentTarget)) as Record<string, string>;
              void answer({ choice: "reattempt", ...Object.fromEntries(Object.entries(data).filter(([, v]) => v.trim() !== "")) });
            }}
          >
            <fieldset>
              <legend>Deliver again on</legend>
              {view.days.map((d, i) => (
                <label key={d}>
                  <input type="radio" name="date" value={d} defaultChecked={i === 0} /> {d}
                </label>
              ))}
            </fieldset>
            <label>
              Phone number (if the courier should call another)
              <input name="phone" inputMode="tel" placeholder={view.phone} aria-invalid={error?.field === "phone" || undefined} />
            </label>
            <label>
              Address line (if it needs a correction)
              <input name="line" maxLength={200} placeholder={view.line} aria-invalid={error?.field === "line" || undefined} />
            </label>
            <label>
              Landmark
              <input name="landmark" maxLength={120} aria-invalid={error?.field === "landmark" || undefined} />
            </label>
            {error && (
              <p role="alert" className="field-error">
                {error.text}
              </p>
            )}
            <button type="submit" className={ui.btn} disabled={sending}>
              Deliver on this day
            </button>
          </form>
          <p>{DELIVERY_ANSWER_MESSAGES.cancelQuestion}</p>
          <button type="button" className={`${ui.btn} ${ui.btnOutline}`} disabled={sending} onClick={() => answer({ choice: "cancel" })}>
            Cancel the order
          </button>
        </>
      ) : (
        <p role="status">{DELIVERY_ANSWER_MESSAGES.checking}</p>
      )}
      {outcome && (
        <Link className={ui.btn} to="/orders">
          My Orders
        </Link>
      )}
    </section>
  );
}

export const meta: Route.MetaFunction = loaderMeta;
