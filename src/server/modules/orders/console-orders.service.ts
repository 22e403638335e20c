import {
  ORDER_PAGE_SIZE,
  type AdvanceRequest,
  type OrderDetail,
  type OrderListAnswer,
  type OrderListQuery,
  type RefundRequest,
} from "../../../contracts/admin-orders";
import { eq } from "drizzle-orm";
import type { Notifier, OrderNotice } from "../../adapters/notifications/notifier";
import type { RazorpayGateway } from "../../adapters/payments/razorpay";
import type { StripeGateway } from "../../adapters/payments/stripe";
import type { Db } from "../../db/client";
import { orderItems } from "../../db/schema";
import type { Logger } from "../../http/logger";
import type { Actor } from "../audit/audit.service";
import { consoleOrderDetail } from "./console-order-detail";
import { orderRows } from "./console-order-list";
import { advanceOrder, cancelByMerchant, confirmCodByHand, markCodPaid } from "./console-order-moves";
import { ORDER_CSV_MAX_ROWS, ordersCsv } from "./order-csv";
import { orderRecipient } from "./order-recipient";
import type { OrderRow } from "./order.dto";
import { refundVia, refundsDueCount, settleRefund } from "./refunds";

import type { MailStatus } from "../../../domain/console-messages";

/** What became of the mail to the shopper, or "none" for an order with no address. */
export type ShopperMail = MailStatus | "none";

/**
 * The merchant's side of orders: the list and its CSV (console-order-list.ts, order-csv.ts), one
 * order's page (console-order-detail.ts), its moves along the order-states table
 * (console-order-moves.ts) and refunds (refunds.ts); each move that reaches the shopper is told
 * them through the notifier (every channel; mail today).
 */
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
  /** Tells the shopper about an order (every channel), and says what became of it; a failed delivery stays in the outbox and is logged. */
  const tell = async (notice: OrderNotice): Promise<ShopperMail> => deps.notifier.notify(await orderRecipient(db, notice.order), notice);

  return {
    async list(q: OrderListQuery): Promise<Omit<OrderListAnswer, "shiprocket">> {
      const page = await orderRows(db, q, ORDER_PAGE_SIZE, (q.page - 1) * ORDER_PAGE_SIZE);
      const total = page[0]?.n ?? 0;
      return { success: true, orders: page.map(({ n: _n, ...r }) => r), total, page: q.page, pages: Math.max(1, Math.ceil(total / ORDER_PAGE_SIZE)) };
    },

    /** The filtered list as CSV (up to 10,000 rows), for a spreadsheet. */
    async csv(q: OrderListQuery): Promise<string> {
      return ordersCsv(await orderRows(db, q, ORDER_CSV_MAX_ROWS, 0));
    },

    detail: (id: string): Promise<OrderDetail> => consoleOrderDetail(db, id, (o) => refundVia(deps, o), deps.codUnconfirmed),

    async advance(actor: Actor, id: string, input: AdvanceRequest): Promise<ShopperMail> {
      return tell({ kind: "step", order: await advanceOrder(db, actor, id, input), step: input.status });
    },

    async cancel(actor: Actor, id: string, reason: string): Promise<ShopperMail> {
      const o = await cancelByMerchant(db, actor, id, reason);
      return tell({ kind: "canceled", order: o, by: "console", lines: await db.select().from(orderItems).where(eq(orderItems.orderId, o.id)) });
    },

    async markCodPaid(actor: Actor, id: string): Promise<OrderRow> {
      const o = await markCodPaid(db, actor, id);
      await tell({ kind: "cod-paid", order: o });
      return o;
    },

    /** The merchant confirms a cash-on-delivery order by hand, after a call. */
    confirmCod: (actor: Actor, id: string, note: string): Promise<OrderRow> => confirmCodByHand(db, actor, id, note),

    async settleRefund(actor: Actor, id: string, input: RefundRequest): Promise<ShopperMail> {
      return tell({ kind: "refunded", order: await settleRefund(deps, actor, id, input) });
    },

    /** For the dashboard and list badges. */
    refundsDueCount: () => refundsDueCount(db),
  };
}

export type ConsoleOrders = ReturnType<typeof createConsoleOrders>;
