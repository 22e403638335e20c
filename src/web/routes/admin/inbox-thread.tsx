import { useState } from "react";
import { Link } from "react-router";
import { type InboxThread, REPLY_MAX } from "../../../contracts/admin-inbox";
import { consoleCall, consoleLoad } from "../../console/api";
import { formatDateTime } from "../../console/dates";
import { Field, FormMessage, useFormError } from "../../console/form";

export async function clientLoader({ params }: { params: { kind?: string; id?: string } }) {
  return consoleLoad<{ thread: InboxThread }>(`/api/admin/inbox/${params.kind}/${params.id}`);
}

export function HydrateFallback() {
  return <p className="adm-loading">Loading…</p>;
}

const MAIL: Record<string, string> = { sent: "mailed", stored: "kept in the outbox", failed: "mail not sent", pending: "mail pending" };

/** One message and the console's replies to it, with a reply box that mails the sender. */
export default function ThreadPage({ loaderData }: { loaderData: { thread: InboxThread } }) {
  return <ThreadView key={`${loaderData.thread.kind}-${loaderData.thread.id}`} initial={loaderData.thread} />;
}

function ThreadView({ initial }: { initial: InboxThread }) {
  const [thread, setThread] = useState(initial);
  const [note, setNote] = useState("");
  const form = useFormError();
  const base = `/api/admin/inbox/${thread.kind}/${thread.id}`;

  async function reply(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const el = e.currentTarget;
    const answer = await consoleCall<{ thread?: InboxThread }>("POST", `${base}/reply`, Object.fromEntries(new FormData(el)));
    if (answer.thread) setThread(answer.thread);
    if (!answer.success) {
      setNote("");
      return form.fromAnswer(answer);
    }
    form.clear();
    el.reset();
    setNote(answer.message ?? "");
  }

  async function mark(answered: boolean) {
    const answer = await consoleCall("POST", `${base}/state`, { answered });
    if (!answer.success) return form.fromAnswer(answer);
    form.clear();
    setNote(answer.message ?? "");
    setThread({ ...thread, answered });
  }

  return (
    <>
      <p>
        <Link to="/admin/inbox">← Inbox</Link>
      </p>
      <h1>{thread.subject}</h1>
      <p>
        From <strong>{thread.name || thread.email}</strong> · <a href={`mailto:${thread.email}`}>{thread.email}</a>
        {thread.phone && <> · {thread.phone}</>} ·{" "}
        <span data-testid="thread-state" className={`adm-badge ${thread.answered ? "adm-badge-ok" : "adm-badge-warn"}`}>
          {thread.answered ? "answered" : "open"}
        </span>
      </p>
      <ol className="adm-thread" aria-label="Thread">
        <li className="adm-card">
          <p className="muted">
            {thread.name || thread.email} wrote on {formatDateTime(thread.date)}
          </p>
          <p className="adm-message">{thread.message}</p>
        </li>
        {thread.replies.map((r) => (
          <li key={r.id} className="adm-card adm-reply">
            <p className="muted">
              {r.authorEmail} replied on {formatDateTime(r.date)} · {MAIL[r.mailStatus] ?? r.mailStatus}
            </p>
            <p className="adm-message">{r.body}</p>
          </li>
        ))}
      </ol>
      <p aria-live="polite" className="adm-ok">
        {note}
      </p>
      <FormMessage error={form.error} fields={["body"]} />
      <form onSubmit={reply} className="adm-form" noValidate>
        <h2>Reply by email</h2>
        <Field
          label="Your reply"
          name="body"
          multiline
          error={form.error}
          required
          hint={`Mailed to ${thread.email}; at most ${REPLY_MAX} characters.`}
        />
        <div className="adm-actions">
          <button className="adm-btn" type="submit">
            Send reply
          </button>
          {thread.answered ? (
            <button type="button" className="adm-btn adm-btn-quiet" onClick={() => mark(false)}>
              Mark open again
            </button>
          ) : (
            <button type="button" className="adm-btn adm-btn-quiet" onClick={() => mark(true)}>
              Mark answered without replying
            </button>
          )}
        </div>
      </form>
    </>
  );
}
