import { createHash } from "node:crypto";
import { and, desc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { CANCELED_STATUS, canCancelOnServer, isRefundDue, type PaymentMethod } from "../../../domain/orders";
import { MESSAGES } from "../../../domain/messages";
import { formatINR, paiseToRupees } from "../../../domain/money";
import type { Db } from "../../db/client";
import { cartItems, coupons, idempotencyKeys, orderItems, orders, variants } from "../../db/schema";
import { AppError, badRequest, notFound } from "../../http/errors";
import type { Logger } from "../../http/logger";
import type { Mailer } from "../../adapters/mail/mailer";
import type { DeliveryAddress, OrderDto, OrderItemInput, PlaceOrderInput, Quote } from "../../../contracts/orders";
import { type OrderLine, type Priced, priceItems, variantWhere } from "./pricing";

export const ORDER_NOT_FOUND = "Order not found.";
export const IDEMPOTENCY_MISMATCH = "This Idempotency-Key was already used for a different order. Use a new key for a new order.";
export const IDEMPOTENCY_IN_PROGRESS = "This order is already being placed. Please wait a moment and try again.";

export type OrderRow = typeof orders.$inferSelect;

/** A confirmed payment: the order it paid, or (refundDue) the canceled order it is owed back on. */
export interface PaidOutcome {
  order: OrderRow;
  refundDue: boolean;
}

/** The order as the spec's client reads it: rupees on the wire, one entry per ordered item. */
export type { OrderDto };

export function quoteDto(p: Awaited<ReturnType<typeof priceItems>>): Quote {
  return {
    lines: p.lines.map((l) => ({
      _id: l.productId,
      name: l.name,
      image: l.image,
      size: l.size,
      color: l.color,
      quantity: l.quantity,
      price: paiseToRupees(l.unitPricePaise),
      available: l.available && (l.stock ?? 0) >= l.quantity,
      stock: l.stock,
    })),
    coupon: p.coupon
      ? p.coupon.ok
        ? { ok: true, code: p.coupon.code }
        : { ok: false, code: p.coupon.code, message: p.coupon.message }
      : null,
    subtotal: paiseToRupees(p.totals.subtotalPaise),
    discount: paiseToRupees(p.totals.discountPaise),
    deliveryFee: paiseToRupees(p.totals.deliveryFeePaise),
    total: paiseToRupees(p.totals.totalPaise),
  };
}

/** The same request body, whatever the key order, hashes the same. */
export function requestHash(kind: string, body: unknown): string {
  const canon = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canon)
      : v && typeof v === "object"
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, canon((v as Record<string, unknown>)[k])]),
          )
        : v;
  return createHash("sha256")
    .update(`${kind}\n${JSON.stringify(canon(body))}`)
    .digest("hex");
}

const lineLabel = (l: { name: string; size: string }) => `${l.name || "This product"} (size ${l.size})`;

class StockShortage extends Error {
  constructor(readonly line: { name: string; size: string; stock?: number | null }) {
    super("stock");
  }
}

type VariantQty = { productId: string; size: string; color: string; quantity: number; name: string };

/**
 * Takes the stock of every line or throws StockShortage: never below zero, and in a fixed order of
 * variants so two transactions never wait on each other's rows.
 */
async function takeStock<L extends VariantQty & { stock?: number | null }>(tx: Db, lines: L[]) {
  const sorted = [...lines].sort((a, b) => `${a.productId}|${a.size}|${a.color}`.localeCompare(`${b.productId}|${b.size}|${b.color}`));
  for (const l of sorted) {
    const taken = await tx
      .update(variants)
      .set({ stock: sql`${variants.stock} - ${l.quantity}` })
      .where(and(variantWhere(l), sql`${variants.stock} >= ${l.quantity}`))
      .returning({ stock: variants.stock });
    if (taken.length === 0) throw new StockShortage(l);
  }
}

/** Counts one use of the coupon, only while it has uses left; false when the last one is gone. */
async function useCoupon(tx: Db, code: string): Promise<boolean> {
  const used = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(sql`upper(${coupons.code}) = ${code}`, or(isNull(coupons.usageLimit), lt(coupons.usedCount, coupons.usageLimit))),
    )
    .returning({ code: coupons.code });
  return used.length > 0;
}

