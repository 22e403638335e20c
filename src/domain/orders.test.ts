import { describe, expect, it } from "vitest";
import {
  DEFAULT_PAYMENT_METHOD,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PROGRESS_STEPS,
  canCancelFromUi,
  canCancelOnServer,
  isOrderStatus,
  isPaymentMethod,
  isRefundDue,
  progressIndex,
} from "./orders";

describe("statuses", () => {
  it("lists the spec's statuses in order, progress without the canceled one", () => {
    expect(ORDER_STATUSES).toEqual(["Order Placed", "Packing", "Shipped", "Out for Delivery", "Delivered", "Order Canceled"]);
    expect(PROGRESS_STEPS).toEqual(["Order Placed", "Packing", "Shipped", "Out for Delivery", "Delivered"]);
  });

  it.each([
    ["Order Placed", 0],
    ["Packing", 1],
    ["Shipped", 2],
    ["Out for Delivery", 3],
    ["Delivered", 4],
    ["Order Canceled", -1],
    ["order placed", -1],
    ["", -1],
  ])("progressIndex(%j) = %s", (status, index) => {
    expect(progressIndex(status)).toBe(index);
  });

  it.each([
    ["Packing", true],
    ["Order Canceled", true],
    ["Cancelled", false],
    [3, false],
  ])("isOrderStatus(%j) = %s", (value, ok) => {
    expect(isOrderStatus(value)).toBe(ok);
  });
});

describe("who may cancel", () => {
  it.each<[string, boolean, boolean, boolean]>([
    // status, payment, ui, server
    ["Order Placed", false, true, true],
    ["Packing", false, true, true],
    ["Shipped", false, true, false],
    ["Out for Delivery", false, true, false],
    ["Delivered", false, true, false],
    ["Order Canceled", false, false, false],
    ["Order Placed", true, false, false],
    ["Packing", true, false, false],
    ["Order Canceled", true, false, false],
    ["Something Else", false, true, false],
  ])("%s, paid=%s: ui %s, server %s", (status, payment, ui, server) => {
    expect(canCancelFromUi({ status, payment })).toBe(ui);
    expect(canCancelOnServer({ status, payment })).toBe(server);
  });
});

describe("refunds", () => {
  it.each([
    ["Order Canceled", true, true],
    ["Order Canceled", false, false],
    ["Order Placed", true, false],
    ["Delivered", true, false],
  ])("a %s order, paid %s, is owed back: %s", (status, payment, due) => {
    expect(isRefundDue({ status, payment })).toBe(due);
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
