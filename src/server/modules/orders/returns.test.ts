import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type consoleClient, ownerConsole } from "../../../../tests/support/console-kit";
import { ADDRESS, auth, registerUser, stockOf, twinPaymentConfig } from "../../../../tests/support/order-kit";
import { type PaymentTwins, startPaymentTwins } from "../../../../tests/support/payment-twins";
import type { TestStore } from "../../../../tests/support/test-store";
import { indiaDay } from "../../../domain/india/india-day";
import { orderNumber } from "../../../domain/orders";
import { RETURN_MESSAGES, returnWindowLastDay, shortDay } from "../../../domain/returns";
import { adminReturnsApi } from "../../../contracts/admin-returns";
import { returnsApi } from "../../../contracts/returns";
import { auditLog, mailOutbox, orderEvents, orderItems, orders, products, returnRequests, storeCredit, variants } from "../../db/schema";

let store: TestStore;
let twins: PaymentTwins;
let kit: ReturnType<typeof consoleClient>;
let cookie: string;

const admin = (method: string, path: string, body?: unknown) => kit.call(method, `/api/admin/returns${path}`, cookie, body);
const advance = (id: string, status: string, extra: object = {}) => kit.call("POST", `/api/admin/orders/${id}/advance`, cookie, { status, ...extra });

beforeAll(async () => {
  twins = await startPaymentTwins();
  ({ store, kit, cookie } = await ownerConsole({ config: twinPaymentConfig(twins) }));
});
afterAll(async () => {
  await store.close();
  await twins.close();
});

/** A product of the seeded catalog in two sizes of one colour, with a known stock of each. */
async function twoSizes(stock: { bought: number; other: number }) {
  const rows = await store.db.select().from(variants).orderBy(variants.productId, variants.color, variants.size);
  for (let i = 0; i + 1 < rows.length; i++) {
    const [a, b] = [rows[i]!, rows[i + 1]!];
    if (a.productId !== b.productId || a.color !== b.color) continue;
    const taken = await store.db.select({ n: sql<number>`count(*)::int` }).from(orderItems).where(eq(orderItems.productId, a.productId));
    if (Number(taken[0]!.n) > 0) continue;
    const set = (v: typeof a, n: number) =>
      store.db
        .update(variants)
        .set({ stock: n })
        .where(and(eq(variants.productId, v.productId), eq(variants.size, v.size), eq(variants.color, v.color)));
    await set(a, stock.bought);
    await set(b, stock.other);
    const [product] = await store.db.select().from(products).where(eq(products.id, a.productId));
    return {
      product: product!,
      bought: { product: product!, size: a.size, color: a.color },
      other: { product: product!, size: b.size, color: b.color },
    };
  }
  throw new Error("no product in two sizes left");
}

type Variant = Awaited<ReturnType<typeof twoSizes>>["bought"];

/** A shopper's order of `quantity` of one variant, moved by the console to Delivered. */
async function deliveredOrder(v: Variant, opts: { quantity?: number; method?: "cod" | "razorpay" } = {}) {
  const user = await registerUser(store, "Meera");
  const body = {
    address: { ...ADDRESS, email: user.email },
    items: [{ _id: v.product.id, size: v.size, color: v.color, quantity: opts.quantity ?? 2 }],
  };
  let id: string;
  if (opts.method === "razorpay") {
    const r = await store.post("/api/order/razorpay", body, auth(user.token, randomUUID()));
    expect((await store.post("/api/order/verifyRazorpay", twins.payRazorpay(r.json.order.id)!, auth(user.token))).status).toBe(200);
    id = r.json.orderId;
  } else {
    id = (await store.post("/api/order/place", body, auth(user.token, randomUUID()))).json.orderId;
  }
  for (const [status, extra] of [
    ["Packing"],
    ["Shipped", { courier: "Delhivery", trackingNumber: "DLV100" }],
    ["Out for Delivery"],
    ["Delivered"],
  ] as const)
    expect((await advance(id, status, extra)).status).toBe(200);
  const [item] = await store.db.select().from(orderItems).where(eq(orderItems.orderId, id));
  return { user, id, item: item! };
}

