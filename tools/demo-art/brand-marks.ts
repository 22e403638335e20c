import { svgDoc, text } from "./drawing";

// ── Brand marks ─────────────────────────────────────────────────────────────

export const PARTNER_NAMES = ["COD", "Visa", "Mastercard", "RuPay", "UPI", "Razorpay", "Stripe"] as const;

const PARTNER_INK: Record<string, string> = {
  cod: "#151515",
  visa: "#1A1F71",
  mastercard: "#C2410C",
  rupay: "#0F5BA7",
  upi: "#097939",
  razorpay: "#0C2651",
  stripe: "#635BFF",
};

/** Plain text-in-badge payment marks: stand-ins, deliberately not the real logos. */
export function partnerMarkSvg(name: string): string {
  const ink = PARTNER_INK[name.toLowerCase()] ?? "#333333";
  const size = Math.min(22, Math.floor(170 / Math.max(3, name.length)));
  return svgDoc(
    120,
    48,
    `<rect x="1" y="1" width="118" height="46" rx="8" fill="#FFFFFF" stroke="#D9D9D9" stroke-width="2"/>` +
      text(60, 24 + size * 0.36, size, ink, name, 'text-anchor="middle" font-weight="800"'),
  );
}
