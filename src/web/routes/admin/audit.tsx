import { Form } from "react-router";
import type { AuditPage } from "../../../contracts/admin-audit";
import { TableWrap } from "../../console/table-wrap";
import { consoleLoad } from "../../console/api";
import { DateRange } from "../../console/date-range";
import { Pager } from "../../console/pager";

export async function clientLoader({ request }: { request: Request }) {
  return consoleLoad<AuditPage>(`/api/admin/audit${new URL(request.url).search}`);
}

export function HydrateFallback() {
  return <p className="adm-loading">Loading…</p>;
}

const show = (v: unknown) => (v === null || v === undefined ? "—" : JSON.stringify(v, null, 1));

/** Every console write, newest first: who, when, what, before and after. */
export default function Audit({ loaderData }: { loaderData: AuditPage }) {
  const q = typeof window === "undefined" ? new URLSearchParams() : new URLSearchParams(window.location.search);
  return (
    <>
      <h1>Audit log</h1>
      <Form method="get" className="adm-filters">
        <label>
          Who <input className="field" name="actor" defaultValue={q.get("actor") ?? ""} />
        </label>
        <label>
          What <input className="field" name="action" defaultValue={q.get("action") ?? ""} placeholder="product.update" />
        </label>
        <label>
          Target <input className="field" name="target" defaultValue={q.get("target") ?? ""} />
        </label>
        <DateRange query={q} />
        <button className="adm-btn" type="submit">
          Filter
        </button>
      </Form>
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
                <td>{new Date(e.at).toLocaleString("en-IN")}</td>
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
      <Pager page={loaderData.page} pages={loaderData.pages} total={loaderData.total} noun="entries" />
    </>
  );
}
