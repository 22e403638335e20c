import { formatINR } from "../../../domain/money";
import type { OrderRow } from "./order.dto";

export interface MailLine {
  name: string;
  size: string;
  color: string;
  quantity: number;
  unitPricePaise: number;
}

/** The confirmation a shopper receives once an order is placed (COD) or paid (online). */
export function confirmationMail(o: OrderRow, lines: MailLine[], publicUrl: string): { subject: string; text: string } {
  const list = lines.map((l) => `- ${l.name}, size ${l.size}, ${l.color} × ${l.quantity}: ${formatINR(l.unitPricePaise * l.quantity)}`).join("\n");
  const text = [
    `Thank you for your order!`,
    ``,
    `Order ${o.id}`,
    list,
    ``,
    `Total: ${formatINR(o.amountPaise)} (${o.paymentMethod === "cod" ? "cash on delivery" : "paid online"})`,
    ``,
    `Track it at ${publicUrl}/orders`,
  ].join("\n");
  return { subject: `Your Dhaaga order is placed (${formatINR(o.amountPaise)})`, text };
}
