import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { ReturnRequestBody, ReturnView } from "../../../contracts/returns";
import { MESSAGES } from "../../../domain/messages";
import { paiseToRupees } from "../../../domain/money";
import { countsAgainstOrder, timelineSteps } from "../../../domain/return-states";
import {
  RETURN_MESSAGES,
  type RefundDestination,
  type ReturnFacts,
  type ReturnKind,
  type ReturnReason,
  destinationsFor,
  refundOfLines,
  codFeeBack,
  returnAskRefusal,
  returnWindowLastDay,
} from "../../../domain/returns";
import type { Db, Tx } from "../../db/client";
import { orderEvents, orderItems, orders, products, returnEvents, returnLines, returnRequests, variants } from "../../db/schema";
import { AppError, notFound } from "../../http/errors";
import type { OrderItemRow, OrderRow } from "./order.dto";

export type ReturnRow = typeof returnRequests.$inferSelect;
type Reader = Db | Tx;

const label = (i: Pick<OrderItemRow, "name" | "size">) => `${i.name} (size ${i.size})`;

/** The shopper's own order, locked when asked (another shopper's, or none, is 404 alike). */
export async function shopperOrder(db: Reader, userId: string, orderId: string, lock = false): Promise<OrderRow> {
  if (!/^[0-9a-f-]{36}$/i.test(orderId)) throw notFound(MESSAGES.orderNotFound, "orderId");
  const q = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  const [o] = lock ? await q.for("update") : await q;
  if (!o) throw notFound(MESSAGES.orderNotFound, "orderId");
  return o;
}

/** When the order was marked Delivered: its history's first Delivered step (else its last change, for an order delivered before the history). */
async function deliveredAt(db: Reader, o: OrderRow): Promise<Date | null> {
  if (o.status !== "Delivered") return null;
  const [e] = await db
    .select({ at: sql<Date>`min(${orderEvents.at})` })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, o.id), eq(orderEvents.status, "Delivered")));
  return e?.at ? new Date(e.at) : o.updatedAt;
}

/** Everything the return rules read about an order: its lines with what is left of each, its exchanges so far. */
export async function returnFactsOf(db: Reader, o: OrderRow, windowDays: number) {
  const items = await db
    .select({ item: orderItems, returnable: products.returnable })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, o.id))
    .orderBy(asc(orderItems.name), asc(orderItems.size));
  const requests = (await db.select().from(returnRequests).where(eq(returnRequests.orderId, o.id))).filter(countsAgainstOrder);
  const lines = requests.length
    ? await db
        .select()
        .from(returnLines)
        .where(
          inArray(
            returnLines.returnId,
            requests.map((r) => r.id),
          ),
        )
    : [];
  const asked = (itemId: string) => lines.filter((l) => l.orderItemId === itemId).reduce((n, l) => n + l.quantity, 0);
  const facts: ReturnFacts = {
    status: o.status,
    deliveredAt: await deliveredAt(db, o),
    windowDays,
    paymentMethod: o.paymentMethod,
    exchangesSoFar: requests.filter((r) => r.kind === "exchange").length,
    lines: items.map(({ item, returnable }) => ({
      id: item.id,
      label: label(item),
      quantity: item.quantity,
      alreadyAsked: asked(item.id),
      returnable: returnable ?? true,
    })),
  };
  return { facts, items: items.map((i) => i.item) };
}

/**
 * A shopper's return or exchange, in one transaction on the locked order: the rules first (a
 * refusal writes nothing), then an exchange takes each new size's stock (a sold-out size is
 * refused), then the request, its lines and its first step are written.
 */
export async function askReturn(db: Db, windowDays: number, userId: string, orderId: string, body: ReturnRequestBody, now = new Date()) {
  return db.transaction(async (tx) => {
    const o = await shopperOrder(tx, userId, orderId, true);
    const { facts, items } = await returnFactsOf(tx, o, windowDays);
    const refundTo = body.kind === "return" ? (body.refundTo ?? (destinationsFor(o.paymentMethod)[0] as RefundDestination)) : null;
    const why = returnAskRefusal(facts, { kind: body.kind, refundTo, lines: body.lines }, now);
    if (why) throw new AppError("conflict", why);
    const itemOf = (id: string) => items.find((i) => i.id === id)!;
    if (body.kind === "exchange")
      for (const l of body.lines) {
        const item = itemOf(l.orderItemId);
        const size = l.size!;
        const color = l.color ?? item.color;
        if (size === item.size && color === item.color) throw new AppError("conflict", RETURN_MESSAGES.sameVariant, "size");
        const variant = and(eq(variants.productId, item.productId), eq(variants.size, size), eq(variants.color, color));
        const taken = await tx
          .update(variants)
          .set({ stock: sql`${variants.stock} - ${l.quantity}` })
          .where(and(variant, sql`${variants.stock} >= ${l.quantity}`))
          .returning({ stock: variants.stock });
        if (taken.length === 0) {
          const [exists] = await tx.select({ stock: variants.stock }).from(variants).where(variant);
          throw new AppError("conflict", exists ? RETURN_MESSAGES.soldOut(size) : RETURN_MESSAGES.noSuchVariant(size, color), "size");
        }
      }
    const refundPaise =
      body.kind === "return"
        ? refundOfLines(
            body.lines.map((l) => {
              const item = itemOf(l.orderItemId);
              return { quantity: item.quantity, returned: l.quantity, netPaise: item.netPaise, unitPricePaise: item.unitPricePaise };
            }),
          ) + codFeeBack(facts.lines, { kind: body.kind, lines: body.lines }, o.codFeePaise)
        : 0;
    const refundAccount = refundTo === "bank" ? body.bank : refundTo === "upi" ? body.upi : null;
    const [request] = await tx
      .insert(returnRequests)
      .values({ orderId: o.id, userId, kind: body.kind, refundTo, refundAccount, refundPaise })
      .returning();
    await tx.insert(returnLines).values(
      body.lines.map((l) => ({
        returnId: request.id,
        orderItemId: l.orderItemId,
        quantity: l.quantity,
        reason: l.reason,
        photos: l.photos,
        exchangeSize: body.kind === "exchange" ? l.size! : null,
        exchangeColor: body.kind === "exchange" ? (l.color ?? itemOf(l.orderItemId).color) : null,
      })),
    );
    await tx.insert(returnEvents).values({ returnId: request.id, status: request.status, actorEmail: "shopper" });
    return { request, order: o };
  });
}

