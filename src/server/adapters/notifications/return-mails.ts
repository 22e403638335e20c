import { formatIndiaDate, indiaDayStart } from "../../../domain/india/india-day";
import { formatINR } from "../../../domain/money";
import { orderNumber } from "../../../domain/orders";
import { colorName } from "../../../domain/palette";
import type { MailMessage } from "../mail/mailer";
import type { OrderNotice, ReturnNotice } from "./notifier";

type ReturnMail = Omit<MailMessage, "to">;

const greeting = (firstName?: string) => `Hello ${firstName ?? ""},`.replace(" ,", ",");

const lineText = (l: ReturnNotice["lines"][number], kind: ReturnNotice["kind"]) =>
  `- ${l.name}, size ${l.size}, ${colorName(l.color)} × ${l.quantity}` +
  (kind === "exchange" && l.exchangeSize ? ` → size ${l.exchangeSize}, ${colorName(l.exchangeColor ?? l.color)}` : "");

/** Where the money went, in the shopper's words. */
function refundWords(r: ReturnNotice, showAccount: boolean): string {
  const amount = formatINR(r.refundPaise);
  if (r.refundVia === "credit") return `We have added ${amount} to your store credit. It is yours to spend on your next order now.`;
  if (r.refundVia === "original") return `We have refunded ${amount} the way you paid. It reaches your account in 3-5 business days.`;
  // The account is the shopper's own words: a mail to an address not yet proven does not repeat it.
  const to = (showAccount && r.refundAccount) || "the account you gave us";
  return `We have paid ${amount} to ${to}${r.note ? ` (reference ${r.note})` : ""}.`;
}

/** What each step of a request says. */
function stepWords(r: ReturnNotice, n: string, showAccount: boolean): { subject: string; body: string } {
  const what = r.kind === "exchange" ? "exchange" : "return";
  switch (r.status) {
    case "Return requested":
      return {
        subject: `We have your ${what} request for order #${n}`,
        body: `We have your ${what} request for order #${n}. We will look at it and mail you within 48 hours.`,
      };
    case "Approved":
      return {
        subject: `Your ${what} for order #${n} is approved`,
        body: `Your ${what} request for order #${n} is approved. We will mail you the day of the pickup.`,
      };
    case "Rejected":
      return {
        subject: `Your ${what} request for order #${n} was not approved`,
        body: `We could not approve your ${what} request for order #${n}: ${r.note ?? "no reason was given"}.${r.kind === "exchange" ? " The size we kept for you is back on sale." : ""}`,
      };
    case "Pickup scheduled":
      return {
        subject: `Pickup for order #${n} on ${formatIndiaDate(indiaDayStart(r.pickupOn ?? ""))}`,
        body: `Our courier will pick up the item on ${formatIndiaDate(indiaDayStart(r.pickupOn ?? ""))}. Please keep it packed with its tags.`,
      };
    case "Picked up":
      return { subject: `Item picked up for order #${n}`, body: `The courier has picked up the item of your ${what} for order #${n}.` };
    case "Received":
      return r.inspection === "refused"
        ? {
            subject: `We could not accept the item of order #${n}`,
            body: `We have received the item, but could not accept it: ${r.note ?? ""}. We will send it back to you.`,
          }
        : {
            subject: `We have received the item of order #${n}`,
            body: `We have received the item and it passed our check. ${r.kind === "exchange" ? "Your exchange ships next." : `Your refund of ${formatINR(r.refundPaise)} follows.`}`,
          };
    case "Refunded":
      return { subject: `Refund for your return of order #${n}`, body: refundWords(r, showAccount) };
    case "Exchange shipped":
      return {
        subject: `Your exchange for order #${n} has shipped`,
        body: `Your exchange has shipped.\nCourier: ${r.courier}\nTracking number: ${r.trackingNumber}`,
      };
    default:
      return {
        subject: `Your exchange for order #${n} was delivered`,
        body: `Your exchange for order #${n} has been delivered. We hope it fits well.`,
      };
  }
}

/** The mail of each step of a return or an exchange: what happened, the lines, and where to follow it. */
export function returnMail(notice: Extract<OrderNotice, { kind: "return" }>, publicUrl: string, firstName?: string): ReturnMail {
  const r = notice.request;
  const n = orderNumber(notice.order.id);
  const { subject } = stepWords(r, n, true);
  const text = (hello: string, verified = true) =>
    [
      hello,
      ``,
      stepWords(r, n, verified).body,
      ``,
      ...r.lines.map((l) => lineText(l, r.kind)),
      ``,
      `Follow it on your orders: ${publicUrl}/orders`,
      ``,
      `Dhaaga`,
      ``,
    ].join("\n");
  return { subject, text: text(greeting(firstName)), toUnverified: { text: text(greeting(), false) } };
}
