import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indiaDay } from "../../../domain/india/india-day";
import { orderNumber } from "../../../domain/orders";
import { type consoleClient, ownerConsole } from "../../../../tests/support/console-kit";
import { ADDRESS, auth, registerUser, stockOf, twinPaymentConfig, variantWithStock } from "../../../../tests/support/order-kit";
import { type PaymentTwins, startPaymentTwins } from "../../../../tests/support/payment-twins";
import type { TestStore } from "../../../../tests/support/test-store";
import { auditLog, mailOutbox, orders } from "../../db/schema";

let store: TestStore;
let twins: PaymentTwins;
let kit: ReturnType<typeof consoleClient>;
let cookie: string;

const call = (method: string, path: string, body?: unknown) => kit.call(method, `/api/admin/orders${path}`, cookie, body);

beforeAll(async () => {
  twins = await startPaymentTwins();
  ({ store, kit, cookie } = await ownerConsole({ config: twinPaymentConfig(twins) }));
});
afterAll(async () => {
  await store.close();
  await twins.close();
});

/** A shopper's COD order of one line, with its variant's stock known. */
async function codOrder(quantity = 2) {
  const user = await registerUser(store, "Meera");
  const v = await variantWithStock(store, 20);
  const address = { ...ADDRESS, email: user.email, phone: "9812345678" };
  const r = await store.post(
    "/api/order/place",
    { address, items: [{ _id: v.product.id, size: v.size, color: v.color, quantity }] },
    auth(user.token, randomUUID()),
  );
  expect(r.status).toBe(200);
  const [row] = await store.db
    .select()
    .from(orders)
    .where(eq(orders.userId, (await store.get("/api/user/profile", auth(user.token))).json.user._id));
  return { user, v, id: row.id };
}

const mailsTo = async (email: string) => (await store.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).map((m) => m);

describe("the merchant's copy of an invoice", () => {
  it("answers a confirmed order's GST invoice as a PDF, and 404 for an order the store does not have", async () => {
    const { id } = await codOrder(1);
    expect((await call("GET", `/${id}`)).json.order.invoiceNumber).toMatch(/^DH\/\d{4}-\d{2}\/\d{6}$/);
    const pdf = await call("GET", `/${id}/invoice`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toMatch(/^attachment; filename="invoice-.+\.pdf"$/);
    expect(pdf.text.startsWith("%PDF-")).toBe(true);
    expect((await call("GET", `/${randomUUID()}/invoice`)).status).toBe(404);
  });
});

describe("moving an order along", () => {
  it("goes step by step, asks courier and tracking for Shipped, mails each step, shows on the shopper's /orders, and is not canceled once delivered", async () => {
    const { user, id } = await codOrder();
    const skip = await call("POST", `/${id}/advance`, { status: "Shipped", courier: "Delhivery", trackingNumber: "DLV123" });
    expect(skip.status).toBe(409);
    expect(skip.json).toMatchObject({ message: "The next step of this order is Packing.", field: "status" });

    const packing = await call("POST", `/${id}/advance`, { status: "Packing" });
    expect(packing.json.order).toMatchObject({ status: "Packing", nextStep: "Shipped" });
    const noCourier = await call("POST", `/${id}/advance`, { status: "Shipped" });
    expect(noCourier.json).toMatchObject({ success: false, field: "courier" });
    const noTracking = await call("POST", `/${id}/advance`, { status: "Shipped", courier: "Delhivery" });
    expect(noTracking.json.field).toBe("trackingNumber");
    const shipped = await call("POST", `/${id}/advance`, { status: "Shipped", courier: "Delhivery", trackingNumber: "DLV1234567" });
    expect(shipped.json.order).toMatchObject({ status: "Shipped", courier: "Delhivery", trackingNumber: "DLV1234567" });

    const mine = (await store.post("/api/order/userorders", {}, auth(user.token))).json.orders[0];
    expect(mine).toMatchObject({ status: "Shipped", courier: "Delhivery", trackingNumber: "DLV1234567" });
    const mails = await mailsTo(user.email);
    expect(mails.map((m) => m.subject)).toEqual(
      expect.arrayContaining([`Order #${orderNumber(id)} is being packed`, `Order #${orderNumber(id)} has shipped`]),
    );
    expect(mails.find((m) => m.subject.includes("has shipped"))!.text).toContain("Tracking number: DLV1234567");

    await call("POST", `/${id}/advance`, { status: "Out for Delivery" });
    const delivered = await call("POST", `/${id}/advance`, { status: "Delivered" });
    expect(delivered.json.order).toMatchObject({ status: "Delivered", nextStep: null, canCancel: false, canMarkPaid: true });
    const late = await call("POST", `/${id}/cancel`);
    expect(late.status).toBe(409);
    expect(late.json.message).toBe("A delivered order cannot be canceled: it has reached the shopper.");
    const paid = await call("POST", `/${id}/cod-paid`);
    expect(paid.json.order.paid).toBe(true);
    expect((await call("POST", `/${id}/cod-paid`)).status).toBe(409);
    const detail = (await call("GET", `/${id}`)).json.order;
    expect(detail.history.map((h: { status: string }) => h.status)).toEqual(["Packing", "Shipped", "Out for Delivery", "Delivered", "Delivered"]);
    expect(detail.history[0].actor).toBe("owner@dhaaga.test");
    const audit = await store.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit.map((a) => a.action)).toEqual(["order.status", "order.status", "order.status", "order.status", "order.cod-paid"]);
  });

  it("cancels an order with its stock returned, once", async () => {
    const { user, v, id } = await codOrder(3);
    const before = await stockOf(store, v);
    const res = await call("POST", `/${id}/cancel`, { reason: "Out of the printed run" });
    expect(res.json.order).toMatchObject({ status: "Order Canceled", refundDue: false, canCancel: false });
    expect(await stockOf(store, v)).toBe(before + 3);
    expect((await call("POST", `/${id}/cancel`)).status).toBe(409);
    expect(await stockOf(store, v)).toBe(before + 3);
    expect((await mailsTo(user.email)).some((m) => m.subject === `Order #${orderNumber(id)} was canceled`)).toBe(true);
  });
});

