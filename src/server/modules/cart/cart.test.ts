import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../../../../tests/support/test-store";
import { MESSAGES } from "../../../domain/messages";
import { cartItems, carts, coupons, products, variants } from "../../db/schema";
import { CART_ERRORS } from "./cart.service";

let store: TestStore;
let seq = 0;
type P = typeof products.$inferSelect;
let tee: P; // Magma Black Oversized Tee, ₹899
let tee2: P; // Bone White Oversized Tee, ₹899
let hoodie: P;
let soldOut: P;

async function register(): Promise<Record<string, string>> {
  seq += 1;
  const res = await store.post("/api/user/register", {
    name: "Cart Tester",
    email: `cart${seq}-${Date.now()}@example.com`,
    password: "correct horse 1",
  });
  expect(res.status).toBe(200);
  return { token: res.json.token };
}
const byName = async (name: string) => (await store.db.select().from(products).where(eq(products.name, name)))[0]!;
const setStock = (p: P, size: string, color: string, stock: number) =>
  store.db
    .update(variants)
    .set({ stock })
    .where(and(eq(variants.productId, p.id), eq(variants.size, size), eq(variants.color, color)));
const getCart = async (h: Record<string, string>) => (await store.post("/api/cart/get", {}, h)).json.cartData;

beforeAll(async () => {
  // Every account here signs up from one address: scale the per-address limits as the E2E store does.
  store = await createTestStore({ config: { ipRateLimitScale: 20 } });
  tee = await byName("Magma Black Oversized Tee");
  tee2 = await byName("Bone White Oversized Tee");
  soldOut = await byName("Amber Crust Wave Oversized Tee");
  hoodie = (await store.db.select().from(products).where(eq(products.category, "Hoodies")))[0]!;
});
afterAll(() => store.close());

describe("POST /api/cart/add, /update, /get", () => {
  it("adds one at a time to the nested map and reads it back", async () => {
    const h = await register();
    expect(await getCart(h)).toEqual({});
    const first = await store.post("/api/cart/add", { itemId: tee.id, size: "M", color: "#151515" }, h);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ success: true, message: MESSAGES.addedToCart, cartData: { [tee.id]: { M: { "#151515": 1 } } } });
    await store.post("/api/cart/add", { itemId: tee.id, size: "M", color: "#151515" }, h);
    await store.post("/api/cart/add", { itemId: tee.id, size: "L", color: "#f6f6f6" }, h);
    expect(await getCart(h)).toEqual({ [tee.id]: { L: { "#F6F6F6": 1 }, M: { "#151515": 2 } } });
  });

  it("sets a quantity, and 0 removes the combination and empties upward", async () => {
    const h = await register();
    await store.post("/api/cart/add", { itemId: tee.id, size: "M", color: "#151515" }, h);
    const set = await store.post("/api/cart/update", { itemId: tee.id, size: "M", color: "#151515", quantity: 4 }, h);
    expect(set.json.cartData).toEqual({ [tee.id]: { M: { "#151515": 4 } } });
    const removed = await store.post("/api/cart/update", { itemId: tee.id, size: "M", color: "#151515", quantity: 0 }, h);
    expect(removed.status).toBe(200);
    expect(removed.json.cartData).toEqual({});
    const user = await store.services.sessions.user(h.token);
    expect(await store.db.select().from(cartItems).where(eq(cartItems.userId, user!.id))).toHaveLength(0);
  });

  it("keeps each user's cart to that user", async () => {
    const a = await register();
    const b = await register();
    await store.post("/api/cart/add", { itemId: tee.id, size: "S", color: "#151515" }, a);
    expect(await getCart(b)).toEqual({});
  });

  it("can still remove a line whose product was taken off sale", async () => {
    const h = await register();
    await store.post("/api/cart/add", { itemId: hoodie.id, size: hoodie.sizes[0], color: hoodie.colors[0] }, h);
    await store.db.update(products).set({ active: false }).where(eq(products.id, hoodie.id));
    try {
      const res = await store.post("/api/cart/update", { itemId: hoodie.id, size: hoodie.sizes[0], color: hoodie.colors[0], quantity: 0 }, h);
      expect(res.status).toBe(200);
      expect(res.json.cartData).toEqual({});
    } finally {
      await store.db.update(products).set({ active: true }).where(eq(products.id, hoodie.id));
    }
  });
});

