import { describe, expect, it } from "vitest";
import { DEFAULT_PAYMENT_METHOD, PAYMENT_METHODS, isPaymentMethod, orderNumber } from "./orders";

describe("order numbers", () => {
  it("are the id's first 8 characters, upper-cased", () => {
    expect(orderNumber("3f2a9c1b-0000-4000-8000-000000000000")).toBe("3F2A9C1B");
  });
});

describe("payment methods", () => {
  it("offers cod (default), razorpay and stripe", () => {
    expect(PAYMENT_METHODS).toEqual(["cod", "razorpay", "stripe"]);
    expect(DEFAULT_PAYMENT_METHOD).toBe("cod");
  });

  it.each([
    ["cod", true],
    ["stripe", true],
    ["COD", false],
    ["paypal", false],
    [null, false],
  ])("isPaymentMethod(%j) = %s", (value, ok) => {
    expect(isPaymentMethod(value)).toBe(ok);
  });
});
