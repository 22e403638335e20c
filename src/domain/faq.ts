import { FAQ_CATEGORIES } from "./messages";
import { codAnswer, deliveryDaysText, freeShippingText, type ShopPolicy } from "./shop-policy";
import { PROGRESS_STEPS } from "./order-states";
import { ADULT_SIZES, KID_SIZES } from "./constants";

/** "Order Placed through Packing, Shipped and Out for Delivery to Delivered": the progress bar's steps. */
function progressInWords(): string {
  const middle = PROGRESS_STEPS.slice(1, -1);
  const through = middle.length ? ` through ${middle.slice(0, -1).join(", ")}${middle.length > 1 ? " and " : ""}${middle.at(-1)}` : "";
  return `${PROGRESS_STEPS[0]}${through} to ${PROGRESS_STEPS.at(-1)}`;
}

export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export interface FaqEntry {
  id: string;
  category: FaqCategory;
  question: string;
  answer: string;
  /** Extra words a shopper may use for this question; the chat bot matches them too. */
  keywords: string[];
}

/** What answers are made from: the shop's policy, and customer care's address (`STORE_CARE_EMAIL`). */
type ShopFacts = ShopPolicy & { careEmail: string };

/** An entry as written: an answer that states the shop's policy or its address is made from them. */
interface FaqSource extends Omit<FaqEntry, "answer"> {
  answer: string | ((facts: ShopFacts) => string);
}

/**
 * The store's FAQ, answered from the facts of spec §9; delivery, cash on delivery and returns from
 * the shop's policy, so the answers say what checkout does. The contact page and the chat bot share it.
 */
