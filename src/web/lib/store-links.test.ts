import { describe, expect, it } from "vitest";
import { paymentMarks } from "./store-links";

const names = (config: { razorpayKeyId: string | null; stripe: boolean }) => paymentMarks(config).map((m) => m.name);

describe("paymentMarks", () => {
  it("shows cash on delivery alone on a store with no online payment set up", () => {
    expect(names({ razorpayKeyId: null, stripe: false })).toEqual(["Cash on delivery"]);
  });
  it("adds the cards, RuPay, UPI and Razorpay with Razorpay on", () => {
    expect(names({ razorpayKeyId: "rzp_test_x", stripe: false })).toEqual(["Cash on delivery", "Visa", "Mastercard", "RuPay", "UPI", "Razorpay"]);
  });
  it("adds the cards and Stripe with Stripe on", () => {
    expect(names({ razorpayKeyId: null, stripe: true })).toEqual(["Cash on delivery", "Visa", "Mastercard", "Stripe"]);
  });
  it("names each mark once with both on", () => {
    expect(names({ razorpayKeyId: "rzp_test_x", stripe: true })).toEqual([
      "Cash on delivery",
      "Visa",
      "Mastercard",
      "RuPay",
      "UPI",
      "Razorpay",
      "Stripe",
    ]);
  });
});
