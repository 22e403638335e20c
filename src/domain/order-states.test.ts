import { describe, expect, it } from "vitest";
import {
  ADVANCE_STATUSES,
  CLOSED_STATUSES,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  PROGRESS_STEPS,
  SALE_STATUSES,
  isOrderStatus,
  isRefundDue,
  nextStep,
  progressIndex,
  refusal,
  shopperMayCancel,
  stepNeedsCourier,
  courierMoveTo,
} from "./order-states";

describe("statuses", () => {
  it("lists the spec's statuses in order, progress without the canceled one", () => {
    expect(ORDER_STATUSES).toEqual([
      "Order Placed",
      "Packing",
      "Shipped",
      "Out for Delivery",
      "Delivered",
      "Order Canceled",
      "In transit",
      "Failed delivery",
      "Returned to seller",
    ]);
    expect(PROGRESS_STEPS).toEqual(["Order Placed", "Packing", "Shipped", "Out for Delivery", "Delivered"]);
  });

  it("derives the lists queries use: what counts as a sale, what holds nothing any more", () => {
    expect(SALE_STATUSES).toEqual([...PROGRESS_STEPS, "In transit", "Failed delivery"]);
    expect(CLOSED_STATUSES).toEqual(["Delivered", "Order Canceled", "Returned to seller"]);
  });

  it.each([
    ["Order Placed", 0],
    ["Packing", 1],
    ["Shipped", 2],
    ["Out for Delivery", 3],
    ["Delivered", 4],
    ["Order Canceled", -1],
    ["In transit", 2],
    ["Failed delivery", 3],
    ["Returned to seller", -1],
    ["order placed", -1],
    ["", -1],
  ])("progressIndex(%j) = %s", (status, index) => {
    expect(progressIndex(status)).toBe(index);
  });

  it.each([
    ["Packing", true],
    ["Order Canceled", true],
    ["Cancelled", false],
    ["constructor", false],
    [3, false],
  ])("isOrderStatus(%j) = %s", (value, ok) => {
    expect(isOrderStatus(value)).toBe(ok);
  });

  it("names only known statuses in its moves, and every status is reached by some move", () => {
    const named = ORDER_TRANSITIONS.flatMap((t) => [...t.from, ...(t.to === "same" ? [] : [t.to])]);
    expect(named.every(isOrderStatus)).toBe(true);
    expect(new Set(named)).toEqual(new Set(ORDER_STATUSES));
  });
});

describe("the shopper's cancel, one rule for the server and the button", () => {
  it.each<[string, boolean, boolean]>([
    ["Order Placed", false, true],
    ["Packing", false, true],
    ["Shipped", false, false],
    ["Out for Delivery", false, false],
    ["Delivered", false, false],
    ["Order Canceled", false, false],
    ["Order Placed", true, false],
    ["Packing", true, false],
    ["Order Canceled", true, false],
    ["Something Else", false, false],
  ])("%s, paid=%s: %s", (status, payment, may) => {
    expect(shopperMayCancel({ status, payment })).toBe(may);
  });

  it("says why not: paid before anything else, then the parcel has left", () => {
    expect(refusal({ status: "Shipped", payment: true }, "cancel", "shopper")).toBe("unpaid");
    expect(refusal({ status: "Shipped", payment: false }, "cancel", "shopper")).toBe("state");
    expect(refusal({ status: "Packing", payment: false, stockReleasedAt: new Date() }, "cancel", "shopper")).toBe("holding");
  });
});

