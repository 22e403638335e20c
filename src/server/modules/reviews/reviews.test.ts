import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../../domain/messages";
import { createTestStore, type TestStore } from "../../../../tests/support/test-store";
import { products, reviews } from "../../db/schema";
import { REVIEW_PRODUCT_RULE, REVIEW_RATE_RULE } from "./reviews.routes";
import { REVIEWS_FIRST, REVIEWS_IN_LIST, REVIEWS_PAGE_MAX } from "../../../domain/constants";

let store: TestStore;
let product: { _id: string; slug: string; rating: { average: number; count: number } };
let nextIp = 1;

beforeAll(async () => {
  // Each test posts from an address of its own, so the rate limit is tested where it is meant to be.
  store = await createTestStore({ config: { trustProxy: true } });
  product = (await store.get("/api/product/list")).json.products[0];
});
afterAll(() => store.close());

function post(body: unknown, opts: { id?: string; ip?: string } = {}) {
  const ip = opts.ip ?? `203.0.113.${nextIp++}`;
  return store.post(`/api/product/${opts.id ?? product._id}/addReview`, body, { "x-forwarded-for": ip });
}

async function reviewCount(productId = product._id) {
  return (await store.db.select().from(reviews).where(eq(reviews.productId, productId))).length;
}

describe("POST /api/product/:id/addReview", () => {
  it("adds a review without login, answers the spec's fields and moves the product's totals", async () => {
    const [before] = await store.db.select().from(products).where(eq(products.id, product._id));
    const res = await post({ userName: "  Priya  ", rating: 4, comment: "  Lovely fabric.  " });
    expect(res.status).toBe(201);
    expect(res.json.success).toBe(true);
    expect(typeof res.json.message).toBe("string");
    expect(res.json.newReview).toMatchObject({ userName: "Priya", rating: 4, comment: "Lovely fabric." });
    expect(Date.parse(res.json.newReview.date)).toBeGreaterThan(Date.now() - 60_000);
    const [after] = await store.db.select().from(products).where(eq(products.id, product._id));
    expect(after.reviewCount).toBe(before.reviewCount + 1);
    expect(after.ratingSum).toBe(before.ratingSum + 4);
    const page = await store.get(`/api/product/by-slug/${product.slug}`);
    expect(page.json.product.reviews[0]).toMatchObject({ userName: "Priya", comment: "Lovely fabric." });
    expect(page.json.product.rating.count).toBe(after.reviewCount);
  });

  it("shows the new review in the product list at once (the list cache is dropped)", async () => {
    await store.get("/api/product/list");
    await post({ userName: "Cache Check", rating: 5, comment: "Fresh." });
    const list = (await store.get("/api/product/list")).json.products as any[];
    const same = list.find((p) => p._id === product._id);
    expect(same.reviews.some((r: any) => r.userName === "Cache Check")).toBe(true);
  });

  it("stores an empty or missing comment as 'No comment provided'", async () => {
    for (const comment of ["", "   ", undefined, null]) {
      const res = await post({ userName: "Ravi", rating: 5, comment });
      expect(res.status).toBe(201);
      expect(res.json.newReview.comment).toBe(MESSAGES.reviewNoComment);
    }
  });

  it("stores HTML in a comment as plain text, exactly as sent", async () => {
    const comment = `<img src=x onerror="alert(1)"><script>alert(2)</script>`;
    const res = await post({ userName: "<b>Mallory</b>", rating: 3, comment });
    expect(res.status).toBe(201);
    expect(res.json.newReview.comment).toBe(comment);
    expect(res.json.newReview.userName).toBe("<b>Mallory</b>");
  });

  const refusals: [string, unknown][] = [
    ["a rating of 0", { userName: "Asha", rating: 0 }],
    ["a rating of 6", { userName: "Asha", rating: 6 }],
    ["a rating of 2.5", { userName: "Asha", rating: 2.5 }],
    ["a rating sent as text", { userName: "Asha", rating: "5" }],
    ["a rating that is null", { userName: "Asha", rating: null }],
    ["a rating that is a list", { userName: "Asha", rating: [5] }],
    ["a missing rating", { userName: "Asha" }],
    ["a missing name", { rating: 5 }],
    ["a name of spaces", { userName: "   ", rating: 5 }],
    ["a name that is a number", { userName: 42, rating: 5 }],
    ["an empty body", {}],
  ];
  for (const [what, body] of refusals) {
    it(`refuses ${what} with the spec's message and stores nothing`, async () => {
      const before = await reviewCount();
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ success: false, message: MESSAGES.reviewInvalid });
      expect(res.json.field).toMatch(/^(userName|rating)$/);
      expect(await reviewCount()).toBe(before);
    });
  }

  it("refuses a huge comment, naming the field", async () => {
    const before = await reviewCount();
    const res = await post({ userName: "Asha", rating: 5, comment: "x".repeat(1001) });
    expect(res.status).toBe(400);
    expect(res.json.success).toBe(false);
    expect(res.json.field).toBe("comment");
    expect(res.json.message).toMatch(/1000 characters/);
    expect(await reviewCount()).toBe(before);
    expect((await post({ userName: "Asha", rating: 5, comment: "y".repeat(1000) })).status).toBe(201);
  });

  it("refuses a very long name and a comment that is not text", async () => {
    expect((await post({ userName: "n".repeat(61), rating: 5 })).json.field).toBe("userName");
    const res = await post({ userName: "Asha", rating: 5, comment: { text: "hi" } });
    expect(res.status).toBe(400);
    expect(res.json.field).toBe("comment");
  });

  it("refuses a body that is not JSON", async () => {
    const res = await post("{not json");
    expect(res.status).toBe(400);
    expect(res.json.success).toBe(false);
  });

  it("answers 404 JSON for an unknown or malformed product id", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-an-id", "1%27%20or%201=1"]) {
      const res = await post({ userName: "Asha", rating: 5 }, { id });
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ success: false, message: "Product not found.", field: "id" });
    }
  });

  it(`rate-limits one address after ${REVIEW_RATE_RULE.limit} posts, leaving other addresses alone`, async () => {
    const ip = "198.51.100.7";
    const others = ((await store.get("/api/product/list")).json.products as { _id: string }[]).slice(1);
    for (let i = 0; i < REVIEW_RATE_RULE.limit; i++) {
      expect((await post({ userName: "Flood", rating: 5 }, { ip, id: others[i]!._id })).status).toBe(201);
    }
    const before = await reviewCount();
    const refused = await post({ userName: "Flood", rating: 5 }, { ip });
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ success: false, message: REVIEW_RATE_RULE.message });
    expect(await reviewCount()).toBe(before);
    expect((await post({ userName: "Neighbour", rating: 5 })).status).toBe(201);
  });
});