const ask = (token: string, orderId: string, body: object) => store.post(`/api/order/${orderId}/returns`, body, auth(token));
const requestsOf = async (orderId: string) => store.db.select().from(returnRequests).where(eq(returnRequests.orderId, orderId));
const subjectsTo = async (email: string) => (await store.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).map((m) => m.subject);
const auditOf = async (id: string) =>
  (
    await store.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "return"), eq(auditLog.targetId, id)))
  ).map((a) => a.action);

describe("a return of a cash-on-delivery order, to store credit", () => {
  it("is asked, approved, picked up, received back into stock and paid as credit the shopper sees at once; each step is mailed and audited", async () => {
    const { bought } = await twoSizes({ bought: 10, other: 5 });
    const { user, id, item } = await deliveredOrder(bought);
    const stockBefore = await stockOf(store, bought);

    const asked = await ask(user.token, id, {
      kind: "return",
      refundTo: "credit",
      lines: [{ orderItemId: item.id, quantity: 1, reason: "Size too small" }],
    });
    expect(asked.status).toBe(201);
    expect(asked.json.request).toMatchObject({ status: "Return requested", refundTo: "credit", refund: item.unitPricePaise / 100 });
    const rid = asked.json.request.id as string;

    expect(returnsApi["POST /api/order/{orderId}/returns"].response.safeParse(asked.json).error).toBeUndefined();
    const listed = (await store.get(`/api/order/${id}/returns`, auth(user.token))).json;
    expect(returnsApi["GET /api/order/{orderId}/returns"].response.safeParse(listed).error).toBeUndefined();
    expect(listed.requests[0].timeline.map((t: { status: string }) => t.status)).toEqual([
      "Return requested",
      "Approved",
      "Pickup scheduled",
      "Picked up",
      "Received",
      "Refunded",
    ]);
    expect(listed.lines[0]).toMatchObject({ orderItemId: item.id, quantity: 2, left: 1 });
    expect(listed.refundDestinations).toEqual(["credit", "bank", "upi"]);

    const today = indiaDay(new Date());
    expect((await admin("POST", `/${rid}/approve`)).json.request).toMatchObject({ status: "Approved", moves: ["schedule-pickup"] });
    expect((await admin("POST", `/${rid}/pickup`, { date: today })).json.request).toMatchObject({ status: "Pickup scheduled", pickupOn: today });
    expect((await admin("POST", `/${rid}/picked-up`)).json.request.status).toBe("Picked up");
    const received = await admin("POST", `/${rid}/receive`, { result: "accepted" });
    expect(received.json.request).toMatchObject({ status: "Received", inspection: "accepted", moves: ["refund"] });
    expect(await stockOf(store, bought)).toBe(stockBefore + 1);

    expect((await store.get("/api/user/credit", auth(user.token))).json).toMatchObject({ balance: 0, entries: [] });
    const refunded = await admin("POST", `/${rid}/refund`, { via: "credit" });
    expect(refunded.status).toBe(200);
    expect(refunded.json.request.status).toBe("Refunded");
    expect(adminReturnsApi["POST /api/admin/returns/{id}/refund"].response.safeParse(refunded.json).error).toBeUndefined();
    const credit = (await store.get("/api/user/credit", auth(user.token))).json;
    expect(returnsApi["GET /api/user/credit"].response.safeParse(credit).error).toBeUndefined();
    expect(credit).toMatchObject({ success: true, balance: item.unitPricePaise / 100 });
    expect(credit.entries).toEqual([
      expect.objectContaining({ amount: item.unitPricePaise / 100, balance: item.unitPricePaise / 100, kind: "refund", date: expect.any(Number) }),
    ]);
    expect((await admin("POST", `/${rid}/refund`, { via: "credit" })).status).toBe(409);

    const timeline = (await store.get(`/api/order/${id}/returns`, auth(user.token))).json.requests[0].timeline;
    expect(timeline.every((t: { at: number | null }) => typeof t.at === "number")).toBe(true);
    const n = orderNumber(id);
    expect(await subjectsTo(user.email)).toEqual(
      expect.arrayContaining([
        `We have your return request for order #${n}`,
        `Your return for order #${n} is approved`,
        expect.stringMatching(new RegExp(`^Pickup for order #${n} on `)),
        `Item picked up for order #${n}`,
        `We have received the item of order #${n}`,
        `Refund for your return of order #${n}`,
      ]),
    );
    expect(await auditOf(rid)).toEqual(["return.approve", "return.schedule-pickup", "return.picked-up", "return.receive", "return.refund"]);
  });

  it("goes to a bank account or UPI ID the shopper gives, checked in form, and is recorded paid with its reference", async () => {
    const { bought } = await twoSizes({ bought: 10, other: 5 });
    const { user, id, item } = await deliveredOrder(bought);
    const line = [{ orderItemId: item.id, quantity: 1, reason: "Changed my mind" }];
    const badIfsc = await ask(user.token, id, {
      kind: "return",
      refundTo: "bank",
      bank: { accountName: "Meera Shah", accountNumber: "123456789012", ifsc: "HDFC1234567" },
      lines: line,
    });
    expect(badIfsc.status).toBe(400);
    expect(badIfsc.json).toMatchObject({ success: false, field: "bank.ifsc" });
    const badUpi = await ask(user.token, id, { kind: "return", refundTo: "upi", upi: { upiId: "meera" }, lines: line });
    expect(badUpi.json).toMatchObject({ success: false, message: "Enter a valid UPI ID, like name@bank.", field: "upi.upiId" });
    const original = await ask(user.token, id, { kind: "return", refundTo: "original", lines: line });
    expect(original.status).toBe(409);
    expect(original.json.message).toBe(RETURN_MESSAGES.destination(["credit", "bank", "upi"]));
    expect(await requestsOf(id)).toEqual([]);

    const upi = await ask(user.token, id, { kind: "return", refundTo: "upi", upi: { upiId: "meera.shah@okaxis" }, lines: line });
    expect(upi.json.request).toMatchObject({ refundTo: "upi", refundAccount: "UPI meera.shah@okaxis" });
    const rid = upi.json.request.id;
    await admin("POST", `/${rid}/approve`);
    await admin("POST", `/${rid}/pickup`, { date: indiaDay(new Date()) });
    await admin("POST", `/${rid}/receive`, { result: "accepted" });
    const toCod = await admin("POST", `/${rid}/refund`, { via: "original" });
    expect(toCod.status).toBe(409);
    expect(toCod.json.message).toMatch(/^A cash-on-delivery order has no online payment to refund/);
    expect((await admin("POST", `/${rid}/refund`, { via: "manual" })).json.field).toBe("reference");
    const paid = await admin("POST", `/${rid}/refund`, { via: "manual", reference: "UPI 4321098765" });
    expect(paid.json.request).toMatchObject({ status: "Refunded" });
    const mail = (await store.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email))).find((m) =>
      m.subject.startsWith("Refund for your return"),
    );
    // The UPI ID is the shopper's own words: a mail to an address not yet proven does not repeat it.
    expect(mail?.text).toContain("to the account you gave us (reference UPI 4321098765).");
  });
});

