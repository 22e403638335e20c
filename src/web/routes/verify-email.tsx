import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { Route } from "./+types/verify-email";
import { VERIFY_MESSAGES } from "../../domain/messages";
import { api } from "../lib/api";
import { loaderMeta } from "../lib/loader-meta";
import { pageMeta } from "../lib/seo";
import { useReloadProfile } from "../lib/account-session";
import ui from "../components/ui.module.css";
import auth from "./auth.module.css";
import profile from "./profile.module.css";

export function loader({ context }: Route.LoaderArgs) {
  return { meta: pageMeta({ path: "/verify-email", publicUrl: context.config.publicUrl, noindex: true }) };
}

/**
 * The link mailed at sign-up. The token goes to the API from the browser (never in a server-rendered
 * page, which is cached), and the link works once, so a page reload says it was already used.
 */
export default function VerifyEmail() {
  const [params] = useSearchParams();
  const reload = useReloadProfile();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = params.get("token") ?? "";
    if (!token) return setOutcome({ ok: false, text: VERIFY_MESSAGES.invalidLink });
    api("POST /api/user/verify-email", { body: { token } }).then(async (res) => {
      setOutcome(res.ok ? { ok: true, text: VERIFY_MESSAGES.done } : { ok: false, text: res.message });
      if (res.ok) await reload();
    });
  }, [params, reload]);

  return (
    <section className={`${ui.container} ${profile.profile}`}>
      <h1 className={auth.authTitle}>Confirm your email</h1>
      {outcome ? (
        <p role={outcome.ok ? "status" : "alert"} className={outcome.ok ? "form-note" : "field-error"}>
          {outcome.text}
        </p>
      ) : (
        <p role="status">Checking your link…</p>
      )}
      <Link className={ui.btn} to="/profile">
        My Profile
      </Link>
    </section>
  );
}

export const meta: Route.MetaFunction = loaderMeta;
