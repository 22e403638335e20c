import { Link, useRevalidator } from "react-router";
import { useState } from "react";
import type { ProductListAnswer } from "../../../contracts/admin-products";
import { PRODUCT_SORTS, PRODUCT_STATUSES } from "../../../domain/console-catalog";
import { formatINR } from "../../../domain/money";
import { categoryNames } from "../../../domain/vocabulary";
import { consoleCall, consoleLoad } from "../../console/api";
import { FilterChoice, FilterText, ListFilters, useExportQuery } from "../../console/list-filters";
import { Pager } from "../../console/pager";
import { ProductImport } from "../../console/product-import";
import { TableWrap } from "../../console/table-wrap";

export async function clientLoader({ request }: { request: Request }) {
  const search = new URL(request.url).search;
  return consoleLoad<ProductListAnswer>(`/api/admin/products${search}`);
}

export function HydrateFallback() {
  return <p className="adm-loading">Loading…</p>;
}

const SORT_LABELS: Record<(typeof PRODUCT_SORTS)[number], string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  name: "Name A–Z",
  "price-asc": "Price, low to high",
  "price-desc": "Price, high to low",
  "stock-asc": "Least stock first",
};
const STOCK_LABEL = { in: "In stock", low: "Low stock", out: "Sold out" } as const;
const AUDIENCE_CHOICES = [
  ["", "All"],
  ["men", "Men"],
  ["women", "Women"],
  ["kids", "Kids"],
] as const;
const STOCK_CHOICES = [["", "Any"], ...Object.entries(STOCK_LABEL), ["short", "Low or sold out"]] as const;
const STATUS_CHOICES = [["", "Any"], ...PRODUCT_STATUSES.map((s) => [s, s] as const)] as const;
const SORT_CHOICES = PRODUCT_SORTS.map((s) => [s, SORT_LABELS[s]] as const);

/** The catalog as the merchant sees it: every state, with stock. */
export default function Products({ loaderData }: { loaderData: ProductListAnswer }) {
  const revalidator = useRevalidator();
  const csv = useExportQuery();
  const [thresholdNote, setThresholdNote] = useState("");

  async function saveThreshold(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const threshold = Number(new FormData(e.currentTarget).get("threshold"));
    const answer = await consoleCall("PUT", "/api/admin/products/low-stock-threshold", { threshold });
    setThresholdNote(answer.success ? `Low stock now means ${threshold} or fewer of a size and colour.` : (answer.message ?? ""));
    revalidator.revalidate();
  }

  return (
    <>
      <div className="adm-actions">
        <h1>Products</h1>
        <Link className="adm-btn" to="/admin/products/new">
          New product
        </Link>
        <a className="adm-btn adm-btn-quiet" href={`/api/admin/products/export.csv?${csv}`} download>
          Download CSV
        </a>
      </div>
      <ListFilters label="Products">
        <FilterText name="q" label="Search" type="search" placeholder="Name or SKU" />
        <FilterChoice name="category" label="Category" options={[["", "All"], ...categoryNames().map((c) => [c, c] as const)]} />
        <FilterChoice name="audience" label="Audience" options={AUDIENCE_CHOICES} />
        <FilterChoice name="stock" label="Stock" options={STOCK_CHOICES} />
        <FilterChoice name="status" label="State" options={STATUS_CHOICES} />
        <FilterChoice name="sort" label="Sort" options={SORT_CHOICES} initial="newest" />
      </ListFilters>
      <TableWrap label="Products">
        <table className="adm-table">
          <caption className="sr-only">Products</caption>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Category</th>
              <th scope="col">Price</th>
              <th scope="col">State</th>
              <th scope="col">Stock</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.products.map((p) => (
              <tr key={p.id}>
                <td>
                  <Link to={`/admin/products/${p.id}`}>{p.name}</Link>
                  <br />
                  <small className="muted">{p.sku}</small>
                </td>
                <td>
                  {p.category} · {p.subCategory}
                </td>
                <td>{formatINR(Math.round(p.price * 100))}</td>
                <td>
                  <span className={`adm-badge${p.status === "published" ? " adm-badge-ok" : ""}`}>{p.status}</span>
                </td>
                <td>
                  {p.stock} <span className={`adm-badge${p.stockState === "in" ? "" : " adm-badge-warn"}`}>{STOCK_LABEL[p.stockState]}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
      {loaderData.products.length === 0 && <p>No products match.</p>}
      <Pager page={loaderData.page} pages={loaderData.pages} total={loaderData.total} noun={["product", "products"]} />
      <h2>Low stock</h2>
      <form className="adm-filters" onSubmit={saveThreshold}>
        <label>
          Flag a size and colour at or below
          <input className="field" name="threshold" type="number" min={0} defaultValue={loaderData.lowStockThreshold} />
        </label>
        <button className="adm-btn adm-btn-quiet" type="submit">
          Save threshold
        </button>
      </form>
      <p aria-live="polite" className="adm-ok">
        {thresholdNote}
      </p>
      <ProductImport onApplied={() => revalidator.revalidate()} />
    </>
  );
}
