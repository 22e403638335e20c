import { expect, type Page, test } from "@playwright/test";
import { MESSAGES } from "../../src/domain/messages";
import { openDetail } from "./support/storefront";

/** Stored and reflected script, as a browser renders it: shown as text, never run. */
const PAYLOAD = `<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>`;

function watchForScript(page: Page) {
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  return {
    dialogs,
    pwned: () => page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned ?? null),
  };
}

test("a review carrying script is shown as text on the product page, in the server's HTML and after hydration", async ({ page }) => {
  const list = (await (await page.request.get("/api/product/list")).json()) as { products: { _id: string; slug: string }[] };
  const product = list.products[list.products.length - 1]!;
  const added = await page.request.post(`/api/product/${product._id}/addReview`, {
    data: { userName: PAYLOAD.slice(0, 60), rating: 3, comment: PAYLOAD },
  });
  expect(added.status()).toBe(201);

  const html = await (await page.request.get(`/product/${product.slug}`)).text();
  expect(html).not.toContain(PAYLOAD);
  expect(html).not.toContain("<script>window.__pwned");

  const watch = watchForScript(page);
  await page.goto(`/product/${product.slug}`);
  await openDetail(page, MESSAGES.tabReviews);
  const first = page.getByTestId("review-list").locator("li").first();
  await expect(first).toContainText(PAYLOAD);
  await expect(page.getByTestId("review-list").locator("img[src=x]")).toHaveCount(0);
  expect(await watch.pwned()).toBeNull();
  expect(watch.dialogs).toEqual([]);
});

test("a search term carrying script is reflected as text only", async ({ page }) => {
  const q = encodeURIComponent(PAYLOAD);
  const html = await (await page.request.get(`/collection?q=${q}`)).text();
  expect(html).not.toContain(PAYLOAD);
  const watch = watchForScript(page);
  await page.goto(`/collection?q=${q}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.locator("img[src=x]").count()).toBe(0);
  expect(await watch.pwned()).toBeNull();
  expect(watch.dialogs).toEqual([]);
});