function refuseUnpriceable(priced: Priced, couponCode: string | null | undefined) {
  const missing = priced.lines.find((l) => !l.available);
  if (missing) {
    throw badRequest(
      missing.name
        ? `${lineLabel(missing)} in this colour is not available. Please remove it from your cart.`
        : "One of the items in your cart is no longer sold. Please remove it from your cart.",
      "items",
    );
  }
  if (couponCode?.trim() && !priced.coupon?.ok) throw badRequest(MESSAGES.couponInvalid, "couponCode");
}

export function createOrderService(deps: { db: Db; mailer: Mailer; logger: Logger; unpaidTtlMinutes: number; publicUrl: string }) {
  const { db, logger } = deps;

  async function loadItems(orderIds: string[]) {
    if (orderIds.length === 0) return [];
    return db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds));
  }

  function toDto(o: OrderRow, items: (typeof orderItems.$inferSelect)[]): OrderDto {
    return {
      _id: o.id,
      status: o.status,
      payment: o.payment,
      refundDue: isRefundDue(o),
      paymentMethod: o.paymentMethod,
      date: o.createdAt.getTime(),
      amount: paiseToRupees(o.amountPaise),
      subtotal: paiseToRupees(o.subtotalPaise),
      discount: paiseToRupees(o.discountPaise),
      deliveryFee: paiseToRupees(o.deliveryFeePaise),
      couponCode: o.couponCode,
      address: o.address as DeliveryAddress,
      items: items.map((i) => ({
        _id: i.productId,
        name: i.name,
        image: i.image ? [i.image] : [],
        category: i.category,
        price: paiseToRupees(i.unitPricePaise),
        size: i.size,
        color: i.color,
        quantity: i.quantity,
      })),
    };
  }

  /** Gives back the stock of unpaid online orders whose hold has run out; safe to run anywhere, any time. */
  async function releaseExpiredHolds(now = new Date()): Promise<number> {
    return db.transaction(async (tx) => {
      // The WHERE ... IS NULL claim makes each order's release happen once, whichever process gets there.
      const released = await tx
        .update(orders)
        .set({ stockReleasedAt: now, status: CANCELED_STATUS, updatedAt: now })
        .where(and(eq(orders.payment, false), isNull(orders.stockReleasedAt), lt(orders.holdExpiresAt, now)))
        .returning({ id: orders.id });
      if (released.length)
        await returnStock(
          tx as unknown as Db,
          released.map((r) => r.id),
        );
      return released.length;
    });
  }

  async function returnStock(tx: Db, orderIds: string[]) {
    const items = await tx
      .select({ productId: orderItems.productId, size: orderItems.size, color: orderItems.color, quantity: orderItems.quantity })
      .from(orderItems)
      .where(inArray(orderItems.orderId, orderIds))
      .orderBy(orderItems.productId, orderItems.size, orderItems.color);
    for (const i of items) {
      await tx
        .update(variants)
        .set({ stock: sql`${variants.stock} + ${i.quantity}` })
        .where(variantWhere(i));
    }
  }

  function sendConfirmation(
    to: string,
    o: OrderRow,
    lines: { name: string; size: string; color: string; quantity: number; unitPricePaise: number }[],
  ) {
    const list = lines
      .map((l) => `- ${l.name}, size ${l.size}, ${l.color} × ${l.quantity}: ${formatINR(l.unitPricePaise * l.quantity)}`)
      .join("\n");
    const text = [
      `Thank you for your order!`,
      ``,
      `Order ${o.id}`,
      list,
      ``,
      `Total: ${formatINR(o.amountPaise)} (${o.paymentMethod === "cod" ? "cash on delivery" : "paid online"})`,
      ``,
      `Track it at ${deps.publicUrl}/orders`,
    ].join("\n");
    deps.mailer
      .send({ to, subject: `Your Dhaaga order is placed (${formatINR(o.amountPaise)})`, text })
      .catch((err) => logger.warn("order confirmation mail failed", { orderId: o.id, error: String(err) }));
  }

  return {
    releaseExpiredHolds,
    toDto,
    sendConfirmation,

    async quote(items: OrderItemInput[], couponCode?: string | null) {
      return quoteDto(await priceItems(db, items, couponCode));
    },

    /**
     * Checkout in one transaction: claim the idempotency key, take the stock of every variant
     * (never below zero), write the order with its prices copied, and empty the cart for COD.
     * A replayed key returns the order it made; the same key with another body is refused.
     */
    async placeOrder(input: {
      user: { id: string; email: string };
      order: PlaceOrderInput;
      method: PaymentMethod;
      idempotencyKey: string;
      requestHash: string;
    }): Promise<{ order: OrderRow; replayed: boolean }> {
      const { user, order: req, method } = input;
      // A replay answers with the order it made, whatever has changed since (prices, coupon uses, stock).
      if (await keyTaken(user.id, input.idempotencyKey)) {
        return { order: await replay(user.id, input.idempotencyKey, input.requestHash), replayed: true };
      }

      const now = new Date();
      const holdExpiresAt = method === "cod" ? null : new Date(now.getTime() + deps.unpaidTtlMinutes * 60_000);
      const attempt = () =>
        db.transaction(async (t) => {
          const tx = t as unknown as Db;
          const [claimed] = await tx
            .insert(idempotencyKeys)
            .values({ userId: user.id, key: input.idempotencyKey, requestHash: input.requestHash })
            .onConflictDoNothing()
            .returning({ key: idempotencyKeys.key });
          if (!claimed) return null;

          // Priced inside the transaction, so the order copies exactly the prices and coupon it is charged.
          const priced = await priceItems(tx, req.items, req.couponCode);
          refuseUnpriceable(priced, req.couponCode);
          await takeStock(tx, priced.lines);
          if (priced.coupon?.ok && !(await useCoupon(tx, priced.coupon.code))) throw badRequest(MESSAGES.couponInvalid, "couponCode");
          const [order] = await tx
            .insert(orders)
            .values({
              userId: user.id,
              paymentMethod: method,
              subtotalPaise: priced.totals.subtotalPaise,
              discountPaise: priced.totals.discountPaise,
              deliveryFeePaise: priced.totals.deliveryFeePaise,
              amountPaise: priced.totals.totalPaise,
              couponCode: priced.coupon?.ok ? priced.coupon.code : null,
              address: req.address,
              holdExpiresAt,
            })
            .returning();
          await tx.insert(orderItems).values(
            priced.lines.map((l) => ({
              orderId: order!.id,
              productId: l.productId,
              name: l.name,
              image: l.image,
              category: l.category,
              size: l.size,
              color: l.color,
              quantity: l.quantity,
              unitPricePaise: l.unitPricePaise,
            })),
          );
          if (method === "cod") await tx.delete(cartItems).where(eq(cartItems.userId, user.id));
          await tx
            .update(idempotencyKeys)
            .set({ statusCode: 200, response: { orderId: order!.id } })
            .where(and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, input.idempotencyKey)));
          return { order: order!, lines: priced.lines };
        });
      let result: { order: OrderRow; lines: OrderLine[] } | null;
      try {
        try {
          result = await attempt();
        } catch (err) {
          // Stock held by unpaid orders past their time is stock again: release it, then try once more.
          if (!(err instanceof StockShortage) || (await releaseExpiredHolds()) === 0) throw err;
          result = await attempt();
        }
      } catch (err) {
        if (err instanceof StockShortage) {
          const left = err.line.stock ?? 0;
          throw new AppError(
            "conflict",
            left > 0
              ? `Only ${left} left of ${lineLabel(err.line)}. Please lower the quantity.`
              : `${lineLabel(err.line)} is out of stock. Please remove it from your cart.`,
            "items",
          );
        }
        throw err;
      }

      if (result) {
        if (method === "cod") sendConfirmation(user.email, result.order, result.lines);
        return { order: result.order, replayed: false };
      }
      return { order: await replay(user.id, input.idempotencyKey, input.requestHash), replayed: true };
    },

    async listForUser(userId: string): Promise<OrderDto[]> {
      const rows = await db
        .select()
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(200);
      const items = await loadItems(rows.map((r) => r.id));
      return rows.map((o) =>
        toDto(
          o,
          items.filter((i) => i.orderId === o.id),
        ),
      );
    },

    /** Another user's order answers exactly like a missing one. */
    async findForUser(userId: string, orderId: string): Promise<OrderRow> {
      if (!/^[0-9a-f-]{36}$/i.test(orderId)) throw notFound(ORDER_NOT_FOUND);
      const [o] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
      if (!o) throw notFound(ORDER_NOT_FOUND);
      return o;
    },

    async cancel(userId: string, orderId: string): Promise<OrderRow> {
      const o = await this.findForUser(userId, orderId);
      const now = new Date();
      const done = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(orders)
          // The shopper's cancel also ends the hold, so a payment arriving later is refunded, never revived.
          .set({ status: CANCELED_STATUS, stockReleasedAt: now, holdExpiresAt: null, updatedAt: now })
          .where(
            and(
              eq(orders.id, o.id),
              eq(orders.userId, userId),
              eq(orders.payment, false),
              inArray(orders.status, ["Order Placed", "Packing"]),
              isNull(orders.stockReleasedAt),
            ),
          )
          .returning();
        if (row) await returnStock(tx as unknown as Db, [row.id]);
        return row;
      });
      if (done) return done;
      const [now2] = await db.select().from(orders).where(eq(orders.id, o.id));
      const cur = now2 ?? o;
      if (cur.status === CANCELED_STATUS) throw new AppError("conflict", "This order is already canceled.");
      if (cur.payment) throw new AppError("conflict", "This order is paid, so it cannot be canceled here. Please contact us for a refund.");
      if (!canCancelOnServer(cur)) throw new AppError("conflict", "This order has already shipped and can no longer be canceled.");
      throw new AppError("conflict", "This order can no longer be canceled.");
    },

    /**
     * Records a confirmed payment once; a second confirmation changes nothing (null). An order whose
     * unpaid hold ran out comes back only if the stock of every line can be taken again; otherwise,
     * and always for an order the shopper canceled, it stays canceled with the payment recorded and a
     * refund due. Runs in the caller's transaction when given one.
     */
    async markPaid(orderId: string, providerPaymentId: string | null, inTx?: Db): Promise<PaidOutcome | null> {
      const run = <T>(fn: (tx: Db) => Promise<T>) => (inTx ? fn(inTx) : db.transaction((t) => fn(t as unknown as Db)));
      return run(async (tx) => {
        const now = new Date();
        const [row] = await tx
          .update(orders)
          .set({ payment: true, providerPaymentId, updatedAt: now })
          .where(and(eq(orders.id, orderId), eq(orders.payment, false)))
          .returning();
        if (!row) return null;
        const placed = async (set: Partial<OrderRow>) => {
          const [paid] = await tx
            .update(orders)
            .set({ ...set, holdExpiresAt: null })
            .where(eq(orders.id, row.id))
            .returning();
          await tx.delete(cartItems).where(eq(cartItems.userId, row.userId));
          return { order: paid!, refundDue: false };
        };
        if (!row.stockReleasedAt) return placed({});
        // holdExpiresAt survives only a release by the timer (a shopper's cancel clears it).
        if (row.holdExpiresAt && (await retakeStock(tx, row.id))) return placed({ stockReleasedAt: null, status: "Order Placed" });
        logger.warn("payment received for a canceled order; refund due", { orderId: row.id, providerPaymentId });
        return { order: row, refundDue: true };
      });
    },

    /** Lets go of an unpaid order at once, e.g. when the provider could not be reached. */
    async releaseUnpaid(orderId: string): Promise<void> {
      const now = new Date();
      await db.transaction(async (tx) => {
        const released = await tx
          .update(orders)
          .set({ stockReleasedAt: now, status: CANCELED_STATUS, updatedAt: now })
          .where(and(eq(orders.id, orderId), eq(orders.payment, false), isNull(orders.stockReleasedAt)))
          .returning({ id: orders.id });
        if (released.length) await returnStock(tx as unknown as Db, [orderId]);
      });
    },

    async itemsOf(orderId: string) {
      return loadItems([orderId]);
    },
  };

  /** All lines or none, in a savepoint so a shortage leaves the payment's transaction standing. */
  async function retakeStock(tx: Db, orderId: string): Promise<boolean> {
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    try {
      await tx.transaction((sp) => takeStock(sp as unknown as Db, items));
      return true;
    } catch (err) {
      if (err instanceof StockShortage) return false;
      throw err;
    }
  }

  async function keyTaken(userId: string, key: string): Promise<boolean> {
    const [row] = await db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    return Boolean(row);
  }

  async function replay(userId: string, key: string, hash: string): Promise<OrderRow> {
    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    if (!row) throw new AppError("conflict", IDEMPOTENCY_IN_PROGRESS);
    if (row.requestHash !== hash) throw new AppError("unprocessable", IDEMPOTENCY_MISMATCH);
    const orderId = (row.response as { orderId?: string } | null)?.orderId;
    if (!orderId) throw new AppError("conflict", IDEMPOTENCY_IN_PROGRESS);
    const [o] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!o) throw new AppError("conflict", IDEMPOTENCY_IN_PROGRESS);
    return o;
  }
}

export type OrderService = ReturnType<typeof createOrderService>;