describe("refused cart calls change nothing", () => {
  const ok = () => ({ itemId: tee.id, size: "M", color: "#151515" });
  const cases: [string, string, () => unknown, number, string | RegExp][] = [
    ["add without size", "/api/cart/add", () => ({ itemId: tee.id, color: "#151515" }), 400, MESSAGES.selectSize],
    ["add with an empty size", "/api/cart/add", () => ({ ...ok(), size: "  " }), 400, MESSAGES.selectSize],
    ["add without colour", "/api/cart/add", () => ({ itemId: tee.id, size: "M" }), 400, MESSAGES.selectColor],
    ["add without itemId", "/api/cart/add", () => ({ size: "M", color: "#151515" }), 400, /itemId/],
    ["add with a numeric itemId", "/api/cart/add", () => ({ ...ok(), itemId: 42 }), 400, /itemId/],
    [
      "add of a product that does not exist",
      "/api/cart/add",
      () => ({ ...ok(), itemId: "00000000-0000-4000-8000-000000000000" }),
      404,
      CART_ERRORS.productUnavailable,
    ],
    ["add with a malformed id", "/api/cart/add", () => ({ ...ok(), itemId: "'; drop table cart_items; --" }), 404, CART_ERRORS.productUnavailable],
    ["add of a size the product lacks", "/api/cart/add", () => ({ ...ok(), size: "XXXL" }), 400, CART_ERRORS.sizeUnavailable],
    ["add of a colour the product lacks", "/api/cart/add", () => ({ ...ok(), color: "#C5DDAC" }), 400, CART_ERRORS.colorUnavailable],
    ["add with HTML in the colour", "/api/cart/add", () => ({ ...ok(), color: "<img src=x onerror=alert(1)>" }), 400, CART_ERRORS.colorUnavailable],
    ["add with a huge size", "/api/cart/add", () => ({ ...ok(), size: "M".repeat(5000) }), 400, /size is too long/],
    ["add of a sold-out variant", "/api/cart/add", () => ({ itemId: soldOut.id, size: "M", color: "#90867D" }), 409, CART_ERRORS.soldOut],
    ["add as a JSON array", "/api/cart/add", () => "[1,2]", 400, /JSON object/],
    ["add with broken JSON", "/api/cart/add", () => "{itemId:", 400, /valid JSON/],
    ["update to 11", "/api/cart/update", () => ({ ...ok(), quantity: 11 }), 400, CART_ERRORS.quantity],
    ["update to -1", "/api/cart/update", () => ({ ...ok(), quantity: -1 }), 400, CART_ERRORS.quantity],
    ["update to 1.5", "/api/cart/update", () => ({ ...ok(), quantity: 1.5 }), 400, CART_ERRORS.quantity],
    ["update to the string '3'", "/api/cart/update", () => ({ ...ok(), quantity: "3" }), 400, CART_ERRORS.quantity],
    ["update to null", "/api/cart/update", () => ({ ...ok(), quantity: null }), 400, CART_ERRORS.quantity],
    ["update without quantity", "/api/cart/update", () => ok(), 400, CART_ERRORS.quantity],
    [
      "update of a product that does not exist",
      "/api/cart/update",
      () => ({ ...ok(), itemId: "00000000-0000-4000-8000-000000000000", quantity: 2 }),
      404,
      CART_ERRORS.productUnavailable,
    ],
    ["update of a size the product lacks", "/api/cart/update", () => ({ ...ok(), size: "XS", quantity: 2 }), 400, CART_ERRORS.sizeUnavailable],
    ["update above the stock", "/api/cart/update", () => ({ ...ok(), quantity: 10 }), 409, CART_ERRORS.onlyLeft(3)],
    [
      "update of a sold-out variant",
      "/api/cart/update",
      () => ({ itemId: soldOut.id, size: "M", color: "#90867D", quantity: 1 }),
      409,
      CART_ERRORS.soldOut,
    ],
    ["merge of a non-map", "/api/cart/merge", () => ({ cartData: [1] }), 400, /cartData/],
    ["merge with quantity 11", "/api/cart/merge", () => ({ cartData: { [tee.id]: { M: { "#151515": 11 } } } }), 400, CART_ERRORS.quantity],
    ["merge with a string quantity", "/api/cart/merge", () => ({ cartData: { [tee.id]: { M: { "#151515": "2" } } } }), 400, CART_ERRORS.quantity],
    ["coupon without code", "/api/cart/coupon", () => ({}), 400, /code is required/],
  ];

  let h: Record<string, string>;
  beforeAll(async () => {
    h = await register();
    await setStock(tee, "M", "#151515", 3);
    await store.post("/api/cart/add", { itemId: tee.id, size: "M", color: "#151515" }, h);
    await store.post("/api/cart/add", { itemId: tee2.id, size: "L", color: "#F6F6F6" }, h);
  });
  afterAll(() => setStock(tee, "M", "#151515", 11));

  it.each(cases)("%s", async (_name, path, body, status, message) => {
    const before = await getCart(h);
    const res = await store.post(path, body(), h);
    expect(res.status).toBe(status);
    expect(res.json.success).toBe(false);
    if (typeof message === "string") expect(res.json.message).toBe(message);
    else expect(res.json.message).toMatch(message);
    expect(await getCart(h)).toEqual(before);
  });

  it.each(["/api/cart/add", "/api/cart/update", "/api/cart/get", "/api/cart/merge", "/api/cart/coupon"])(
    "%s without a token is 401",
    async (path) => {
      const res = await store.post(path, ok(), {});
      expect(res.status).toBe(401);
      expect(res.json.success).toBe(false);
    },
  );

  it("refuses an add of a product taken off sale", async () => {
    await store.db.update(products).set({ active: false }).where(eq(products.id, hoodie.id));
    try {
      const res = await store.post("/api/cart/add", { itemId: hoodie.id, size: hoodie.sizes[0], color: hoodie.colors[0] }, h);
      expect(res.status).toBe(404);
      expect(res.json.message).toBe(CART_ERRORS.productUnavailable);
    } finally {
      await store.db.update(products).set({ active: true }).where(eq(products.id, hoodie.id));
    }
  });

  it("refuses the add that would pass the stock, naming how many are left", async () => {
    const u = await register();
    await setStock(tee2, "S", "#151515", 1);
    try {
      expect((await store.post("/api/cart/add", { itemId: tee2.id, size: "S", color: "#151515" }, u)).status).toBe(200);
      const res = await store.post("/api/cart/add", { itemId: tee2.id, size: "S", color: "#151515" }, u);
      expect(res.status).toBe(409);
      expect(res.json.message).toBe(CART_ERRORS.onlyLeft(1));
      expect(await getCart(u)).toEqual({ [tee2.id]: { S: { "#151515": 1 } } });
    } finally {
      await setStock(tee2, "S", "#151515", 25);
    }
  });
});

