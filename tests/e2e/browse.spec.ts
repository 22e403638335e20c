import { expect, test } from "@playwright/test";
import { pageNotFoundLine } from "../../src/domain/messages";
import { closeFestive, consoleErrors } from "./support/storefront";

test("home shows products, and a product card opens its product page", async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto("/");
  await closeFestive(page);
  const cards = page.getByTestId("product-card");
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(8);
  const name = (await cards.first().getByTestId("card-name").textContent())!.trim();
  await cards.first().click();
  await expect(page).toHaveURL(/\/product\/[a-z0-9_-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByTestId("product-price")).toContainText("₹");
  expect(errors).toEqual([]);
});

test("an unknown path shows home, and an unknown product says it is not found", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByTestId("product-card").first()).toBeVisible();
  await expect(page.getByText(pageNotFoundLine)).toBeVisible();
  const res = await page.goto("/product/no_such_shirt");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

test("an unknown path answers 404 with noindex and one line above home, also when asked again; real pages stay 200", async ({ page, request }) => {
  for (let i = 0; i < 2; i++) {
    const res = await request.get("/no-such-page");
    expect(res.status()).toBe(404);
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain(pageNotFoundLine.replace("'", "&#x27;"));
  }
  const res = await page.goto("/no-such-page");
  expect(res?.status()).toBe(404);
  // The line is the first thing seen: no festive greeting covers it.
  await expect(page.getByText(pageNotFoundLine)).toBeInViewport();
  await expect(page.getByRole("dialog", { name: "Happy Diwali" })).toHaveCount(0);
  await expect(page.getByTestId("product-card").first()).toBeVisible();
  for (const path of ["/", "/collection", "/men", "/product/magma_black_tiger_oversized_tee", "/about", "/admin/login"]) {
    for (let i = 0; i < 2; i++) {
      const ok = await request.get(path);
      expect(`${path} ${ok.status()}`).toBe(`${path} 200`);
      expect(await ok.text()).not.toContain(pageNotFoundLine.replace("'", "&#x27;"));
    }
  }
  // Home itself says nothing about a missing page, and is indexed.
  await page.goto("/");
  await expect(page.getByText(pageNotFoundLine)).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});
