import { randomUUID } from "node:crypto";
import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADDRESS, auth, registerUser, variantWithStock } from "../../../../tests/support/order-kit";
import { createTestStore, type TestStore } from "../../../../tests/support/test-store";
import { CONSENT_WORDING, PRIVACY_MESSAGES } from "../../../domain/privacy";
import { orderNumber } from "../../../domain/orders";
import { mailOutbox, orders, reviews, users } from "../../db/schema";
import { ERASED_NAME, ERASED_REVIEWER } from "./account-deletion.service";

/** Decision 252: a shopper's consents, a copy of their data, and deleting their account. */

let store: TestStore;
let variant: Awaited<ReturnType<typeof variantWithStock>>;
beforeAll(async () => {
  store = await createTestStore({ config: { orderCaps: { ordersPerHour: 50, openCodOrders: 50, unitsOnHold: 50 }, ipRateLimitScale: 20 } });
  variant = await variantWithStock(store, 100);
});
afterAll(() => store?.close());

const PASSWORD = "correct horse battery";
const place = (token: string, body: Record<string, unknown> = {}) =>
  store.post(
    "/api/order/place",
    { address: ADDRESS, items: [{ _id: variant.product.id, size: variant.size, color: variant.color, quantity: 1 }], ...body },
    auth(token, randomUUID()),
  );
const delivered = (id: string) => store.db.update(orders).set({ status: "Delivered" }).where(eq(orders.id, id));
const mailsTo = async (to: string) => store.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id));

/** A shopper with an address, a card, a delivered order and a review of their own. */
async function busyShopper(name: string) {
  const { token, email } = await registerUser(store, name);
  await store.post("/api/user/profile", { address: { street: "7 Lake Road", city: "Pune", state: "", zip: "411004", country: "India" } }, { token });
  const card = await store.post(
    "/api/user/profile",
    { card: { brand: "Visa", last4: "4242", expiryMonth: 12, expiryYear: 2030, nameOnCard: name } },
    { token },
  );
  expect(card.status).toBe(200);
  const order = await place(token, { sharePurchase: true });
  expect(order.json).toMatchObject({ success: true });
  const review = await store.post(
    `/api/product/${variant.product.id}/addReview`,
    { userName: `${name} V`, rating: 5, comment: "Soft and heavy, true to size." },
    { token },
  );
  expect(review.status).toBe(201);
  return { token, email, orderId: order.json.orderId as string };
}

describe("consents", () => {
  it("keeps the box ticked at sign-up, then each change from the profile, with its time and words; the latest is the answer", async () => {
    const email = `meera-${randomUUID().slice(0, 8)}@example.com`;
    const { token } = (await store.post("/api/user/register", { name: "Meera", email, password: PASSWORD, marketing: true })).json;
    expect((await store.get("/api/user/consents", { token })).json).toMatchObject({ marketing: true });
    const off = await store.post("/api/user/consents", { kind: "marketing", granted: false }, { token });
    expect(off.json).toEqual({ success: true, message: PRIVACY_MESSAGES.marketingOff });
    const after = (await store.get("/api/user/consents", { token })).json;
    expect(after.marketing).toBe(false);
    expect(after.history).toEqual([
      { kind: "marketing", granted: false, wording: CONSENT_WORDING.marketing, source: "profile", at: expect.any(String) },
      { kind: "marketing", granted: true, wording: CONSENT_WORDING.marketing, source: "signup", at: expect.any(String) },
    ]);
  });

  it("gives no marketing consent unless the box was ticked, and keeps the checkout's yes to Recently bought", async () => {
    const { token } = await registerUser(store, "Ira");
    expect((await store.get("/api/user/consents", { token })).json).toMatchObject({ marketing: false, history: [] });
    expect((await place(token, { sharePurchase: true })).status).toBe(200);
    expect((await place(token, { sharePurchase: false })).status).toBe(200);
    const { history } = (await store.get("/api/user/consents", { token })).json;
    expect(history).toEqual([
      { kind: "recent_purchases", granted: true, wording: CONSENT_WORDING.recent_purchases, source: "checkout", at: expect.any(String) },
    ]);
  });

  it.each([
    [{ kind: "newsletter", granted: true }, "kind"],
    [{ kind: "marketing", granted: "yes" }, "granted"],
  ])("refuses %j naming %s, and records nothing", async (body, field) => {
    const { token } = await registerUser(store, "Jai");
    const res = await store.post("/api/user/consents", body, { token });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, field });
    expect((await store.get("/api/user/consents", { token })).json.history).toEqual([]);
  });

  it("answers 401 without a session", async () => {
    expect((await store.post("/api/user/consents", { kind: "marketing", granted: true })).status).toBe(401);
    expect((await store.get("/api/user/consents")).status).toBe(401);
  });
});

