import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RECENT_PURCHASE_AGO_MAX_MS, RELATED_COUNT, SHOWCASE_CATEGORY } from "../../../domain/constants";
import { ADDRESS, auth, registerUser, variantWithStock } from "../../../../tests/support/order-kit";
import { createTestStore, type TestStore } from "../../../../tests/support/test-store";
import { heroCopy, offerSlides, orders, products as productsTable, storeMeta, testimonials } from "../../db/schema";
import { DEMO_TESTIMONIALS } from "../../db/seed/demo-catalog";
import { DEMO_HERO, demoOfferUrl, demoPortraitUrl } from "../../db/seed/demo-content";
import { seedDemoIfEmpty } from "../../db/seed/seed";

let store: TestStore;
let list: any[];
beforeAll(async () => {
  store = await createTestStore();
  list = (await store.get("/api/product/list")).json.products;
});
afterAll(() => store.close());

describe("GET /api/product/:id/related", () => {
  it("answers five other products of the same category, as card fields only", async () => {
    const product = list.find((p) => p.category === "Hoodies");
    const res = await store.get(`/api/product/${product._id}/related`);
    expect(res.status).toBe(200);
    const related = res.json.products as any[];
    expect(related).toHaveLength(RELATED_COUNT);
    expect(related.every((p) => p.category === "Hoodies" && p._id !== product._id)).toBe(true);
    expect(new Set(related.map((p) => p._id)).size).toBe(RELATED_COUNT);
    expect(related[0]).not.toHaveProperty("reviews");
    expect(related[0]).not.toHaveProperty("description");
  });

  it("fills up with other categories' products when the category has fewer than five others", async () => {
    const fresh = await createTestStore();
    try {
      const products = (await fresh.get("/api/product/list")).json.products as any[];
      const hoodies = products.filter((p) => p.category === "Hoodies");
      const kept = hoodies.slice(0, 3);
      for (const p of hoodies.slice(3)) await fresh.db.update(productsTable).set({ active: false }).where(eq(productsTable.id, p._id));
      fresh.services.storefront.invalidate();
      const related = (await fresh.get(`/api/product/${kept[0]._id}/related`)).json.products as any[];
      expect(related).toHaveLength(RELATED_COUNT);
      expect(new Set(related.map((p) => p._id)).size).toBe(RELATED_COUNT);
      expect(related.map((p) => p._id)).not.toContain(kept[0]._id);
      const sameCategory = related.filter((p) => p.category === "Hoodies").map((p) => p._id);
      expect(sameCategory.sort()).toEqual([kept[1]._id, kept[2]._id].sort());
      const inactive = new Set(hoodies.slice(3).map((p) => p._id));
      expect(related.some((p) => inactive.has(p._id))).toBe(false);
    } finally {
      await fresh.close();
    }
  });

  it("answers 404 JSON for an unknown product", async () => {
    const res = await store.get("/api/product/00000000-0000-4000-8000-000000000000/related");
    expect(res.status).toBe(404);
    expect(res.json.success).toBe(false);
  });
});

describe("GET /api/product/recent-purchases", () => {
  /** Places one order of the seeded catalog's first in-stock tee, as a new shopper. */
  async function place(on: TestStore, address: Partial<typeof ADDRESS>, sharePurchase: boolean) {
    const v = await variantWithStock(on, 50, "Oversized T-Shirts");
    const { token } = await registerUser(on, address.firstName ?? "Shopper");
    const items = [{ _id: v.product.id, size: v.size, color: v.color, quantity: 1 }];
    const res = await on.post("/api/order/place", { address: { ...ADDRESS, ...address }, items, sharePurchase }, auth(token, randomUUID()));
    expect(res.status).toBe(200);
    on.services.storefront.invalidate();
    return res.json.orderId as string;
  }

  it("shows no seeded buyer: a new demo store has no purchases to show until someone buys", async () => {
    const res = await store.get("/api/product/recent-purchases");
    expect(res.json).toEqual({ success: true, purchases: [] });
    const [{ n }] = await store.db.select({ n: count() }).from(orders);
    expect(n).toBe(0);
  });

  describe("on a store with orders", () => {
    // One store for these cases: each places orders of its own, newer than any other's, and reads those.
    let shop: TestStore;
    beforeAll(async () => {
      shop = await createTestStore();
    });
    afterAll(() => shop?.close());
    const purchases = async () => (await shop.get("/api/product/recent-purchases")).json.purchases as any[];

    it("lists real orders, with a first name and city only where the buyer agreed, and the day only", async () => {
      await place(shop, { firstName: "Diya", lastName: "Iyer", zipcode: "600017", city: "Chennai", state: "Tamil Nadu" }, false);
      await place(shop, { firstName: "Aarav", lastName: "Sharma" }, true);
      const res = await shop.get("/api/product/recent-purchases");
      expect(res.status).toBe(200);
      const [aarav, diya] = res.json.purchases as any[];
      expect(aarav).toMatchObject({ firstName: "Aarav", city: "Pune", state: "Maharashtra", when: "today" });
      expect(diya).toMatchObject({ firstName: null, city: null, state: "Tamil Nadu", when: "today" });
      for (const p of [aarav, diya]) expect(Object.keys(p).sort()).toEqual(["city", "firstName", "productName", "slug", "state", "when"]);
      expect(res.text).not.toMatch(/@|Sharma|Iyer|street|9876543210|"at"/i);
      const slugs = new Set(list.map((p) => p.slug));
      expect(res.json.purchases.every((p: { slug: string }) => slugs.has(p.slug))).toBe(true);
    });

    it("leaves out canceled orders and orders older than two days", async () => {
      const ids: string[] = [];
      for (const firstName of ["Ira", "Jai", "Kiran"]) ids.push(await place(shop, { firstName }, true));
      const [, jai, kiran] = ids;
      expect((await purchases()).slice(0, 3).map((p) => p.firstName)).toEqual(["Kiran", "Jai", "Ira"]);
      await shop.db.update(orders).set({ status: "Order Canceled" }).where(eq(orders.id, kiran));
      const old = new Date(Date.now() - RECENT_PURCHASE_AGO_MAX_MS - 60_000);
      await shop.db.update(orders).set({ createdAt: old }).where(eq(orders.id, jai));
      shop.services.storefront.invalidate();
      const names = (await purchases()).map((p) => p.firstName);
      expect(names[0]).toBe("Ira");
      expect(names).not.toContain("Kiran");
      expect(names).not.toContain("Jai");
    });
  });

  it("answers an empty list on a store without orders", async () => {
    const empty = await createTestStore({ seed: false });
    try {
      const res = await empty.get("/api/product/recent-purchases");
      expect(res.json).toEqual({ success: true, purchases: [] });
    } finally {
      await empty.close();
    }
  });
});