describe("a burst of 50 concurrent adds to one line", () => {
  const burst = (h: Record<string, string>, p: P, size: string, color: string) =>
    Promise.all(Array.from({ length: 50 }, () => store.post("/api/cart/add", { itemId: p.id, size, color }, h)));

  it("ends at the cap of 10, with exactly 10 accepted", async () => {
    const h = await register();
    const results = await burst(h, tee2, "XL", "#FAEEB2");
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    expect(results.filter((r) => r.status === 409).every((r) => r.json.message === CART_ERRORS.cap)).toBe(true);
    expect(results.filter((r) => r.status !== 200 && r.status !== 409)).toEqual([]);
    expect(await getCart(h)).toEqual({ [tee2.id]: { XL: { "#FAEEB2": 10 } } });
  });

  it("ends at the stock of 7 when only 7 are left", async () => {
    const h = await register();
    await setStock(tee2, "XXL", "#FAEEB2", 7);
    const results = await burst(h, tee2, "XXL", "#FAEEB2");
    expect(results.filter((r) => r.status === 200)).toHaveLength(7);
    expect(results.filter((r) => r.status === 409)).toHaveLength(43);
    expect(await getCart(h)).toEqual({ [tee2.id]: { XXL: { "#FAEEB2": 7 } } });
  });
});

