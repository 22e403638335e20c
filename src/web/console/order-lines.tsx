import type { OrderDetail } from "../../contracts/admin-orders";
import { formatINR, rupeesToPaise } from "../../domain/money";
import { colorName } from "../../domain/palette";

/**
 * An order's lines as a table: the order page ends each line with its price, the packing slip
 * with a box to tick when it is packed.
 */
export function OrderLines({ lines, caption, last }: { lines: OrderDetail["lines"]; caption: string; last: "price" | "packed" }) {
  return (
    <table className="adm-table">
      <caption className={last === "price" ? "sr-only" : undefined}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col">Size</th>
          <th scope="col">Colour</th>
          <th scope="col">{last === "price" ? "Quantity" : <abbr title="Quantity">Qty</abbr>}</th>
          <th scope="col">{last === "price" ? "Price" : "Packed"}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((l) => (
          <tr key={`${l.productId}|${l.size}|${l.color}`}>
            <td>{l.name}</td>
            <td>{l.size}</td>
            <td>{colorName(l.color)}</td>
            <td>{l.quantity}</td>
            <td>{last === "price" ? formatINR(rupeesToPaise(l.price)) : "☐"}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