describe("an exchange for another size", () => {
  it("takes the new size's stock at once; the merchant receives the old one back into stock and ships the exchange with its own tracking", async () => {
    const { bought, other } = await twoSizes({ bought: 10, other: 3 });
    const { user, id, item } = await deliveredOrder(bought, { quantity: 1 });
    const boughtStock = await stockOf(store, bought);
    const asked = await ask(user.token, id, {
      kind: "exchange",
      lines: [{ orderItemId: item.id, quantity: 1, reason: "Size too small", size: other.size }],
    });
    expect(asked.status).toBe(201);
    expect(asked.json.request.lines[0]).toMatchObject({ size: bought.size, exchangeSize: other.size, exchangeColor: other.color });
    expect(await stockOf(store, other)).toBe(2);
    const rid = asked.json.request.id;

    await admin("POST", `/${rid}/approve`);
    await admin("POST", `/${rid}/pickup`, { date: indiaDay(new Date()) });
    await admin("POST", `/${rid}/picked-up`);
    expect((await admin("POST", `/${rid}/receive`, { result: "accepted" })).json.request.moves).toEqual(["ship-exchange"]);
    expect(await stockOf(store, bought)).toBe(boughtStock + 1);
    expect((await admin("POST", `/${rid}/refund`, { via: "credit" })).json.message).toBe("An exchange is not refunded: ship the exchange instead.");
    expect((await admin("POST", `/${rid}/ship-exchange`, { courier: "Delhivery" })).json.field).toBe("trackingNumber");
    const shipped = await admin("POST", `/${rid}/ship-exchange`, { courier: "Delhivery", trackingNumber: "DLV900" });
    expect(shipped.json.request).toMatchObject({ status: "Exchange shipped", courier: "Delhivery", trackingNumber: "DLV900" });
    expect((await admin("POST", `/${rid}/exchange-delivered`)).json.request.status).toBe("Exchange delivered");
    expect(await stockOf(store, other)).toBe(2);

    const seen = (await store.get(`/api/order/${id}/returns`, auth(user.token))).json;
    expect(seen.requests[0].timeline.map((t: { status: string }) => t.status).slice(-2)).toEqual(["Exchange shipped", "Exchange delivered"]);
    expect(seen.canExchange).toBe(false);
    const n = orderNumber(id);
    expect(await subjectsTo(user.email)).toEqual(
      expect.arrayContaining([
        `We have your exchange request for order #${n}`,
        `Your exchange for order #${n} has shipped`,
        `Your exchange for order #${n} was delivered`,
      ]),
    );
  });

  it("is one per order, refuses a sold-out size offering a return, and a rejected one puts the reserved size back on sale", async () => {
    const { bought, other } = await twoSizes({ bought: 10, other: 0 });
    const { user, id, item } = await deliveredOrder(bought, { quantity: 2 });
    const line = { orderItemId: item.id, quantity: 1, reason: "Size too large", size: other.size };
    const soldOut = await ask(user.token, id, { kind: "exchange", lines: [line] });
    expect(soldOut.status).toBe(409);
    expect(soldOut.json.message).toBe(RETURN_MESSAGES.soldOut(other.size));
    expect(await requestsOf(id)).toEqual([]);
    const same = await ask(user.token, id, { kind: "exchange", lines: [{ ...line, size: bought.size }] });
    expect(same.json.message).toBe(RETURN_MESSAGES.sameVariant);
    const noSize = await ask(user.token, id, { kind: "exchange", lines: [{ ...line, size: undefined }] });
    expect(noSize.json).toMatchObject({ success: false, field: "lines.0.size" });

    await store.db
      .update(variants)
      .set({ stock: 1 })
      .where(and(eq(variants.productId, other.product.id), eq(variants.size, other.size), eq(variants.color, other.color)));
    const first = await ask(user.token, id, { kind: "exchange", lines: [line] });
    expect(first.status).toBe(201);
    expect(await stockOf(store, other)).toBe(0);
    const second = await ask(user.token, id, { kind: "exchange", lines: [line] });
    expect(second.status).toBe(409);
    expect(second.json.message).toBe(RETURN_MESSAGES.oneExchange);

    const noReason = await admin("POST", `/${first.json.request.id}/reject`, {});
    expect(noReason.json).toMatchObject({ success: false, field: "reason" });
    const rejected = await admin("POST", `/${first.json.request.id}/reject`, { reason: "The tags were removed." });
    expect(rejected.json.request).toMatchObject({ status: "Rejected", rejectReason: "The tags were removed.", moves: [] });
    expect(await stockOf(store, other)).toBe(1);
    const mail = (await store.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email))).find((m) => m.subject.includes("was not approved"));
    expect(mail?.text).toContain("The tags were removed.");
    expect((await admin("POST", `/${first.json.request.id}/approve`)).status).toBe(409);
    // A rejected exchange does not use up the order's one exchange.
    expect((await ask(user.token, id, { kind: "exchange", lines: [line] })).status).toBe(201);
  });
});

