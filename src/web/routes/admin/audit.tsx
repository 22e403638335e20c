import type { AuditPage } from "../../../contracts/admin-audit";
import { consoleLoad } from "../../console/api";
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

const show = (v: unknown) => (v === null || v === undefined ? "—" : JSON.stringify(v, null, 1));

/** Every console write, newest first: who, when, what, before and after. */
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
              <th scope="col">Before</th>
              <th scope="col">After</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.entries.map((e) => (
              <tr key={e.id}>
                <td>{formatDateTime(e.at)}</td>
                <td>{e.actorEmail}</td>
                <td>{e.action}</td>
                <td>
                  {e.targetType} {e.targetId ?? ""}
                </td>
                <td>
                  <pre className="adm-json">{show(e.before)}</pre>
                </td>
                <td>
                  <pre className="adm-json">{show(e.after)}</pre>
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
