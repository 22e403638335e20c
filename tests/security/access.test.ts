import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../src/domain/messages";
import { reviews, sessions, users } from "../../src/server/db/schema";
import { hashToken } from "../../src/server/modules/auth/sessions.service";
import { expectNothingChanged, expectRefusal, fromAddress, mailsSettled, shopper } from "../support/attack-kit";
import { ADDRESS, variantWithStock } from "../support/order-kit";
import { createTestStore, type TestStore } from "../support/test-store";

/** Broken object and function level authorisation, forged tokens and mass assignment (OWASP API1, API2, API3, API5). */
let store: TestStore;
let v: Awaited<ReturnType<typeof variantWithStock>>;
let victim: { token: string; email: string };
let attacker: { token: string; email: string };
let victimOrder: string;
let victimAddress: string;
let victimCard: string;
beforeAll(async () => {
  store = await createTestStore({ config: { trustProxy: true } });
  v = await variantWithStock(store, 50);
  victim = await shopper(store, "Victim");
  attacker = await shopper(store, "Mallory");
  const placed = await store.post(
    "/api/order/place",
    { address: ADDRESS, items: [{ _id: v.product.id, size: v.size, color: v.color, quantity: 1 }] },
    { token: victim.token, "idempotency-key": randomUUID() },
  );
  victimOrder = placed.json.orderId;
  await mailsSettled(store, victim.email, 2); // the link, then the order's confirmation
  await store.post("/api/cart/add", { itemId: v.product.id, size: v.size, color: v.color }, { token: victim.token });
  victimAddress = (
    await store.post(
      "/api/user/profile",
      { address: { street: "1 MG Road", city: "Pune", state: "", zip: "411001", country: "India" } },
      { token: victim.token },
    )
  ).json.id;
  victimCard = (
    await store.post(
      "/api/user/profile",
      { card: { brand: "Visa", last4: "1111", nameOnCard: "Victim", expiryMonth: 12, expiryYear: 2030 } },
      { token: victim.token },
    )
  ).json.id;
});
afterAll(() => store?.close());

const mallory = () => ({ token: attacker.token });

describe("one shopper cannot reach another's things (IDOR)", () => {
  it("cannot cancel another shopper's order: 404 as for no order, and it stays placed", async () => {
    const r = await expectNothingChanged(store, () => store.post("/api/order/cancelOrder", { orderId: victimOrder }, mallory()));
    expectRefusal(r, 404);
    expect(r.json.message).toBe(MESSAGES.orderNotFound);
  });

  it("cannot download another shopper's invoice", async () => {
    const r = await store.get(`/api/order/${victimOrder}/invoice`, mallory());
    expect(r.status).toBe(404);
    expect(r.headers.get("content-type")).not.toContain("pdf");
  });

  it("does not see another shopper's orders in its own list", async () => {
    const r = await store.post("/api/order/userorders", { userId: "anything", orderId: victimOrder }, mallory());
    expect(r.status).toBe(200);
    expect(r.json.orders).toEqual([]);
  });

  it("cannot confirm another shopper's payment", async () => {
    const r = await expectNothingChanged(store, () => store.post("/api/order/verifyStripe", { success: true, orderId: victimOrder }, mallory()));
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
  });

  it("cannot view another shopper's basket by naming it", async () => {
    const r = await store.post("/api/cart/get", { userId: "victim", cartId: victimOrder }, mallory());
    expect(r.status).toBe(200);
    expect(r.json.cartData).toEqual({});
  });

  it("cannot remove another shopper's address or card", async () => {
    const a = await expectNothingChanged(store, () => store.post("/api/user/profile/address/remove", { id: victimAddress }, mallory()));
    expectRefusal(a, 404);
    const c = await expectNothingChanged(store, () => store.post("/api/user/profile/card/remove", { id: victimCard }, mallory()));
    expectRefusal(c, 404);
  });

  it("a shopper's token opens no console route", async () => {
    for (const path of ["/api/admin/orders", "/api/admin/staff", "/api/admin/audit", `/api/admin/orders/${victimOrder}`]) {
      const r = await store.get(path, { token: victim.token, authorization: `Bearer ${victim.token}` });
      expect([401, 403]).toContain(r.status);
      expect(r.json.success).toBe(false);
    }
  });
});