describe("what a shopper may not ask, answered 409 with the reason and nothing written", () => {
  it("an order not delivered, past its window, more units than bought or left, or another shopper's order (404)", async () => {
    const { bought } = await twoSizes({ bought: 10, other: 5 });
    const user = await registerUser(store, "Ravi");
    const placed = await store.post(
      "/api/order/place",
      { address: { ...ADDRESS, email: user.email }, items: [{ _id: bought.product.id, size: bought.size, color: bought.color, quantity: 1 }] },
      auth(user.token, randomUUID()),
    );
    const [pending] = await store.db.select().from(orderItems).where(eq(orderItems.orderId, placed.json.orderId));
    const notYet = await ask(user.token, placed.json.orderId, {
      kind: "return",
      refundTo: "credit",
      lines: [{ orderItemId: pending!.id, quantity: 1, reason: "Damaged", photos: ["/media/a.jpg"] }],
    });
    expect(notYet.status).toBe(409);
    expect(notYet.json.message).toBe(RETURN_MESSAGES.notDelivered);

    const { user: owner, id, item } = await deliveredOrder(bought, { quantity: 2 });
    const line = (quantity: number) => ({
      kind: "return",
      refundTo: "credit",
      lines: [{ orderItemId: item.id, quantity, reason: "Size too large" }],
    });
    const other = await registerUser(store, "Kabir");
    expect((await ask(other.token, id, line(1))).status).toBe(404);
    expect((await store.get(`/api/order/${id}/returns`, auth(other.token))).status).toBe(404);
    expect((await store.get(`/api/order/not-an-id/returns`, auth(owner.token))).status).toBe(404);

    const tooMany = await ask(owner.token, id, line(3));
    expect(tooMany.status).toBe(409);
    expect(tooMany.json.message).toBe(`You can return at most 2 of ${item.name} (size ${item.size}).`);
    expect((await ask(owner.token, id, line(2))).status).toBe(201);
    const again = await ask(owner.token, id, line(1));
    expect(again.json.message).toBe(RETURN_MESSAGES.alreadyReturned(`${item.name} (size ${item.size})`));

    // Delivered eight India days ago: the seven-day window closed yesterday.
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000);
    await store.db
      .update(orderEvents)
      .set({ at: eightDaysAgo })
      .where(and(eq(orderEvents.orderId, id), eq(orderEvents.status, "Delivered")));
    await store.db.delete(returnRequests).where(eq(returnRequests.orderId, id));
    const late = await ask(owner.token, id, line(1));
    expect(late.status).toBe(409);
    expect(late.json.message).toBe(`The return window for this order closed on ${shortDay(returnWindowLastDay(eightDaysAgo, 7))}.`);
    expect(await requestsOf(id)).toEqual([]);
    expect((await store.get(`/api/order/${id}/returns`, auth(owner.token))).json).toMatchObject({ canAsk: false, canExchange: false });
  });

  it("past the window the owner sets in Settings, which applies to the next ask without a restart", async () => {
    const { bought } = await twoSizes({ bought: 10, other: 5 });
    const { user, id, item } = await deliveredOrder(bought, { quantity: 1 });
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000);
    await store.db
      .update(orderEvents)
      .set({ at: eightDaysAgo })
      .where(and(eq(orderEvents.orderId, id), eq(orderEvents.status, "Delivered")));
    const body = { kind: "return", refundTo: "credit", lines: [{ orderItemId: item.id, quantity: 1, reason: "Size too large" }] };
    const setWindow = (days: number) => kit.call("PUT", "/api/admin/settings", cookie, { returnWindowDays: days });
    expect((await ask(user.token, id, body)).status).toBe(409);

    expect((await setWindow(10)).status).toBe(200);
    try {
      const listed = (await store.get(`/api/order/${id}/returns`, auth(user.token))).json;
      expect(listed).toMatchObject({ canAsk: true, windowLastDay: returnWindowLastDay(eightDaysAgo, 10) });
      expect((await ask(user.token, id, body)).status).toBe(201);
    } finally {
      expect((await setWindow(7)).status).toBe(200);
    }
  });

  it("a sale item for fit, though a damaged one always comes back, with a photo", async () => {
    const { bought } = await twoSizes({ bought: 10, other: 5 });
    await store.db.update(products).set({ returnable: false }).where(eq(products.id, bought.product.id));
    const { user, id, item } = await deliveredOrder(bought, { quantity: 1 });
    const label = `${item.name} (size ${item.size})`;
    const forFit = await ask(user.token, id, {
      kind: "return",
      refundTo: "credit",
      lines: [{ orderItemId: item.id, quantity: 1, reason: "Size too small" }],
    });
    expect(forFit.status).toBe(409);
    expect(forFit.json.message).toBe(RETURN_MESSAGES.notReturnable(label));
    const noPhoto = await ask(user.token, id, {
      kind: "return",
      refundTo: "credit",
      lines: [{ orderItemId: item.id, quantity: 1, reason: "Damaged" }],
    });
    expect(noPhoto.json.message).toBe("Add a photo of the item for “Damaged”.");
    const fourPhotos = await ask(user.token, id, {
      kind: "return",
      refundTo: "credit",
      lines: [{ orderItemId: item.id, quantity: 1, reason: "Damaged", photos: ["/media/1.jpg", "/media/2.jpg", "/media/3.jpg", "/media/4.jpg"] }],
    });
    expect(fourPhotos.json).toMatchObject({ success: false, message: "Add at most 3 photos.", field: "lines.0.photos" });
    expect(await requestsOf(id)).toEqual([]);
    const photo = await sharp({ create: { width: 400, height: 500, channels: 3, background: "#a03020" } })
      .jpeg()
      .toBuffer();
    const upload = (orderId: string, token: string, body: Buffer = photo) =>
      store.app.request(`/api/order/${orderId}/returns/photos`, {
        method: "POST",
        headers: { token, "content-type": "image/jpeg" },
        body: new Uint8Array(body),
      });
    const other = await registerUser(store, "Nisha");
    expect((await upload(id, other.token)).status).toBe(404);
    expect((await upload(id, user.token, Buffer.from("not a photo"))).status).toBe(422);
    const kept = await upload(id, user.token);
    expect(kept.status).toBe(201);
    const { photo: path } = (await kept.json()) as { photo: string };
    expect(path).toMatch(/^\/media\/[0-9a-f]{32}-600\.jpg$/);
    expect((await store.app.request(path)).headers.get("content-type")).toBe("image/jpeg");
    const damaged = await ask(user.token, id, {
      kind: "return",
      refundTo: "credit",
      lines: [{ orderItemId: item.id, quantity: 1, reason: "Damaged", photos: [path] }],
    });
    expect(damaged.status).toBe(201);
    expect((await admin("GET", `?reason=Damaged`)).json.requests[0]).toMatchObject({ id: damaged.json.request.id, lines: [{ photos: [path] }] });
    const more = await upload(id, user.token);
    expect(more.status).toBe(409);
    expect(((await more.json()) as { message: string }).message).toBe(RETURN_MESSAGES.allReturned);
  });
});

