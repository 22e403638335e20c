import { useRef, useState } from "react";
import type { ProductDetail } from "../../contracts/admin-products";
import { colorName } from "../../domain/palette";
import { consoleCall } from "./api";

const WHOLE_NUMBER = /^\s*\d+\s*$/;

/** Stock per size × colour, with one number for every cell at once. */
export function StockGrid({ product, onSaved }: { product: ProductDetail; onSaved: (p: ProductDetail) => void }) {
  const key = (size: string, color: string) => `${size}|${color}`;
  const [cells, setCells] = useState(() => new Map(product.stock.map((s) => [key(s.size, s.color), String(s.stock)])));
  const [bulk, setBulk] = useState("");
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const [badCell, setBadCell] = useState("");
  // Cells whose text the number field could not read ("ten"): the field reports them as empty.
  const [unreadable, setUnreadable] = useState(() => new Set<string>());
  const grid = useRef<HTMLTableElement>(null);

  async function save() {
    // A cell left empty, or holding a word the number field could not read, is refused: never saved as 0.
    const bad = product.stock.find((s) => unreadable.has(key(s.size, s.color)) || !WHOLE_NUMBER.test(cells.get(key(s.size, s.color)) ?? "0"));
    if (bad) {
      setBadCell(key(bad.size, bad.color));
      setNote({ ok: false, text: `Stock for ${bad.size}, ${colorName(bad.color)} must be a whole number from 0.` });
      grid.current?.querySelector<HTMLInputElement>(`[data-cell="${key(bad.size, bad.color)}"]`)?.focus();
      return;
    }
    setBadCell("");
    const list = product.stock.map((s) => ({ size: s.size, color: s.color, stock: Number(cells.get(key(s.size, s.color)) ?? 0) }));
    const answer = await consoleCall<{ product: ProductDetail }>("PUT", `/api/admin/products/${product.id}/stock`, { cells: list });
    setNote({ ok: answer.success, text: answer.message ?? "" });
    if (answer.success) onSaved(answer.product);
  }

  return (
    <section aria-labelledby="stock-title">
      <h2 id="stock-title">Stock</h2>
      <div className="adm-actions">
        <label>
          Set every size and colour to{" "}
          <input className="field adm-num" type="number" min={0} value={bulk} onChange={(e) => setBulk(e.target.value)} />
        </label>
        <button
          type="button"
          className="adm-btn adm-btn-quiet"
          disabled={bulk === ""}
          onClick={() => {
            setCells(new Map(product.stock.map((s) => [key(s.size, s.color), bulk])));
            setUnreadable(new Set());
          }}
        >
          Fill the grid
        </button>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must take focus, so a keyboard can scroll it */}
      <div className="adm-table-wrap" role="region" aria-label="Stock grid" tabIndex={0}>
        <table className="adm-table adm-stock" ref={grid}>
          <caption className="sr-only">Stock by size and colour</caption>
          <thead>
            <tr>
              <th scope="col">Size</th>
              {product.colors.map((c) => (
                <th scope="col" key={c}>
                  {colorName(c)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {product.sizes.map((size) => (
              <tr key={size}>
                <th scope="row">{size}</th>
                {product.colors.map((color) => (
                  <td key={color}>
                    <input
                      className="field adm-num"
                      type="number"
                      min={0}
                      aria-label={`Stock of ${size}, ${colorName(color)}`}
                      aria-invalid={badCell === key(size, color) || undefined}
                      aria-describedby={badCell === key(size, color) ? "stock-note" : undefined}
                      data-cell={key(size, color)}
                      value={cells.get(key(size, color)) ?? "0"}
                      onChange={(e) => {
                        const cell = key(size, color);
                        setCells(new Map(cells).set(cell, e.target.value));
                        const next = new Set(unreadable);
                        if (e.target.validity.badInput) next.add(cell);
                        else next.delete(cell);
                        setUnreadable(next);
                      }}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="adm-actions">
        <button type="button" className="adm-btn" onClick={save}>
          Save stock
        </button>
        <p id="stock-note" aria-live="polite" className={note?.ok === false ? "adm-error" : "adm-ok"}>
          {note?.text}
        </p>
      </div>
    </section>
  );
}