describe("refunds", () => {
  it("a paid Razorpay order canceled by the merchant is refunded through Razorpay's API", async () => {
    const user = await registerUser(store);
    const v = await variantWithStock(store, 10);
    const address = { ...ADDRESS, email: user.email };
    const r = await store.post(
      "/api/order/razorpay",
      { address, items: [{ _id: v.product.id, size: v.size, color: v.color, quantity: 1 }] },
      auth(user.token, randomUUID()),
    );
    const paid = await store.post("/api/order/verifyRazorpay", twins.payRazorpay(r.json.order.id)!, auth(user.token));
    expect(paid.status).toBe(200);
    const [row] = await store.db.select().from(orders).where(eq(orders.providerOrderId, r.json.order.id));

    const canceled = await call("POST", `/${row.id}/cancel`);
    expect(canceled.json.order).toMatchObject({ refundDue: true, refundVia: "razorpay" });
    expect((await call("GET", "?status=refund-due")).json.orders.map((o: { id: string }) => o.id)).toContain(row.id);
    const manualWithout = await call("POST", `/${row.id}/refund`, { via: "manual" });
    expect(manualWithout.json.field).toBe("reference");

    const refunded = await call("POST", `/${row.id}/refund`, { via: "provider" });
    expect(refunded.status).toBe(200);
    expect(refunded.json.order).toMatchObject({ refundDue: false, refund: { method: "razorpay", reference: expect.stringMatching(/^rfnd_/) } });
    expect(twins.refunds).toContainEqual({
      provider: "razorpay",
      id: refunded.json.order.refund.reference,
      payment: row.providerPaymentId,
      amount: row.amountPaise,
    });
    expect((await call("POST", `/${row.id}/refund`, { via: "provider" })).status).toBe(409);
    const mine = (await store.post("/api/order/userorders", {}, auth(user.token))).json.orders[0];
    expect(mine).toMatchObject({ refundDue: false, refunded: true });
    expect((await mailsTo(user.email)).some((m) => m.subject === `Refund for order #${orderNumber(row.id)}`)).toBe(true);
  });

  it("a paid Stripe order is refunded through Stripe's API, and a COD one is recorded by hand", async () => {
    const user = await registerUser(store);
    const v = await variantWithStock(store, 10);
    const r = await store.post(
      "/api/order/stripe",
      { address: { ...ADDRESS, email: user.email }, items: [{ _id: v.product.id, size: v.size, color: v.color, quantity: 1 }] },
      auth(user.token, randomUUID()),
    );
    const sessionId = r.json.session_url.split("/").pop();
    twins.payStripe(sessionId);
    expect((await store.post("/api/order/verifyStripe", { success: "true", orderId: r.json.orderId }, auth(user.token))).json.success).toBe(true);
    await call("POST", `/${r.json.orderId}/cancel`);
    const refunded = await call("POST", `/${r.json.orderId}/refund`, { via: "provider" });
    expect(refunded.json.order.refund).toMatchObject({ method: "stripe", reference: expect.stringMatching(/^re_/) });
    expect(twins.refunds.at(-1)).toMatchObject({ provider: "stripe", amount: v.product.pricePaise });

    const { id } = await codOrder(1);
    await call("POST", `/${id}/cod-paid`);
    await call("POST", `/${id}/cancel`);
    const viaProvider = await call("POST", `/${id}/refund`, { via: "provider" });
    expect(viaProvider.status).toBe(409);
    expect(viaProvider.json.field).toBe("via");
    const byHand = await call("POST", `/${id}/refund`, { via: "manual", reference: "UPI 4321 0987 6543" });
    expect(byHand.json.order.refund).toMatchObject({ method: "manual", reference: "UPI 4321 0987 6543" });
    // This store has no SMTP: the merchant is not told the shopper was mailed.
    expect(byHand.json.message).toBe("Refund recorded; no mail server is set up (SMTP_URL), so the shopper was not mailed.");
  });
});

