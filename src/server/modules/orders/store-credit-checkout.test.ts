import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type moneyKit, moneyStore } from "../../../../tests/support/money-kit";
import { ADDRESS, auth, stockOf, variantWithStock } from "../../../../tests/support/order-kit";
import type { PaymentTwins } from "../../../../tests/support/payment-twins";
import type { TestStore } from "../../../../tests/support/test-store";
import { mailOutbox, storeCredit, users } from "../../db/schema";
import { addCreditEntry } from "./store-credit";

let store: TestStore;
let twins: PaymentTwins;
let money: ReturnType<typeof moneyKit>;

let started: Awaited<ReturnType<typeof moneyStore>>;

beforeAll(async () => {
  started = await moneyStore();
  ({ store, twins, money } = started);
});
afterAll(() => started.close());

/** A shopper with this much goodwill credit, given as the console gives it. */
async function shopperWithCredit(rupees: number) {
  const user = await money.registerUser("Meera");
  const [row] = await store.db.select().from(users).where(eq(users.email, user.email));
  await store.db.transaction((tx) =>
    addCreditEntry(tx, { userId: row!.id, amountPaise: rupees * 100, kind: "goodwill", note: "Sorry for the delay" }),
  );
  return { ...user, id: row!.id };
}
const balanceOf = async (token: string) => (await store.get("/api/user/credit", auth(token))).json.balance as number;
const ledgerOf = async (userId: string) => store.db.select().from(storeCredit).where(eq(storeCredit.userId, userId)).orderBy(storeCredit.id);

describe("store credit at checkout", () => {
  it("is offered in the quote with the balance, and used as a line after the coupon, never more than the balance", async () => {
    const user = await shopperWithCredit(100);
    const v = await variantWithStock(store, 10);
    await store.post("/api/cart/add", { itemId: v.product.id, size: v.size, color: v.color }, auth(user.token));
    const plain = (await store.post("/api/order/quote", { paymentMethod: "cod" }, auth(user.token))).json.quote;
    expect(plain).toMatchObject({ creditBalance: 100 });
    expect(plain.credit).toBeUndefined();
    const used = (await store.post("/api/order/quote", { paymentMethod: "cod", useCredit: true }, auth(user.token))).json.quote;
    expect(used).toMatchObject({ creditBalance: 100, credit: 100, total: plain.total - 100 });
  });

  it("pays part of a COD order: the order keeps the credit, the ledger the use, and the balance cannot be used twice", async () => {
    const user = await shopperWithCredit(100);
    const v = await variantWithStock(store, 10);
    const order = await money.order(user, v, { extra: { useCredit: true } });
    expect(order).toMatchObject({ paymentMethod: "cod", payment: false, creditPaise: 10_000 });
    expect(order.amountPaise).toBe(order.subtotalPaise + order.deliveryFeePaise + order.codFeePaise - 10_000);
    expect(await balanceOf(user.token)).toBe(0);
    const mine = (await store.post("/api/order/userorders", {}, auth(user.token))).json.orders[0];
    expect(mine).toMatchObject({ credit: 100, amount: order.amountPaise / 100 });

    // Canceled by the shopper: the credit comes back with the stock.
    expect((await store.post("/api/order/cancelOrder", { orderId: order.id }, auth(user.token))).status).toBe(200);
    expect(await balanceOf(user.token)).toBe(100);
    expect((await ledgerOf(user.id)).map((e) => [e.kind, e.amountPaise, e.balanceAfterPaise])).toEqual([
      ["goodwill", 10_000, 10_000],
      ["use", -10_000, 0],
      ["refund", 10_000, 10_000],
    ]);
  });

  it("pays a whole order with no payment method: paid at once, invoiced, no COD fee, from any checkout call", async () => {
    const user = await shopperWithCredit(5000);
    const v = await variantWithStock(store, 10);
    const viaRazorpay = await store.post(
      "/api/order/razorpay",
      { address: { ...ADDRESS, email: user.email }, items: [{ _id: v.product.id, size: v.size, color: v.color, quantity: 1 }], useCredit: true },
      auth(user.token, randomUUID()),
    );
    expect(viaRazorpay.json).toMatchObject({ success: true, paidByCredit: true });
    expect(viaRazorpay.json.order).toBeUndefined();
    const order = await money.order(user, v, { extra: { useCredit: true } });
    expect(order).toMatchObject({
      paymentMethod: "credit",
      payment: true,
      codFeePaise: 0,
      amountPaise: 0,
      holdExpiresAt: null,
      codConfirmDueAt: null,
    });
    expect(order.invoiceNumber).toMatch(/\/\d{6}$/);
    expect(order.creditPaise).toBe(order.subtotalPaise + order.deliveryFeePaise);
    const invoice = await store.get(`/api/order/${order.id}/invoice`, auth(user.token));
    expect(invoice.status).toBe(200);

    // Canceled by the merchant: the credit comes back and nothing else is owed.
    const stock = await stockOf(store, v);
    const canceled = await money.admin("POST", `/orders/${order.id}/cancel`);
    expect(canceled.json.order).toMatchObject({ refundDue: false });
    expect(await stockOf(store, v)).toBe(stock + 1);
    expect(await balanceOf(user.token)).toBe(5000 - order.creditPaise / 100);
  });

  it("never goes below zero when two orders spend the same credit at once", async () => {
    const user = await shopperWithCredit(300);
    const v = await variantWithStock(store, 10);
    const orders = await Promise.all([1, 2].map(() => money.order(user, v, { extra: { useCredit: true } })));
    expect(orders.map((o) => o.creditPaise).reduce((a, b) => a + b, 0)).toBe(30_000);
    expect(orders.map((o) => o.creditPaise).sort((a, b) => a - b)).toEqual([0, 30_000]);
    expect(await balanceOf(user.token)).toBe(0);
    expect((await ledgerOf(user.id)).every((e) => e.balanceAfterPaise >= 0)).toBe(true);
  });

  it("refunds a return of an order paid partly by credit: credit's share as credit, the rest through Razorpay", async () => {
    const user = await shopperWithCredit(100);
    const v = await variantWithStock(store, 10);
    const order = await money.order(user, v, { quantity: 2, method: "razorpay", extra: { useCredit: true } });
    expect(order).toMatchObject({ paymentMethod: "razorpay", payment: true, creditPaise: 10_000 });
    await money.deliver(order.id);
    const { rid, refund } = await money.receivedReturn(user, order.id, [{ quantity: 1, reason: "Size too large" }], "original");
    const refunded = await money.admin("POST", `/returns/${rid}/refund`, { via: "original" });
    expect(refunded.status).toBe(200);
    const value = order.amountPaise + order.creditPaise;
    const share = Math.round((refund * 100 * order.creditPaise) / value);
    expect(twins.refunds.filter((r) => r.payment === order.providerPaymentId)).toEqual([expect.objectContaining({ amount: refund * 100 - share })]);
    expect(await balanceOf(user.token)).toBe(share / 100);
  });
});

describe("the price lines", () => {
  it("show the store credit before the total in the order mail", async () => {
    const user = await shopperWithCredit(50);
    const v = await variantWithStock(store, 10);
    await money.order(user, v, { extra: { useCredit: true } });
    await expect
      .poll(async () => (await store.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email))).map((m) => m.text).join("\n"))
      .toMatch(/Store credit: − ₹50\nTotal: ₹/);
  });
});
