import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type moneyKit, moneyStore } from "../../../../tests/support/money-kit";
import { variantWithStock } from "../../../../tests/support/order-kit";
import type { PaymentTwins } from "../../../../tests/support/payment-twins";
import type { TestStore } from "../../../../tests/support/test-store";
import { REFUND_UNDER_WAY } from "./refund-claim";

let store: TestStore;
let twins: PaymentTwins;
let money: ReturnType<typeof moneyKit>;

let started: Awaited<ReturnType<typeof moneyStore>>;

beforeAll(async () => {
  started = await moneyStore();
  ({ store, twins, money } = started);
});
afterAll(() => started.close());

const refundsOf = (payment: string | null) => twins.refunds.filter((r) => r.payment === payment);

describe("a refund asked twice at once", () => {
  it("reaches Razorpay once for a return: one ask is refunded, the other told a refund is under way", async () => {
    const user = await money.registerUser("Meera");
    const v = await variantWithStock(store, 10);
    const order = await money.order(user, v, { quantity: 2, method: "razorpay" });
    await money.deliver(order.id);
    const { rid } = await money.receivedReturn(user, order.id, [{ quantity: 1, reason: "Size too small" }], "original");

    const answers = await Promise.all([1, 2].map(() => money.admin("POST", `/returns/${rid}/refund`, { via: "original" })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.json.message).toBe(REFUND_UNDER_WAY);
    expect(refundsOf(order.providerPaymentId)).toHaveLength(1);
    const again = await money.admin("POST", `/returns/${rid}/refund`, { via: "original" });
    expect(again.status).toBe(409);
    expect(refundsOf(order.providerPaymentId)).toHaveLength(1);
  });

  it("reaches Stripe once for a canceled order, and a retry after the provider failed refunds it", async () => {
    const user = await money.registerUser("Kabir");
    const v = await variantWithStock(store, 10);
    const order = await money.order(user, v, { method: "stripe" });
    expect((await money.admin("POST", `/orders/${order.id}/cancel`)).status).toBe(200);

    const before = twins.refunds.length;
    twins.failNextRefund();
    const failed = await money.admin("POST", `/orders/${order.id}/refund`, { via: "provider" });
    expect(failed.status).toBe(402);
    expect(failed.json.message).toBe("Stripe did not take the refund: The refund could not be processed now.");
    expect(twins.refunds).toHaveLength(before);

    const answers = await Promise.all([1, 2].map(() => money.admin("POST", `/orders/${order.id}/refund`, { via: "provider" })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(twins.refunds.slice(before)).toEqual([expect.objectContaining({ provider: "stripe", amount: order.amountPaise })]);
  });
});
