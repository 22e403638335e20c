import { Link } from "react-router";
import type { InboxPage } from "../../../contracts/admin-inbox";
import { consoleLoad } from "../../console/api";
import { formatDateTime } from "../../console/dates";
import { FilterText, FilterChoice, ListFilters } from "../../console/list-filters";
import { Pager } from "../../console/pager";
import { TableWrap } from "../../console/table-wrap";

export async function clientLoader({ request }: { request: Request }) {
  return consoleLoad<InboxPage>(`/api/admin/inbox${new URL(request.url).search}`);
}

export function HydrateFallback() {
  return <p className="adm-loading">Loading…</p>;
}

const STATE_CHOICES = [
  ["open", "Open"],
  ["answered", "Answered"],
  ["all", "All"],
] as const;
const KIND_CHOICES = [
  ["all", "Customers and partners"],
  ["query", "Customer queries"],
  ["partner", "Partner inquiries"],
] as const;

/** Customer queries and partner inquiries, newest first; open ones first of all. */
export default function Inbox({ loaderData }: { loaderData: InboxPage }) {
  return (
    <>
      <h1>Inbox</h1>
      <ListFilters label="Inbox">
        <FilterText name="q" label="Search" type="search" placeholder="Name, email or words" />
        <FilterChoice name="state" label="Show" options={STATE_CHOICES} initial="open" />
        <FilterChoice name="kind" label="From" options={KIND_CHOICES} initial="all" />
      </ListFilters>
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
      <Pager page={loaderData.page} pages={loaderData.pages} total={loaderData.total} noun={["message", "messages"]} />
    </>
  );
}
