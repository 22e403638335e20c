import { expect, test } from "@playwright/test";
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
  const res = await page.goto("/product/no_such_shirt");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});
