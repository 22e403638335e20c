import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auth, registerUser } from "../../../../tests/support/order-kit";
import { createTestStore, type TestStore } from "../../../../tests/support/test-store";
import { WISHLIST_MAX, wishlistApi } from "../../../contracts/wishlist";
import { WISHLIST_PRODUCT_UNAVAILABLE, WISHLIST_TOO_MANY } from "../../../domain/wishlist";
import { products } from "../../db/schema";

let store: TestStore;
let ids: string[];

beforeAll(async () => {
  store = await createTestStore({ config: { ipRateLimitScale: 20 } });
  ids = (await store.db.select({ id: products.id }).from(products).where(eq(products.active, true)).orderBy(products.name)).map((p) => p.id);
});
afterAll(() => store.close());

const list = async (token: string) => (await store.get("/api/wishlist", auth(token))).json;

describe("the account's wishlist", () => {
  it("saves a product once, lists it with its current price and sold-out sizes, and removes it", async () => {
    const { token } = await registerUser(store);
    expect((await store.post("/api/wishlist/add", { productId: ids[0] }, auth(token))).json).toEqual({ success: true, productIds: [ids[0]] });
    await store.post("/api/wishlist/add", { productId: ids[1] }, auth(token));
    await store.post("/api/wishlist/add", { productId: ids[0] }, auth(token));
    const saved = await list(token);
    expect(wishlistApi["GET /api/wishlist"].response.safeParse(saved).error).toBeUndefined();
    expect(saved.productIds).toEqual([ids[1], ids[0]]);
    const [row] = await store.db.select().from(products).where(eq(products.id, ids[1]!));
    expect(saved.items[0]).toMatchObject({ _id: ids[1], name: row!.name, price: row!.pricePaise / 100 });
    expect(Array.isArray(saved.items[0].soldOut)).toBe(true);
    expect((await store.post("/api/wishlist/remove", { productId: ids[1] }, auth(token))).json.productIds).toEqual([ids[0]]);
  });

  it("is each shopper's own, and needs a login", async () => {
    const a = await registerUser(store);
    const b = await registerUser(store);
    await store.post("/api/wishlist/add", { productId: ids[2] }, auth(a.token));
    expect((await list(b.token)).productIds).toEqual([]);
    const anonymous = await store.post("/api/wishlist/add", { productId: ids[2] });
    expect(anonymous.status).toBe(401);
  });

  it("refuses a product that is not on sale with 404 naming productId, and a missing id with 400", async () => {
    const { token } = await registerUser(store);
    const unknown = await store.post("/api/wishlist/add", { productId: randomUUID() }, auth(token));
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ success: false, message: WISHLIST_PRODUCT_UNAVAILABLE, field: "productId" });
    const missing = await store.post("/api/wishlist/add", {}, auth(token));
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({ success: false, field: "productId" });
    expect((await list(token)).productIds).toEqual([]);
  });

  it("merges a guest's list at login: nothing lost, nothing twice, products off sale left out", async () => {
    const { token } = await registerUser(store);
    await store.post("/api/wishlist/add", { productId: ids[3] }, auth(token));
    const merged = await store.post("/api/wishlist/merge", { productIds: [ids[4], ids[3], randomUUID(), "junk"] }, auth(token));
    expect(merged.status).toBe(200);
    expect(merged.json.productIds).toHaveLength(2);
    expect(new Set(merged.json.productIds)).toEqual(new Set([ids[3], ids[4]]));
    const tooMany = await store.post("/api/wishlist/merge", { productIds: Array.from({ length: WISHLIST_MAX + 1 }, () => ids[0]) }, auth(token));
    expect(tooMany.status).toBe(400);
    expect(tooMany.json).toMatchObject({ success: false, message: WISHLIST_TOO_MANY });
  });

  it("answers a guest's cards in the order asked, without a login", async () => {
    const res = await store.post("/api/wishlist/cards", { productIds: [ids[5], ids[2], randomUUID()] });
    expect(res.status).toBe(200);
    expect(res.json.items.map((c: { _id: string }) => c._id)).toEqual([ids[5], ids[2]]);
  });
});
