import { expect, type Page, test } from "@playwright/test";
import { consoleErrors, expectNoSeriousA11yViolations } from "./support/storefront";

interface ListedProduct {
  name: string;
  category: string;
  bestseller: boolean;
}
let catalog: ListedProduct[] = [];
test.beforeAll(async ({ request }) => {
  catalog = (await (await request.get("/api/product/list")).json()).products;
});

const cardNames = (page: Page) => page.getByTestId("card-name").allTextContents();

test("a typo shows suggestions, the keyboard picks the category and the results page filters by it", async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto("/collection?search=open");
  const box = page.getByLabel("Search products");
  await box.click();
  await box.fill("hoody");
  const combobox = page.getByRole("combobox", { name: "Search products" });
  await expect(combobox).toHaveAttribute("aria-expanded", "true");
  const list = page.getByRole("listbox", { name: "Suggestions" });
  await expect(list.getByRole("option").first()).toHaveText(/Hoodies\s*Category/);
  // Products with their picture and price.
  const product = list.getByRole("option").nth(1);
  await expect(product).toContainText("Hoodie");
  await expect(product).toContainText("₹");
  await expect(product.locator("img")).toHaveAttribute("src", /^\/images\//);
  await expectNoSeriousA11yViolations(page, "suggestions open: ");

  await box.press("ArrowDown");
  await expect(combobox).toHaveAttribute("aria-activedescendant", "search-suggestions-0");
  await expect(list.getByRole("option", { selected: true })).toHaveText(/Hoodies/);
  await box.press("Enter");
  await expect(page).toHaveURL(/category=Hoodies/);
  await expect(page).toHaveURL(/q=hoody/);
  const hoodies = catalog.filter((p) => p.category === "Hoodies").length;
  await expect(page.getByTestId("result-count")).toContainText(`of ${hoodies} products`);
  for (const name of await cardNames(page)) expect(name).toMatch(/Hoodie/);
  expect(errors).toEqual([]);
});

test("tee shrit finds tees; Escape closes the list and arrows then Enter open a product", async ({ page }) => {
  await page.goto("/collection?search=open");
  const box = page.getByLabel("Search products");
  await box.click();
  await box.fill("tee shrit");
  const list = page.getByRole("listbox", { name: "Suggestions" });
  await expect(list.getByRole("option").first()).toBeVisible();
  await expect(list.getByRole("option").filter({ hasText: "₹" }).first()).toContainText(/Tee/);
  await box.press("Escape");
  await expect(list).toBeHidden();
  await expect(page.getByRole("combobox", { name: "Search products" })).toHaveAttribute("aria-expanded", "false");
  await expect(box).toHaveValue("tee shrit");
  await expect(page).toHaveURL(/q=tee\+shrit|q=tee%20shrit/);
  for (const name of (await cardNames(page)).slice(0, 3)) expect(name).toMatch(/Tee/);

  // Down opens the list again; the last option is a product, Up wraps to it.
  await box.press("ArrowDown");
  await expect(list).toBeVisible();
  await box.press("ArrowUp");
  await box.press("ArrowUp");
  const chosen = (await list.getByRole("option", { selected: true }).textContent()) ?? "";
  const name = chosen.replace(/₹.*$/, "").trim();
  await box.press("Enter");
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
});

test("a search that finds nothing says so, offers Did you mean and shows the best sellers", async ({ page }) => {
  await page.goto("/collection?search=open&q=zxqv%20tgier");
  await expect(page.getByText("No products match “zxqv tgier”.")).toBeVisible();
  const best = page.getByRole("region", { name: "Best sellers" });
  await expect(best.getByTestId("product-card")).toHaveCount(4);
  const bestNames = new Set(catalog.filter((p) => p.bestseller).map((p) => p.name));
  for (const name of await best.getByTestId("card-name").allTextContents()) expect(bestNames.has(name)).toBe(true);
  await page.getByRole("link", { name: "tiger", exact: true }).click();
  await expect(page).toHaveURL(/q=tiger/);
  await expect(page.getByText(/No products match/)).toHaveCount(0);
  for (const n of (await cardNames(page)).slice(0, 3)) expect(n).toMatch(/Tiger/);
});