const FAQ_SOURCE: readonly FaqSource[] = [
  // Orders & Payment
  {
    id: "payment-methods",
    category: "Orders & Payment",
    question: "Which payment methods do you accept?",
    answer: "You can pay by cash on delivery, or online by card, UPI or net banking through our payment partner when online payment is switched on.",
    keywords: ["pay", "payment", "card", "upi", "online", "methods"],
  },
  {
    id: "cod-fee",
    category: "Orders & Payment",
    question: "Is cash on delivery available?",
    answer: ({ cod }) => codAnswer(cod),
    keywords: ["cod", "cash", "delivery", "fee"],
  },
  {
    id: "change-address",
    category: "Orders & Payment",
    question: "Can I change my delivery address after ordering?",
    answer: ({ careEmail }) =>
      `Yes, within 2 hours of placing the order. Write to ${careEmail} or submit a query with your order number and the new address.`,
    keywords: ["address", "change", "edit", "modify"],
  },
  {
    id: "cancel-order",
    category: "Orders & Payment",
    question: "How do I cancel my order?",
    answer:
      "Open My Orders and choose Cancel on an unpaid order that has not shipped. Orders cancelled within 60 minutes of purchase are refunded in full.",
    keywords: ["cancel", "cancellation"],
  },
  {
    id: "payment-failed",
    category: "Orders & Payment",
    question: "My payment failed. What now?",
    answer:
      "A failed online payment leaves the order unpaid and nothing is charged. Cancel it from My Orders and order again, or choose cash on delivery. If money left your account, submit a query with your order number.",
    keywords: ["failed", "fail", "declined", "unsuccessful", "deducted", "payment"],
  },
  {
    id: "bulk-custom",
    category: "Orders & Payment",
    question: "Do you take bulk or custom orders?",
    answer: ({ careEmail }) =>
      `Yes. Use the Become a Partner form and choose 'POD and Bulk Order', or write to ${careEmail}. Bulk and customised items are not refundable.`,
    keywords: ["bulk", "custom", "customised", "customized", "pod", "print", "wholesale", "personalised"],
  },
  {
    id: "size-guide",
    category: "Orders & Payment",
    question: "Where is the size guide?",
    answer: `Every product page has a Size chart beside its sizes: the chest and length of each size in centimetres and inches, ${ADULT_SIZES[0]} to ${ADULT_SIZES.at(-1)} for adults and ${KID_SIZES[0]} to ${KID_SIZES.at(-1)} for kids. For the oversized look, take your usual size.`,
    keywords: ["size", "sizes", "guide", "chart", "fit", "fits", "sizing", "measurements", "chest", "length"],
  },
  // Shipping & Tracking
  {
    id: "delivery-time",
    category: "Shipping & Tracking",
    question: "How long does delivery take?",
    answer: () => `Orders are delivered ${deliveryDaysText()}. The product page and checkout show the date for yours.`,
    keywords: ["delivery", "shipping", "days", "time", "when", "arrive"],
  },
  {
    id: "free-delivery",
    category: "Shipping & Tracking",
    question: "Is shipping free?",
    answer: ({ delivery }) => `${freeShippingText(delivery)}. The cart and checkout show the delivery fee before you pay.`,
    keywords: ["free", "shipping", "charges", "cost"],
  },
  {
    id: "track-order",
    category: "Shipping & Tracking",
    question: "How can I track my order?",
    answer: `Log in and open My Orders: each item shows its progress from ${progressInWords()}.`,
    keywords: ["track", "tracking", "status", "where", "order", "parcel"],
  },
  // Exclusive Membership
  {
    id: "membership-benefits",
    category: "Exclusive Membership",
    question: "What do members get?",
    answer: "Exclusive members get free shipping on every order, early access to new drops and member-only offers.",
    keywords: ["membership", "member", "exclusive", "benefits"],
  },
  {
    id: "membership-join",
    category: "Exclusive Membership",
    question: "How do I become a member?",
    answer: "Create an account and subscribe to our newsletter; membership offers are sent to your registered email.",
    keywords: ["join", "membership", "signup", "register"],
  },
  // Returns Exchange & Refund
  {
    id: "return-window",
    category: "Returns Exchange & Refund",
    question: "What is your return policy?",
    answer: ({ returnWindowDays }) =>
      `You can return or exchange items within ${returnWindowDays} days of delivery. Items must be unused with tags on. Customised items cannot be returned.`,
    keywords: ["return", "returns", "policy", "days", "item"],
  },
  {
    id: "refund-time",
    category: "Returns Exchange & Refund",
    question: "When will I get my refund?",
    answer:
      "Refunds start within 3–5 business days after the returned item reaches us, to the original payment method. Damaged or wrong items are refunded 100%.",
    keywords: ["refund", "money", "back"],
  },
  {
    id: "exchange",
    category: "Returns Exchange & Refund",
    question: "How does an exchange work?",
    answer:
      "We pick up the item within 48 hours of your request and deliver the replacement within 7 business days. One exchange is allowed per order.",
    keywords: ["exchange", "size", "replace", "pickup"],
  },
  {
    id: "damaged-item",
    category: "Returns Exchange & Refund",
    question: "What if I receive a damaged or wrong item?",
    answer: ({ returnWindowDays }) =>
      `Submit a query within ${returnWindowDays} days of delivery with your order number and a photo. Damaged or wrong items are replaced or refunded 100%.`,
    keywords: ["damaged", "damage", "wrong", "defective", "torn", "received", "item"],
  },
  // Offers & Combos
  {
    id: "coupons",
    category: "Offers & Combos",
    question: "Which coupon codes can I use?",
    answer: "FLAT10 gives 10% off your cart. BUY2 makes two oversized t-shirts at ₹899 each a flat ₹1500. One coupon per order.",
    keywords: ["coupon", "code", "discount", "flat10", "buy2", "offer"],
  },
  {
    id: "combos",
    category: "Offers & Combos",
    question: "Do you have combo offers?",
    answer: "Yes: the BUY2 combo gives any two oversized t-shirts at ₹899 each for ₹1500 together.",
    keywords: ["combo", "combos", "bundle", "two"],
  },
  // Sale Terms and Conditions
  {
    id: "sale-returns",
    category: "Sale Terms and Conditions",
    question: "Can I return items bought in a sale?",
    answer: "Sale items, customised items and bulk orders are not refundable. Damaged or wrong items are still replaced or refunded in full.",
    keywords: ["sale", "clearance", "discounted"],
  },
  {
    id: "reviews",
    category: "Sale Terms and Conditions",
    question: "When does my review appear?",
    answer: "Reviews are verified within 48 hours before they are published.",
    keywords: ["review", "rating", "feedback"],
  },
];

/** The contact page's 'How Can I Help You?' choices (the spec counts nine; choosing one does nothing). */
export const CANNED_QUERIES = [
  "Where is my order?",
  "I want to return an item",
  "I want to exchange a size",
  "When will I get my refund?",
  "I want to cancel my order",
  "I want to change my delivery address",
  "My payment failed",
  "I received a damaged or wrong item",
  "I have a bulk or custom order",
] as const;

/** The FAQ with every answer made: delivery, cash on delivery and returns from `policy`, the address to write to from `careEmail`. */
export function faqFor(policy: ShopPolicy, careEmail: string): FaqEntry[] {
  const facts = { ...policy, careEmail };
  return FAQ_SOURCE.map((e) => ({ ...e, answer: typeof e.answer === "function" ? e.answer(facts) : e.answer }));
}

export function faqByCategory(faq: readonly FaqEntry[]): { category: FaqCategory; entries: FaqEntry[] }[] {
  return FAQ_CATEGORIES.map((category) => ({ category, entries: faq.filter((e) => e.category === category) }));
}
