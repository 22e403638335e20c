import { and, eq, isNull, sql } from "drizzle-orm";
import { financialYear, INVOICE_SEQUENCE_DIGITS, invoiceSeries } from "../../../domain/india/invoice-number";
import { buildInvoice, type InvoiceDocument } from "../../../domain/india/invoice";
import { hsnForCategory } from "../../../domain/india/gst";
import { INDIA_MESSAGES, MESSAGES } from "../../../domain/messages";
import type { StoreIdentity } from "../../config";
import type { Db, Tx } from "../../db/client";
import { invoiceCounters, invoicePdfs, orderItems, orders } from "../../db/schema";
import { AppError } from "../../http/errors";
import { fifoQueue } from "../../lib/fifo-queue";
import type { DeliveryAddress } from "../../../contracts/orders";
import { CANCELED_STATUS } from "../../../domain/order-states";
import { type CreditNoteLines, type CreditNoteRow, creditNotesOf } from "./credit-note.service";
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
 * The next invoice number of now's financial year: `taken` is a CTE that counts it (the same
 * counter row and lock as above), `number` an expression that reads it, e.g. "DH/2026-27/000123",
 * for a statement beside it. The statement that writes a COD order takes its number this way
 * (decision 189): the counter's row, which every COD placement waits for, stays locked only from
 * that statement to the commit.
 */
export function invoiceNumberTaken(tx: Db | Tx, prefix: string, now: Date) {
  const fy = financialYear(now);
  const taken = tx.$with("invoice_number").as(
    tx
      .insert(invoiceCounters)
      .values({ financialYear: fy, lastNumber: 1 })
      .onConflictDoUpdate({ target: invoiceCounters.financialYear, set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
      .returning({ lastNumber: invoiceCounters.lastNumber }),
  );
  // Padded as the domain pads it; `lpad` alone would cut a longer number.
  const n = taken.lastNumber;
  const digits = sql.raw(String(INVOICE_SEQUENCE_DIGITS));
  const number = sql<string>`(select ${invoiceSeries(prefix, fy)}::text || lpad(${n}::text, greatest(${digits}, length(${n}::text)), '0') from ${taken})`;
  return { taken, number };
}

/** Takes the next invoice number on its own, in the caller's transaction: one statement. */
export async function nextInvoiceNumber(tx: Db, prefix: string, now: Date): Promise<string> {
  const { taken, number } = invoiceNumberTaken(tx, prefix, now);
  const [row] = await tx.with(taken).select({ number }).from(taken);
  return row!.number;
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
      amountPaise: order.amountPaise + order.creditPaise,
      creditPaise: order.creditPaise,
      canceled: order.status === CANCELED_STATUS,
    });
  }

  /** A credit note as a document: its lines with the same tax split as the invoice, against it. */
  async function creditNoteDocument(order: typeof orders.$inferSelect, note: CreditNoteRow): Promise<InvoiceDocument> {
    const invoice = await documentFor(order);
    const { lines, fees } = note.lines as CreditNoteLines;
    const doc = buildInvoice({
      number: note.number,
      date: note.issuedAt,
      orderId: order.id,
      paymentMethod: order.paymentMethod,
      seller: invoice.seller,
      buyer: invoice.buyer,
      lines,
      fees,
      amountPaise: note.amountPaise,
    });
    return { ...doc, against: { invoiceNumber: note.invoiceNumber, invoiceDate: order.invoicedAt! } };
  }

  /** Drawings under way, so a burst of asks for one invoice draws it once. */
  const underWay = new Map<string, Promise<Buffer>>();

  function draw(order: typeof orders.$inferSelect, canceled: boolean): Promise<Buffer> {
    const key = `${order.id}|${canceled}`;
    let drawn = underWay.get(key);
    if (!drawn) {
      drawn = (async () => {
        const doc = await documentFor(order);
        const pdf = await drawing.run(() => renderInvoicePdf(doc));
        await db
          .insert(invoicePdfs)
          .values({ orderId: order.id, canceled, pdf })
          .onConflictDoUpdate({ target: invoicePdfs.orderId, set: { canceled, pdf, createdAt: sql`now()` } });
        return pdf;
      })().finally(() => underWay.delete(key));
      underWay.set(key, drawn);
    }
    return drawn;
  }

  return {
    documentFor,
    /**
     * An issued invoice never changes but for the cancellation mark: it is drawn the first time
     * it is asked for (and once more if the order is canceled), then read back as stored.
     */
    async pdfFor(order: typeof orders.$inferSelect): Promise<{ filename: string; pdf: Buffer }> {
      if (!order.invoiceNumber || !order.invoicedAt) throw new AppError("conflict", INDIA_MESSAGES.invoiceNotReady);
      const filename = `invoice-${order.invoiceNumber.replaceAll("/", "-")}.pdf`;
      const canceled = order.status === CANCELED_STATUS;
      const [kept] = await db
        .select({ pdf: invoicePdfs.pdf, canceled: invoicePdfs.canceled })
        .from(invoicePdfs)
        .where(eq(invoicePdfs.orderId, order.id));
      if (kept && kept.canceled === canceled) return { filename, pdf: Buffer.from(kept.pdf) };
      return { filename, pdf: await draw(order, canceled) };
    },
    /** A credit note of this order as a PDF (drawn when asked, one drawing at a time); 404 for one it does not have. */
    async creditNotePdf(order: typeof orders.$inferSelect, noteId: string): Promise<{ filename: string; pdf: Buffer }> {
      const note = /^[0-9a-f-]{36}$/i.test(noteId) ? (await creditNotesOf(db, order.id)).find((n) => n.id === noteId) : undefined;
      if (!note) throw new AppError("not_found", "No credit note with this id on this order.", "noteId");
      const doc = await creditNoteDocument(order, note);
      return { filename: `credit-note-${note.number.replaceAll("/", "-")}.pdf`, pdf: await drawing.run(() => renderInvoicePdf(doc)) };
    },
    /** The merchant's copy of a credit note: any order of the store, by its id. */
    async creditNotePdfForOrderId(orderId: string, noteId: string): Promise<{ filename: string; pdf: Buffer }> {
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      if (!order) throw new AppError("not_found", MESSAGES.orderNotFound, "id");
      return this.creditNotePdf(order, noteId);
    },
    /** The merchant's copy: any order of the store, by its id. */
    async pdfForOrderId(orderId: string): Promise<{ filename: string; pdf: Buffer }> {
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      if (!order) throw new AppError("not_found", MESSAGES.orderNotFound, "id");
      return this.pdfFor(order);
    },
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;
