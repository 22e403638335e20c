import {
  ORDER_PAGE_SIZE,
  type AdvanceRequest,
  type OrderDetail,
  type OrderListAnswer,
  type OrderListQuery,
  type RefundRequest,
} from "../../../contracts/admin-orders";
import type { Mailer } from "../../adapters/mail/mailer";
import type { RazorpayGateway } from "../../adapters/payments/razorpay";
import type { StripeGateway } from "../../adapters/payments/stripe";
import type { Db } from "../../db/client";
import type { Logger } from "../../http/logger";
import type { Actor } from "../audit/audit.service";
import { consoleOrderDetail } from "./console-order-detail";
import { orderRows } from "./console-order-list";
import { advanceOrder, cancelByMerchant, markCodPaid } from "./console-order-moves";
import { ORDER_CSV_MAX_ROWS, ordersCsv } from "./order-csv";
import { type ShopperMail, tellShopper } from "./order-step-mail";
import type { OrderRow } from "./order.dto";
import { refundVia, refundsDueCount, settleRefund } from "./refunds";

export type { ShopperMail };

/**
 * The merchant's side of orders: the list and its CSV (console-order-list.ts, order-csv.ts), one
 * order's page (console-order-detail.ts), its moves along the order-states table
 * (console-order-moves.ts) and refunds (refunds.ts); each move that reaches the shopper mails
 * them (order-step-mail.ts).
 */
export function createConsoleOrders(deps: {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  razorpay?: RazorpayGateway;
  stripe?: StripeGateway;
}) {
  const { db } = deps;
  const tell = (o: OrderRow, event: string) => tellShopper(deps, o, event);

  return {
    async list(q: OrderListQuery): Promise<OrderListAnswer> {
      const page = await orderRows(db, q, ORDER_PAGE_SIZE, (q.page - 1) * ORDER_PAGE_SIZE);
      const total = page[0]?.n ?? 0;
      return { success: true, orders: page.map(({ n: _n, ...r }) => r), total, page: q.page, pages: Math.max(1, Math.ceil(total / ORDER_PAGE_SIZE)) };
    },

    /** The filtered list as CSV (up to 10,000 rows), for a spreadsheet. */
    async csv(q: OrderListQuery): Promise<string> {
      return ordersCsv(await orderRows(db, q, ORDER_CSV_MAX_ROWS, 0));
    },

    detail: (id: string): Promise<OrderDetail> => consoleOrderDetail(db, id, (o) => refundVia(deps, o)),

    async advance(actor: Actor, id: string, input: AdvanceRequest): Promise<ShopperMail> {
      return tell(await advanceOrder(db, actor, id, input), input.status);
    },

    async cancel(actor: Actor, id: string, reason: string): Promise<ShopperMail> {
      return tell(await cancelByMerchant(db, actor, id, reason), "canceled");
    },

    async markCodPaid(actor: Actor, id: string): Promise<OrderRow> {
      const o = await markCodPaid(db, actor, id);
      await tell(o, "cod-paid");
      return o;
    },

    async settleRefund(actor: Actor, id: string, input: RefundRequest): Promise<ShopperMail> {
      return tell(await settleRefund(deps, actor, id, input), "refunded");
    },

    /** For the dashboard and list badges. */
    refundsDueCount: () => refundsDueCount(db),
  };
}

export type ConsoleOrders = ReturnType<typeof createConsoleOrders>;