describe("home sections", () => {
  it("holds the first four hoodies and sweatshirts and up to eight bestseller tees, newest first", async () => {
    const home = await store.services.storefront.homeSections();
    const firstOf = (cat: string, n: number, pred = (_: any) => true) =>
      list
        .filter((p) => p.category === cat && pred(p))
        .slice(0, n)
        .map((p) => p._id);
    expect(home.hoodies.map((p) => p._id)).toEqual(firstOf("Hoodies", 4));
    expect(home.sweatshirts.map((p) => p._id)).toEqual(firstOf("Sweatshirts", 4));
    expect(home.showcase.map((p) => p._id)).toEqual(firstOf(SHOWCASE_CATEGORY, 8, (p) => p.bestseller));
    expect(home.showcase.length).toBeGreaterThan(0);
    expect(home.offers).toHaveLength(4);
    for (const o of home.offers) expect(list.find((p) => p._id === o.productId)?.slug).toBe(o.slug);
  });
});

describe("storefront content from the database", () => {
  it("holds the demo's hero copy, twelve testimonials in order and four offer slides", async () => {
    const content = await store.services.storefront.content();
    expect(content.hero).toEqual(DEMO_HERO);
    expect(content.testimonials.map((t) => t.name)).toEqual(DEMO_TESTIMONIALS.map((t) => t.name));
    expect(content.testimonials[0]).toEqual({
      name: DEMO_TESTIMONIALS[0].name,
      city: DEMO_TESTIMONIALS[0].city,
      quote: DEMO_TESTIMONIALS[0].quote,
      rating: DEMO_TESTIMONIALS[0].rating,
      portrait: demoPortraitUrl(DEMO_TESTIMONIALS[0].name),
    });
    expect(content.offers.map((o) => o.image)).toEqual([0, 1, 2, 3].map(demoOfferUrl));
    for (const o of content.offers) expect(o.alt).toBe(`Offer: ${list.find((p) => p._id === o.productId)?.name}`);
  });

  it("shows a merchant's change after invalidate: a hidden testimonial, a slide of a hidden product and a new hero are gone or shown", async () => {
    const fresh = await createTestStore();
    try {
      const before = await fresh.services.storefront.content();
      await fresh.db.update(testimonials).set({ active: false }).where(eq(testimonials.name, DEMO_TESTIMONIALS[0].name));
      await fresh.db.update(productsTable).set({ active: false }).where(eq(productsTable.id, before.offers[0].productId));
      await fresh.db.update(heroCopy).set({ active: false });
      await fresh.db.insert(heroCopy).values({ title: "Monsoon drop", body: "Rain-ready hoodies.", position: 1 });
      fresh.services.storefront.invalidate();
      const after = await fresh.services.storefront.homeSections();
      expect(after.testimonials.map((t) => t.name)).toEqual(DEMO_TESTIMONIALS.slice(1).map((t) => t.name));
      expect(after.offers.map((o) => o.productId)).toEqual(before.offers.slice(1).map((o) => o.productId));
      expect(after.hero).toEqual({ eyebrow: "", title: "Monsoon drop", body: "Rain-ready hoodies." });
    } finally {
      await fresh.close();
    }
  });

  it("is empty on a store started without the demo", async () => {
    const empty = await createTestStore({ seed: false });
    try {
      expect(await empty.services.storefront.content()).toEqual({ hero: null, testimonials: [], offers: [] });
      const home = await empty.services.storefront.homeSections();
      expect([home.hero, home.testimonials, home.offers]).toEqual([null, [], []]);
    } finally {
      await empty.close();
    }
  });

  it("is added once to a demo store seeded before content lived in the database, and not again once removed", async () => {
    const older = await createTestStore();
    try {
      await older.db.delete(testimonials);
      await older.db.delete(heroCopy);
      await older.db.delete(offerSlides);
      await older.db.delete(storeMeta).where(eq(storeMeta.key, "demo_content_seeded_at"));
      expect((await seedDemoIfEmpty(older.db)).seeded).toBe(false);
      expect(await older.db.select().from(testimonials)).toHaveLength(DEMO_TESTIMONIALS.length);
      expect(await older.db.select().from(offerSlides)).toHaveLength(4);
      expect(await older.db.select().from(heroCopy)).toHaveLength(1);

      await older.db.delete(testimonials);
      await seedDemoIfEmpty(older.db);
      expect(await older.db.select().from(testimonials)).toHaveLength(0);
    } finally {
      await older.close();
    }
  });
});
