import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { ConsoleReturn, ReturnQueueQuery, ReturnRefundRequest } from "../../../contracts/admin-returns";
import type { ReturnRequestBody } from "../../../contracts/returns";
import { indiaDay } from "../../../domain/india/india-day";
import { paiseToRupees } from "../../../domain/money";
import { RETURN_MESSAGES } from "../../../domain/returns";
import { orderNumber } from "../../../domain/orders";
import { OPEN_RETURN_STATUSES, consoleMoves } from "../../../domain/return-states";
import type { RenderedUpload } from "../../adapters/images/uploaded-images";
import { keepUpload } from "../catalog/media.service";
import type { Notifier, ReturnNotice } from "../../adapters/notifications/notifier";
import type { RazorpayGateway } from "../../adapters/payments/razorpay";
import type { StripeGateway } from "../../adapters/payments/stripe";
import type { Db } from "../../db/client";
import { orders, returnLines, returnRequests, users } from "../../db/schema";
import type { Logger } from "../../http/logger";
import type { Actor } from "../audit/audit.service";
import { addressOf, type OrderRow } from "./order.dto";
import { orderRecipient } from "./order-recipient";
import { refundVia } from "./refunds";
import {
  RETURN_NOT_FOUND,
  approveReturn,
  exchangeDelivered,
  markPickedUp,
  receiveReturn,
  refundReturn,
  rejectReturn,
  returnVariants,
  schedulePickup,
  shipExchange,
} from "./return-moves";
import { type ReturnRow, accountWords, askReturn, orderReturns, returnViews } from "./return-requests";
import { creditBalanceOf, creditLedger } from "./store-credit";
import { giveGoodwill, SHOPPER_NOT_FOUND } from "./goodwill-credit";
import type { GoodwillRequest } from "../../../contracts/admin-shoppers";
import type { ShopPolicy } from "../../../domain/shop-policy";
import type { Mailer } from "../../adapters/mail/mailer";
import { AppError } from "../../http/errors";
import type { RestockedVariant } from "../stock-alerts/stock-alerts.service";
import type { ShopperMail } from "./console-orders.service";

/**
 * Returns, exchanges and store credit for both audiences: the shopper asks and follows a request
 * (return-requests.ts), the console moves it along the return-states table (return-moves.ts), and
 * each step is told to the shopper through the notifier.
 */