describe("unsigned, forged and expired tokens", () => {
  it.each([
    ["no token", {}],
    ["an empty token", { token: "" }],
    ["a made-up token", { token: "A".repeat(43) }],
    ["a JWT signed with 'none'", { authorization: "Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJhZG1pbiJ9." }],
    ["a token of 10 kB", { token: "x".repeat(10_000) }],
    ["the hash of a real session instead of the token", { token: "HASH" }],
  ])("%s is refused with 401", async (_what, headers) => {
    const h = { ...headers } as Record<string, string>;
    if (h.token === "HASH") h.token = hashToken(victim.token);
    const r = await store.get("/api/user/profile", h);
    expectRefusal(r, 401);
  });

  it("an expired session is refused, and so is a logged-out one", async () => {
    const s = await shopper(store, "Expiring");
    await store.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(s.token)));
    expectRefusal(await store.get("/api/user/profile", { token: s.token }), 401);
    const t = await shopper(store, "Leaving");
    await store.post("/api/user/logout", {}, { token: t.token });
    expectRefusal(await store.get("/api/user/profile", { token: t.token }), 401);
  });
});

describe("mass assignment: fields the caller must not set are ignored", () => {
  it("sign-up ignores role, verification, Google id and an id of its own choosing", async () => {
    const email = `mass-${randomUUID().slice(0, 8)}@example.in`;
    const forcedId = randomUUID();
    const r = await store.post(
      "/api/user/register",
      {
        name: "Mass",
        email,
        password: "long-enough-pass-1",
        role: "owner",
        isAdmin: true,
        emailVerified: true,
        email_verified: true,
        googleSub: "1",
        _id: forcedId,
        id: forcedId,
      },
      fromAddress(),
    );
    expect(r.status).toBe(200);
    const [row] = await store.db.select().from(users).where(eq(users.email, email));
    expect(row!.emailVerified).toBe(false);
    expect(row!.googleSub).toBeNull();
    expect(row!.id).not.toBe(forcedId);
    expect((await store.get("/api/user/profile", { token: r.json.token })).json.user.emailVerified).toBe(false);
  });

  it("an order body cannot set its status, payment, user or price", async () => {
    const s = await shopper(store, "Forger");
    const r = await store.post(
      "/api/order/place",
      {
        address: ADDRESS,
        items: [{ _id: v.product.id, size: v.size, color: v.color, quantity: 1, price: 1 }],
        status: "Delivered",
        payment: true,
        paid: true,
        userId: randomUUID(),
        amountPaise: 100,
        paymentMethod: "stripe",
      },
      { token: s.token, "idempotency-key": randomUUID() },
    );
    expect(r.status).toBe(200);
    await mailsSettled(store, s.email, 2);
    const [order] = (await store.post("/api/order/userorders", {}, { token: s.token })).json.orders;
    expect(order).toMatchObject({ status: "Order Placed", payment: false, paymentMethod: "cod", amount: v.product.pricePaise / 100 });
  });

  it("a review body cannot choose its product, date, id or hide itself", async () => {
    const other = randomUUID();
    const r = await store.post(
      `/api/product/${v.product.id}/addReview`,
      {
        userName: "Mass",
        rating: 5,
        comment: "ok",
        productId: other,
        date: "2001-01-01T00:00:00Z",
        createdAt: "2001-01-01",
        _id: other,
        hiddenAt: null,
      },
      fromAddress(),
    );
    expect(r.status).toBe(201);
    const [row] = await store.db.select().from(reviews).where(eq(reviews.id, r.json.newReview._id));
    expect(row!.productId).toBe(v.product.id);
    expect(row!.id).not.toBe(other);
    expect(row!.createdAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("a cart add cannot carry its own price or quantity", async () => {
    const s = await shopper(store, "Cart");
    await store.post("/api/cart/add", { itemId: v.product.id, size: v.size, color: v.color, price: 1, quantity: 9 }, { token: s.token });
    const summary = await store.get("/api/cart/summary", { token: s.token });
    expect(summary.json.subtotal).toBe(v.product.pricePaise / 100);
    const cart = await store.post("/api/cart/get", {}, { token: s.token });
    expect(cart.json.cartData[v.product.id][v.size][v.color]).toBe(1);
  });
});
