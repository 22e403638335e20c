import { colorName } from "../../../domain/palette";
import { productHref } from "../../../domain/product-links";
import type { MailMessage } from "../../adapters/mail/mailer";

export interface AlertVariant {
  name: string;
  slug: string;
  size: string;
  color: string;
}

const label = (v: AlertVariant) => `${v.name} (size ${v.size}, ${colorName(v.color)})`;

/** The product page with the size and colour chosen. */
export const variantUrl = (publicUrl: string, v: AlertVariant) =>
  `${publicUrl}${productHref(v.slug)}?size=${encodeURIComponent(v.size)}&color=${encodeURIComponent(v.color)}`;

/** The link a guest opens to confirm the address; the outbox keeps it without the token. */
export function confirmMail(to: string, v: AlertVariant, link: (token: string) => string, token: string): MailMessage {
  const text = (url: string) =>
    [
      `You asked us to mail you when ${label(v)} is back in stock.`,
      "",
      `Confirm it is your address: ${url}`,
      "",
      "If you did not ask, ignore this mail: without the confirmation we will not write again.",
    ].join("\n");
  return {
    to,
    subject: `Confirm your back-in-stock alert for ${v.name}`,
    text: text(link(token)),
    redactedText: text(link("[sent by email, not kept]")),
  };
}

/**
 * The one mail a signup gets when its variant is back: the product's link with its size and
 * colour chosen, and a one-click unsubscribe link, also as List-Unsubscribe (RFC 2369) with
 * List-Unsubscribe-Post (RFC 8058) for mail programs. It promises nothing about how many are left.
 */
export function backInStockMail(to: string, v: AlertVariant, urls: { product: string; unsubscribe: string; oneClick: string }): MailMessage {
  return {
    to,
    subject: `Back in stock: ${v.name}, size ${v.size}`,
    text: [
      `Good news: ${label(v)} is back in stock.`,
      "",
      `Open it and buy: ${urls.product}`,
      "",
      "You asked us to mail you once when it was back; this is that mail.",
      `Unsubscribe with one click: ${urls.unsubscribe}`,
    ].join("\n"),
    headers: { "List-Unsubscribe": `<${urls.oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
