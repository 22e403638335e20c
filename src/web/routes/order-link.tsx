import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import type { Route } from "./+types/order-link";
import { COD_CONFIRM_MESSAGES, cancelConfirm, cancelKeep } from "../../domain/messages";
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

type Outcome = { ok: boolean; text: string };

/**
 * The Confirm and Cancel links mailed with a cash-on-delivery order, no login needed. As with the
 * sign-up link, the token goes to the API from the browser (never into a server-rendered page,
 * which is cached). Confirm acts on opening; Cancel asks first, so that a mail scanner opening
 * the link cancels nothing.
 */
export default function OrderLink() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const cancel = pathname.startsWith("/order-cancel");
  const token = params.get("token") ?? "";
  const [outcome, setOutcome] = useState<Outcome | null>(token ? null : { ok: false, text: COD_CONFIRM_MESSAGES.invalidLink });
  const [sending, setSending] = useState(false);
  const started = useRef(false);

  async function answer(path: "POST /api/order/cod/confirm" | "POST /api/order/cod/cancel") {
    setSending(true);
    const res = await api(path, { body: { token } });
    setOutcome(res.ok ? { ok: true, text: res.data.message } : { ok: false, text: res.message });
    setSending(false);
  }

  useEffect(() => {
    if (cancel || !token || started.current) return;
    started.current = true;
    void answer("POST /api/order/cod/confirm");
  });

  const title = cancel
    ? outcome?.ok
      ? "Order canceled"
      : COD_CONFIRM_MESSAGES.cancelTitle
    : outcome?.ok
      ? "Order confirmed"
      : COD_CONFIRM_MESSAGES.confirmTitle;
  return (
    <section className={`${ui.container} ${profile.profile}`}>
      <h1 className={auth.authTitle}>{title}</h1>
      {outcome ? (
        <p role={outcome.ok ? "status" : "alert"} className={outcome.ok ? "form-note" : "field-error"}>
          {outcome.text}
        </p>
      ) : cancel ? (
        <>
          <p>{COD_CONFIRM_MESSAGES.cancelQuestion}</p>
          <p>
            <button type="button" className={ui.btn} disabled={sending} onClick={() => answer("POST /api/order/cod/cancel")}>
              {cancelConfirm}
            </button>{" "}
            <Link className={`${ui.btn} ${ui.btnOutline}`} to="/orders">
              {cancelKeep}
            </Link>
          </p>
        </>
      ) : (
        <p role="status">{COD_CONFIRM_MESSAGES.checking}</p>
      )}
      {(outcome || !cancel) && (
        <Link className={ui.btn} to="/orders">
          My Orders
        </Link>
      )}
    </section>
  );
}

export const meta: Route.MetaFunction = loaderMeta;
