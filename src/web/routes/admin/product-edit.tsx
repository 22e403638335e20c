import { useState } from "react";
import { Link, useNavigate } from "react-router";
import type { ProductDetail } from "../../../contracts/admin-products";
import { colorName } from "../../../domain/palette";
import { productHref } from "../../../domain/product-links";
import { consoleCall, consoleLoad } from "../../console/api";
import { DropTime } from "../../console/drop-time";
import { useFormError } from "../../console/form";
import { ImageManager } from "../../console/image-manager";
import { ProductFields, productBody } from "../../console/product-form";
import { StockGrid } from "../../console/stock-grid";

export async function clientLoader({ params }: { params: { id?: string } }) {
  if (params.id === "new") return { product: null };
  return consoleLoad<{ product: ProductDetail }>(`/api/admin/products/${params.id}`);
}

export function HydrateFallback() {
  return <p className="adm-loading">Loading…</p>;
}

/** Stock cells a save would drop with their size or colour: "M / Magma Black (7)". */
function stockDropped(product: ProductDetail, body: { sizes: string[]; colors: string[] }): string[] {
  const colours = body.colors.map((c) => c.toUpperCase());
  return product.stock
    .filter((s) => s.stock > 0 && (!body.sizes.includes(s.size) || !colours.includes(s.color.toUpperCase())))
    .map((s) => `${s.size} / ${colorName(s.color)} (${s.stock})`);
}

/** One product: its fields, state, photos and stock. A new product's page starts afresh once created. */
export default function ProductEdit({ loaderData }: { loaderData: { product: ProductDetail | null } }) {
  return <ProductPage key={loaderData.product?.id ?? "new"} initial={loaderData.product} />;
}

function ProductPage({ initial }: { initial: ProductDetail | null }) {
  const [product, setProduct] = useState(initial);
  const form = useFormError();
  const navigate = useNavigate();
  const [note, setNote] = useState("");

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const body = productBody(e.currentTarget, product);
    const dropped = product ? stockDropped(product, body) : [];
    if (dropped.length > 0 && !window.confirm(`Saving removes the stock of ${dropped.join(", ")}. Save anyway?`)) return;
    const answer = product
      ? await consoleCall<{ product: ProductDetail }>("PUT", `/api/admin/products/${product.id}`, body)
      : await consoleCall<{ product: ProductDetail }>("POST", "/api/admin/products", body);
    if (!answer.success) {
      setNote("");
      return form.fromAnswer(answer);
    }
    form.clear();
    setNote(answer.message ?? "Saved.");
    if (!product) return navigate(`/admin/products/${answer.product.id}`, { replace: true });
    setProduct(answer.product);
  }

  async function setStatus(status: ProductDetail["status"]) {
    const answer = await consoleCall<{ product: ProductDetail }>("POST", `/api/admin/products/${product!.id}/status`, { status });
    setNote(answer.message ?? "");
    if (answer.success) setProduct(answer.product);
  }

  async function remove() {
    if (!window.confirm(`Delete ${product!.name}? Products that orders name are archived instead.`)) return;
    const answer = await consoleCall<{ deleted: boolean }>("DELETE", `/api/admin/products/${product!.id}`);
    if (answer.success && answer.deleted) return navigate("/admin/products");
    setNote(answer.message ?? "");
    if (answer.success) setProduct({ ...product!, status: "archived" });
  }

  return (
    <>
      <p>
        <Link to="/admin/products">← Products</Link>
      </p>
      <h1>{product ? product.name : "New product"}</h1>
      {product && (
        <div className="adm-actions">
          <span className={`adm-badge${product.status === "published" ? " adm-badge-ok" : ""}`}>{product.status}</span>
          {product.status !== "published" && (
            <button type="button" className="adm-btn" onClick={() => setStatus("published")}>
              Publish
            </button>
          )}
          {product.status === "published" && (
            <button type="button" className="adm-btn adm-btn-quiet" onClick={() => setStatus("draft")}>
              Move to drafts
            </button>
          )}
          {product.status !== "archived" && (
            <button type="button" className="adm-btn adm-btn-quiet" onClick={() => setStatus("archived")}>
              Archive
            </button>
          )}
          <button type="button" className="adm-btn adm-btn-danger" onClick={remove}>
            Delete
          </button>
          {product.status === "published" && (
            <a href={productHref(product.slug)} target="_blank" rel="noreferrer">
              View in the shop
            </a>
          )}
        </div>
      )}
      <p aria-live="polite" className="adm-ok">
        {note}
      </p>
      <form className="adm-form adm-form-wide" onSubmit={onSubmit} noValidate key={product?.id ?? "new"}>
        <ProductFields product={product} error={form.error} />
        <button className="adm-btn" type="submit">
          {product ? "Save product" : "Create product"}
        </button>
      </form>
      {product && <DropTime product={product} onSaved={setProduct} />}
      {product && <ImageManager product={product} onSaved={setProduct} />}
      {product && <StockGrid key={`${product.sizes.join()}|${product.colors.join()}`} product={product} onSaved={setProduct} />}
    </>
  );
}