describe("GET /api/user/data", () => {
  it("is a file of the shopper's profile, addresses, cards, orders, reviews, consents, credit and queries, and never a secret", async () => {
    const { token, email, orderId } = await busyShopper("Asha");
    await store.post("/api/query", { email, query: "When does the indigo hoodie come back?" }, { token });
    const res = await store.get("/api/user/data", { token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="dhaaga-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const data = res.json;
    expect(data.profile).toMatchObject({ name: "Asha", email, signsInWithGoogle: false });
    expect(data.addresses).toEqual([expect.objectContaining({ street: "7 Lake Road", city: "Pune", state: "Maharashtra" })]);
    expect(data.savedCards).toEqual([{ brand: "Visa", last4: "4242", expiry: "12/2030", nameOnCard: "Asha" }]);
    expect(data.orders).toEqual([
      expect.objectContaining({
        number: orderNumber(orderId),
        paymentMethod: "cod",
        shownInRecentlyBought: true,
        lines: [expect.objectContaining({ size: variant.size, colour: variant.color, quantity: 1 })],
      }),
    ]);
    expect(data.reviews).toEqual([expect.objectContaining({ name: "Asha V", rating: 5, comment: "Soft and heavy, true to size." })]);
    expect(data.consents).toEqual([expect.objectContaining({ kind: "recent_purchases", granted: true })]);
    expect(data.queries).toEqual([expect.objectContaining({ query: "When does the indigo hoodie come back?" })]);
    expect(data.storeCredit).toEqual([]);
    const [row] = await store.db.select().from(users).where(eq(users.email, email));
    expect(res.text).not.toContain(row!.passwordHash!);
    expect(res.text).not.toMatch(/argon2|token_hash|gatewayToken/i);
  });

  it("answers 401 without a session", async () => {
    expect((await store.get("/api/user/data")).status).toBe(401);
  });
});

describe("POST /api/user/delete", () => {
  it("is refused while an order is on its way, saying which, and nothing changes", async () => {
    const { token } = await registerUser(store, "Ravi");
    const order = await place(token);
    const res = await store.post("/api/user/delete", { password: PASSWORD }, { token });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ success: false, message: PRIVACY_MESSAGES.undelivered(orderNumber(order.json.orderId)) });
    expect((await store.get("/api/user/profile", { token })).json.user.name).toBe("Ravi");
  });

  it("is refused while a refund is owed on a canceled paid order", async () => {
    const { token } = await registerUser(store, "Sana");
    const order = await place(token);
    await store.db.update(orders).set({ status: "Order Canceled", payment: true }).where(eq(orders.id, order.json.orderId));
    const res = await store.post("/api/user/delete", { password: PASSWORD }, { token });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(PRIVACY_MESSAGES.refundDue(orderNumber(order.json.orderId)));
  });

  it.each([
    [{}, PRIVACY_MESSAGES.passwordNeeded],
    [{ password: "not my password" }, PRIVACY_MESSAGES.passwordWrong],
  ])("asks for the account's password (%j), naming the field, and nothing changes", async (body, message) => {
    const { token } = await registerUser(store, "Tara");
    const res = await store.post("/api/user/delete", body, { token });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ success: false, field: "password", message });
    expect((await store.get("/api/user/profile", { token })).status).toBe(200);
  });

  it("erases the shopper and ends every session; orders stay for GST without the buyer's details; the address is free again", async () => {
    const { token, email, orderId } = await busyShopper("Nisha");
    const other = (await store.post("/api/user/login", { email, password: PASSWORD })).json.token as string;
    await delivered(orderId);
    const res = await store.post("/api/user/delete", { password: PASSWORD }, { token });
    expect(res.json).toEqual({ success: true, message: PRIVACY_MESSAGES.deleted });
    for (const t of [token, other]) expect((await store.get("/api/user/profile", { token: t })).status).toBe(401);
    expect((await store.post("/api/user/login", { email, password: PASSWORD })).status).toBe(401);
    const [order] = await store.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.address).toMatchObject({
      firstName: ERASED_NAME,
      lastName: "",
      email: "",
      phone: "",
      street: "",
      city: ADDRESS.city,
      zipcode: ADDRESS.zipcode,
    });
    expect(order!.invoiceNumber).toBeTruthy();
    const [review] = await store.db
      .select()
      .from(reviews)
      .where(eq(reviews.comment, "Soft and heavy, true to size."))
      .orderBy(desc(reviews.createdAt));
    expect(review!.userName).toBe(ERASED_REVIEWER);
    const [user] = await store.db.select().from(users).where(eq(users.id, order!.userId));
    expect(user).toMatchObject({ name: ERASED_NAME, mobileNumber: null, passwordHash: null, googleSub: null });
    expect(user!.deletedAt).toBeInstanceOf(Date);
    const leftovers = await store.db.execute(
      sql`select (select count(*) from addresses where user_id = ${user!.id})::int as a, (select count(*) from saved_cards where user_id = ${user!.id})::int as c`,
    );
    expect((leftovers as unknown as { rows: { a: number; c: number }[] }).rows[0]).toEqual({ a: 0, c: 0 });
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual(["Your Dhaaga account is deleted"]);
    expect(mails[0]!.text).toContain("72 months");
    const again = await store.post("/api/user/register", { name: "Nisha", email, password: PASSWORD });
    expect(again.status).toBe(200);
  });

  it("confirms an account that signs in with Google only by a mailed code, used once", async () => {
    const email = `gia-${randomUUID().slice(0, 8)}@example.com`;
    const [row] = await store.db
      .insert(users)
      .values({ name: "Gia", email, googleSub: `google-${randomUUID()}`, emailVerified: true })
      .returning({ id: users.id });
    const token = await store.services.sessions.create(row!.id);
    expect((await store.get("/api/user/profile", { token })).json.user.emailLogin).toBe(false);
    const without = await store.post("/api/user/delete", {}, { token });
    expect(without.json).toEqual({ success: false, field: "code", message: PRIVACY_MESSAGES.codeNeeded });
    expect((await store.post("/api/user/delete/code", {}, { token })).json).toEqual({ success: true, message: PRIVACY_MESSAGES.codeSent });
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe("Your code to delete your Dhaaga account");
    const code = /is (\d{6})\./.exec(mail!.text)![1]!;
    const wrong = await store.post("/api/user/delete", { code: code === "000000" ? "111111" : "000000" }, { token });
    expect(wrong.json).toEqual({ success: false, field: "code", message: PRIVACY_MESSAGES.codeWrong });
    expect((await store.post("/api/user/delete", { code }, { token })).json.success).toBe(true);
    const [gone] = await store.db.select().from(users).where(eq(users.id, row!.id));
    expect(gone).toMatchObject({ name: ERASED_NAME, googleSub: null });
  });

  it("tells a password account to use its password, not a code", async () => {
    const { token } = await registerUser(store, "Uma");
    const res = await store.post("/api/user/delete/code", {}, { token });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ success: false, field: "password", message: PRIVACY_MESSAGES.passwordNeeded });
  });
});
