import { and, desc, eq, lt, ne, type SQL, sql } from "drizzle-orm";
import {
  type AdvanceRequest,
  ORDER_PAGE_SIZE,
  type OrderDetail,
  type OrderListAnswer,
  type OrderListQuery,
  type OrderRowView,
  type RefundRequest,
} from "../../../contracts/admin-orders";
import { indiaDateTime, indiaDayEnd, indiaDayStart } from "../../../domain/india/india-day";
import { paiseToRupees } from "../../../domain/money";
import {
  CANCELED_STATUS,
  allowedMove,
  awaitsConfirmation,
  isCanceled,
  isRefundDue,
  nextStep,
  refusal,
  stepAfter,
  stepNeedsCourier,
} from "../../../domain/order-states";
import { orderNumber } from "../../../domain/orders";
import type { MailStatus } from "../../../domain/console-messages";
import type { Notifier, OrderNotice } from "../../adapters/notifications/notifier";
import type { RazorpayGateway } from "../../adapters/payments/razorpay";
import type { StripeGateway } from "../../adapters/payments/stripe";
import type { Db, Tx } from "../../db/client";
import { orderEvents, orderItems, orders, paymentEvents, users } from "../../db/schema";
import { containing, phoneHolds } from "../../db/search-text";
import { AppError } from "../../http/errors";
import type { Logger } from "../../http/logger";
import { spreadsheetCsv } from "../../lib/spreadsheet-cell";
import { aliasO, awaitingConfirmationWhere, confirmationAliasO, refundDueWhere } from "../orders/order-status-sql";
import { orderRecipient } from "../orders/order-recipient";
import { releaseHeld } from "../orders/stock";
import { type Actor, recordAudit } from "./audit";

type OrderRow = typeof orders.$inferSelect;
type Address = {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  street?: string;
  city?: string;
  state?: string;
  zipcode?: string;
  country?: string;
};

const NOT_FOUND = "No order with this id.";
const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;
const addressOf = (o: OrderRow) => (o.address ?? {}) as Address;
const auditView = (o: OrderRow) => ({
  status: o.status,
  payment: o.payment,
  codConfirmedBy: o.codConfirmedBy,
  courier: o.courier,
  trackingNumber: o.trackingNumber,
  refundedAt: o.refundedAt?.toISOString() ?? null,
  refundMethod: o.refundMethod,
});

/** What became of the mail to the shopper, or "none" for an order with no address. */
export type ShopperMail = MailStatus | "none";

