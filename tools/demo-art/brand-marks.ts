import { SAFFRON, svgDoc, text } from "./drawing";

// ── Brand marks ─────────────────────────────────────────────────────────────

export function logoSvg(): string {
  return svgDoc(
    360,
    96,
    text(6, 64, 62, "#151515", "DHAAGA", 'letter-spacing="7" font-weight="800"') +
      `<path d="M 8 80 C 80 94 150 68 222 82 S 320 90 336 74" fill="none" stroke="${SAFFRON}" stroke-width="5" stroke-linecap="round"/>` +
      `<path d="M 336 74 L 354 56" stroke="#151515" stroke-width="4" stroke-linecap="round"/><ellipse cx="352" cy="58" rx="3" ry="5" fill="none" stroke="#151515" stroke-width="2" transform="rotate(45 352 58)"/>`,
  );
}

export const PARTNER_NAMES = ["Visa", "Mastercard", "RuPay", "UPI", "Razorpay", "Stripe"] as const;

const PARTNER_INK: Record<string, string> = {
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