describe("reviews cannot slow the store", () => {
  /** A product of the test's own (by its place in the list), with n new reviews over what it had. */
  async function productWithReviews(place: number, n: number) {
    const list = (await store.get("/api/product/list")).json.products as { _id: string; slug: string }[];
    const target = list[place]!;
    for (let i = 0; i < n; i++) {
      const r = await post({ userName: `Reader ${i}`, rating: (i % 5) + 1, comment: `Review number ${i}` }, { id: target._id });
      expect(r.status).toBe(201);
    }
    return target;
  }

  it(`the product list carries the newest ${REVIEWS_IN_LIST} reviews of a product, with count and average over all`, async () => {
    const target = await productWithReviews(40, REVIEWS_FIRST + 2);
    const [row] = await store.db.select().from(products).where(eq(products.id, target._id));
    const all = await store.db.select().from(reviews).where(eq(reviews.productId, target._id));
    const listed = ((await store.get("/api/product/list")).json.products as any[]).find((p) => p._id === target._id);
    expect(listed.reviews).toHaveLength(REVIEWS_IN_LIST);
    expect(listed.reviews[0].comment).toBe(`Review number ${REVIEWS_FIRST + 1}`);
    expect(listed.rating.count).toBe(all.length);
    expect(listed.rating.average).toBe(Math.round((row!.ratingSum / row!.reviewCount) * 10) / 10);
    const page = (await store.get(`/api/product/by-slug/${target.slug}`)).json.product;
    expect(page.reviews).toHaveLength(REVIEWS_FIRST);
    expect(page.rating.count).toBe(all.length);
  });

  it("GET /api/product/{id}/reviews pages through every visible review, newest first", async () => {
    const target = await productWithReviews(41, 12);
    const had = (await store.get(`/api/product/${target._id}/reviews`)).json.total - 12;
    const first = await store.get(`/api/product/${target._id}/reviews?offset=0&limit=5`);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ success: true, total: had + 12, offset: 0, hasMore: true });
    expect(first.json.reviews.map((r: any) => r.comment)).toEqual([11, 10, 9, 8, 7].map((i) => `Review number ${i}`));
    const last = await store.get(`/api/product/${target._id}/reviews?offset=10&limit=5`);
    expect(last.json.reviews.map((r: any) => r.comment).slice(0, 2)).toEqual(["Review number 1", "Review number 0"]);
    expect(last.json.hasMore).toBe(had > 3);

    // A review the merchant hid is on no page and in no count.
    const hidden = first.json.reviews[0]._id as string;
    await store.db.update(reviews).set({ hiddenAt: new Date() }).where(eq(reviews.id, hidden));
    const after = await store.get(`/api/product/${target._id}/reviews?limit=20`);
    expect(after.json.total).toBe(had + 11);
    expect(after.json.reviews.some((r: any) => r._id === hidden)).toBe(false);
  });

  it.each([
    ["limit=0", "limit"],
    [`limit=${REVIEWS_PAGE_MAX + 1}`, "limit"],
    ["offset=-1", "offset"],
    ["offset=abc", "offset"],
  ])("refuses the page %s naming the field", async (query, field) => {
    const r = await store.get(`/api/product/${product._id}/reviews?${query}`);
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ success: false, field });
  });

  it("answers 404 for the reviews of an unknown product", async () => {
    const r = await store.get("/api/product/00000000-0000-4000-8000-000000000000/reviews");
    expect(r.status).toBe(404);
    expect(r.json.success).toBe(false);
  });

  it(`one address reviews one product at most ${REVIEW_PRODUCT_RULE.limit} times a day (429, nothing stored); other products stay open`, async () => {
    const ip = "198.51.100.77";
    const list = (await store.get("/api/product/list")).json.products as { _id: string }[];
    const target = list[20]!;
    for (let i = 0; i < REVIEW_PRODUCT_RULE.limit; i++) {
      expect((await post({ userName: "Again", rating: 1 }, { ip, id: target._id })).status).toBe(201);
    }
    const before = await reviewCount(target._id);
    const refused = await post({ userName: "Again", rating: 1 }, { ip, id: target._id });
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ success: false, message: REVIEW_PRODUCT_RULE.message });
    expect(await reviewCount(target._id)).toBe(before);
    expect((await post({ userName: "Again", rating: 5 }, { ip, id: list[21]!._id })).status).toBe(201);
    // The same address in IPv6 counts by its /64.
    const v6 = (n: number) => post({ userName: "Six", rating: 2 }, { ip: `2001:db8:1:2::${n}`, id: target._id });
    for (let i = 1; i <= REVIEW_PRODUCT_RULE.limit; i++) expect((await v6(i)).status).toBe(201);
    expect((await v6(99)).status).toBe(429);
  });

  it("counts one product however its id is cased in the address (a 4th review in upper case is refused too)", async () => {
    const ip = "198.51.100.78";
    const target = ((await store.get("/api/product/list")).json.products as { _id: string }[])[22]!;
    const cases = [target._id, target._id.toUpperCase(), target._id.replace(/[a-f]/, (ch) => ch.toUpperCase())];
    for (const id of cases) expect((await post({ userName: "Again", rating: 1 }, { ip, id })).status).toBe(201);
    const before = await reviewCount(target._id);
    for (const id of [target._id, target._id.toUpperCase()]) {
      const refused = await post({ userName: "Again", rating: 1 }, { ip, id });
      expect(refused.status).toBe(429);
      expect(refused.json).toEqual({ success: false, message: REVIEW_PRODUCT_RULE.message });
    }
    expect(await reviewCount(target._id)).toBe(before);
  });
});
