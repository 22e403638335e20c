import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../../domain/messages";
import { createTestStore, type TestStore } from "../../../../tests/support/test-store";
import { products, reviews } from "../../db/schema";
import { REVIEW_RATE_RULE } from "./reviews.routes";

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
      expect(res.json).toEqual({ success: false, message: "Product not found." });
    }
  });

  it(`rate-limits one address after ${REVIEW_RATE_RULE.limit} posts, leaving other addresses alone`, async () => {
    const ip = "198.51.100.7";
    for (let i = 0; i < REVIEW_RATE_RULE.limit; i++) {
      expect((await post({ userName: "Flood", rating: 5 }, { ip })).status).toBe(201);
    }
    const before = await reviewCount();
    const refused = await post({ userName: "Flood", rating: 5 }, { ip });
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ success: false, message: REVIEW_RATE_RULE.message });
    expect(await reviewCount()).toBe(before);
    expect((await post({ userName: "Neighbour", rating: 5 })).status).toBe(201);
  });
});