describe("POST /api/cart/merge (login)", () => {
  it("adds the guest's quantities, capped at 10 and at stock, and keeps sold-out lines and products taken off the shop", async () => {
    const h = await register();
    await store.post("/api/cart/update", { itemId: tee.id, size: "S", color: "#151515", quantity: 6 }, h);
    await store.post("/api/cart/update", { itemId: tee2.id, size: "M", color: "#F6F6F6", quantity: 2 }, h);
    await setStock(tee2, "M", "#F6F6F6", 4);
    // A product the merchant archived after the guest chose it.
    const [gone] = await store.db
      .update(products)
      .set({ active: false, status: "archived" })
      .where(eq(products.id, hoodie.id))
      .returning({ id: products.id, size: products.sizes, color: products.colors });
    const goneLine = { [gone.size[0]]: { [gone.color[0].toUpperCase()]: 2 } };
    const res = await store.post(
      "/api/cart/merge",
      {
        cartData: {
          [tee.id]: { S: { "#151515": 7 }, L: { "#151515": 1 } },
          [tee2.id]: { M: { "#F6F6F6": 3 } },
          [soldOut.id]: { M: { "#90867d": 1 } },
          [gone.id]: goneLine,
        },
      },
      h,
    );
    await setStock(tee2, "M", "#F6F6F6", 25);
    expect(res.status).toBe(200);
    expect(res.json.cartData).toEqual({
      [tee.id]: { L: { "#151515": 1 }, S: { "#151515": 10 } },
      [tee2.id]: { M: { "#F6F6F6": 4 } },
      [soldOut.id]: { M: { "#90867D": 1 } },
      [gone.id]: goneLine,
    });
    expect(res.json.notMerged).toEqual([]);
    expect(await getCart(h)).toEqual(res.json.cartData);
    // The cart page lists them as such, and leaves them out of the totals.
    const summary = (await store.get("/api/cart/summary", h)).json;
    expect(summary.lines.filter((l: any) => !l.available).map((l: any) => [l.productId, l.status])).toEqual(
      expect.arrayContaining([
        [gone.id, "unavailable"],
        [soldOut.id, "sold_out"],
      ]),
    );
    expect(summary.lines.filter((l: any) => !l.available)).toHaveLength(2);
    expect(summary.subtotal).toBe(15 * 899);
    await store.db.update(products).set({ active: true, status: "published" }).where(eq(products.id, gone.id));
  });

  it("a sold-out line the account already holds adds up, capped at 10", async () => {
    const h = await register();
    const first = await store.post("/api/cart/merge", { cartData: { [soldOut.id]: { M: { "#90867D": 6 } } } }, h);
    expect(first.json.cartData).toEqual({ [soldOut.id]: { M: { "#90867D": 6 } } });
    const second = await store.post("/api/cart/merge", { cartData: { [soldOut.id]: { M: { "#90867D": 6 } } } }, h);
    expect(second.json.cartData).toEqual({ [soldOut.id]: { M: { "#90867D": 10 } } });
  });

  it("returns, and does not store, lines the store never had: an id that is no product, an unknown product, an invented size", async () => {
    const h = await register();
    const never = "00000000-0000-4000-8000-000000000001";
    const res = await store.post(
      "/api/cart/merge",
      {
        cartData: {
          "not-a-product": { M: { "#151515": 1 } },
          [never]: { M: { "#151515": 1 } },
          [tee.id]: { M: { "#151515": 1 }, QQ: { "#151515": 1 } },
        },
      },
      h,
    );
    expect(res.status).toBe(200);
    expect(res.json.cartData).toEqual({ [tee.id]: { M: { "#151515": 1 } } });
    expect(res.json.notMerged.map((l: any) => [l.productId, l.size])).toEqual(
      expect.arrayContaining([
        ["not-a-product", "M"],
        [never, "M"],
        [tee.id, "QQ"],
      ]),
    );
    expect(res.json.notMerged).toHaveLength(3);
    expect(await getCart(h)).toEqual({ [tee.id]: { M: { "#151515": 1 } } });
  });

  it("carries the guest's coupon into the account's cart when it applies, and answers the code it holds", async () => {
    await store.services.coupons.invalidate();
    const h = await register();
    const res = await store.post("/api/cart/merge", { cartData: { [tee.id]: { M: { "#151515": 1 } } }, couponCode: " flat10 " }, h);
    expect(res.json.couponCode).toBe("FLAT10");
    const summary = (await store.get("/api/cart/summary", h)).json;
    expect(summary.coupon).toEqual({ code: "FLAT10", applied: true });
    expect(summary.discount).toBe(89.9);

    // A code that does not apply to the merged cart leaves the account's own code in place.
    const again = await store.post("/api/cart/merge", { cartData: { [tee2.id]: { M: { "#F6F6F6": 1 } } }, couponCode: "BUY2X" }, h);
    expect(again.json.couponCode).toBe("FLAT10");
    expect((await store.post("/api/cart/merge", { cartData: {}, couponCode: "x".repeat(65) }, h)).status).toBe(400);
  });

  it("merging an empty guest cart leaves the account's cart as it was", async () => {
    const h = await register();
    await store.post("/api/cart/add", { itemId: tee.id, size: "S", color: "#151515" }, h);
    const res = await store.post("/api/cart/merge", { cartData: {} }, h);
    expect(res.json.cartData).toEqual({ [tee.id]: { S: { "#151515": 1 } } });
  });
});

