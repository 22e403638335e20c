import { createRequire } from "node:module";
import { placeOfSupplyLabel } from "../../../domain/india/gst";
import type { InvoiceDocument } from "../../../domain/india/invoice";
import { formatINRWithPaise } from "../../../domain/money";

const require = createRequire(import.meta.url);
// DejaVu Sans has the rupee sign (U+20B9); pdfkit embeds only the glyphs used.
const FONT = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf");
const FONT_BOLD = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf");

const money = formatINRWithPaise;
/** Printed under the title of a canceled order's invoice. */
export const INVOICE_CANCELED = "CANCELED: the order was canceled after this invoice was issued; nothing is due on it.";
const PAYMENT_WORDS: Record<string, string> = { cod: "Cash on delivery", credit: "Store credit" };
const dateText = (d: Date) => new Date(d.getTime() + 330 * 60_000).toISOString().slice(0, 10).split("-").reverse().join("-");

/** The invoice as an A4 PDF (pdfkit and its fonts are loaded on the first invoice, not at start). */
export async function renderInvoicePdf(inv: InvoiceDocument): Promise<Buffer> {
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "A4",
    margin: 40,
    info: { Title: `${inv.against ? "Credit note" : "Tax invoice"} ${inv.number}`, Author: inv.seller.legalName },
  });
  doc.registerFont("body", FONT);
  doc.registerFont("bold", FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const intra = inv.gst.intraState;

  const note = inv.against;
  doc
    .font("bold")
    .fontSize(16)
    .text(note ? "Credit Note" : "Tax Invoice", { align: "center" });
  if (inv.canceled) {
    doc.fillColor("#b3261e").fontSize(12).text(INVOICE_CANCELED, { align: "center" }).fillColor("black");
  }
  doc.moveDown(0.5);
  doc.font("bold").fontSize(10).text(inv.seller.legalName);
  doc
    .font("body")
    .fontSize(9)
    .text(inv.seller.address)
    .text(`GSTIN: ${inv.seller.gstin}`)
    .text(`State: ${placeOfSupplyLabel(inv.seller.state)}`);
  doc.moveDown(0.5);
  if (note)
    doc
      .text(`Credit note number: ${inv.number}`)
      .text(`Credit note date: ${dateText(inv.date)}`)
      .text(`Original invoice: ${note.invoiceNumber} of ${dateText(note.invoiceDate)}`)
      .text(`Order: ${inv.orderId}`);
  else
    doc
      .text(`Invoice number: ${inv.number}`)
      .text(`Invoice date: ${dateText(inv.date)}`)
      .text(`Order: ${inv.orderId}`);
  doc.text(`Payment: ${PAYMENT_WORDS[inv.paymentMethod] ?? "Paid online"}`);
  doc.moveDown(0.5);
  doc.font("bold").text("Bill to / Ship to");
  doc.font("body").text(inv.buyer.name).text(inv.buyer.address).text(`Phone: ${inv.buyer.phone} · Email: ${inv.buyer.email}`);
  doc.text(`Place of supply: ${placeOfSupplyLabel(inv.placeOfSupply)}`);
  doc.moveDown(0.8);

  const cols = intra
    ? [
        { h: "Item", w: 0.3 },
        { h: "HSN", w: 0.07 },
        { h: "Qty", w: 0.05 },
        { h: "Taxable value", w: 0.13 },
        { h: "Rate", w: 0.06 },
        { h: "CGST", w: 0.12 },
        { h: "SGST", w: 0.12 },
        { h: "Total", w: 0.15 },
      ]
    : [
        { h: "Item", w: 0.36 },
        { h: "HSN", w: 0.08 },
        { h: "Qty", w: 0.06 },
        { h: "Taxable value", w: 0.15 },
        { h: "Rate", w: 0.07 },
        { h: "IGST", w: 0.13 },
        { h: "Total", w: 0.15 },
      ];
  const row = (cells: string[], font: "body" | "bold") => {
    const y = doc.y;
    let x = left;
    let bottom = y;
    doc.font(font).fontSize(8);
    cells.forEach((cell, i) => {
      const w = cols[i]!.w * width;
      doc.text(cell, x + 2, y, { width: w - 4, align: i === 0 ? "left" : "right" });
      bottom = Math.max(bottom, doc.y);
      x += w;
    });
    doc.x = left;
    doc.y = bottom + 4;
    doc
      .moveTo(left, doc.y - 2)
      .lineTo(left + width, doc.y - 2)
      .strokeColor("#cccccc")
      .stroke();
  };
  row(
    cols.map((c) => c.h),
    "bold",
  );
  for (const l of inv.gst.lines) {
    const tax = intra ? [money(l.cgstPaise), money(l.sgstPaise)] : [money(l.igstPaise)];
    row([l.description, l.hsn, String(l.quantity), money(l.taxablePaise), `${l.rate}%`, ...tax, money(l.valuePaise)], "body");
  }
  const totalTax = intra ? [money(inv.gst.cgstPaise), money(inv.gst.sgstPaise)] : [money(inv.gst.igstPaise)];
  row(["Total", "", "", money(inv.gst.taxablePaise), "", ...totalTax, money(inv.totalPaise)], "bold");

  doc.moveDown(0.5);
  if (inv.creditPaise > 0 && !note)
    doc
      .font("body")
      .fontSize(9)
      .text(`Paid from store credit: − ${money(inv.creditPaise)}`, left, doc.y, { width, align: "right" });
  doc
    .font("bold")
    .fontSize(10)
    .text(note ? `Amount credited: ${money(inv.totalPaise)}` : `Amount payable: ${money(inv.totalPaise - inv.creditPaise)}`, left, doc.y, {
      width,
      align: "right",
    });
  doc.font("body").fontSize(9).text(`Amount in words: ${inv.totalInWords}`, left, doc.y, { width });
  doc.moveDown(0.5);
  doc.text("Prices are MRP inclusive of all taxes. Tax is not payable on reverse charge.", { width });
  doc.moveDown(1);
  doc.text(`For ${inv.seller.legalName}`, { width, align: "right" });
  doc.text(`This is a computer-generated ${note ? "credit note" : "invoice"} and needs no signature.`, { width, align: "right" });
  doc.end();
  return done;
}
