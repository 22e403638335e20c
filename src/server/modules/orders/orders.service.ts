import { creditNotes } from "../../db/schema";
import { and, desc, eq, inArray } from "drizzle-orm";
import { type InvoiceService, issueInvoiceNumber } from "../invoices/invoice.service";
import type { DeliveryService } from "../delivery/delivery.service";
import type { PricedCart } from "../../../domain/pricing";
import type { Notifier, NoticeLine, Recipient } from "../../adapters/notifications/notifier";
import type { CodConfirmation } from "../../config";
import type { Db, Tx } from "../../db/client";
import { orderItems, orders } from "../../db/schema";
import { AppError, notFound } from "../../http/errors";
import { type FifoQueue, QueueFull } from "../../lib/fifo-queue";
import type { Logger } from "../../http/logger";
import type { PricingService } from "../pricing/pricing.service";
import { cancelOrder } from "./cancel";
import { markPaid, type PaidOutcome } from "./mark-paid";
import { type OrderDto, type OrderRow, toDto } from "./order.dto";
import { trackingFor } from "./order-tracking";
import { progressIndex } from "../../../domain/order-states";
import { type CodLinkTokens, linkUrl } from "./order-links";
import { recipientOf } from "./order-recipient";
import { mergeItems } from "./order-lines";
import type { OrderItemInput } from "../../../contracts/orders";
import type { OrderCaps } from "./hold-caps";
import { type PlaceOrderRequest, placeOrder } from "./place-order";
import { releaseExpiredHolds, releaseUnpaid } from "./stock";
import { LOAD_MESSAGES, MESSAGES } from "../../../domain/messages";

export const ORDER_NOT_FOUND = MESSAGES.orderNotFound;

/**
 * Orders: placing (place-order.ts), listing, cancelling (cancel.ts), payment marking
 * (mark-paid.ts), stock holds (stock.ts), and what the shopper is told of them (the notifier).
 */
