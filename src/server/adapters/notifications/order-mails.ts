import { formatIndiaDate, indiaDateTime } from "../../../domain/india/india-day";
import { REATTEMPT_WITHIN_DAYS } from "../../../domain/delivery-failures";
import { formatINR } from "../../../domain/money";
import { orderNumber } from "../../../domain/orders";
import { colorName } from "../../../domain/palette";
import { priceLines } from "../../../domain/price-lines";
import { productHref, productSlug } from "../../../domain/product-links";
import type { MailMessage } from "../mail/mailer";
import type { ConfirmationAsk, NoticeLine, OrderNotice } from "./notifier";
import { returnMail } from "./return-mails";

/** A mail about an order, as the mail channel sends it (the address is the recipient's). */
export type OrderMail = Omit<MailMessage, "to">;

/** What the outbox keeps in place of a link that acts without a login, once SMTP has delivered it. */
export const LINK_NOT_KEPT = "[sent by email, not kept]";
/** Where a failed delivery's answer link goes in its mail's words. */
const ANSWER_URL = "\u0000answer-url\u0000";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** An image path of the store made absolute for a mail reader; other URLs as they are. */
const absolute = (publicUrl: string, image: string) => (image.startsWith("/") ? `${publicUrl}${image}` : image);

/** "4 Sept 2026, 15:04 India time". */
const indiaMoment = (at: Date) => `${formatIndiaDate(at)}, ${indiaDateTime(at).slice(11)} India time`;

const methodWords = (method: string) => (method === "cod" ? "cash on delivery" : method === "credit" ? "paid with store credit" : "paid online");

const lineText = (l: NoticeLine) => `- ${l.name}, size ${l.size}, ${colorName(l.color)} × ${l.quantity}: ${formatINR(l.unitPricePaise * l.quantity)}`;

/** Every mail about an order, in words and (for the confirmation) pictures. */
export function orderMail(notice: OrderNotice, publicUrl: string, firstName?: string): OrderMail {
  switch (notice.kind) {
    case "confirmation":
      return confirmationMail(notice, publicUrl);
    case "canceled":
      return canceledMail(notice, publicUrl, firstName);
    case "return":
      return returnMail(notice, publicUrl, firstName);
    default:
      return eventMail(notice, publicUrl, firstName);
  }
}

/** The cash-on-delivery question: what to do, and what happens without an answer. */
function askWords(ask: ConfirmationAsk) {
  const due = indiaMoment(ask.dueAt);
  return {
    lead: "Please confirm this cash-on-delivery order, so that we can send it:",
    ifNot:
      ask.ifUnanswered === "cancel"
        ? `If it is not confirmed by ${due}, it is canceled and its items go back on sale.`
        : `If it is not confirmed by ${due}, we will call you to check it before it ships.`,
    note: "The links work without logging in; keep this mail to yourself.",
  };
}

/**
 * The confirmation a shopper receives once an order is placed (cash on delivery, with the links to
 * confirm or cancel it) or paid (online): every line, every price line checkout showed, the date
 * it should arrive, and the invoice once the address is verified.
 */
