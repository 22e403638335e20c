import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { orders, paymentEvents } from "../../db/schema";
import { AppError } from "../../http/errors";
import type { Logger } from "../../http/logger";
import type { RazorpayGateway } from "../../adapters/payments/razorpay";
import type { StripeGateway, StripeSessionState } from "../../adapters/payments/stripe";
import { MESSAGES } from "../../../domain/messages";
import { isRefundDue } from "../../../domain/order-states";
import type { PaidOutcome } from "./mark-paid";
import type { OrderRow } from "./order.dto";
import { recipientOf } from "./order-recipient";
import type { OrderService } from "./orders.service";

export const PAYMENT_NOT_SET_UP = `${MESSAGES.paymentNotConfigured}.`;
export const WEBHOOK_NOT_AN_EVENT = "The webhook body must be a JSON object: one event.";

/** A provider's event is one JSON object; a signed body that is anything else (null, a list) is refused. */
function eventObject<T>(value: T): T & object {
  if (value === null || typeof value !== "object" || Array.isArray(value)) throw new AppError("bad_request", WEBHOOK_NOT_AN_EVENT);
  return value;
}

function parseEvent(raw: string): object {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new AppError("bad_request", "The webhook body must be JSON.");
  }
  return eventObject(value);
}

export const BAD_SIGNATURE = "The payment could not be verified.";

