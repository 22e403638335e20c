import { INDIA_MESSAGES } from "./messages";
import { formatINR, type Paise } from "./money";
import type { PriceTotals } from "./pricing";

/** The figures of a priced cart or a placed order that its summary shows (an order keeps the same ones). */
export type PriceFigures = Pick<PriceTotals, "subtotalPaise" | "discountPaise" | "deliveryFeePaise" | "codFeePaise" | "totalPaise"> &
  Partial<Pick<PriceTotals, "creditPaise">>;

export interface PriceLine {
  kind: "subtotal" | "discount" | "delivery" | "cod-fee" | "credit" | "total";
  label: string;
  /** What the line adds (negative for the discount). */
  amountPaise: Paise;
  /** The amount as the summary shows it: "− ₹89.90", "Free". */
  shown: string;
}

/**
 * The lines of a price, in the order checkout shows them and the order mail repeats them: the
 * subtotal, the coupon's discount (when it gives one), the delivery fee ("Free" when none), the
 * cash-on-delivery fee (when charged), the store credit used (when any) and the total left to pay. One list, so the two cannot disagree.
 */
export function priceLines(figures: PriceFigures, couponCode: string | null | undefined): PriceLine[] {
  const lines: PriceLine[] = [{ kind: "subtotal", label: "Subtotal", amountPaise: figures.subtotalPaise, shown: formatINR(figures.subtotalPaise) }];
  if (figures.discountPaise > 0)
    lines.push({
      kind: "discount",
      label: couponCode ? `Coupon ${couponCode}` : "Discount",
      amountPaise: -figures.discountPaise,
      shown: `− ${formatINR(figures.discountPaise)}`,
    });
  lines.push({
    kind: "delivery",
    label: "Delivery fee",
    amountPaise: figures.deliveryFeePaise,
    shown: figures.deliveryFeePaise === 0 ? "Free" : formatINR(figures.deliveryFeePaise),
  });
  if (figures.codFeePaise > 0)
    lines.push({ kind: "cod-fee", label: INDIA_MESSAGES.codFeeLine, amountPaise: figures.codFeePaise, shown: formatINR(figures.codFeePaise) });
  const credit = figures.creditPaise ?? 0;
  if (credit > 0) lines.push({ kind: "credit", label: "Store credit", amountPaise: -credit, shown: `− ${formatINR(credit)}` });
  lines.push({ kind: "total", label: "Total", amountPaise: figures.totalPaise, shown: formatINR(figures.totalPaise) });
  return lines;
}
