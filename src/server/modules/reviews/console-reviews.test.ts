import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type consoleClient, ownerConsole } from "../../../../tests/support/console-kit";
import type { TestStore } from "../../../../tests/support/test-store";
import { auditLog } from "../../db/schema";

let store: TestStore;
let kit: ReturnType<typeof consoleClient>;
let cookie: string;
let product: { _id: string; slug: string };

beforeAll(async () => {
  ({ store, kit, cookie } = await ownerConsole());
  product = (await store.get("/api/product/list")).json.products[0];
});
afterAll(() => store.close());

const page = async () => (await store.get(`/api/product/by-slug/${product.slug}`)).json.product;
const listed = async () => (await store.get("/api/product/list")).json.products.find((p: { _id: string }) => p._id === product._id);

describe("review moderation", () => {
  it("hides a review from the product page, the list and the rating at once, shows it again, and deletes", async () => {
    const before = await page();
    const posted = await store.post(`/api/product/${product._id}/addReview`, {
      userName: "Spam Bot",
      rating: 1,
      comment: "Buy followers at example.com",
    });
    const id = posted.json.newReview._id;
    const withSpam = await page();
    expect(withSpam.rating.count).toBe(before.rating.count + 1);

    const newest = (await kit.call("GET", "/api/admin/reviews", cookie)).json.reviews[0];
    expect(newest).toMatchObject({ id, userName: "Spam Bot", productName: withSpam.name, hidden: false });

    expect((await kit.call("POST", `/api/admin/reviews/${id}/hide`, cookie)).json.message).toBe("Review hidden.");
    const hidden = await page();
    expect(hidden.reviews.some((r: { _id: string }) => r._id === id)).toBe(false);
    expect(hidden.rating).toEqual(before.rating);
    expect((await listed()).reviews.some((r: { _id: string }) => r._id === id)).toBe(false);
    expect((await kit.call("GET", "/api/admin/reviews?state=hidden", cookie)).json.reviews.map((r: { id: string }) => r.id)).toEqual([id]);
    expect((await kit.call("POST", `/api/admin/reviews/${id}/hide`, cookie)).status).toBe(409);

    await kit.call("POST", `/api/admin/reviews/${id}/unhide`, cookie);
    expect((await page()).rating).toEqual(withSpam.rating);

    await kit.call("DELETE", `/api/admin/reviews/${id}`, cookie);
    expect((await page()).rating).toEqual(before.rating);
    expect((await kit.call("DELETE", `/api/admin/reviews/${id}`, cookie)).status).toBe(404);
    const lines = await store.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(lines.map((l) => l.action)).toEqual(["review.hide", "review.unhide", "review.delete"]);
  });

  it("searches reviews and names bad filters", async () => {
    await store.post(`/api/product/${product._id}/addReview`, { userName: "Kavya", rating: 5, comment: "Zardozi work is lovely" });
    const found = (await kit.call("GET", "/api/admin/reviews?q=zardozi", cookie)).json.reviews;
    expect(found.map((r: { userName: string }) => r.userName)).toEqual(["Kavya"]);
    expect((await kit.call("GET", "/api/admin/reviews?state=spam", cookie)).json.field).toBe("state");
  });
});
