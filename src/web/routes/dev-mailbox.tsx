import { useEffect, useState } from "react";
import { data } from "react-router";
import type { Route } from "./+types/dev-mailbox";
import * as MESSAGES from "../../domain/messages";
import type { DevMail } from "../../contracts/users";
import { api } from "../lib/api";
import auth from "./auth.module.css";
import s from "./dev-mailbox.module.css";
import ui from "../components/ui.module.css";

/**
 * Development only: the mail outbox, newest first, so reset codes can be read without SMTP.
 * The mail comes from /api/user/dev-mailbox, which answers only to a client on this machine.
 */
export function loader({ context }: Route.LoaderArgs) {
  if (!context.devMailbox) throw data("Page not found", { status: 404 });
  return null;
}

type Box = { state: "loading" } | { state: "closed"; message: string } | { state: "open"; mails: DevMail[] };

export default function DevMailbox() {
  const [box, setBox] = useState<Box>({ state: "loading" });
  useEffect(() => {
    api("GET /api/user/dev-mailbox").then((res) =>
      setBox(res.ok ? { state: "open", mails: res.data.mails } : { state: "closed", message: res.message }),
    );
  }, []);
  return (
    <section className={ui.container}>
      <h1 className={auth.authTitle}>Development mailbox</h1>
      <p className={auth.formNote}>Mail the store has written, newest first. This page is off in production and open only on this machine.</p>
      {box.state === "loading" ? <p role="status">{MESSAGES.loading}</p> : null}
      {box.state === "closed" ? <p role="alert">{box.message}</p> : null}
      {box.state === "open" && box.mails.length === 0 ? <p>No mail yet.</p> : null}
      {box.state === "open"
        ? box.mails.map((m) => (
            <article key={m.id} className={s.mailboxItem}>
              <h2>{m.subject}</h2>
              <p className={auth.formNote}>
                To {m.to} · {m.at} · {m.status}
              </p>
              <pre>{m.text}</pre>
            </article>
          ))
        : null}
    </section>
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Mailbox | Dhaaga" }, { name: "robots", content: "noindex" }];