describe("a paid order's return, refunded through Razorpay", () => {
  it("pays the returned units' share back through the provider's refund API, and a refused item is not refunded", async () => {
    const { bought } = await twoSizes({ bought: 10, other: 5 });
    const { user, id, item } = await deliveredOrder(bought, { quantity: 2, method: "razorpay" });
    const [order] = await store.db.select().from(orders).where(eq(orders.id, id));
    const lines = (reason: string) => [{ orderItemId: item.id, quantity: 1, reason }];
    expect(
      (
        await ask(user.token, id, {
          kind: "return",
          refundTo: "bank",
          bank: { accountName: "M S", accountNumber: "123456789", ifsc: "HDFC0001234" },
          lines: lines("Changed my mind"),
        })
      ).json.message,
    ).toBe(RETURN_MESSAGES.destination(["original", "credit"]));
    const asked = await ask(user.token, id, { kind: "return", refundTo: "original", lines: lines("Quality issue") });
    const rid = asked.json.request.id;
    await admin("POST", `/${rid}/approve`);
    await admin("POST", `/${rid}/pickup`, { date: indiaDay(new Date()) });
    expect((await admin("POST", `/${rid}/refund`, { via: "original" })).json.message).toBe(
      "This request is Pickup scheduled: it cannot be refunded now.",
    );
    await admin("POST", `/${rid}/receive`, { result: "accepted" });
    const refunded = await admin("POST", `/${rid}/refund`, { via: "original" });
    expect(refunded.status).toBe(200);
    expect(twins.refunds).toContainEqual({
      provider: "razorpay",
      id: expect.stringMatching(/^rfnd_/),
      payment: order!.providerPaymentId,
      amount: item.netPaise! / 2,
    });
    const mail = (await store.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email))).find((m) =>
      m.subject.startsWith("Refund for your return"),
    );
    expect(mail?.text).toContain("the way you paid");

    const second = await ask(user.token, id, { kind: "return", refundTo: "original", lines: lines("Size too small") });
    const rid2 = second.json.request.id;
    await admin("POST", `/${rid2}/approve`);
    await admin("POST", `/${rid2}/pickup`, { date: indiaDay(new Date()) });
    const stock = await stockOf(store, bought);
    expect((await admin("POST", `/${rid2}/receive`, { result: "refused" })).json.field).toBe("note");
    const refused = await admin("POST", `/${rid2}/receive`, { result: "refused", note: "Worn and washed." });
    expect(refused.json.request).toMatchObject({ status: "Received", inspection: "refused", moves: [] });
    expect(await stockOf(store, bought)).toBe(stock);
    expect((await admin("POST", `/${rid2}/refund`, { via: "original" })).json.message).toBe(
      "The check refused this item, so nothing is refunded or sent.",
    );
  });
});

