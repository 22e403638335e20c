import { formatINR } from "../../../domain/money";
import { orderNumber } from "../../../domain/orders";
import { colorName } from "../../../domain/palette";
import type { OrderRow } from "./order.dto";

export interface MailLine {
  name: string;
  size: string;
  color: string;
  quantity: number;
  unitPricePaise: number;
  /** The chosen colour's image, as the order line keeps it. */
  image?: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** An image path of the store made absolute for a mail reader; other URLs as they are. */
const absolute = (publicUrl: string, image: string) => (image.startsWith("/") ? `${publicUrl}${image}` : image);

/** The confirmation a shopper receives once an order is placed (COD) or paid (online): text, and HTML picturing each line in its colour. */
export function confirmationMail(o: OrderRow, lines: MailLine[], publicUrl: string): { subject: string; text: string; html: string } {
  const total = `${formatINR(o.amountPaise)} (${o.paymentMethod === "cod" ? "cash on delivery" : "paid online"})`;
  const list = lines
    .map((l) => `- ${l.name}, size ${l.size}, ${colorName(l.color)} × ${l.quantity}: ${formatINR(l.unitPricePaise * l.quantity)}`)
    .join("\n");
  const text = [`Thank you for your order!`, ``, `Order ${o.id}`, list, ``, `Total: ${total}`, ``, `Track it at ${publicUrl}/orders`].join("\n");
  const rows = lines
    .map((l) => {
      const img = l.image
        ? `<img src="${escapeHtml(absolute(publicUrl, l.image))}" width="72" height="90" alt="${escapeHtml(`${l.name} in ${colorName(l.color)}`)}" style="display:block;border-radius:6px">`
        : "";
      return `<tr><td style="padding:6px 12px 6px 0">${img}</td><td style="padding:6px 0"><strong>${escapeHtml(l.name)}</strong><br>Size ${escapeHtml(l.size)} · ${escapeHtml(colorName(l.color))} × ${l.quantity}<br>${escapeHtml(formatINR(l.unitPricePaise * l.quantity))}</td></tr>`;
    })
    .join("");
  const html = [
    `<div style="font-family:system-ui,sans-serif;color:#151515">`,
    `<h1 style="font-size:20px">Thank you for your order!</h1>`,
    `<p>Order #${escapeHtml(orderNumber(o.id))}</p>`,
    `<table role="presentation" style="border-collapse:collapse">${rows}</table>`,
    `<p><strong>Total: ${escapeHtml(total)}</strong></p>`,
    `<p><a href="${escapeHtml(`${publicUrl}/orders`)}">Track your order</a></p>`,
    `</div>`,
  ].join("");
  return { subject: `Your Dhaaga order is placed (${formatINR(o.amountPaise)})`, text, html };
}