describe("the console's steps", () => {
  it.each<[string, boolean, string, string | null]>([
    ["Order Placed", false, "cod", "Packing"],
    ["Order Placed", false, "razorpay", null],
    ["Order Placed", true, "razorpay", "Packing"],
    ["Packing", false, "cod", "Shipped"],
    ["Shipped", false, "cod", "Out for Delivery"],
    ["Out for Delivery", false, "cod", "Delivered"],
    ["Delivered", true, "cod", null],
    ["Order Canceled", true, "stripe", null],
  ])("%s, paid=%s by %s: next %s", (status, payment, paymentMethod, next) => {
    expect(nextStep({ status, payment, paymentMethod })).toBe(next);
  });

  it("offers the progress steps after the first, and asks courier details for Shipped alone", () => {
    expect(ADVANCE_STATUSES).toEqual(PROGRESS_STEPS.slice(1));
    expect(ADVANCE_STATUSES.filter(stepNeedsCourier)).toEqual(["Shipped"]);
  });

  it("cancels until delivery, whatever the payment", () => {
    const may = (status: string, payment: boolean) => refusal({ status, payment }, "cancel", "console") === null;
    const open = ["Order Placed", "Packing", "Shipped", "Out for Delivery", "In transit", "Failed delivery"];
    expect(ORDER_STATUSES.filter((s) => may(s, true))).toEqual(open);
    expect(ORDER_STATUSES.filter((s) => may(s, false))).toEqual(open);
  });

  it("marks cash received on an unpaid cash-on-delivery order that is not canceled, and says why not otherwise", () => {
    expect(refusal({ status: "Delivered", payment: false, paymentMethod: "cod" }, "cod-paid", "console")).toBeNull();
    expect(refusal({ status: "Order Canceled", payment: false, paymentMethod: "stripe" }, "cod-paid", "console")).toBe("cod");
    expect(refusal({ status: "Packing", payment: true, paymentMethod: "cod" }, "cod-paid", "console")).toBe("unpaid");
    expect(refusal({ status: "Order Canceled", payment: false, paymentMethod: "cod" }, "cod-paid", "console")).toBe("state");
  });
});

describe("payments and holds", () => {
  const now = new Date("2026-01-01T10:00:00Z");
  const before = new Date(now.getTime() - 1000);
  it("the sweep releases an unpaid order whose hold ran out, and nothing else", () => {
    const o = { status: "Order Placed", payment: false, holdExpiresAt: before, stockReleasedAt: null };
    expect(refusal(o, "release-hold", "system-sweep", now)).toBeNull();
    expect(refusal({ ...o, holdExpiresAt: new Date(now.getTime() + 1000) }, "release-hold", "system-sweep", now)).toBe("hold-ran-out");
    expect(refusal({ ...o, payment: true }, "release-hold", "system-sweep", now)).toBe("unpaid");
  });

  it("a payment revives an order its timer released, never one a person canceled", () => {
    const timed = { status: "Order Canceled", payment: false, holdExpiresAt: before, stockReleasedAt: now };
    expect(refusal(timed, "revive", "payment-webhook")).toBeNull();
    expect(refusal({ ...timed, holdExpiresAt: null }, "revive", "payment-webhook")).toBe("released-by-timer");
  });

  it.each([
    ["Order Canceled", true, true],
    ["Order Canceled", false, false],
    ["Order Placed", true, false],
    ["Delivered", true, false],
    ["Returned to seller", true, true],
    ["Returned to seller", false, false],
  ])("a %s order, paid %s, is owed back: %s", (status, payment, due) => {
    expect(isRefundDue({ status, payment })).toBe(due);
  });
});

describe("the courier's word", () => {
  const moves = (status: string) =>
    ORDER_STATUSES.filter((to) => {
      const name = courierMoveTo(to);
      return name !== null && refusal({ status, payment: false }, name, "courier-webhook") === null;
    });

  it.each<[string, string[]]>([
    ["Order Placed", []],
    ["Packing", []],
    ["Shipped", ["Out for Delivery", "Delivered", "In transit", "Failed delivery", "Returned to seller"]],
    ["In transit", ["Out for Delivery", "Delivered", "Failed delivery", "Returned to seller"]],
    ["Out for Delivery", ["Delivered", "Failed delivery", "Returned to seller"]],
    ["Failed delivery", ["Out for Delivery", "Delivered", "In transit", "Returned to seller"]],
    ["Delivered", []],
    ["Order Canceled", []],
    ["Returned to seller", []],
  ])("moves a %s order only onwards: %j", (status, to) => {
    expect(moves(status)).toEqual(to);
  });

  it("is no step of the console's: the console still offers the spec's steps alone", () => {
    expect(ADVANCE_STATUSES).toEqual(PROGRESS_STEPS.slice(1));
  });
});
