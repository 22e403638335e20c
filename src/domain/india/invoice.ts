import type { Paise } from "../money";
import { colorName } from "../palette";
import { amountInWords } from "./amount-in-words";
import { type GstBreakdown, gstBreakdown, principalRate, type TaxableLine } from "./gst";

/** Everything a GST tax invoice prints, computed from the order as stored. */

export interface InvoiceSeller {
  legalName: string;
  address: string;
  state: string;
  gstin: string;
}

export interface InvoiceBuyer {
  name: string;
  address: string;
  state: string;
  phone: string;
  email: string;
}

export interface InvoiceOrderLine {
  name: string;
  size: string;
  color: string;
  hsn: string;
  quantity: number;
  netPaise: Paise;
  /** The rate the line was sold at, kept so a later change of the rules never rewrites an invoice. */
  gstRate: number | null;
}

export interface InvoiceFees {
  deliveryFeePaise: Paise;
  codFeePaise: Paise;
}

export interface InvoiceDocument {
  number: string;
  date: Date;
  orderId: string;
  paymentMethod: string;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  placeOfSupply: string;
  gst: GstBreakdown;
  totalPaise: Paise;
  totalInWords: string;
  /** Paid from the shopper's store credit: the invoice's value is the same, less is payable. */
  creditPaise: Paise;
  /** The order was canceled after the invoice was issued: the document says so on its face. */
  canceled: boolean;
  /** A credit note: the invoice it is issued against, with that invoice's date. */
  against?: { invoiceNumber: string; invoiceDate: Date };
}

/** Fees carry the HSN of the principal line: a composite supply takes the principal supply's classification. */
export function invoiceLines(lines: InvoiceOrderLine[], fees: InvoiceFees): TaxableLine[] {
  const goods: TaxableLine[] = lines.map((l) => ({
    description: `${l.name} (${l.size}, ${colorName(l.color)})`,
    hsn: l.hsn,
    quantity: l.quantity,
    valuePaise: l.netPaise,
    ...(l.gstRate ? { rate: l.gstRate } : {}),
  }));
  const rate = principalRate(goods);
  const hsn = [...goods].sort((a, b) => b.valuePaise - a.valuePaise)[0]?.hsn ?? "";
  const feeLines: TaxableLine[] = [];
  if (fees.deliveryFeePaise > 0) feeLines.push({ description: "Delivery charges", hsn, quantity: 1, valuePaise: fees.deliveryFeePaise, rate });
  if (fees.codFeePaise > 0) feeLines.push({ description: "Cash on delivery fee", hsn, quantity: 1, valuePaise: fees.codFeePaise, rate });
  return [...goods, ...feeLines];
}

export function buildInvoice(input: {
  number: string;
  date: Date;
  orderId: string;
  paymentMethod: string;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  lines: InvoiceOrderLine[];
  fees: InvoiceFees;
  /** What the order charged, store credit included: the invoice must add up to it. */
  amountPaise: Paise;
  /** The part of it paid from store credit. */
  creditPaise?: Paise;
  canceled?: boolean;
}): InvoiceDocument {
  const gst = gstBreakdown(invoiceLines(input.lines, input.fees), input.seller.state, input.buyer.state);
  if (gst.totalPaise !== input.amountPaise) {
    throw new Error(`Invoice ${input.number} adds up to ${gst.totalPaise} paise, the order charged ${input.amountPaise}`);
  }
  return {
    number: input.number,
    date: input.date,
    orderId: input.orderId,
    paymentMethod: input.paymentMethod,
    seller: input.seller,
    buyer: input.buyer,
    placeOfSupply: input.buyer.state,
    gst,
    totalPaise: gst.totalPaise,
    totalInWords: amountInWords(gst.totalPaise),
    creditPaise: input.creditPaise ?? 0,
    canceled: input.canceled ?? false,
  };
}
