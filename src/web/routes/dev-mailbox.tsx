import { desc } from "drizzle-orm";
import { data } from "react-router";
import type { Route } from "./+types/dev-mailbox";
import { mailOutbox } from "../../server/db/schema";

/** Development only: the mail outbox, newest first, so reset codes can be read without SMTP. */
export async function loader({ context }: Route.LoaderArgs) {
  if (!context.config.devMailbox) throw data("Page not found", { status: 404 });
  const mails = await context.services.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(50);
  return {
    mails: mails.map((m) => ({ id: m.id, to: m.to, subject: m.subject, text: m.text, status: m.status, at: m.createdAt.toISOString() })),
  };
}

export default function DevMailbox({ loaderData }: Route.ComponentProps) {
  return (
    <section className="container mailbox">
      <h1 className="auth-title">Development mailbox</h1>
      <p className="form-note">Mail the store has written, newest first. This page is off in production.</p>
      {loaderData.mails.length === 0 ? <p>No mail yet.</p> : null}
      {loaderData.mails.map((m) => (
        <article key={m.id} className="mailbox-item">
          <h2>{m.subject}</h2>
          <p className="form-note">
            To {m.to} · {m.at} · {m.status}
          </p>
          <pre>{m.text}</pre>
        </article>
      ))}
    </section>
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Mailbox | Dhaaga" }, { name: "robots", content: "noindex" }];
