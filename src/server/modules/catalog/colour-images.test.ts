import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADDRESS, auth, registerUser } from "../../../../tests/support/order-kit";
import { createTestStore, type TestStore } from "../../../../tests/support/test-store";
import { mailOutbox } from "../../db/schema";

const BONE = "#F6F6F6";
const BLACK = "#151515";
const boneImage = /\/images\/demo\/products\/magma-black-tiger-hoodie-f6f6f6-front-600\.jpg$/;
const blackImage = /\/images\/demo\/products\/magma-black-tiger-hoodie-front-600\.jpg$/;

let store: TestStore;
let hoodie: { _id: string; image: string[]; colorImages: Record<string, string[]>; sizes: string[] };

beforeAll(async () => {
  store = await createTestStore();
  hoodie = (await store.get("/api/product/by-slug/magma_black_tiger_hoodie")).json.product;
});
afterAll(() => store.close());

describe("colour-true images", () => {
  it("the product keeps the spec's image list in its default colour and lists Bone White's own images", () => {
    expect(hoodie.image).toHaveLength(2);
    expect(hoodie.image[0]).toMatch(blackImage);
    expect(hoodie.colorImages[BONE]).toEqual([expect.stringMatching(boneImage), expect.stringMatching(/f6f6f6-back-600\.jpg$/)]);
    expect(hoodie.colorImages[BLACK]).toBeUndefined();
  });

  it("cards and the product list carry each colour's first image, for quick add", async () => {
    const list = (await store.get("/api/product/list")).json.products;
    const p = list.find((x: { _id: string }) => x._id === hoodie._id);
    expect(p.image).toEqual(hoodie.image);
    const page = (await store.get("/api/product/search?q=Magma%20Black%20Tiger%20Hoodie")).json;
    const card = page.products.find((x: { _id: string }) => x._id === hoodie._id);
    expect(card.image).toEqual(hoodie.image);
    expect(card.colorImages).toEqual({ [BONE]: [expect.stringMatching(boneImage)] });
  });

  it("a Bone White order of the Magma Black Tiger Hoodie is pictured bone white: cart line, checkout quote, order card and mail", async () => {
    const user = await registerUser(store);
    const size = hoodie.sizes[0];
    const line = { itemId: hoodie._id, size, color: BONE };
    expect((await store.post("/api/cart/add", line, { token: user.token })).status).toBe(200);
    expect((await store.post("/api/cart/add", { ...line, color: BLACK }, { token: user.token })).status).toBe(200);

    const summary = (await store.get("/api/cart/summary", { token: user.token })).json;
    const imageOf = (lines: { color: string; image: string }[], color: string) => lines.find((l) => l.color === color)?.image;
    expect(imageOf(summary.lines, BONE)).toMatch(boneImage);
    expect(imageOf(summary.lines, BLACK)).toMatch(blackImage);
    const quote = (await store.post("/api/order/quote", {}, { token: user.token })).json.quote;
    expect(imageOf(quote.lines, BONE)).toMatch(boneImage);

    const placed = await store.post(
      "/api/order/place",
      { address: { ...ADDRESS, email: user.email }, items: [{ _id: hoodie._id, size, color: BONE, quantity: 1 }] },
      auth(user.token, crypto.randomUUID()),
    );
    expect(placed.status).toBe(200);
    const order = (await store.post("/api/order/userorders", {}, { token: user.token })).json.orders[0];
    expect(order.items).toEqual([expect.objectContaining({ color: BONE, image: [expect.stringMatching(boneImage)] })]);

    await expect
      .poll(
        async () =>
          (await store.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email))).find((m) =>
            m.subject.startsWith("Your Dhaaga order is placed"),
          )?.html ?? "",
      )
      .toMatch(/<img src="[^"]*magma-black-tiger-hoodie-f6f6f6-front-600\.jpg" [^>]*alt="Magma Black Tiger Hoodie in Bone White"/);
  });
});
