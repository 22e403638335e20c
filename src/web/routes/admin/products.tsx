import { Form, Link, useRevalidator } from "react-router";
import { useState } from "react";
import type { ProductListAnswer } from "../../../contracts/admin-products";
import { PRODUCT_SORTS, PRODUCT_STATUSES } from "../../../domain/console-catalog";
import { CATEGORIES } from "../../../domain/constants";
import { formatINR } from "../../../domain/money";
import { consoleCall, consoleLoad } from "../../console/api";
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

/** The catalog as the merchant sees it: every state, with stock. */
export default function Products({ loaderData }: { loaderData: ProductListAnswer }) {
  const q = typeof window === "undefined" ? new URLSearchParams() : new URLSearchParams(window.location.search);
  const revalidator = useRevalidator();
  const csv = new URLSearchParams(q);
  csv.delete("page");
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
      <Form method="get" className="adm-filters" role="search" aria-label="Products">
        <label>
          Search <input className="field" name="q" type="search" defaultValue={q.get("q") ?? ""} placeholder="Name or SKU" />
        </label>
        <label>
          Category
          <select className="field" name="category" defaultValue={q.get("category") ?? ""}>
            <option value="">All</option>
            {CATEGORIES.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </label>
        <label>
          Audience
          <select className="field" name="audience" defaultValue={q.get("audience") ?? ""}>
            <option value="">All</option>
            <option value="men">Men</option>
            <option value="women">Women</option>
            <option value="kids">Kids</option>
          </select>
        </label>
        <label>
          Stock
          <select className="field" name="stock" defaultValue={q.get("stock") ?? ""}>
            <option value="">Any</option>
            <option value="in">In stock</option>
            <option value="low">Low stock</option>
            <option value="out">Sold out</option>
          </select>
        </label>
        <label>
          State
          <select className="field" name="status" defaultValue={q.get("status") ?? ""}>
            <option value="">Any</option>
            {PRODUCT_STATUSES.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </label>
        <label>
          Sort
          <select className="field" name="sort" defaultValue={q.get("sort") ?? "newest"}>
            {PRODUCT_SORTS.map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <button className="adm-btn" type="submit">
          Show
        </button>
      </Form>
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
      <Pager page={loaderData.page} pages={loaderData.pages} total={loaderData.total} noun="products" />
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
