import { Form, Link } from "react-router";
import type { InboxPage } from "../../../contracts/admin-inbox";
import { consoleLoad } from "../../console/api";
import { formatDateTime } from "../../console/dates";
import { Pager } from "../../console/pager";
import { TableWrap } from "../../console/table-wrap";

export async function clientLoader({ request }: { request: Request }) {
  return consoleLoad<InboxPage>(`/api/admin/inbox${new URL(request.url).search}`);
}

export function HydrateFallback() {
  return <p className="adm-loading">Loading…</p>;
}

/** Customer queries and partner inquiries, newest first; open ones first of all. */
export default function Inbox({ loaderData }: { loaderData: InboxPage }) {
  const q = typeof window === "undefined" ? new URLSearchParams() : new URLSearchParams(window.location.search);
  return (
    <>
      <h1>Inbox</h1>
      <Form method="get" className="adm-filters" role="search" aria-label="Inbox">
        <label>
          Search <input className="field" type="search" name="q" defaultValue={q.get("q") ?? ""} placeholder="Name, email or words" />
        </label>
        <label>
          Show
          <select className="field" name="state" defaultValue={q.get("state") ?? "open"}>
            <option value="open">Open</option>
            <option value="answered">Answered</option>
            <option value="all">All</option>
          </select>
        </label>
        <label>
          From
          <select className="field" name="kind" defaultValue={q.get("kind") ?? "all"}>
            <option value="all">Customers and partners</option>
            <option value="query">Customer queries</option>
            <option value="partner">Partner inquiries</option>
          </select>
        </label>
        <button className="adm-btn" type="submit">
          Show
        </button>
      </Form>
      <TableWrap label="Messages">
        <table className="adm-table">
          <caption className="sr-only">Messages</caption>
          <thead>
            <tr>
              <th scope="col">From</th>
              <th scope="col">About</th>
              <th scope="col">Received</th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.threads.map((t) => (
              <tr key={`${t.kind}-${t.id}`}>
                <td>
                  <Link to={`/admin/inbox/${t.kind}/${t.id}`}>{t.name || t.email}</Link>
                  <br />
                  <span className="muted">{t.email}</span>
                </td>
                <td>
                  <strong>{t.subject}</strong>
                  <br />
                  {t.excerpt}
                </td>
                <td>{formatDateTime(t.date)}</td>
                <td>
                  {t.answered ? <span className="adm-badge adm-badge-ok">answered</span> : <span className="adm-badge adm-badge-warn">open</span>}
                  {t.replies > 0 && <span> · {t.replies === 1 ? "1 reply" : `${t.replies} replies`}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
      {loaderData.threads.length === 0 && <p>No messages match.</p>}
      <Pager page={loaderData.page} pages={loaderData.pages} total={loaderData.total} noun="messages" />
    </>
  );
}
