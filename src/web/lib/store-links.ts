/** The store's own accounts elsewhere, in the footer and on /contact. */
export const SOCIAL_LINKS = [
  { label: "LinkedIn", href: "https://www.linkedin.com/company/dhaaga" },
  { label: "Instagram", href: "https://www.instagram.com/dhaaga" },
  { label: "X", href: "https://x.com/dhaaga" },
  { label: "YouTube", href: "https://www.youtube.com/@dhaaga" },
  { label: "Facebook", href: "https://www.facebook.com/dhaaga" },
];

/** Payment partners' marks, in the footer and beside the cart's totals: file name (under /images/demo/partners) and the name read out. */
export const PAYMENT_PARTNERS = [
  { file: "visa", name: "Visa" },
  { file: "mastercard", name: "Mastercard" },
  { file: "rupay", name: "RuPay" },
  { file: "upi", name: "UPI" },
  { file: "razorpay", name: "Razorpay" },
  { file: "stripe", name: "Stripe" },
];