export function createOrderService(deps: {
  db: Db;
  pricing: PricingService;
  notifier: Notifier;
  logger: Logger;
  unpaidTtlMinutes: number;
  orderCaps: OrderCaps;
  codConfirmation: CodConfirmation;
  /** IP_RATE_LIMIT_SCALE, for the per-address cap on unconfirmed cash-on-delivery orders. */
  addressScale: number;
  publicUrl: string;
  invoices: InvoiceService;
  invoicePrefix: string;
  delivery: DeliveryService;
  /** The seller, as the console's Settings keep it: its state decides CGST + SGST inside it, IGST outside. */
  store: { readonly state: string };
  /** Where placements wait their turn (decision 141); without it they all run at once. */
  placements?: FifoQueue;
}) {
  const { db, logger } = deps;

  async function loadItems(orderIds: string[]) {
    if (orderIds.length === 0) return [];
    return db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds));
  }

  /** "Thu, 27 Nov": when an order confirmed now should reach its PIN code. */
  const deliveryBy = (o: OrderRow, now = new Date()) =>
    deps.delivery.quote((o.address as { zipcode?: string }).zipcode ?? "", now)?.estimate.dateLabel ?? null;

  /**
   * Tells the shopper their order is confirmed for the shop (COD placed, with the links to confirm
   * or cancel it; online paid), with the invoice once the order has its number (drawn only when a
   * channel carries it).
   */
  function sendConfirmation(to: Recipient, o: OrderRow, lines: NoticeLine[], links?: CodLinkTokens | null) {
    const ask =
      links && o.codConfirmDueAt
        ? {
            confirmUrl: linkUrl(deps.publicUrl, "cod-confirm", links["cod-confirm"]),
            cancelUrl: linkUrl(deps.publicUrl, "cod-cancel", links["cod-cancel"]),
            dueAt: o.codConfirmDueAt,
            ifUnanswered: deps.codConfirmation.unconfirmed,
          }
        : undefined;
    const invoice = o.invoiceNumber
      ? async () => {
          const pdf = await deps.invoices.pdfFor(o);
          return { filename: pdf.filename, content: pdf.pdf, contentType: "application/pdf" };
        }
      : undefined;
    void deps.notifier.notify(to, { kind: "confirmation", order: o, lines, deliveryBy: deliveryBy(o), ask, invoice });
  }

  /** Another user's order answers exactly like a missing one. */
  async function findForUser(userId: string, orderId: string): Promise<OrderRow> {
    if (!/^[0-9a-f-]{36}$/i.test(orderId)) throw notFound(ORDER_NOT_FOUND, "orderId");
    const [o] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
    if (!o) throw notFound(ORDER_NOT_FOUND, "orderId");
    return o;
  }

  return {
    releaseExpiredHolds: (now?: Date) => releaseExpiredHolds(db, now),
    toDto,
    sendConfirmation,
    findForUser,

    /** The order's items priced as the order would be, for a shopper whose cart is in the browser. */
    async quote(items: OrderItemInput[], couponCode?: string | null, opts: { codFeePaise?: number } = {}): Promise<PricedCart> {
      return deps.pricing.price(mergeItems(items), couponCode ?? null, opts);
    },

    /** Places the order (see place-order.ts); a COD order's confirmation, asking the shopper to confirm it, goes out at once. */
    async placeOrder(input: PlaceOrderRequest): Promise<{ order: OrderRow; replayed: boolean }> {
      const place = () => placeOrder(deps, input);
      const { order, lines, links, replayed } = await (deps.placements ? deps.placements.run(place) : place()).catch((err) => {
        throw err instanceof QueueFull ? new AppError("unavailable", LOAD_MESSAGES.ordersQueued) : err;
      });
      if (!replayed && lines && (order.paymentMethod === "cod" || order.paymentMethod === "credit"))
        sendConfirmation(recipientOf(order, input.user.email), order, lines, links);
      return { order, replayed };
    },

    async listForUser(userId: string): Promise<OrderDto[]> {
      const rows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(200);
      const ids = rows.map((r) => r.id);
      const items = await loadItems(ids);
      const notes = ids.length ? await db.select().from(creditNotes).where(inArray(creditNotes.orderId, ids)).orderBy(creditNotes.issuedAt) : [];
      const tracking = await trackingFor(db, ids);
      // Not shipped yet: the next day a parcel leaves (the dispatch cut-off and holidays applied).
      const notShipped = (o: OrderRow) => progressIndex(o.status) >= 0 && progressIndex(o.status) < progressIndex("Shipped");
      const dispatch = (o: OrderRow) => (notShipped(o) ? deps.delivery.dispatchDate() : null);
      return rows.map((o) => ({
        ...toDto(
          o,
          items.filter((i) => i.orderId === o.id),
          notes.filter((n) => n.orderId === o.id),
        ),
        tracking: tracking.get(o.id) ?? null,
        expectedDispatch: dispatch(o),
      }));
    },

    /** The shopper's cancel (cancel.ts), and the mail that says so. */
    async cancel(user: { id: string; email: string }, orderId: string): Promise<OrderRow> {
      const order = await cancelOrder(db, user.id, await findForUser(user.id, orderId));
      void deps.notifier.notify(recipientOf(order, user.email), { kind: "canceled", order, by: "shopper", lines: await loadItems([order.id]) });
      return order;
    },

    /** Records a confirmed payment (see mark-paid.ts), in the caller's transaction when given one. */
    async markPaid(orderId: string, providerPaymentId: string | null, inTx?: Tx): Promise<PaidOutcome | null> {
      const issue = (tx: Tx, id: string) => issueInvoiceNumber(tx as unknown as Db, id, deps.invoicePrefix).then(() => undefined);
      if (inTx) return markPaid(inTx, logger, orderId, providerPaymentId, issue);
      return db.transaction((t) => markPaid(t, logger, orderId, providerPaymentId, issue));
    },

    /** Lets go of an unpaid order at once, e.g. when the provider could not be reached. */
    releaseUnpaid: (orderId: string) => releaseUnpaid(db, orderId),

    async itemsOf(orderId: string) {
      return loadItems([orderId]);
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
