import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import type { Route } from "./+types/stock-alert-link";
import { STOCK_ALERT_MESSAGES as M } from "../../domain/messages";
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

/**
 * The links a back-in-stock signup mails: a guest's confirmation, and the one-click unsubscribe in
 * the back-in-stock mail. As with the other mailed links, the token goes to the API from the
 * browser, never into a server-rendered (cached) page; a forged or used link says so and changes nothing.
 */
export default function StockAlertLink() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const unsubscribe = pathname.endsWith("/unsubscribe");
  const token = params.get("token") ?? "";
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(token ? null : { ok: false, text: M.invalidLink });
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    void api(unsubscribe ? "POST /api/stock-alerts/unsubscribe" : "POST /api/stock-alerts/confirm", { body: { token } }).then((res) =>
      setOutcome(res.ok ? { ok: true, text: res.data.message } : { ok: false, text: res.message }),
    );
  });

  return (
    <section className={`${ui.container} ${profile.profile}`}>
      <h1 className={auth.authTitle}>{unsubscribe ? M.unsubscribeTitle : M.confirmTitle}</h1>
      {outcome ? (
        <p role={outcome.ok ? "status" : "alert"} className={outcome.ok ? "form-note" : "field-error"}>
          {outcome.text}
        </p>
      ) : (
        <p role="status">{M.checking}</p>
      )}
      <Link className={ui.btn} to="/collection">
        Continue shopping
      </Link>
    </section>
  );
}

export const meta: Route.MetaFunction = loaderMeta;
