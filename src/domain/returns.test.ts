import { describe, expect, it } from "vitest";
import {
  RETURN_MESSAGES,
  RETURN_REASONS,
  type ReturnAsk,
  type ReturnFacts,
  refundOfLines,
  returnAskRefusal,
  returnWindowLastDay,
  shortDay,
} from "./returns";

// Marked Delivered at 23:00 India time on 7 Dec 2026: the window counts from that India day.
const DELIVERED = new Date("2026-12-07T17:30:00Z");
const facts = (over: Partial<ReturnFacts> = {}): ReturnFacts => ({
  status: "Delivered",
  deliveredAt: DELIVERED,
  windowDays: 7,
  paymentMethod: "razorpay",
  exchangesSoFar: 0,
  lines: [
    { id: "a", label: "Kurta (size M)", quantity: 2, alreadyAsked: 0, returnable: true },
    { id: "b", label: "Sale tee (size L)", quantity: 1, alreadyAsked: 0, returnable: false },
  ],
  ...over,
});
const ask = (over: Partial<ReturnAsk> = {}): ReturnAsk => ({
  kind: "return",
  refundTo: "original",
  lines: [{ orderItemId: "a", quantity: 1, reason: "Size too small", photos: [] }],
  ...over,
});
const inIndia = (s: string) => new Date(`${s}+05:30`);

describe("the return window, in India days from the day the order was marked Delivered", () => {
  it("is open to the end of the seventh day after, and names the day it closed", () => {
    expect(returnWindowLastDay(DELIVERED, 7)).toBe("2026-12-14");
    expect(returnAskRefusal(facts(), ask(), inIndia("2026-12-14T23:59"))).toBeNull();
    expect(returnAskRefusal(facts(), ask(), inIndia("2026-12-15T00:00"))).toBe("The return window for this order closed on 14 Dec.");
    expect(returnAskRefusal(facts({ windowDays: 10 }), ask(), inIndia("2026-12-15T00:00"))).toBeNull();
  });

  it("names a day as a shopper reads it", () => {
    expect(shortDay("2026-09-04")).toBe("4 Sept");
    expect(shortDay("2027-01-31")).toBe("31 Jan");
  });
});

describe("what a shopper may ask", () => {
  const now = inIndia("2026-12-09T10:00");
  it.each<[string, Partial<ReturnFacts>, Partial<ReturnAsk>, string | null]>([
    ["a delivered order in its window", {}, {}, null],
    ["an order not yet delivered", { status: "Shipped", deliveredAt: null }, {}, RETURN_MESSAGES.notDelivered],
    [
      "a line the order does not have",
      {},
      { lines: [{ orderItemId: "z", quantity: 1, reason: "Damaged", photos: ["/media/x"] }] },
      RETURN_MESSAGES.noSuchLine,
    ],
    [
      "more units than bought",
      {},
      { lines: [{ orderItemId: "a", quantity: 3, reason: "Size too small", photos: [] }] },
      "You can return at most 2 of Kurta (size M).",
    ],
    [
      "more units than bought, over two lines of the ask",
      {},
      {
        lines: [
          { orderItemId: "a", quantity: 1, reason: "Size too small", photos: [] },
          { orderItemId: "a", quantity: 2, reason: "Size too large", photos: [] },
        ],
      },
      "You can return at most 2 of Kurta (size M).",
    ],
    [
      "more than is left after an earlier return",
      { lines: [{ id: "a", label: "Kurta (size M)", quantity: 2, alreadyAsked: 1, returnable: true }] },
      { lines: [{ orderItemId: "a", quantity: 2, reason: "Size too small", photos: [] }] },
      "You can return at most 1 of Kurta (size M).",
    ],
    [
      "a line already returned in full",
      { lines: [{ id: "a", label: "Kurta (size M)", quantity: 2, alreadyAsked: 2, returnable: true }] },
      {},
      "Kurta (size M) is already returned.",
    ],
    [
      "a sale item for fit",
      {},
      { lines: [{ orderItemId: "b", quantity: 1, reason: "Size too large", photos: [] }] },
      RETURN_MESSAGES.notReturnable("Sale tee (size L)"),
    ],
    ["a sale item that came damaged", {}, { lines: [{ orderItemId: "b", quantity: 1, reason: "Damaged", photos: ["/media/p"] }] }, null],
    [
      "a sale item that was the wrong one",
      {},
      { lines: [{ orderItemId: "b", quantity: 1, reason: "Wrong item received", photos: ["/media/p"] }] },
      null,
    ],
    [
      "Damaged without a photo",
      {},
      { lines: [{ orderItemId: "a", quantity: 1, reason: "Damaged", photos: [] }] },
      "Add a photo of the item for “Damaged”.",
    ],
    [
      "Wrong item received without a photo",
      {},
      { lines: [{ orderItemId: "a", quantity: 1, reason: "Wrong item received", photos: [] }] },
      "Add a photo of the item for “Wrong item received”.",
    ],
    ["four photos", {}, { lines: [{ orderItemId: "a", quantity: 1, reason: "Damaged", photos: ["1", "2", "3", "4"] }] }, "Add at most 3 photos."],
    ["a second exchange", { exchangesSoFar: 1 }, { kind: "exchange", refundTo: null }, RETURN_MESSAGES.oneExchange],
    ["a first exchange", {}, { kind: "exchange", refundTo: null }, null],
    ["a return with no destination", {}, { refundTo: null }, RETURN_MESSAGES.noDestination],
    [
      "a COD return back to the original payment",
      { paymentMethod: "cod" },
      { refundTo: "original" },
      RETURN_MESSAGES.destination(["credit", "bank", "upi"]),
    ],
    ["a COD return to store credit", { paymentMethod: "cod" }, { refundTo: "credit" }, null],
    ["a COD return to UPI", { paymentMethod: "cod" }, { refundTo: "upi" }, null],
    ["an online return to a bank account", {}, { refundTo: "bank" }, "This order is refunded the way it was paid, or to store credit."],
  ])("%s", (_, f, a, message) => {
    expect(returnAskRefusal(facts(f), ask(a), now)).toBe(message);
  });

  it("offers the fixed list of reasons", () => {
    expect(RETURN_REASONS).toEqual([
      "Size too small",
      "Size too large",
      "Quality issue",
      "Different from the picture",
      "Wrong item received",
      "Damaged",
      "Changed my mind",
    ]);
  });
});

describe("what a return pays back", () => {
  it("is the returned units' share of each line's net price", () => {
    expect(refundOfLines([{ quantity: 2, returned: 1, netPaise: 1_598_00, unitPricePaise: 899_00 }])).toBe(799_00);
    expect(refundOfLines([{ quantity: 3, returned: 3, netPaise: null, unitPricePaise: 500_00 }])).toBe(1500_00);
  });
});
