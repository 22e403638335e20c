import { useState } from "react";
import type { ProductDetail } from "../../contracts/admin-products";
import { consoleCall } from "./api";

/**
 * "Goes live at": the minute, India time, a published product goes on sale (decision 270). Before
 * it the shop shows "Drops at …" on the product's page and refuses it in carts and orders.
 */
export function DropTime({ product, onSaved }: { product: ProductDetail; onSaved: (p: ProductDetail) => void }) {
  const [value, setValue] = useState(product.goesLiveAt);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);

  async function save(goesLiveAt: string) {
    const answer = await consoleCall<{ product: ProductDetail }>("PUT", `/api/admin/products/${product.id}/goes-live`, { goesLiveAt });
    setNote({ ok: answer.success, text: answer.message ?? "" });
    if (!answer.success) return;
    setValue(answer.product.goesLiveAt);
    onSaved(answer.product);
  }

  const waiting = product.goesLiveAt !== "" && !product.onSale && product.status === "published";
  return (
    <section aria-labelledby="drop-title">
      <h2 id="drop-title">Drop</h2>
      <form
        className="adm-actions"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save(value);
        }}
      >
        <label>
          Goes live at (India time){" "}
          <input className="field" type="datetime-local" name="goesLiveAt" value={value} onChange={(e) => setValue(e.target.value)} />
        </label>
        <button className="adm-btn" type="submit">
          Save drop time
        </button>
        {product.goesLiveAt !== "" && (
          <button type="button" className="adm-btn adm-btn-quiet" onClick={() => void save("")}>
            Clear drop time
          </button>
        )}
      </form>
      <p className="muted">
        {waiting
          ? "Not on sale yet: the shop shows when it drops and refuses it in carts until then."
          : product.status === "published"
            ? "On sale now. A time ahead takes it off sale until then."
            : "A draft stays off sale at its time: publish it too."}
      </p>
      <p aria-live="polite" className={note?.ok === false ? "adm-error" : "adm-ok"}>
        {note?.text}
      </p>
    </section>
  );
}
