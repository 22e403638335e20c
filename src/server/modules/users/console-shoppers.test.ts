import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { adminShoppersApi } from "../../../contracts/admin-shoppers";
import { auditLog, mailOutbox, storeCredit } from "../../db/schema";
import { type consoleClient, OWNER, ownerConsole } from "../../../../tests/support/console-kit";
import { ADDRESS, auth, variantWithStock } from "../../../../tests/support/order-kit";
import type { TestStore } from "../../../../tests/support/test-store";

let store: TestStore;
let kit: ReturnType<typeof consoleClient>;
let cookie: string;
let shopper: { id: string; token: string; email: string };

beforeAll(async () => {
  ({ store, kit, cookie } = await ownerConsole());
  const email = `tara-${randomUUID().slice(0, 6)}@example.in`;
  const reg = await store.post("/api/user/register", { name: "Tara Menon", email, password: "Appam-Stew-2026", mobilenumber: "919845012345" });
  const token = reg.json.token as string;
  await store.post(
    "/api/user/profile",
    { address: { street: "14 Residency Road", city: "Bengaluru", state: "Karnataka", zip: "560025", country: "India" } },
    auth(token),
  );
  const card = await store.post(
    "/api/user/profile",
    { card: { brand: "Mastercard", last4: "4444", nameOnCard: "Tara Menon", expiryMonth: 8, expiryYear: 2031 } },
    auth(token),
  );
  expect(card.json.success).toBe(true);
  const v = await variantWithStock(store, 10);
  const placed = await store.post(
    "/api/order/place",
    { address: ADDRESS, items: [{ _id: v.product.id, size: v.size, color: v.color, quantity: 1 }], couponCode: "FLAT10" },
    auth(token, randomUUID()),
  );
  expect(placed.status).toBe(200);
  const found = (await kit.call("GET", `/api/admin/shoppers?q=${encodeURIComponent(email)}`, cookie)).json.shoppers;
  shopper = { id: found[0].id, token, email };
});
afterAll(() => store.close());

describe("shoppers in the console", () => {
  it("finds a shopper by name, email or phone", async () => {
    for (const q of ["tara men", shopper.email.toUpperCase(), "98450 12345", "9845012345", "+91 98450 12345", "098450-12345"]) {
      const res = await kit.call("GET", `/api/admin/shoppers?q=${encodeURIComponent(q)}`, cookie);
      expect(res.json.shoppers, q).toEqual([expect.objectContaining({ id: shopper.id, name: "Tara Menon", email: shopper.email, orders: 1 })]);
    }
    expect((await kit.call("GET", "/api/admin/shoppers?q=nobody-like-this", cookie)).json).toMatchObject({ shoppers: [], total: 0, pages: 1 });
  });

  it("shows the profile, addresses, cards as brand and last 4, and orders; never a password hash", async () => {
    const res = await kit.call("GET", `/api/admin/shoppers/${shopper.id}`, cookie);
    expect(res.status).toBe(200);
    const s = res.json.shopper;
    expect(s).toMatchObject({ name: "Tara Menon", email: shopper.email, google: false });
    expect(s.addresses).toEqual([expect.objectContaining({ street: "14 Residency Road", city: "Bengaluru", zip: "560025" })]);
    expect(s.cards).toEqual([{ brand: "Mastercard", last4: "4444" }]);
    expect(s.orders).toEqual([expect.objectContaining({ status: "Order Placed", paymentMethod: "cod", couponCode: "FLAT10" })]);
    expect(res.text).not.toMatch(/argon2|password|hash|gatewayToken|cvv/i);
    const list = await kit.call("GET", "/api/admin/shoppers", cookie);
    expect(list.text).not.toMatch(/argon2|password/i);
  });

  it("names a bad id or page, and answers 404 for an unknown shopper", async () => {
    expect((await kit.call("GET", "/api/admin/shoppers/not-an-id", cookie)).json).toMatchObject({ success: false, field: "id" });
    expect((await kit.call("GET", `/api/admin/shoppers/${randomUUID()}`, cookie)).status).toBe(404);
    expect((await kit.call("GET", "/api/admin/shoppers?page=0", cookie)).json.field).toBe("page");
  });
});

describe("goodwill credit from the shopper's page", () => {
  const give = (id: string, body: unknown) => kit.call("POST", `/api/admin/shoppers/${id}/credit`, cookie, body);

  it("adds an entry with its note to the shopper's ledger, audited and mailed; the shopper's profile shows it at once", async () => {
    const before = (await store.get("/api/user/credit", auth(shopper.token))).json.balance as number;
    const res = await give(shopper.id, { amount: 150, note: "Sorry your parcel was late" });
    expect(res.status, res.text).toBe(201);
    expect(res.json.message).toMatch(/^₹150 added to the shopper's store credit; /);
    expect(adminShoppersApi["POST /api/admin/shoppers/{id}/credit"].response.safeParse(res.json).error).toBeUndefined();
    expect(res.json.balance).toBe(before + 150);

    const own = (await store.get("/api/user/credit", auth(shopper.token))).json;
    expect(own.balance).toBe(before + 150);
    expect(own.entries[0]).toMatchObject({ amount: 150, balance: before + 150, kind: "goodwill", note: "Sorry your parcel was late" });
    expect((await kit.call("GET", `/api/admin/shoppers/${shopper.id}/credit`, cookie)).json).toMatchObject({ balance: before + 150 });

    const [line] = await store.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "credit.goodwill"), eq(auditLog.targetId, shopper.id)));
    expect(line).toMatchObject({ targetType: "user", actorEmail: OWNER.email });
    expect(line!.after).toMatchObject({ given: "₹150", note: "Sorry your parcel was late" });
    const [mail] = await store.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, shopper.email), eq(mailOutbox.subject, "₹150 store credit from Dhaaga")));
    expect(mail!.text).toContain("We have added ₹150 to your store credit: Sorry your parcel was late");
  });

  it("refuses a missing or bad amount or note on its field, and an unknown shopper with 404, writing nothing", async () => {
    const count = async () => (await store.db.select().from(storeCredit).where(eq(storeCredit.userId, shopper.id))).length;
    const was = await count();
    for (const [body, field, message] of [
      [{ note: "Late parcel" }, "amount", "Amount must be a number of rupees."],
      [{ amount: 0, note: "Late parcel" }, "amount", "Amount must be more than 0."],
      [{ amount: -50, note: "Late parcel" }, "amount", "Amount must be more than 0."],
      [{ amount: 10.005, note: "Late parcel" }, "amount", "Amount can have at most 2 decimals."],
      [{ amount: 60_000, note: "Late parcel" }, "amount", "Amount must be at most ₹50,000."],
      [{ amount: 100, note: "  " }, "note", "Say why the credit is given."],
      [{ amount: 100 }, "note", "Say why the credit is given."],
    ] as const) {
      const res = await give(shopper.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json).toEqual({ success: false, message, field });
    }
    const unknown = await give(randomUUID(), { amount: 100, note: "Late parcel" });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ success: false, field: "id" });
    expect((await kit.call("GET", `/api/admin/shoppers/${randomUUID()}/credit`, cookie)).status).toBe(404);
    expect(await count()).toBe(was);
  });
});