export function createConsoleOrders(deps: {
  db: Db;
  notifier: Notifier;
  logger: Logger;
  /** COD_UNCONFIRMED: what the sweep does with a cash-on-delivery order unconfirmed in time. */
  codUnconfirmed: "cancel" | "keep";
  razorpay?: RazorpayGateway;
  stripe?: StripeGateway;
}) {
  const { db } = deps;

  function conditions(q: OrderListQuery): SQL {
    const where: SQL[] = [sql`true`];
    if (q.status === "refund-due") where.push(refundDueWhere(aliasO));
    else if (q.status === "unconfirmed") where.push(awaitingConfirmationWhere(confirmationAliasO));
    else if (q.status) where.push(sql`o.status = ${q.status}`);
    if (q.method) where.push(sql`o.payment_method = ${q.method}`);
    if (q.paid) where.push(sql`o.payment = ${q.paid === "yes"}`);
    if (q.from) where.push(sql`o.created_at >= ${indiaDayStart(q.from)}`);
    if (q.to) where.push(sql`o.created_at < ${indiaDayEnd(q.to)}`);
    if (q.q) {
      const term = q.q.replace(/^#/, "");
      const like = containing(term);
      where.push(
        sql`(o.id::text ilike ${`${term.toLowerCase().replace(/[^0-9a-f-]/g, "")}%`} and ${/^[0-9a-f-]{4,}$/i.test(term)}
          or u.email ilike ${like} or o.address->>'email' ilike ${like}
          or ${phoneHolds(sql`o.address->>'phone'`, term)})`,
      );
    }
    return sql.join(where, sql` and `);
  }

  async function rows(q: OrderListQuery, limit: number, offset: number): Promise<(OrderRowView & { n: number })[]> {
    const res = await db.execute(sql`
      select o.id, o.created_at, o.status, o.payment_method, o.payment, o.refunded_at, o.amount_paise, o.address, u.name, u.email,
        ${awaitingConfirmationWhere(confirmationAliasO)} as unconfirmed,
        (select coalesce(sum(quantity), 0)::int from order_items i where i.order_id = o.id) as items,
        count(*) over ()::int as n
      from orders o join users u on u.id = o.user_id
      where ${conditions(q)}
      order by o.created_at desc, o.id desc
      limit ${limit} offset ${offset}`);
    return rowsOf<Record<string, unknown>>(res).map((r) => {
      const a = (r.address ?? {}) as Address;
      const status = String(r.status);
      const payment = Boolean(r.payment);
      return {
        id: String(r.id),
        number: orderNumber(String(r.id)),
        date: new Date(r.created_at as string).toISOString(),
        status,
        paymentMethod: String(r.payment_method),
        paid: payment,
        refundDue: isRefundDue({ status, payment, refundedAt: r.refunded_at ? new Date(r.refunded_at as string) : null }),
        unconfirmed: Boolean(r.unconfirmed),
        amount: paiseToRupees(Number(r.amount_paise)),
        customer: [a.firstName, a.lastName].filter(Boolean).join(" ") || String(r.name),
        email: a.email || String(r.email),
        phone: a.phone ?? "",
        items: Number(r.items),
        n: Number(r.n),
      };
    });
  }

  async function load(id: string): Promise<OrderRow> {
    const [o] = await db.select().from(orders).where(eq(orders.id, id));
    if (!o) throw new AppError("not_found", NOT_FOUND, "id");
    return o;
  }

  /** Tells the shopper about an order (every channel), and says what became of it; a failed delivery stays in the outbox and is logged. */
  async function tell(notice: OrderNotice): Promise<ShopperMail> {
    return deps.notifier.notify(await orderRecipient(db, notice.order), notice);
  }

  /** One console change of an order, its history line and its audit line, in one transaction. */
  async function change(
    actor: Actor,
    id: string,
    action: string,
    event: { kind: string; note?: string },
    apply: (tx: Tx, o: OrderRow) => Promise<Partial<OrderRow>>,
  ): Promise<OrderRow> {
    const after = await db.transaction(async (tx) => {
      const [before] = await tx.select().from(orders).where(eq(orders.id, id)).for("update");
      if (!before) throw new AppError("not_found", NOT_FOUND, "id");
      const set = await apply(tx, before);
      const [row] = await tx
        .update(orders)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(orders.id, id))
        .returning();
      await tx.insert(orderEvents).values({ orderId: id, kind: event.kind, status: row.status, note: event.note ?? null, actorEmail: actor.email });
      await recordAudit(tx, actor, { action, targetType: "order", targetId: id, before: auditView(before), after: auditView(row) });
      return row;
    });
    return after;
  }

  const refundVia = (o: OrderRow): "razorpay" | "stripe" | null =>
    o.paymentMethod === "razorpay" && deps.razorpay && o.providerPaymentId
      ? "razorpay"
      : o.paymentMethod === "stripe" && deps.stripe && o.providerPaymentId
        ? "stripe"
        : null;

  return {
    async list(q: OrderListQuery): Promise<OrderListAnswer> {
      const page = await rows(q, ORDER_PAGE_SIZE, (q.page - 1) * ORDER_PAGE_SIZE);
      const total = page[0]?.n ?? 0;
      return { success: true, orders: page.map(({ n: _n, ...r }) => r), total, page: q.page, pages: Math.max(1, Math.ceil(total / ORDER_PAGE_SIZE)) };
    },

    /** The filtered list as CSV (up to 10,000 rows), for a spreadsheet. */
    async csv(q: OrderListQuery): Promise<string> {
      const head = ["order", "date (IST)", "status", "payment method", "paid", "refund due", "amount (INR)", "items", "customer", "email", "phone"];
      const list = await rows(q, 10_000, 0);
      return spreadsheetCsv(
        head,
        list.map((r) => [
          r.number,
          indiaDateTime(new Date(r.date)),
          r.status,
          r.paymentMethod,
          r.paid ? "yes" : "no",
          r.refundDue ? "yes" : "no",
          r.amount.toFixed(2),
          String(r.items),
          r.customer,
          r.email,
          r.phone,
        ]),
      );
    },

    async detail(id: string): Promise<OrderDetail> {
      const o = await load(id);
      const [lines, [customer], history, earlier] = await Promise.all([
        db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(orderItems.name, orderItems.size),
        db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(users.id, o.userId)),
        db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(orderEvents.at, orderEvents.id),
        db
          .select()
          .from(orders)
          .where(and(eq(orders.userId, o.userId), ne(orders.id, id), lt(orders.createdAt, o.createdAt)))
          .orderBy(desc(orders.createdAt))
          .limit(20),
      ]);
      const events =
        o.providerOrderId || o.providerPaymentId
          ? await db
              .select({ provider: paymentEvents.provider, type: paymentEvents.type, at: paymentEvents.receivedAt })
              .from(paymentEvents)
              .where(sql`${paymentEvents.payload}::text like ${`%${o.providerOrderId ?? o.providerPaymentId}%`}`)
              .orderBy(paymentEvents.receivedAt)
          : [];
      return {
        id: o.id,
        number: orderNumber(o.id),
        date: o.createdAt.toISOString(),
        status: o.status,
        paymentMethod: o.paymentMethod,
        paid: o.payment,
        refundDue: isRefundDue(o),
        refund: o.refundedAt ? { at: o.refundedAt.toISOString(), method: o.refundMethod ?? "", reference: o.refundReference ?? "" } : null,
        invoiceNumber: o.invoiceNumber,
        courier: o.courier,
        trackingNumber: o.trackingNumber,
        subtotal: paiseToRupees(o.subtotalPaise),
        discount: paiseToRupees(o.discountPaise),
        deliveryFee: paiseToRupees(o.deliveryFeePaise),
        codFee: paiseToRupees(o.codFeePaise),
        amount: paiseToRupees(o.amountPaise),
        couponCode: o.couponCode,
        address: addressOf(o) as Record<string, unknown>,
        customer: customer ?? { id: o.userId, name: "", email: "" },
        lines: lines.map((l) => ({
          productId: l.productId,
          name: l.name,
          size: l.size,
          color: l.color,
          quantity: l.quantity,
          price: paiseToRupees(l.unitPricePaise),
          image: l.image,
        })),
        history: history.map((h) => ({ at: h.at.toISOString(), kind: h.kind, status: h.status, note: h.note, actor: h.actorEmail })),
        paymentEvents: events.map((e) => ({ provider: e.provider, type: e.type, at: e.at.toISOString() })),
        earlierOrders: earlier.map((e) => ({
          id: e.id,
          number: orderNumber(e.id),
          date: e.createdAt.toISOString(),
          status: e.status,
          amount: paiseToRupees(e.amountPaise),
        })),
        nextStep: nextStep(o),
        canCancel: allowedMove(o, "cancel", "console") !== null,
        canMarkPaid: allowedMove(o, "cod-paid", "console") !== null,
        confirmation: o.codConfirmDueAt
          ? {
              awaiting: awaitsConfirmation(o),
              dueAt: o.codConfirmDueAt.toISOString(),
              ifUnanswered: deps.codUnconfirmed,
              confirmedAt: o.codConfirmedAt?.toISOString() ?? null,
              confirmedBy: o.codConfirmedBy,
            }
          : null,
        refundVia: isRefundDue(o) ? refundVia(o) : null,
      };
    },

    /** One step along the spec's progress; Shipped keeps the courier and tracking number. */
    async advance(actor: Actor, id: string, input: AdvanceRequest): Promise<ShopperMail> {
      const o = await change(
        actor,
        id,
        "order.status",
        { kind: "status", note: stepNeedsCourier(input.status) ? `${input.courier} ${input.trackingNumber}` : undefined },
        async (_tx, before) => {
          if (isCanceled(before.status)) throw new AppError("conflict", "This order is canceled.", "status");
          if (refusal(before, "advance", "console") === "paid-or-cod")
            throw new AppError("conflict", "This order is not paid yet, so it cannot move on.", "status");
          const next = stepAfter(before.status);
          if (input.status !== next)
            throw new AppError("conflict", next ? `The next step of this order is ${next}.` : "This order has no further step.", "status");
          return stepNeedsCourier(input.status)
            ? { status: input.status, courier: input.courier, trackingNumber: input.trackingNumber }
            : { status: input.status };
        },
      );
      return tell({ kind: "step", order: o, step: input.status });
    },

    /** The merchant cancels before delivery: the stock comes back; a paid order is then a refund due. */
    async cancel(actor: Actor, id: string, reason: string): Promise<ShopperMail> {
      const o = await change(actor, id, "order.cancel", { kind: "canceled", note: reason || undefined }, async (tx, before) => {
        if (isCanceled(before.status)) throw new AppError("conflict", "This order is already canceled.");
        const move = allowedMove(before, "cancel", "console");
        if (!move) throw new AppError("conflict", "A delivered order cannot be canceled: it has reached the shopper.");
        // Not again when the hold's timer already gave the stock back.
        if (move.effects.includes("stock-back") && !before.stockReleasedAt) await releaseHeld(tx, [before.id]);
        return { status: CANCELED_STATUS, stockReleasedAt: before.stockReleasedAt ?? new Date(), holdExpiresAt: null };
      });
      return tell({ kind: "canceled", order: o, by: "console", lines: await db.select().from(orderItems).where(eq(orderItems.orderId, o.id)) });
    },

    async markCodPaid(actor: Actor, id: string): Promise<OrderRow> {
      const o = await change(actor, id, "order.cod-paid", { kind: "cod-paid" }, async (_tx, before) => {
        const why = refusal(before, "cod-paid", "console");
        if (why === "cod") throw new AppError("conflict", "Only a cash-on-delivery order is marked paid by hand.");
        if (why === "unpaid") throw new AppError("conflict", "This order is already paid.");
        if (why === "state") throw new AppError("conflict", "This order is canceled.");
        return { payment: true };
      });
      await tell({ kind: "cod-paid", order: o });
      return o;
    },

    /**
     * The merchant confirms a cash-on-delivery order by hand (after calling the shopper): it is then
     * kept like one the shopper confirmed, and the sweep leaves it. Audited, with the note given.
     */
    async confirmCod(actor: Actor, id: string, note: string): Promise<OrderRow> {
      return change(actor, id, "order.cod-confirm", { kind: "cod-confirmed", note: note || undefined }, async (_tx, before) => {
        const why = refusal(before, "confirm", "console");
        if (why === "cod") throw new AppError("conflict", "Only a cash-on-delivery order is confirmed by hand.");
        if (why === "unconfirmed") throw new AppError("conflict", "This order is already confirmed.");
        if (why)
          throw new AppError(
            "conflict",
            isCanceled(before.status) ? "This order is canceled." : "This order has shipped: there is nothing to confirm.",
          );
        return { codConfirmedAt: new Date(), codConfirmedBy: actor.email };
      });
    },

    /**
     * Settles a refund due: through the provider's refund API when its keys are set (the provider is
     * asked first; the order records its refund id), or recorded as paid back by hand.
     */
    async settleRefund(actor: Actor, id: string, input: RefundRequest): Promise<ShopperMail> {
      const before = await load(id);
      if (!isRefundDue(before))
        throw new AppError("conflict", before.refundedAt ? "This order is already refunded." : "Nothing is owed back on this order.");
      let reference = input.reference;
      let method: string = "manual";
      if (input.via === "provider") {
        const via = refundVia(before);
        if (!via) throw new AppError("conflict", "This order cannot be refunded through a provider here; record the refund by hand.", "via");
        try {
          const gateway = via === "razorpay" ? deps.razorpay! : deps.stripe!;
          reference = (await gateway.refund(before.providerPaymentId!, before.amountPaise)).id;
        } catch (err) {
          deps.logger.warn("provider refund failed", { orderId: id, provider: via, error: String(err) });
          throw new AppError(
            "payment_failed",
            `${via === "razorpay" ? "Razorpay" : "Stripe"} did not take the refund: ${(err as Error).message ?? err}`,
          );
        }
        method = via;
      } else if (!reference) {
        throw new AppError("bad_request", "Say how it was paid back (e.g. a UPI or bank reference).", "reference");
      }
      const o = await change(actor, id, "order.refund", { kind: "refunded", note: `${method} ${reference}` }, async (_tx, cur) => {
        if (!isRefundDue(cur)) throw new AppError("conflict", "This order is already refunded.");
        return { refundedAt: new Date(), refundMethod: method, refundReference: reference };
      });
      return tell({ kind: "refunded", order: o });
    },

    /** For the dashboard and list badges. */
    async refundsDueCount(): Promise<number> {
      const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(orders).where(refundDueWhere());
      return Number(r.n);
    },
  };
}

export type ConsoleOrders = ReturnType<typeof createConsoleOrders>;
