import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSOLE_MESSAGES as M } from "../../../domain/console-messages";
import { type consoleClient, ownerConsole } from "../../../../tests/support/console-kit";
import { ADDRESS, auth, registerUser } from "../../../../tests/support/order-kit";
import type { TestStore } from "../../../../tests/support/test-store";
import { hashPassword } from "../users/users.service";
import { auditLog, categories, colours, heroCopy, mailOutbox, orders, products, reviews, shopSettings, testimonials, users } from "../../db/schema";

let store: TestStore;
let kit: ReturnType<typeof consoleClient>;
let cookie: string;

beforeAll(async () => {
  ({ store, kit, cookie } = await ownerConsole());
});
afterAll(() => store.close());

const clear = (body: unknown, who = cookie) => kit.call("POST", "/api/admin/demo/clear", who, body);
const n = async (table: typeof products | typeof testimonials | typeof reviews | typeof orders | typeof colours | typeof categories) =>
  Number((await store.db.select({ n: count() }).from(table))[0].n);
const DEMO_SHOPPER = { email: "meera@demo.dhaaga.local", password: "Demo-Shopper-Pass-1" };

describe("Start fresh", () => {
  it("is the owner's alone, and asks for the typed confirmation; either refusal removes nothing", async () => {
    const STAFF = { name: "Ravi Kumar", email: "ravi@dhaaga.test", password: "Kolhapuri-Chappal-77" };
    await kit.call("POST", "/api/admin/staff/invite", cookie, { email: STAFF.email });
    const [mail] = await store.db.select().from(mailOutbox).where(eq(mailOutbox.to, STAFF.email));
    const token = new URL(mail!.text.match(/https?:\/\/\S+\/admin\/invite\?token=[\w-]+/)![0]).searchParams.get("token")!;
    await store.post("/api/admin-auth/invite", { token, name: STAFF.name, password: STAFF.password }, { origin: kit.origin });
    const staff = await kit.signIn(STAFF);
    const before = await n(products);
    const byStaff = await clear({ confirm: "START FRESH" }, staff.cookie);
    expect(byStaff.status).toBe(403);
    expect(byStaff.json).toEqual({ success: false, message: M.ownerOnly });
    const unconfirmed = await clear({ confirm: "yes" });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.json).toEqual({ success: false, message: "Type START FRESH to confirm.", field: "confirm" });
    expect(await n(products)).toBe(before);
  });

  it("removes every demo product, review, slide, testimonial, shopper and order in one go, and keeps the merchant's own product, the vocabulary, the settings and the console", async () => {
    // A demo shopper with a demo order, as a store seeded before the demo's buyers were dropped holds them.
    const [shopper] = await store.db
      .insert(users)
      .values({ name: "Meera", email: DEMO_SHOPPER.email, passwordHash: await hashPassword(DEMO_SHOPPER.password), demo: true })
      .returning();
    await store.db
      .insert(orders)
      .values({ userId: shopper.id, paymentMethod: "cod", subtotalPaise: 49_900, amountPaise: 49_900, address: ADDRESS, demo: true });
    const refusedLogin = await store.post("/api/user/login", DEMO_SHOPPER);
    expect(refusedLogin.status).toBe(401);

    const own = await kit.call("POST", "/api/admin/products", cookie, {
      name: "Merchant's Own Tee",
      category: "Oversized T-Shirts",
      subCategory: "B",
      price: 699,
      originalPrice: 899,
      sizes: ["M"],
      colors: ["#151515"],
      status: "published",
    });
    expect(own.status).toBe(201);
    await kit.call("PUT", "/api/admin/settings", cookie, { freeDeliveryFrom: 799 });
    const vocabulary = [await n(colours), await n(categories)];
    expect(await n(testimonials)).toBeGreaterThan(0);
    expect(await n(reviews)).toBeGreaterThan(0);

    const res = await clear({ confirm: " START FRESH " });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true });
    expect(res.json.message).toMatch(/^Started fresh: removed \d+ demo products, 12 testimonials, 1 demo shoppers and 1 demo orders\.$/);

    expect((await store.db.select({ name: products.name }).from(products)).map((p) => p.name)).toEqual(["Merchant's Own Tee"]);
    expect(await n(testimonials)).toBe(0);
    expect(await n(reviews)).toBe(0);
    expect(await n(orders)).toBe(0);
    expect(await store.db.select().from(users).where(eq(users.demo, true))).toEqual([]);
    expect([await n(colours), await n(categories)]).toEqual(vocabulary);
    expect(await store.db.select().from(heroCopy)).toHaveLength(1);
    expect((await store.db.select().from(shopSettings)).map((s) => s.key)).toEqual(["freeDeliveryFrom"]);
    expect((await kit.call("GET", "/api/admin/me", cookie)).status).toBe(200);
    const [line] = await store.db.select().from(auditLog).where(eq(auditLog.action, "demo.clear"));
    expect(line).toMatchObject({ actorEmail: "owner@dhaaga.test", after: { testimonials: 12, shoppers: 1, orders: 1 } });

    // The storefront shows only the merchant's product at once.
    const shown = (await store.get("/api/product/search")).json;
    expect(shown.products.map((p: { name: string }) => p.name)).toEqual(["Merchant's Own Tee"]);
    await kit.call("PUT", "/api/admin/settings", cookie, { freeDeliveryFrom: 500 });
  });

  it("is refused with 409 once a real order exists, and removes nothing", async () => {
    const [own] = await store.db.select().from(products);
    await kit.call("PUT", `/api/admin/products/${own.id}/stock`, cookie, { cells: [{ size: "M", color: "#151515", stock: 5 }] });
    const { token } = await registerUser(store);
    const placed = await store.post(
      "/api/order/place",
      { address: ADDRESS, items: [{ _id: own.id, size: "M", color: "#151515", quantity: 1 }] },
      auth(token, randomUUID()),
    );
    expect(placed.status).toBe(200);
    const res = await clear({ confirm: "START FRESH" });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ success: false, message: "Start fresh is refused: the shop has 1 real order, and a real order is never removed." });
    expect(await n(products)).toBe(1);
    expect(await n(orders)).toBe(1);
  });
});

describe("demo orders", () => {
  it("never count in the dashboard or the order list", async () => {
    const [shopper] = await store.db.insert(users).values({ name: "Demo Dev", email: "dev@demo.dhaaga.local", demo: true }).returning();
    const before = (await kit.call("GET", "/api/admin/orders", cookie)).json.total;
    const dash = (await kit.call("GET", "/api/admin/dashboard", cookie)).json;
    await store.db
      .insert(orders)
      .values({ userId: shopper.id, paymentMethod: "cod", subtotalPaise: 99_900, amountPaise: 99_900, address: ADDRESS, demo: true });
    expect((await kit.call("GET", "/api/admin/orders", cookie)).json.total).toBe(before);
    expect((await kit.call("GET", "/api/admin/dashboard", cookie)).json).toEqual(dash);
  });
});
