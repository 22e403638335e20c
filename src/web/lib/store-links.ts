/** The store's own accounts elsewhere, in the footer and on /contact. */
export const SOCIAL_LINKS = [
  { label: "LinkedIn", href: "https://www.linkedin.com/company/dhaaga" },
  { label: "Instagram", href: "https://www.instagram.com/dhaaga" },
  { label: "X", href: "https://x.com/dhaaga" },
  { label: "YouTube", href: "https://www.youtube.com/@dhaaga" },
  { label: "Facebook", href: "https://www.facebook.com/dhaaga" },
];

/** A payment method's mark: file name (under /images/demo/partners) and the name read out. */
export interface PaymentMark {
  file: string;
  name: string;
}

const MARK = {
  cod: { file: "cod", name: "Cash on delivery" },
  visa: { file: "visa", name: "Visa" },
  mastercard: { file: "mastercard", name: "Mastercard" },
  rupay: { file: "rupay", name: "RuPay" },
  upi: { file: "upi", name: "UPI" },
  razorpay: { file: "razorpay", name: "Razorpay" },
  stripe: { file: "stripe", name: "Stripe" },
} satisfies Record<string, PaymentMark>;

/**
 * The marks of the ways this store can be paid, in the footer and beside the cart's totals: cash
 * on delivery always; cards, RuPay, UPI and Razorpay only with Razorpay set up; cards and Stripe
 * only with Stripe set up. A mark of a method that is not set up would promise what checkout refuses.
 */
export function paymentMarks(config: { razorpayKeyId: string | null; stripe: boolean }): PaymentMark[] {
  const marks: PaymentMark[] = [MARK.cod];
  const razorpay = config.razorpayKeyId !== null;
  if (razorpay || config.stripe) marks.push(MARK.visa, MARK.mastercard);
  if (razorpay) marks.push(MARK.rupay, MARK.upi, MARK.razorpay);
  if (config.stripe) marks.push(MARK.stripe);
  return marks;
}
