import type { AuditEntry, AuditPage } from "../../../contracts/admin-audit";
import { Link } from "react-router";
import { consoleLoad } from "../../console/api";
import { type AuditChange, auditChanges, auditTarget } from "../../console/audit-entry";
import { formatDateTime } from "../../console/dates";
import { FilterDays, FilterText, ListFilters } from "../../console/list-filters";
import { Pager } from "../../console/pager";
import { TableWrap } from "../../console/table-wrap";

export async function clientLoader({ request }: { request: Request }) {
  return consoleLoad<AuditPage>(`/api/admin/audit${new URL(request.url).search}`);
}

export function HydrateFallback() {
  return <p className="adm-loading">Loading…</p>;
}

/** Every console write, newest first: who, when, what, on what, and which fields it changed. */
export default function Audit({ loaderData }: { loaderData: AuditPage }) {
  return (
    <>
      <h1>Audit log</h1>
      <ListFilters label="Audit log" button="Filter">
        <FilterText name="actor" label="Who" />
        <FilterText name="action" label="What" placeholder="product.update" />
        <FilterText name="target" label="Target" />
        <FilterDays />
      </ListFilters>
      <TableWrap label="Audit log entries">
        <table className="adm-table">
          <caption className="sr-only">Audit log entries</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">Target</th>
              <th scope="col">Change</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.entries.map((e) => (
              <tr key={e.id}>
                <td>{formatDateTime(e.at)}</td>
                <td>{e.actorEmail}</td>
                <td>{e.action}</td>
                <td>
                  <AuditTargetCell entry={e} />
                </td>
                <td>
                  <AuditChangeList changes={auditChanges(e.before, e.after)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
      <Pager page={loaderData.page} pages={loaderData.pages} total={loaderData.total} noun={["entry", "entries"]} />
    </>
  );
}

function AuditTargetCell({ entry }: { entry: AuditEntry }) {
  const { label, href } = auditTarget(entry);
  return href ? <Link to={href}>{label}</Link> : label;
}

/** "price: 999 → 899" for a change; a created record's fields as "name: Block Print Tee". */
function AuditChangeList({ changes }: { changes: AuditChange[] }) {
  if (changes.length === 0) return <>—</>;
  return (
    <ul className="adm-changes">
      {changes.map((c) => (
        <li key={c.field}>
          <span className="adm-change-field">{c.field}:</span>{" "}
          {c.before !== undefined && c.after !== undefined ? (
            <>
              <del>{c.before}</del> → <ins>{c.after}</ins>
            </>
          ) : (
            (c.after ?? <del>{c.before}</del>)
          )}
        </li>
      ))}
    </ul>
  );
}