/** "Bank account ending 4321 (HDFC0001234)" or the UPI ID: where the refund goes, without the whole account number. */
export function accountWords(r: Pick<ReturnRow, "refundTo" | "refundAccount">): string | null {
  const a = (r.refundAccount ?? {}) as { accountNumber?: string; ifsc?: string; upiId?: string };
  if (r.refundTo === "bank" && a.accountNumber) return `Bank account ending ${a.accountNumber.slice(-4)} (${a.ifsc})`;
  if (r.refundTo === "upi" && a.upiId) return `UPI ${a.upiId}`;
  return null;
}

/** Requests as their shopper (and the console) reads them, with lines and timelines. */
export async function returnViews(db: Reader, requests: ReturnRow[]): Promise<ReturnView[]> {
  if (requests.length === 0) return [];
  const ids = requests.map((r) => r.id);
  const lines = await db
    .select({ line: returnLines, item: orderItems })
    .from(returnLines)
    .innerJoin(orderItems, eq(orderItems.id, returnLines.orderItemId))
    .where(inArray(returnLines.returnId, ids))
    .orderBy(asc(orderItems.name));
  const events = await db.select().from(returnEvents).where(inArray(returnEvents.returnId, ids)).orderBy(asc(returnEvents.id));
  return requests.map((r) => ({
    id: r.id,
    kind: r.kind as ReturnKind,
    status: r.status,
    date: r.createdAt.getTime(),
    refund: paiseToRupees(r.refundPaise),
    refundTo: r.refundTo as RefundDestination | null,
    refundAccount: accountWords(r),
    rejectReason: r.rejectReason,
    pickupOn: r.pickupOn,
    inspection: r.inspection as "accepted" | "refused" | null,
    inspectionNote: r.inspectionNote,
    courier: r.courier,
    trackingNumber: r.trackingNumber,
    lines: lines
      .filter((l) => l.line.returnId === r.id)
      .map(({ line, item }) => ({
        orderItemId: item.id,
        name: item.name,
        size: item.size,
        color: item.color,
        quantity: line.quantity,
        reason: line.reason as ReturnReason,
        photos: line.photos,
        exchangeSize: line.exchangeSize,
        exchangeColor: line.exchangeColor,
      })),
    timeline: timelineSteps(r.kind as ReturnKind, r.status).map((status) => {
      const e = events.filter((x) => x.returnId === r.id && x.status === status).at(-1);
      return { status, at: e ? e.at.getTime() : null, note: e?.note ?? null };
    }),
  }));
}

/** The order's requests, newest first, what may still be asked, and each line's other sizes. */
export async function orderReturns(db: Db, windowDays: number, userId: string, orderId: string, now = new Date()) {
  const o = await shopperOrder(db, userId, orderId);
  const { facts, items } = await returnFactsOf(db, o, windowDays);
  const requests = await db.select().from(returnRequests).where(eq(returnRequests.orderId, o.id)).orderBy(sql`${returnRequests.createdAt} desc`);
  const productIds = [...new Set(items.map((i) => i.productId))];
  const others = productIds.length ? await db.select().from(variants).where(inArray(variants.productId, productIds)) : [];
  const open =
    facts.deliveredAt !== null && returnAskRefusal(facts, { kind: "return", refundTo: destinationsFor(o.paymentMethod)[0], lines: [] }, now) === null;
  return {
    requests: await returnViews(db, requests),
    windowLastDay: facts.deliveredAt ? returnWindowLastDay(facts.deliveredAt, windowDays) : null,
    canAsk: open && facts.lines.some((l) => l.quantity > l.alreadyAsked),
    canExchange: open && facts.exchangesSoFar === 0,
    refundDestinations: [...destinationsFor(o.paymentMethod)],
    lines: items.map((item, i) => ({
      orderItemId: item.id,
      name: item.name,
      size: item.size,
      color: item.color,
      quantity: item.quantity,
      left: item.quantity - facts.lines[i]!.alreadyAsked,
      returnable: facts.lines[i]!.returnable,
      exchangeFor: others
        .filter((v) => v.productId === item.productId && !(v.size === item.size && v.color === item.color))
        .map((v) => ({ size: v.size, color: v.color, inStock: v.stock > 0 })),
    })),
  };
}
