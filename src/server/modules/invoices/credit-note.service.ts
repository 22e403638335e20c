import { and, asc, eq, sql } from "drizzle-orm";
import { hsnForCategory } from "../../../domain/india/gst";
import { type InvoiceFees, type InvoiceOrderLine, invoiceLines } from "../../../domain/india/invoice";
import { INVOICE_SEQUENCE_DIGITS, creditNoteSeries, financialYear, invoicePrefixOf } from "../../../domain/india/invoice-number";
import { gstBreakdown } from "../../../domain/india/gst";
import type { Tx } from "../../db/client";
import { creditNoteCounters, creditNotes, orderItems, returnLines } from "../../db/schema";
import type { OrderRow } from "../orders/order.dto";

export type CreditNoteRow = typeof creditNotes.$inferSelect;

/** What a credit note credits: the lines as sold (or the returned units' share of them) and the fees paid back. */
export interface CreditNoteLines {
  lines: InvoiceOrderLine[];
  fees: InvoiceFees;
}

const asLine = (i: typeof orderItems.$inferSelect, quantity: number): InvoiceOrderLine => {
  const net = i.netPaise ?? i.unitPricePaise * i.quantity;
  return {
    name: i.name,
    size: i.size,
    color: i.color,
    hsn: i.hsn ?? hsnForCategory(i.category),
    quantity,
    // The returned units' share, rounded per line as the return's refund is.
    netPaise: quantity === i.quantity ? net : Math.round((net * quantity) / i.quantity),
    gstRate: i.gstRate,
  };
};

/** The next number of now's financial year in the credit-note series, "DH/CN/2026-27/000001": the counter's row stays locked to the commit, so the series has no gap. */
async function nextCreditNoteNumber(tx: Tx, prefix: string, now: Date): Promise<string> {
  const fy = financialYear(now);
  const [row] = await tx
    .insert(creditNoteCounters)
    .values({ financialYear: fy, lastNumber: 1 })
    .onConflictDoUpdate({ target: creditNoteCounters.financialYear, set: { lastNumber: sql`${creditNoteCounters.lastNumber} + 1` } })
    .returning({ lastNumber: creditNoteCounters.lastNumber });
  return `${creditNoteSeries(prefix, fy)}${String(row!.lastNumber).padStart(INVOICE_SEQUENCE_DIGITS, "0")}`;
}

/**
 * Issues a GST credit note against the order's invoice, in the caller's transaction (the one that
 * records the refund or the cancellation). An order without an invoice, or nothing to credit,
 * gets none.
 */
export async function issueCreditNote(
  tx: Tx,
  order: OrderRow,
  what: CreditNoteLines & { returnId?: string | null; reason: "canceled" | "return" },
  now = new Date(),
): Promise<CreditNoteRow | null> {
  if (!order.invoiceNumber) return null;
  const amountPaise = gstBreakdown(invoiceLines(what.lines, what.fees), "", "").totalPaise;
  if (amountPaise <= 0) return null;
  const number = await nextCreditNoteNumber(tx, invoicePrefixOf(order.invoiceNumber), now);
  const [row] = await tx
    .insert(creditNotes)
    .values({
      number,
      orderId: order.id,
      returnId: what.returnId ?? null,
      invoiceNumber: order.invoiceNumber,
      amountPaise,
      lines: { lines: what.lines, fees: what.fees },
      reason: what.reason,
      issuedAt: now,
    })
    .returning();
  return row!;
}

/** A canceled order's credit note: every line and fee of its invoice. */
export async function creditNoteForCancel(tx: Tx, order: OrderRow, now = new Date()) {
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
  return issueCreditNote(
    tx,
    order,
    {
      lines: items.map((i) => asLine(i, i.quantity)),
      fees: { deliveryFeePaise: order.deliveryFeePaise, codFeePaise: order.codFeePaise },
      reason: "canceled",
    },
    now,
  );
}

/** A refunded return's credit note: the returned units' share of their lines, and the COD fee when the return paid it back. */
export async function creditNoteForReturn(tx: Tx, order: OrderRow, returnId: string, refundPaise: number, now = new Date()) {
  const rows = await tx
    .select({ line: returnLines, item: orderItems })
    .from(returnLines)
    .innerJoin(orderItems, eq(orderItems.id, returnLines.orderItemId))
    .where(and(eq(returnLines.returnId, returnId)))
    .orderBy(asc(orderItems.id));
  const lines = rows.map(({ line, item }) => asLine(item, line.quantity));
  const goods = lines.reduce((n, l) => n + l.netPaise, 0);
  return issueCreditNote(
    tx,
    order,
    { lines, fees: { deliveryFeePaise: 0, codFeePaise: Math.max(0, refundPaise - goods) }, returnId, reason: "return" },
    now,
  );
}

/** The order's credit notes, oldest first. */
export const creditNotesOf = (tx: Pick<Tx, "select">, orderId: string) =>
  tx.select().from(creditNotes).where(eq(creditNotes.orderId, orderId)).orderBy(asc(creditNotes.issuedAt), asc(creditNotes.number));
