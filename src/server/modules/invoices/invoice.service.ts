import { and, eq, isNull, sql } from "drizzle-orm";
import { financialYear, formatInvoiceNumber } from "../../../domain/india/invoice-number";
import { buildInvoice, type InvoiceDocument } from "../../../domain/india/invoice";
import { hsnForCategory } from "../../../domain/india/gst";
import { INDIA_MESSAGES, MESSAGES } from "../../../domain/messages";
import type { StoreIdentity } from "../../config";
import type { Db } from "../../db/client";
import { invoiceCounters, orderItems, orders } from "../../db/schema";
import { AppError } from "../../http/errors";
import { fifoQueue } from "../../lib/fifo-queue";
import type { DeliveryAddress } from "../../../contracts/orders";
import { renderInvoicePdf } from "./invoice-pdf";

/**
 * Gives a confirmed order the next invoice number of its financial year, once. Runs in the
 * confirming transaction: the counter row is locked until it commits, and a rollback returns the
 * number, so the series never has a gap.
 */
export async function issueInvoiceNumber(tx: Db, orderId: string, prefix: string, now = new Date()): Promise<string> {
  const [current] = await tx.select({ invoiceNumber: orders.invoiceNumber }).from(orders).where(eq(orders.id, orderId)).for("update");
  if (current?.invoiceNumber) return current.invoiceNumber;
  const number = await nextInvoiceNumber(tx, prefix, now);
  await tx
    .update(orders)
    .set({ invoiceNumber: number, invoicedAt: now })
    .where(and(eq(orders.id, orderId), isNull(orders.invoiceNumber)));
  return number;
}

/**
 * Takes the next invoice number of now's financial year, for an order written in the same
 * transaction (a COD order is written with its number). The same counter row and lock as above.
 */
export async function nextInvoiceNumber(tx: Db, prefix: string, now: Date): Promise<string> {
  const fy = financialYear(now);
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ financialYear: fy, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.financialYear, set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  return formatInvoiceNumber(prefix, fy, counter!.lastNumber);
}

export function createInvoiceService(deps: { db: Db; store: StoreIdentity }) {
  const { db, store } = deps;
  /**
   * PDFs are drawn one at a time (decision 155): a drawing is some 35 ms of the event loop either
   * way, and twenty at once held some 300 MB of parsed fonts and buffers where one holds 10.
   */
  const drawing = fifoQueue({ concurrency: 1, maxWaiting: Number.POSITIVE_INFINITY });

  async function documentFor(order: typeof orders.$inferSelect): Promise<InvoiceDocument> {
    if (!order.invoiceNumber || !order.invoicedAt) throw new AppError("conflict", INDIA_MESSAGES.invoiceNotReady);
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const a = order.address as DeliveryAddress;
    return buildInvoice({
      number: order.invoiceNumber,
      date: order.invoicedAt,
      orderId: order.id,
      paymentMethod: order.paymentMethod,
      seller: { legalName: store.legalName, address: store.address, state: store.state, gstin: store.gstin },
      buyer: {
        name: `${a.firstName} ${a.lastName}`,
        address: [a.street, a.city, `${a.state} ${a.zipcode}`.trim(), a.country].filter(Boolean).join(", "),
        state: a.state,
        phone: a.phone,
        email: a.email,
      },
      lines: items.map((i) => ({
        name: i.name,
        size: i.size,
        color: i.color,
        hsn: i.hsn ?? hsnForCategory(i.category),
        quantity: i.quantity,
        netPaise: i.netPaise ?? i.unitPricePaise * i.quantity,
        gstRate: i.gstRate,
      })),
      fees: { deliveryFeePaise: order.deliveryFeePaise, codFeePaise: order.codFeePaise },
      amountPaise: order.amountPaise,
    });
  }

  return {
    documentFor,
    async pdfFor(order: typeof orders.$inferSelect): Promise<{ filename: string; pdf: Buffer }> {
      const doc = await documentFor(order);
      return { filename: `invoice-${doc.number.replaceAll("/", "-")}.pdf`, pdf: await drawing.run(() => renderInvoicePdf(doc)) };
    },
    /** The merchant's copy: any order of the store, by its id. */
    async pdfForOrderId(orderId: string): Promise<{ filename: string; pdf: Buffer }> {
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      if (!order) throw new AppError("not_found", MESSAGES.orderNotFound);
      return this.pdfFor(order);
    },
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;