describe("coupons, checked by the server", () => {
  const two899 = async (h: Record<string, string>) => {
    await store.post("/api/cart/update", { itemId: tee.id, size: "L", color: "#151515", quantity: 1 }, h);
    await store.post("/api/cart/update", { itemId: tee2.id, size: "L", color: "#F6F6F6", quantity: 1 }, h);
  };

  it("FLAT10 takes 10% off the subtotal; trimmed and case-insensitive", async () => {
    const h = await register();
    await two899(h);
    const res = await store.post("/api/cart/coupon", { code: "  flat10 " }, h);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ subtotal: 1798, discount: 179.8, deliveryFee: 0, total: 1618.2, itemCount: 2 });
    expect(res.json.coupon).toEqual({ code: "FLAT10", applied: true });
    expect(res.json.couponRule).toMatchObject({ code: "FLAT10", kind: "percent", percent: 10 });
    expect((await store.get("/api/cart/summary", h)).json.total).toBe(1618.2);
  });

  it("BUY2 makes two ₹899 oversized tees a flat ₹1,500, and stops when a third is added", async () => {
    const h = await register();
    await two899(h);
    const res = await store.post("/api/cart/coupon", { code: "buy2" }, h);
    expect(res.json).toMatchObject({ subtotal: 1798, discount: 298, total: 1500 });
    // The rule travels in rupees too, so the browser can re-run it as quantities change.
    expect(res.json.couponRule).toMatchObject({ code: "BUY2", count: 2, requiredTotal: 1798, fixedTotal: 1500 });
    await store.post("/api/cart/add", { itemId: tee.id, size: "L", color: "#151515" }, h);
    const after = await store.get("/api/cart/summary", h);
    expect(after.json).toMatchObject({ subtotal: 2697, discount: 0, total: 2697 });
    expect(after.json.coupon).toEqual({ code: "BUY2", applied: false, message: MESSAGES.couponInvalid });
    await store.post("/api/cart/update", { itemId: tee.id, size: "L", color: "#151515", quantity: 1 }, h);
    expect((await store.get("/api/cart/summary", h)).json.total).toBe(1500);
  });

  it.each([
    ["an unknown code", "FREE100", (_h: Record<string, string>) => Promise.resolve()],
    [
      "BUY2 with one shirt",
      "BUY2",
      async (h: Record<string, string>) =>
        void (await store.post("/api/cart/update", { itemId: tee.id, size: "L", color: "#151515", quantity: 0 }, h)),
    ],
  ])("%s is refused with 'Invalid Coupon' and clears the stored coupon", async (_name, code, prepare) => {
    const h = await register();
    await two899(h);
    await store.post("/api/cart/coupon", { code: "FLAT10" }, h);
    await prepare(h);
    const res = await store.post("/api/cart/coupon", { code }, h);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, message: MESSAGES.couponInvalid, field: "code" });
    const summary = await store.get("/api/cart/summary", h);
    expect(summary.json.coupon).toBeNull();
    expect(summary.json.discount).toBe(0);
  });

  it("an empty code clears the coupon", async () => {
    const h = await register();
    await two899(h);
    await store.post("/api/cart/coupon", { code: "FLAT10" }, h);
    const res = await store.post("/api/cart/coupon", { code: "  " }, h);
    expect(res.status).toBe(200);
    expect(res.json.coupon).toBeNull();
    expect(res.json.total).toBe(1798);
  });

  it("reads rules from the coupons table: a merchant's new code works, a switched-off or used-up one does not", async () => {
    await store.db.insert(coupons).values({ code: "DIWALI25", kind: "percent", params: { percent: 25 } });
    await store.db.insert(coupons).values({ code: "GONE5", kind: "percent", params: { percent: 5 }, usageLimit: 3, usedCount: 3 });
    store.services.coupons.invalidate();
    const h = await register();
    await two899(h);
    expect((await store.post("/api/cart/coupon", { code: "diwali25" }, h)).json.discount).toBe(449.5);
    expect((await store.post("/api/cart/coupon", { code: "GONE5" }, h)).status).toBe(400);

    await store.post("/api/cart/coupon", { code: "DIWALI25" }, h);
    await store.db.update(coupons).set({ active: false }).where(eq(coupons.code, "DIWALI25"));
    store.services.coupons.invalidate();
    const summary = await store.get("/api/cart/summary", h);
    expect(summary.json.coupon).toMatchObject({ code: "DIWALI25", applied: false });
    expect(summary.json.discount).toBe(0);
    expect((await store.db.select().from(carts).where(eq(carts.couponCode, "DIWALI25"))).length).toBe(1);
  });
});