describe("the console's queue", () => {
  it("shows open requests first, filters by state and reason, refuses a past pickup day and answers 404 for an unknown request", async () => {
    const { bought } = await twoSizes({ bought: 10, other: 5 });
    const line = (reason: string) => ({
      kind: "return",
      refundTo: "credit",
      lines: [{ orderItemId: "", quantity: 1, reason, photos: ["/media/q.jpg"] }],
    });
    const made: string[] = [];
    for (const reason of ["Wrong item received", "Quality issue"]) {
      const { user, id, item } = await deliveredOrder(bought, { quantity: 1 });
      const body = line(reason);
      body.lines[0]!.orderItemId = item.id;
      made.push((await ask(user.token, id, body)).json.request.id);
    }
    await admin("POST", `/${made[0]}/reject`, { reason: "The parcel we sent was right." });

    const all = (await admin("GET", "")).json;
    expect(adminReturnsApi["GET /api/admin/returns"].response.safeParse(all).error).toBeUndefined();
    const openFlags = all.requests.map((r: { status: string }) => !["Rejected", "Refunded", "Exchange delivered"].includes(r.status));
    expect(openFlags).toEqual([...openFlags].sort((a: boolean, b: boolean) => Number(b) - Number(a)));
    expect(all.open).toBe(openFlags.filter(Boolean).length);
    expect(all.requests.findIndex((r: { id: string }) => r.id === made[1])).toBeLessThan(
      all.requests.findIndex((r: { id: string }) => r.id === made[0]),
    );
    const rejected = (await admin("GET", "?status=Rejected")).json.requests;
    expect(rejected.map((r: { id: string }) => r.id)).toContain(made[0]);
    expect(rejected.every((r: { status: string }) => r.status === "Rejected")).toBe(true);
    const wrong = (await admin("GET", `?reason=${encodeURIComponent("Wrong item received")}`)).json.requests;
    expect(wrong.map((r: { id: string }) => r.id)).toContain(made[0]);
    expect(wrong.map((r: { id: string }) => r.id)).not.toContain(made[1]);
    expect((await admin("GET", "?reason=Tired")).status).toBe(400);
    expect((await admin("GET", `/${randomUUID()}`)).status).toBe(404);
    await admin("POST", `/${made[1]}/approve`);
    const past = await admin("POST", `/${made[1]}/pickup`, { date: "2020-01-01" });
    expect(past.json).toMatchObject({ success: false, message: "The pickup day cannot be in the past.", field: "date" });
    expect((await kit.call("GET", "/api/admin/returns", null)).status).toBe(401);
  });
});

describe("the store-credit ledger in the database", () => {
  it("refuses an entry that would take a balance below zero, even written past the service", async () => {
    const user = await registerUser(store, "Isha");
    const [u] = await store.db
      .execute(sql`select id from users where email = ${user.email}`)
      .then((r) => (r as unknown as { rows: { id: string }[] }).rows);
    const refused = await store.db
      .insert(storeCredit)
      .values({ userId: u!.id, amountPaise: -100, balanceAfterPaise: -100, kind: "use" })
      .then(
        () => null,
        (err: Error & { cause?: Error }) => (err.cause ?? err).message,
      );
    expect(refused).toMatch(/store_credit_never_negative/);
    expect((await store.get("/api/user/credit", auth(user.token))).json).toMatchObject({ balance: 0, entries: [] });
  });
});