describe("the order list", () => {
  it("is newest first, filters, searches by number, email and phone, pages, and exports CSV", async () => {
    const { user, id } = await codOrder(1);
    const list = (await call("GET", "")).json;
    expect(list.orders[0].id).toBe(id);
    expect(list.orders[0]).toMatchObject({ number: orderNumber(id), status: "Order Placed", paymentMethod: "cod", paid: false, email: user.email });
    for (const q of [
      orderNumber(id),
      `#${orderNumber(id).toLowerCase()}`,
      user.email.toUpperCase(),
      "98123 45678",
      "+91 98123 45678",
      "91-9812345678",
    ]) {
      const found = (await call("GET", `?q=${encodeURIComponent(q)}`)).json.orders.map((o: { id: string }) => o.id);
      expect(found, q).toContain(id);
    }
    expect((await call("GET", `?q=${encodeURIComponent("nobody@nowhere.in")}`)).json.total).toBe(0);
    const cod = (await call("GET", "?method=cod&paid=no")).json.orders;
    expect(cod.every((o: { paymentMethod: string; paid: boolean }) => o.paymentMethod === "cod" && !o.paid)).toBe(true);
    const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
    expect((await call("GET", `?from=${today}&to=${today}`)).json.total).toBeGreaterThan(0);
    expect((await call("GET", "?from=2000-01-01&to=2000-01-02")).json.total).toBe(0);
    expect((await call("GET", "?status=Lost")).json.field).toBe("status");
    expect((await call("GET", "?from=31-01-2026")).json.field).toBe("from");
    // A range that ends before it starts is refused, not answered with nothing.
    const backwards = await call("GET", "?from=2026-12-01&to=2026-01-01");
    expect(backwards.status).toBe(400);
    expect(backwards.json).toMatchObject({ success: false, message: "to must be on or after from.", field: "to" });
    expect((await kit.call("GET", "/api/admin/audit?from=2026-12-05&to=2026-11-01", cookie)).json.field).toBe("to");

    const csv = await store.app.request("/api/admin/orders/export.csv?method=cod", { headers: { cookie } });
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const bytes = Buffer.from(await csv.arrayBuffer());
    // UTF-8 with a byte-order mark, so Excel reads ₹ and names in Indian scripts as they are.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString("utf8").trim().split("\r\n");
    expect(lines[0]).toBe("order,date (IST),status,payment method,paid,refund due,amount (INR),items,customer,email,phone");
    const mine = lines.find((l) => l.startsWith(`${orderNumber(id)},`))!;
    expect(mine).toContain(user.email);
    // The date is India's, as the console's days are.
    expect(mine.split(",")[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(mine.split(",")[1].slice(0, 10)).toBe(indiaDay(new Date()));
    expect(lines.slice(1).every((l) => l.includes(",cod,"))).toBe(true);
  });
});
