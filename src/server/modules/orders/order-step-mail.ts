import { formatINR } from "../../../domain/money";
import { orderNumber } from "../../../domain/orders";
import type { MailStatus } from "../../../domain/console-messages";
import type { Mailer } from "../../adapters/mail/mailer";
import type { Logger } from "../../http/logger";
import { addressOf, type OrderRow } from "./order.dto";

/** What became of the mail to the shopper, or "none" for an order with no address. */
export type ShopperMail = MailStatus | "none";

/** What the shopper is told at each step, by mail (stored first, then sent). */
function stepMail(o: OrderRow, publicUrl: string, event: string, firstName?: string): { subject: string; text: string } {
  const n = orderNumber(o.id);
  const hello = `Hello ${firstName ?? ""},`.replace(" ,", ",");
  const track = o.trackingNumber ? `\nCourier: ${o.courier}\nTracking number: ${o.trackingNumber}\n` : "";
  const body: Record<string, string> = {
    Packing: `We are packing your order #${n}.`,
    Shipped: `Your order #${n} has shipped.${track}`,
    "Out for Delivery": `Your order #${n} is out for delivery today.${track}`,
    Delivered: `Your order #${n} has been delivered. We hope you love it.`,
    canceled: `Your order #${n} has been canceled.${o.payment ? " Your payment will be refunded." : ""}`,
    "cod-paid": `We have received your cash payment of ${formatINR(o.amountPaise)} for order #${n}. Thank you.`,
    refunded: `We have refunded ${formatINR(o.amountPaise)} for your order #${n}. It reaches your account in 3-5 business days.`,
  };
  const subject: Record<string, string> = {
    Packing: `Order #${n} is being packed`,
    Shipped: `Order #${n} has shipped`,
    "Out for Delivery": `Order #${n} is out for delivery`,
    Delivered: `Order #${n} was delivered`,
    canceled: `Order #${n} was canceled`,
    "cod-paid": `Payment received for order #${n}`,
    refunded: `Refund for order #${n}`,
  };
  return { subject: subject[event], text: `${hello}\n\n${body[event]}\n\nSee your orders: ${publicUrl}/orders\n\nDhaaga\n` };
}

/**
 * Mails the shopper about a step of their order, and says what became of the mail; a failed
 * delivery stays in the outbox and is logged.
 */
export async function tellShopper(deps: { mailer: Mailer; logger: Logger; publicUrl: string }, o: OrderRow, event: string): Promise<ShopperMail> {
  const to = addressOf(o).email;
  if (!to) return "none";
  const mail = stepMail(o, deps.publicUrl, event, addressOf(o).firstName);
  const sent = await deps.mailer
    .send({ to, ...mail, toUnverified: stepMail(o, deps.publicUrl, event) })
    .catch((err) => ({ status: "failed" as const, error: String(err) }));
  if (sent.status === "failed") deps.logger.warn("order mail not delivered", { orderId: o.id, event });
  return sent.status;
}