function confirmationMail(notice: Extract<OrderNotice, { kind: "confirmation" }>, publicUrl: string): OrderMail {
  const { order: o, lines, ask } = notice;
  const n = orderNumber(o.id);
  const prices = priceLines({ ...o, totalPaise: o.amountPaise }, o.couponCode).map((p) =>
    p.kind === "total" ? { ...p, shown: `${p.shown} (${methodWords(o.paymentMethod)})` } : p,
  );
  const words = ask ? askWords(ask) : null;
  const delivery = notice.deliveryBy ? `Expected delivery: by ${notice.deliveryBy}` : null;
  const text = (links: { confirm: string; cancel: string } | null, invoiceLine: string | null) =>
    [
      `Thank you for your order!`,
      ``,
      `Order #${n}`,
      ...lines.map(lineText),
      ``,
      ...prices.map((p) => `${p.label}: ${p.shown}`),
      ...(delivery ? [``, delivery] : []),
      ...(words && links ? [``, words.lead, `Confirm order: ${links.confirm}`, `Cancel order: ${links.cancel}`, words.ifNot, words.note] : []),
      ``,
      `Track it at ${publicUrl}/orders`,
      ...(invoiceLine ? [``, invoiceLine] : []),
    ].join("\n");
  const rows = lines
    .map((l) => {
      const img = l.image
        ? `<img src="${escapeHtml(absolute(publicUrl, l.image))}" width="72" height="90" alt="${escapeHtml(`${l.name} in ${colorName(l.color)}`)}" style="display:block;border-radius:6px">`
        : "";
      return `<tr><td style="padding:6px 12px 6px 0">${img}</td><td style="padding:6px 0"><strong>${escapeHtml(l.name)}</strong><br>Size ${escapeHtml(l.size)} · ${escapeHtml(colorName(l.color))} × ${l.quantity}<br>${escapeHtml(formatINR(l.unitPricePaise * l.quantity))}</td></tr>`;
    })
    .join("");
  const priceRows = prices
    .map((p) => {
      const cell = (s: string) => (p.kind === "total" ? `<strong>${escapeHtml(s)}</strong>` : escapeHtml(s));
      return `<tr><td style="padding:2px 16px 2px 0">${cell(p.label)}</td><td style="padding:2px 0;text-align:right">${cell(p.shown)}</td></tr>`;
    })
    .join("");
  const button = (href: string, label: string, color: string) =>
    `<a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 18px;margin:4px 8px 4px 0;border-radius:6px;background:${color};color:#fff;text-decoration:none;font-weight:600">${label}</a>`;
  const html = (invoiceLine: string | null) =>
    [
      `<div style="font-family:system-ui,sans-serif;color:#151515">`,
      `<h1 style="font-size:20px">Thank you for your order!</h1>`,
      `<p>Order #${escapeHtml(n)}</p>`,
      `<table role="presentation" style="border-collapse:collapse">${rows}</table>`,
      `<table role="presentation" style="border-collapse:collapse;margin-top:12px">${priceRows}</table>`,
      delivery ? `<p>${escapeHtml(delivery)}</p>` : "",
      ask && words
        ? `<p>${escapeHtml(words.lead)}</p><p>${button(ask.confirmUrl, "Confirm order", "#151515")}${button(ask.cancelUrl, "Cancel order", "#8a1c1c")}</p><p>${escapeHtml(`${words.ifNot} ${words.note}`)}</p>`
        : "",
      `<p><a href="${escapeHtml(`${publicUrl}/orders`)}">Track your order</a></p>`,
      invoiceLine ? `<p>${escapeHtml(invoiceLine)}</p>` : "",
      `</div>`,
    ].join("");
  const links = ask ? { confirm: ask.confirmUrl, cancel: ask.cancelUrl } : null;
  const hidden = ask ? { confirm: LINK_NOT_KEPT, cancel: LINK_NOT_KEPT } : null;
  const attached = notice.invoice && o.invoiceNumber ? `Your invoice ${o.invoiceNumber} is attached.` : null;
  const inOrders = o.invoiceNumber ? `Your invoice ${o.invoiceNumber} is in your orders.` : null;
  const invoice = notice.invoice;
  const subject = `Your Dhaaga order is placed (${formatINR(o.amountPaise)})${ask ? ": please confirm it" : ""}`;
  return {
    subject,
    text: text(links, attached),
    html: html(attached),
    redactedText: ask ? text(hidden, attached) : undefined,
    attachments: attached && invoice ? async () => [await invoice()] : undefined,
    // The invoice names the buyer and the delivery address, which the shopper typed.
    // The lines (the merchant's product names, sizes, colours and prices) carry no shopper's words.
    toUnverified: { text: text(links, inOrders), html: html(inOrders), redactedText: ask ? text(hidden, inOrders) : undefined },
  };
}

/** What becomes of the money of a canceled order, in one sentence. */
function moneyWords(o: Extract<OrderNotice, { kind: "canceled" }>["order"]): string {
  if (o.payment)
    return `You paid ${formatINR(o.amountPaise)}: it is owed back to you. We refund it the way you paid, and mail you when we have (it then reaches your account in 3-5 business days).`;
  return o.paymentMethod === "cod"
    ? "You have not paid anything for it (it was cash on delivery), so nothing is owed."
    : "No payment was taken for it, so nothing is owed.";
}

