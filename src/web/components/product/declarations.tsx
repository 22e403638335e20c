import * as MESSAGES from "../../../domain/messages";
import { formatINR, rupeesToPaise } from "../../../domain/money";
import type { PublicConfig } from "../../../contracts/pages";
import ui from "../ui.module.css";
import s from "./declarations.module.css";

/** What the Legal Metrology (Packaged Commodities) and Consumer Protection (E-Commerce) Rules ask a listing to show. */
export function Declarations({
  product,
  seller,
}: {
  product: { originalPrice: number; price: number; countryOfOrigin: string };
  seller: PublicConfig["seller"];
}) {
  const mrp = Math.max(product.originalPrice, product.price);
  return (
    <dl className={`${ui.productFacts} ${s.declarations}`} aria-label="Declarations">
      <div>
        <dt>MRP</dt>
        <dd>
          {formatINR(rupeesToPaise(mrp))} ({MESSAGES.indiaTaxesInclusive})
        </dd>
      </div>
      <div>
        <dt>Country of origin</dt>
        <dd>{product.countryOfOrigin === "India" ? MESSAGES.indiaMadeInIndia : `Made in ${product.countryOfOrigin}`}</dd>
      </div>
      <div>
        <dt>Net quantity</dt>
        <dd>{MESSAGES.indiaNetQuantity}</dd>
      </div>
      <div>
        <dt>Sold by</dt>
        <dd>
          {seller.legalName}, {seller.address}
        </dd>
      </div>
      <div>
        <dt>Customer care</dt>
        <dd>
          <a href={`tel:${seller.carePhone.replace(/\s/g, "")}`}>{seller.carePhone}</a> ·{" "}
          <a href={`mailto:${seller.careEmail}`}>{seller.careEmail}</a>
        </dd>
      </div>
    </dl>
  );
}