export function createReturns(deps: {
  db: Db;
  notifier: Notifier;
  logger: Logger;
  /**
   * The shop's policy as the configuration holds it: its return window (RETURN_WINDOW_DAYS, or
   * the owner's Settings) is read at each ask, so a change applies to the next one.
   */
  policy: Pick<ShopPolicy, "returnWindowDays">;
  mailer: Mailer;
  publicUrl: string;
  razorpay?: RazorpayGateway;
  stripe?: StripeGateway;
  /** Units a received return or a rejected exchange put back on sale: their waiting shoppers are told. */
  onRestock?: (back: RestockedVariant[]) => Promise<void>;
}) {
  const { db } = deps;
  /** After the move: the units it put back on sale, if it put any. */
  const restocked = async (id: string, which: "returned" | "exchange-reserved" | null) => {
    if (which && deps.onRestock) await deps.onRestock(await returnVariants(db, id, which));
  };

  /** Tells the shopper the step their request reached. */
  async function tell(request: ReturnRow, order: OrderRow): Promise<ShopperMail> {
    const [view] = await returnViews(db, [request]);
    const notice: ReturnNotice = {
      kind: view!.kind,
      status: request.status,
      note: view!.timeline.find((t) => t.status === request.status)?.note ?? null,
      inspection: view!.inspection,
      refundPaise: request.refundPaise,
      refundTo: request.refundTo,
      refundAccount: accountWords(request),
      refundVia: request.refundMethod,
      pickupOn: request.pickupOn,
      courier: request.courier,
      trackingNumber: request.trackingNumber,
      lines: view!.lines.map((l) => ({
        name: l.name,
        size: l.size,
        color: l.color,
        quantity: l.quantity,
        exchangeSize: l.exchangeSize,
        exchangeColor: l.exchangeColor,
      })),
    };
    if (request.status === "Rejected") notice.note = request.rejectReason;
    if (request.status === "Received") notice.note = request.inspectionNote;
    if (request.status === "Refunded") notice.note = request.refundReference;
    return deps.notifier.notify(await orderRecipient(db, order), { kind: "return", order, request: notice });
  }

  /** A request as the console shows it. */
  async function consoleViews(rows: ReturnRow[]): Promise<ConsoleReturn[]> {
    if (rows.length === 0) return [];
    const views = await returnViews(db, rows);
    const orderRows = await db
      .select({ order: orders, email: users.email })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(
        inArray(
          orders.id,
          rows.map((r) => r.orderId),
        ),
      );
    return rows.map((r, i) => {
      const { order, email } = orderRows.find((o) => o.order.id === r.orderId)!;
      const a = addressOf(order);
      return {
        ...views[i]!,
        orderId: order.id,
        orderNumber: orderNumber(order.id),
        customer: `${a.firstName ?? ""} ${a.lastName ?? ""}`.trim(),
        email,
        paymentMethod: order.paymentMethod,
        moves: consoleMoves({ status: r.status, kind: r.kind as "return" | "exchange", inspection: r.inspection as "accepted" | null }),
        refundVia: refundVia(deps, order),
      };
    });
  }

  /** A shopper's store credit: the balance and the ledger, newest first, in rupees. */
  async function creditOf(userId: string) {
    const { balancePaise, entries } = await creditLedger(db, userId);
    return {
      balance: paiseToRupees(balancePaise),
      entries: entries.map((e) => ({
        date: e.createdAt.getTime(),
        amount: paiseToRupees(e.amountPaise),
        balance: paiseToRupees(e.balanceAfterPaise),
        kind: e.kind,
        note: e.note,
        expires: e.expiresAt?.getTime() ?? null,
      })),
    };
  }

  const moved = async (done: { request: ReturnRow; order: OrderRow }) => {
    const mail = await tell(done.request, done.order);
    const [request] = await consoleViews([done.request]);
    return { request: request!, mail };
  };

  return {
    /** The shopper asks; the first mail says it was received. */
    async ask(userId: string, orderId: string, body: ReturnRequestBody, now = new Date()) {
      const { request, order } = await askReturn(db, deps.policy.returnWindowDays, userId, orderId, body, now);
      await tell(request, order);
      const [view] = await returnViews(db, [request]);
      return view!;
    },
    /** Refuses a photo for an order that cannot be returned now (as the request itself would be). */
    async mayAddPhoto(userId: string, orderId: string, now = new Date()): Promise<void> {
      const r = await orderReturns(db, deps.policy.returnWindowDays, userId, orderId, now);
      if (r.canAsk) return;
      if (!r.windowLastDay) throw new AppError("conflict", RETURN_MESSAGES.notDelivered);
      if (indiaDay(now) > r.windowLastDay) throw new AppError("conflict", RETURN_MESSAGES.windowClosed(r.windowLastDay));
      throw new AppError("conflict", RETURN_MESSAGES.allReturned);
    },
    /** A photo for a request, kept like any uploaded image; its path is listed in the request. */
    async keepPhoto(upload: RenderedUpload): Promise<string> {
      await keepUpload(db, upload);
      return upload.url;
    },
    forOrder: (userId: string, orderId: string, now = new Date()) => orderReturns(db, deps.policy.returnWindowDays, userId, orderId, now),

    /** A shopper's credit for the console: 404 for no such shopper. */
    async shopperCredit(userId: string) {
      const [u] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      if (!u) throw new AppError("not_found", SHOPPER_NOT_FOUND, "id");
      return creditOf(userId);
    },

    creditBalance: (userId: string) => creditBalanceOf(db, userId),

    /** Goodwill credit from the console, with the note the shopper reads in their ledger and mail. */
    async giveGoodwill(actor: Actor, userId: string, input: GoodwillRequest) {
      const given = await giveGoodwill(deps, actor, userId, input);
      return { ...given, ...(await creditOf(userId)) };
    },

    credit: creditOf,

    /** The console's queue: open first (oldest first: the longest waiting), then closed (newest first). */
    async queue(q: ReturnQueueQuery) {
      const open = sql`${returnRequests.status} in (${sql.join(
        OPEN_RETURN_STATUSES.map((s) => sql`${s}`),
        sql`, `,
      )})`;
      const byReason = q.reason
        ? inArray(returnRequests.id, db.select({ id: returnLines.returnId }).from(returnLines).where(eq(returnLines.reason, q.reason)))
        : undefined;
      const rows = await db
        .select()
        .from(returnRequests)
        .where(and(q.status ? eq(returnRequests.status, q.status) : undefined, byReason))
        .orderBy(desc(open), sql`case when ${open} then ${returnRequests.createdAt} end asc`, desc(returnRequests.createdAt), asc(returnRequests.id))
        .limit(200);
      const [n] = await db.select({ n: sql<number>`count(*)::int` }).from(returnRequests).where(open);
      return { requests: await consoleViews(rows), open: Number(n?.n ?? 0) };
    },

    async detail(id: string): Promise<ConsoleReturn> {
      const [row] = await db.select().from(returnRequests).where(eq(returnRequests.id, id));
      if (!row) throw new AppError("not_found", RETURN_NOT_FOUND, "id");
      return (await consoleViews([row]))[0]!;
    },

    approve: async (actor: Actor, id: string, note: string) => moved(await approveReturn(db, actor, id, note)),
    reject: async (actor: Actor, id: string, reason: string) => {
      const done = await rejectReturn(db, actor, id, reason);
      await restocked(id, done.request.kind === "exchange" ? "exchange-reserved" : null);
      return moved(done);
    },
    schedulePickup: async (actor: Actor, id: string, day: string) => moved(await schedulePickup(db, actor, id, day)),
    pickedUp: async (actor: Actor, id: string, note: string) => moved(await markPickedUp(db, actor, id, note)),
    receive: async (actor: Actor, id: string, result: "accepted" | "refused", note: string) => {
      const done = await receiveReturn(db, actor, id, result, note);
      await restocked(id, result === "accepted" ? "returned" : done.request.kind === "exchange" ? "exchange-reserved" : null);
      return moved(done);
    },
    refund: async (actor: Actor, id: string, input: ReturnRefundRequest) => moved(await refundReturn(deps, actor, id, input)),
    shipExchange: async (actor: Actor, id: string, courier: string, tracking: string) => moved(await shipExchange(db, actor, id, courier, tracking)),
    exchangeDelivered: async (actor: Actor, id: string, note: string) => moved(await exchangeDelivered(db, actor, id, note)),
  };
}

export type Returns = ReturnType<typeof createReturns>;