/** Online payments: the provider's word is taken only with a valid signature or straight from its API. */
export function createPaymentService(deps: {
  db: Db;
  logger: Logger;
  orders: OrderService;
  razorpay?: RazorpayGateway;
  stripe?: StripeGateway;
  publicUrl: string;
}) {
  const { db, logger, orders: orderService } = deps;

  const needRazorpay = () => {
    if (!deps.razorpay) throw new AppError("switched_off", PAYMENT_NOT_SET_UP);
    return deps.razorpay;
  };
  const needStripe = () => {
    if (!deps.stripe) throw new AppError("switched_off", PAYMENT_NOT_SET_UP);
    return deps.stripe;
  };

  /** The order confirmation goes out once the payment is committed, and never for a refund. */
  async function confirm(outcome: PaidOutcome | null) {
    if (!outcome || outcome.refundDue) return;
    const email = await emailOf(outcome.order.userId);
    if (email) orderService.sendConfirmation(recipientOf(outcome.order, email), outcome.order, await orderService.itemsOf(outcome.order.id));
  }

  /** What the shopper is told when the payment is recorded on an order that stays canceled. */
  function refuseRefundDue(outcome: PaidOutcome | null) {
    if (outcome?.refundDue) throw new AppError("conflict", MESSAGES.paymentRefundDue);
  }

  /**
   * Stores the event id and applies the event in one transaction: a delivery seen before is
   * acknowledged and not applied again, and one that fails to apply leaves no trace, so the
   * provider's retry is applied.
   */
  async function applyOnce(
    provider: string,
    eventId: string,
    type: string,
    payload: unknown,
    apply: (tx: Tx) => Promise<PaidOutcome | null>,
  ): Promise<{ applied: boolean; duplicate: boolean; refundDue?: boolean }> {
    const done = await db.transaction(async (tx) => {
      const [fresh] = await tx
        .insert(paymentEvents)
        .values({ provider, eventId, type, payload: payload as object })
        .onConflictDoNothing()
        .returning({ eventId: paymentEvents.eventId });
      return fresh ? { outcome: await apply(tx) } : null;
    });
    if (!done) return { applied: false, duplicate: true };
    await confirm(done.outcome);
    return { applied: Boolean(done.outcome), duplicate: false, ...(done.outcome?.refundDue ? { refundDue: true } : {}) };
  }

  function ignoreForeign(provider: string, reference: string): null {
    logger.warn("webhook for an order this store does not have", { provider, reference });
    return null;
  }

  /** Stripe's word for this order: paid, in rupees, for our amount, and the session we made for it. */
  const sessionPays = (s: StripeSessionState, order: OrderRow) =>
    s.paymentStatus === "paid" &&
    s.id === order.providerOrderId &&
    s.orderId === order.id &&
    s.clientReferenceId === order.id &&
    s.amountTotal === order.amountPaise &&
    s.currency === "inr";

  async function emailOf(userId: string): Promise<string | undefined> {
    const r = await db.execute(sql`select email from users where id = ${userId}`);
    const rows = (r as unknown as { rows: { email: string }[] }).rows;
    return rows[0]?.email;
  }

  return {
    requireRazorpay: needRazorpay,
    requireStripe: needStripe,

    /** Creates the Razorpay order for our order, or gives back the one already made. */
    async razorpayOrderFor(order: OrderRow) {
      const rp = needRazorpay();
      if (!order.providerOrderId) {
        let provider: Awaited<ReturnType<typeof rp.createOrder>>;
        try {
          provider = await rp.createOrder({ amountPaise: order.amountPaise, receipt: order.id });
        } catch (err) {
          logger.error("razorpay order create failed", { orderId: order.id, error: String((err as { error?: unknown }).error ?? err) });
          await orderService.releaseUnpaid(order.id);
          throw new AppError("unavailable", "The payment provider could not be reached. Please try again.");
        }
        await db.update(orders).set({ providerOrderId: provider.id }).where(eq(orders.id, order.id));
        order = { ...order, providerOrderId: provider.id };
      }
      return { id: order.providerOrderId!, amount: order.amountPaise, currency: "INR", receipt: order.id };
    },

    async verifyRazorpay(
      userId: string,
      input: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string; orderId?: string },
    ) {
      const rp = needRazorpay();
      const order = input.orderId
        ? await orderService.findForUser(userId, input.orderId)
        : (
            await db
              .select()
              .from(orders)
              .where(and(eq(orders.providerOrderId, input.razorpay_order_id), eq(orders.userId, userId)))
          )[0];
      if (!order?.providerOrderId) throw new AppError("bad_request", BAD_SIGNATURE);
      // The signature must cover the provider order id we stored for this order, not one the browser names.
      if (!rp.paymentSignatureValid(order.providerOrderId, input.razorpay_payment_id, input.razorpay_signature)) {
        throw new AppError("bad_request", BAD_SIGNATURE);
      }
      if (order.payment) throw new AppError("conflict", "This order is already paid.");
      const [usedElsewhere] = await db.select({ id: orders.id }).from(orders).where(eq(orders.providerPaymentId, input.razorpay_payment_id));
      if (usedElsewhere) throw new AppError("bad_request", BAD_SIGNATURE);
      const outcome = await orderService.markPaid(order.id, input.razorpay_payment_id);
      if (!outcome) throw new AppError("conflict", "This order is already paid.");
      refuseRefundDue(outcome);
      await confirm(outcome);
      return outcome.order;
    },

    async razorpayWebhook(rawBody: string, signature: string | undefined, eventIdHeader: string | undefined) {
      const rp = needRazorpay();
      if (!rp.webhookSignatureValid(rawBody, signature)) throw new AppError("bad_request", "Invalid webhook signature.");
      const event = parseEvent(rawBody) as {
        event?: string;
        created_at?: number;
        payload?: { payment?: { entity?: { id?: string; order_id?: string; amount?: number } }; order?: { entity?: { id?: string } } };
      };
      const type = String(event.event ?? "");
      const paymentId = event.payload?.payment?.entity?.id ?? null;
      const eventId = eventIdHeader || `${type}:${paymentId ?? event.payload?.order?.entity?.id}:${event.created_at ?? ""}`;
      return applyOnce("razorpay", eventId, type, event, async (tx) => {
        if (type !== "payment.captured" && type !== "order.paid") return null;
        const providerOrderId = event.payload?.payment?.entity?.order_id ?? event.payload?.order?.entity?.id;
        if (!providerOrderId) return null;
        const [order] = await tx.select().from(orders).where(eq(orders.providerOrderId, providerOrderId));
        // The provider order is stored before the shopper can pay it, so an unknown one is not
        // this store's (one account, several shops): acknowledged, so the provider stops sending.
        if (!order) return ignoreForeign("razorpay", providerOrderId);
        const amount = event.payload?.payment?.entity?.amount;
        if (amount != null && amount !== order.amountPaise) {
          logger.warn("razorpay webhook amount differs from the order", { orderId: order.id, amount });
          return null;
        }
        return orderService.markPaid(order.id, paymentId, tx);
      });
    },

    /** Creates (or finds again) the Checkout Session for our order. */
    async stripeSessionFor(order: OrderRow, email?: string): Promise<string> {
      const st = needStripe();
      if (order.payment) return `${deps.publicUrl}/verify?success=true&orderId=${order.id}`;
      if (order.providerOrderId) {
        const s = await st.retrieveSession(order.providerOrderId);
        if (s.url) return s.url;
      }
      const items = await orderService.itemsOf(order.id);
      // With a coupon the lines no longer add up to the amount: one line carries the exact total.
      const lines =
        order.discountPaise > 0 || order.deliveryFeePaise > 0
          ? [{ name: `Dhaaga order ${order.id.slice(0, 8)}`, unitAmountPaise: order.amountPaise, quantity: 1 }]
          : items.map((i) => ({ name: `${i.name} (${i.size})`, unitAmountPaise: i.unitPricePaise, quantity: i.quantity }));
      let session: Awaited<ReturnType<typeof st.createSession>>;
      try {
        session = await st.createSession({
          orderId: order.id,
          lines,
          email,
          successUrl: `${deps.publicUrl}/verify?success=true&orderId=${order.id}`,
          cancelUrl: `${deps.publicUrl}/verify?success=false&orderId=${order.id}`,
        });
      } catch (err) {
        logger.error("stripe session create failed", { orderId: order.id, error: String(err) });
        await orderService.releaseUnpaid(order.id);
        throw new AppError("unavailable", "The payment provider could not be reached. Please try again.");
      }
      await db.update(orders).set({ providerOrderId: session.id }).where(eq(orders.id, order.id));
      return session.url;
    },

    /** success=true from the browser is only a hint: the session itself must say paid, for this order and amount. */
    async verifyStripe(userId: string, input: { success: boolean; orderId: string }) {
      const order = await orderService.findForUser(userId, input.orderId);
      if (isRefundDue(order)) throw new AppError("conflict", MESSAGES.paymentRefundDue);
      if (order.payment) return { paid: true };
      if (!input.success) return { paid: false };
      const st = needStripe();
      if (!order.providerOrderId) return { paid: false };
      const s = await st.retrieveSession(order.providerOrderId).catch((err) => {
        logger.warn("stripe session lookup failed", { orderId: order.id, error: String(err) });
        return null;
      });
      if (!s || !sessionPays(s, order)) return { paid: false };
      const outcome = await orderService.markPaid(order.id, s.id);
      refuseRefundDue(outcome);
      await confirm(outcome);
      return { paid: true };
    },

    async stripeWebhook(rawBody: string, signature: string | undefined) {
      const st = needStripe();
      let event: Awaited<ReturnType<typeof st.webhookEvent>>;
      try {
        event = await st.webhookEvent(rawBody, signature);
      } catch {
        throw new AppError("bad_request", "Invalid webhook signature.");
      }
      eventObject(event);
      return applyOnce("stripe", event.id, event.type, event, async (tx) => {
        if (event.type !== "checkout.session.completed" && event.type !== "checkout.session.async_payment_succeeded") return null;
        const s = st.sessionState(event.data.object as never);
        if (s.paymentStatus !== "paid" || !s.orderId) return null;
        const [order] = await tx.select().from(orders).where(eq(orders.id, s.orderId));
        if (!order) return ignoreForeign("stripe", s.orderId);
        if (!sessionPays(s, order)) {
          logger.warn("stripe webhook session does not match the order", { orderId: order.id, sessionId: s.id });
          return null;
        }
        return orderService.markPaid(order.id, s.id, tx);
      });
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