/** The mail of a canceled order: who canceled it and why, what becomes of the money, and (after the sweep) how to order again. */
function canceledMail(notice: Extract<OrderNotice, { kind: "canceled" }>, publicUrl: string, firstName?: string): OrderMail {
  const { order: o, lines } = notice;
  const n = orderNumber(o.id);
  const what: Record<typeof notice.by, string> = {
    shopper: `You canceled your order #${n}, as you asked. Its items are back on sale.`,
    console: `We have canceled your order #${n}. We are sorry for the trouble.`,
    "system-sweep": `Your cash-on-delivery order #${n} was not confirmed within ${notice.confirmHours ?? 24} hours of placing it, so we have canceled it and its items are back on sale.`,
  };
  const again =
    notice.by === "system-sweep"
      ? [
          ``,
          `To order again, add the items to your cart from their pages and place the order once more; then confirm it from the mail that follows, or pay online:`,
          ...lines.map((l) => `- ${l.name} (size ${l.size}, ${colorName(l.color)}): ${publicUrl}${productHref(productSlug(l.name))}`),
        ]
      : lines.length
        ? [``, `It held:`, ...lines.map(lineText)]
        : [];
  const body = (hello: string) =>
    [hello, ``, what[notice.by], moneyWords(o), ...again, ``, `See your orders: ${publicUrl}/orders`, ``, `Dhaaga`, ``].join("\n");
  return {
    subject: `Order #${n} was canceled`,
    text: body(greeting(firstName)),
    toUnverified: { text: body(greeting()) },
  };
}

const greeting = (firstName?: string) => `Hello ${firstName ?? ""},`.replace(" ,", ",");

/** What the shopper is told at each console step, when cash is taken and when a refund is paid. */
function eventMail(notice: Extract<OrderNotice, { kind: "step" | "cod-paid" | "refunded" }>, publicUrl: string, firstName?: string): OrderMail {
  const o = notice.order;
  const n = orderNumber(o.id);
  const track = o.trackingNumber ? `\nCourier: ${o.courier}\nTracking number: ${o.trackingNumber}\n` : "";
  const event = notice.kind === "step" ? notice.step : notice.kind;
  const answer = notice.kind === "step" ? notice.answer : undefined;
  const body: Record<string, string> = {
    Packing: `We are packing your order #${n}.`,
    Shipped: `Your order #${n} has shipped.${track}`,
    "Out for Delivery": `Your order #${n} is out for delivery today.${track}`,
    Delivered: `Your order #${n} has been delivered. We hope you love it.`,
    "Failed delivery": answer
      ? `The courier could not deliver your order #${n} today.${track}\nChoose a new delivery day in the next ${REATTEMPT_WITHIN_DAYS} days, correct your phone number or address, or cancel the order, here (no sign-in needed; the link works until ${indiaMoment(answer.until)}):\n${ANSWER_URL}`
      : `The courier could not deliver your order #${n} today. They will try again; if your phone number or address needs a correction, reply to this mail.${track}`,
    "Returned to seller": `The courier could not deliver your order #${n} and has brought it back to us. ${o.payment ? "We will refund your payment." : "Nothing is owed."}`,
    "cod-paid": `We have received your cash payment of ${formatINR(o.amountPaise)} for order #${n}. Thank you.`,
    refunded: `We have refunded ${formatINR(o.amountPaise)} for your order #${n}. It reaches your account in 3-5 business days.`,
  };
  const subject: Record<string, string> = {
    Packing: `Order #${n} is being packed`,
    Shipped: `Order #${n} has shipped`,
    "Out for Delivery": `Order #${n} is out for delivery`,
    Delivered: `Order #${n} was delivered`,
    "Failed delivery": `Order #${n} could not be delivered today`,
    "Returned to seller": `Order #${n} came back to us undelivered`,
    "cod-paid": `Payment received for order #${n}`,
    refunded: `Refund for order #${n}`,
  };
  // The answer link opens the order's failed delivery without a login: the kept copy does not hold it.
  const text = (hello: string, url = answer?.url ?? "") =>
    `${hello}\n\n${body[event]}\n\nSee your orders: ${publicUrl}/orders\n\nDhaaga\n`.replace(ANSWER_URL, url);
  const redacted = (hello: string) => (answer ? text(hello, LINK_NOT_KEPT) : undefined);
  return {
    subject: subject[event] ?? `Order #${n}`,
    text: text(greeting(firstName)),
    redactedText: redacted(greeting(firstName)),
    toUnverified: { text: text(greeting()), redactedText: redacted(greeting()) },
  };
}
