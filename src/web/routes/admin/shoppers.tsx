import { Link } from "react-router";
import type { ShopperListAnswer } from "../../../contracts/admin-shoppers";
import { consoleLoad } from "../../console/api";
import { formatDate } from "../../console/dates";
import { FilterText, ListFilters } from "../../console/list-filters";
import { Pager } from "../../console/pager";
import { TableWrap } from "../../console/table-wrap";

export async function clientLoader({ request }: { request: Request }) {
  return consoleLoad<ShopperListAnswer>(`/api/admin/shoppers${new URL(request.url).search}`);
}

export function HydrateFallback() {
  return <p className="adm-loading">Loading…</p>;
}

/** Shoppers, newest first, found by name, email or phone. */
export default function Shoppers({ loaderData }: { loaderData: ShopperListAnswer }) {
  return (
    <>
      <h1>Shoppers</h1>
      <ListFilters label="Shoppers" button="Search">
        <FilterText name="q" label="Search" type="search" placeholder="Name, email or phone" />
      </ListFilters>
      <TableWrap label="Shoppers">
        <table className="adm-table">
          <caption className="sr-only">Shoppers</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Phone</th>
              <th scope="col">Joined</th>
              <th scope="col">Orders</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.shoppers.map((s) => (
              <tr key={s.id}>
                <td>
                  <Link to={`/admin/shoppers/${s.id}`}>{s.name}</Link>
                </td>
                <td>{s.email}</td>
                <td>{s.phone}</td>
                <td>{formatDate(s.joined)}</td>
                <td>{s.orders}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
      {loaderData.shoppers.length === 0 && <p>No shoppers match.</p>}
      <Pager page={loaderData.page} pages={loaderData.pages} total={loaderData.total} noun={["shopper", "shoppers"]} />
    </>
  );
}