describe("POST /api/cart/summary", () => {
  it("prices a guest's map from database prices and leaves sold-out and removed lines out of the totals", async () => {
    const gone = "00000000-0000-4000-8000-000000000002";
    const res = await store.post("/api/cart/summary", {
      cartData: {
        [tee.id]: { M: { "#151515": 2 } },
        [soldOut.id]: { M: { "#90867D": 1 } },
        [gone]: { S: { "#151515": 1 } },
      },
      couponCode: "FLAT10",
      // A client's idea of the price or total is not read.
      amount: 1,
      price: 1,
    });
    expect(res.status).toBe(200);
    const lines = res.json.lines as any[];
    expect(lines.map((l) => [l.name, l.status, l.price])).toEqual([
      ["Magma Black Oversized Tee", "ok", 899],
      ["Amber Crust Wave Oversized Tee", "sold_out", 499],
      ["", "unavailable", 0],
    ]);
    expect(lines[0]).toMatchObject({ colorName: "Magma Black", image: tee.images[0], slug: tee.slug });
    expect(res.json).toMatchObject({ subtotal: 1798, discount: 179.8, deliveryFee: 0, total: 1618.2, itemCount: 2 });
  });

  it("marks a line asking for more than the stock as short, with how many can be had", async () => {
    await setStock(tee, "XL", "#151515", 2);
    const res = await store.post("/api/cart/summary", { cartData: { [tee.id]: { XL: { "#151515": 5 } } } });
    await setStock(tee, "XL", "#151515", 11);
    expect(res.json.lines[0]).toMatchObject({ status: "short", availability: "few_left", left: 2, available: false });
    expect(res.json.total).toBe(0);
  });

  it("answers an invalid guest code with the spec's message and no discount", async () => {
    const res = await store.post("/api/cart/summary", { cartData: { [tee.id]: { M: { "#151515": 1 } } }, couponCode: "BUY2" });
    expect(res.json.coupon).toEqual({ code: "BUY2", applied: false, message: MESSAGES.couponInvalid });
    expect(res.json.total).toBe(899);
  });

  it("with a token, prices the account's cart", async () => {
    const h = await register();
    await store.post("/api/cart/add", { itemId: tee.id, size: "S", color: "#151515" }, h);
    const res = await store.post("/api/cart/summary", { cartData: {} }, h);
    expect(res.json.subtotal).toBe(899);
  });

  it("refuses a guest map with too many lines", async () => {
    const cartData: Record<string, Record<string, Record<string, number>>> = {};
    for (let i = 0; i < 101; i++) cartData[`p${i}`] = { M: { "#151515": 1 } };
    const res = await store.post("/api/cart/summary", { cartData });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(CART_ERRORS.tooManyLines);
  });
});

describe("priceCart (for checkout)", () => {
  beforeEach(() => store.services.coupons.invalidate());
  it("prices a user's cart with the stored coupon, from database prices", async () => {
    const h = await register();
    await store.post("/api/cart/update", { itemId: tee.id, size: "M", color: "#151515", quantity: 2 }, h);
    await store.post("/api/cart/coupon", { code: "BUY2" }, h);
    const user = await store.services.sessions.user(h.token);
    const priced = await store.services.cart.priceCart({ userId: user!.id });
    expect(priced.totals.totalPaise).toBe(150000);
    expect(priced.coupon).toEqual({ ok: true, code: "BUY2", discountPaise: 29800 });
    const without = await store.services.cart.priceCart({ userId: user!.id }, null);
    expect(without.totals.totalPaise).toBe(179800);
  });
});
