import { and, eq, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { creditNoteForCancel } from "../invoices/credit-note.service";
import { CANCELED_STATUS } from "../../../domain/order-states";
import type { Db, Tx } from "../../db/client";
import { orderItems, orders, variants } from "../../db/schema";
import { shownStock } from "../../../domain/stock-shown";
import { AppError } from "../../http/errors";
import { recountCouponUse, returnCouponUses } from "./coupon-use";
import { CreditShort, retakeCreditUse, returnCreditUses } from "./store-credit";

export const variantWhere = (l: { productId: string; size: string; color: string }) =>
  and(eq(variants.productId, l.productId), eq(variants.size, l.size), eq(variants.color, l.color));

export const lineLabel = (l: { name: string; size: string }) => `${l.name || "This product"} (size ${l.size})`;

/** A line the stock cannot cover; stock is how many are left, when known. */
export class StockShortage extends Error {
  constructor(readonly line: { name: string; size: string; stock?: number | null }) {
    super("stock");
  }
}

/** What the shopper reads for a shortage: how many are left when few are, or that the line is out of stock. */
export function shortageError(err: StockShortage): AppError {
  const { availability, left } = shownStock(err.line.stock ?? 0);
  return new AppError(
    "conflict",
    availability === "sold_out"
      ? `${lineLabel(err.line)} is out of stock. Please remove it from your cart.`
      : left !== null
        ? `Only ${left} left of ${lineLabel(err.line)}. Please lower the quantity.`
        : `Not that many of ${lineLabel(err.line)} are in stock. Please lower the quantity.`,
    "items",
  );
}

type VariantQty = { productId: string; size: string; color: string; quantity: number; name: string; stock?: number | null };

/**
 * Takes the stock of every line or throws StockShortage: never below zero, and in a fixed order of
 * variants so two transactions never wait on each other's rows.
 */
export async function takeStock(tx: Tx, lines: VariantQty[]): Promise<void> {
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

/**
 * Takes back what a released order held, its coupon's use and the stock of all its lines, or
 * nothing: in a savepoint, so a shortage leaves the caller's transaction standing.
 */
export async function retakeHeld(tx: Tx, orderId: string): Promise<boolean> {
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  try {
    // The coupon before the stock, as placing an order locks them, so the two never wait on each other.
    await tx.transaction(async (sp) => {
      await recountCouponUse(sp, orderId);
      await takeStock(sp, items);
      await retakeCreditUse(sp, orderId);
    });
    return true;
  } catch (err) {
    if (err instanceof StockShortage || err instanceof CreditShort) return false;
    throw err;
  }
}

/** Gives back what these orders held: their lines' stock, their coupons' uses and the store credit they used. Called once per order. */
export async function releaseHeld(tx: Tx, orderIds: string[]): Promise<void> {
  await returnCouponUses(tx, orderIds);
  await returnCreditUses(tx, orderIds);
  // An invoiced order canceled: a GST credit note against its invoice, in this transaction.
  const invoiced = await tx
    .select()
    .from(orders)
    .where(and(inArray(orders.id, orderIds), isNotNull(orders.invoiceNumber)));
  for (const o of invoiced) await creditNoteForCancel(tx, o);
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

/** Gives back the stock of unpaid online orders whose hold has run out; safe to run anywhere, any time. */
export async function releaseExpiredHolds(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    // The WHERE ... IS NULL claim makes each order's release happen once, whichever process gets there.
    const released = await tx
      .update(orders)
      .set({ stockReleasedAt: now, status: CANCELED_STATUS, updatedAt: now })
      .where(and(eq(orders.payment, false), isNull(orders.stockReleasedAt), lt(orders.holdExpiresAt, now)))
      .returning({ id: orders.id });
    if (released.length)
      await releaseHeld(
        tx,
        released.map((r) => r.id),
      );
    return released.length;
  });
}

/** Lets go of an unpaid order at once, e.g. when the provider could not be reached. */
export async function releaseUnpaid(db: Db, orderId: string): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    const released = await tx
      .update(orders)
      .set({ stockReleasedAt: now, status: CANCELED_STATUS, updatedAt: now })
      .where(and(eq(orders.id, orderId), eq(orders.payment, false), isNull(orders.stockReleasedAt)))
      .returning({ id: orders.id });
    if (released.length) await releaseHeld(tx, [orderId]);
  });
}
