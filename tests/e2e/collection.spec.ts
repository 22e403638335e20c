import { expectNoSeriousA11yViolations } from "./support/axe";
import { expect, type Page, test } from "@playwright/test";
import { TYPE_LABELS } from "../../src/web/components/collection-filters";
import { expectSharingMeta } from "./support/seo";
import { closeFestive } from "./support/storefront";

/** Fails the test on any console error the page logs. */
function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  page.on("pageerror", (e) => errors.push(String(e)));
  return errors;
}

interface ListedProduct {
  name: string;
  price: number;
  category: string;
  subCategory: string;
  colors: string[];
}
let catalog: ListedProduct[] = [];
test.beforeAll(async ({ request }) => {
  catalog = (await (await request.get("/api/product/list")).json()).products;
});
const countWhere = (pick: (p: ListedProduct) => boolean) => catalog.filter(pick).length;
const inCategory = (c: string) => countWhere((p) => p.category.toLowerCase() === c.toLowerCase());

/** "Showing 1–24 of 30 products", or "… of 1 product". */
const ofProducts = (n: number) => new RegExp(`of ${n} products?$`);
const cardNames = (page: Page) => page.getByTestId("card-name").allTextContents();
const cardPrices = async (page: Page) =>
  (await page.getByTestId("card-price").locator(":scope > span:first-child").allTextContents()).map((t) => Number(t.replace(/[^\d]/g, "")));

/** The phone's Filter button (a link to the sheet until scripts run). */
const filterButton = (page: Page) => page.getByTestId("filter-sort-bar").getByRole("button", { name: /^Filter/ });

/**
 * Opens the filters' bottom sheet on a phone; on a desktop they are always beside the grid. Waits
 * for hydration first: a box pressed while React takes over the page may read as unticked for a
 * moment, and these journeys are about the filters, not about presses before the scripts
 * (forms-before-scripts.spec.ts).
 */
async function openFilters(page: Page, { scripts = true } = {}) {
  if (scripts) await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  if ((await filterButton(page).isVisible()) && !(await page.getByTestId("filters").isVisible())) await filterButton(page).click();
}

test("filters and sort change the grid and the URL at once, and Back restores them", async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto("/collection");
  await expect(page.getByRole("heading", { level: 1, name: "All Collections" })).toBeVisible();
  await expect(page.getByTestId("result-count")).toHaveText(`Showing 1–24 of ${catalog.length} products`);
  await openFilters(page);

  await page.getByRole("checkbox", { name: /^Hoodies/ }).check();
  await expect(page).toHaveURL(/\/collection\?category=Hoodies$/);
  await expect(page.getByTestId("result-count")).toContainText(`of ${inCategory("Hoodies")} products`);
  for (const name of await cardNames(page)) expect(name).toMatch(/Hoodie/);

  await page.getByLabel("Sort by").selectOption({ label: "Low to High" });
  await expect(page).toHaveURL(/category=Hoodies&sort=low-high/);
  await expect
    .poll(async () => {
      const p = await cardPrices(page);
      return p.length > 0 && p.every((v, i) => i === 0 || p[i - 1] <= v);
    })
    .toBe(true);

  await page.getByLabel("Sort by").selectOption({ label: "High to Low" });
  await expect(page).toHaveURL(/sort=high-low/);
  await expect
    .poll(async () => {
      const p = await cardPrices(page);
      return p.every((v, i) => i === 0 || p[i - 1] >= v);
    })
    .toBe(true);

  await page.goBack();
  await expect(page).toHaveURL(/sort=low-high/);
  await expect(page.getByLabel("Sort by")).toHaveValue("low-high");
  await page.goBack();
  await expect(page).toHaveURL(/\/collection\?category=Hoodies$/);
  await expect(page.getByLabel("Sort by")).toHaveValue("relevant");
  await page.goBack();
  await expect(page).toHaveURL(/\/collection$/);
  await openFilters(page);
  await expect(page.getByRole("checkbox", { name: /^Hoodies/ })).not.toBeChecked();
  await expect(page.getByTestId("result-count")).toHaveText(`Showing 1–24 of ${catalog.length} products`);
  expect(errors).toEqual([]);
});

test("a price band and a size narrow the grid, inclusive at the band's ends", async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto("/collection");
  await openFilters(page);
  await page.getByRole("radio", { name: /₹399 – ₹799/ }).check();
  await expect(page).toHaveURL(/band=399-799/);
  await expect.poll(async () => (await cardPrices(page)).every((p) => p >= 399 && p <= 799)).toBe(true);
  expect((await cardPrices(page)).length).toBeGreaterThan(0);
  await page.locator("label", { hasText: "2-4 yr" }).click();
  await expect(page).toHaveURL(/size=2-4\+yr/);
  await expect
    .poll(async () => {
      const names = await cardNames(page);
      return names.length > 0 && names.every((n) => /Kids/.test(n));
    })
    .toBe(true);
  await page.getByRole("link", { name: "Clear all" }).click();
  await expect(page).toHaveURL(/\/collection$/);
  expect(errors).toEqual([]);
});

test("the header's search opens the bar; it lists names first, clears and closes", async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto("/");
  await closeFestive(page);
  await page.getByRole("link", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/collection\?search=open$/);
  // A search box, and a combobox once its suggestions have loaded.
  const box = page.getByLabel("Search products");
  await expect(box).toBeVisible();
  await box.fill("mOSS");
  await expect(page).toHaveURL(/q=mOSS/);
  // The products named Moss come first; products that also come in Moss Green follow.
  const named = catalog.filter((p) => p.name.toLowerCase().includes("moss")).length;
  await expect
    .poll(async () => {
      const names = await cardNames(page);
      return names.length >= named && names.slice(0, named).every((n) => n.toLowerCase().includes("moss"));
    })
    .toBe(true);

  await page.getByRole("link", { name: "Clear search" }).click();
  await expect(page).toHaveURL(/\/collection\?search=open$/);
  await expect(box).toHaveValue("");
  await expect(page.getByTestId("result-count")).toHaveText(`Showing 1–24 of ${catalog.length} products`);

  await box.fill("zzz-no-such");
  await expect(page.getByText("No products match “zzz-no-such”.")).toBeVisible();
  await page.getByRole("link", { name: "Close search" }).click();
  await expect(page).toHaveURL(/\/collection$/);
  await expect(box).toHaveCount(0);
  await expect(page.getByTestId("result-count")).toHaveText(`Showing 1–24 of ${catalog.length} products`);
  expect(errors).toEqual([]);
});

test("on a phone the search bar has one control that closes it, and Clear is a word, not a second ×", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/collection?search=open&q=moss");
  const bar = page.getByRole("search");
  await expect(bar.getByLabel("Search products")).toHaveValue("moss");
  await expect(bar.getByRole("link", { name: /close/i })).toHaveCount(1);
  await expect(bar.getByRole("link", { name: "Clear search" })).toHaveText("Clear");
  expect(await bar.locator("svg").count()).toBe(1); // the magnifier only
});

test("men shows only M or B products, women F or B, kids only K", async ({ page }) => {
  const errors = watchConsole(page);
  const products = catalog;
  const subOf = new Map(products.map((p) => [p.name, p.subCategory]));
  for (const [path, allowed] of [
    ["/men", ["M", "B"]],
    ["/women", ["F", "B"]],
    ["/kids", ["K"]],
  ] as const) {
    const expected = products.filter((p) => (allowed as readonly string[]).includes(p.subCategory)).length;
    const shown: string[] = [];
    await page.goto(path);
    await expect(page.getByTestId("result-count")).toContainText(`of ${expected} products`);
    shown.push(...(await cardNames(page)));
    if (expected > 24) {
      await page.getByRole("link", { name: "Next" }).click();
      await expect(page).toHaveURL(new RegExp(`${path}\\?page=2$`));
      await expect(page.getByTestId("result-count")).toContainText(`Showing 25–${expected}`);
      shown.push(...(await cardNames(page)));
    }
    expect(shown).toHaveLength(expected);
    for (const name of shown) expect(allowed, name).toContain(subOf.get(name));
  }
  expect(errors).toEqual([]);
});

test("on a phone the filters open in a bottom sheet from a sticky Filter | Sort bar; on a desktop they sit beside the grid", async ({
  page,
  isMobile,
}) => {
  await page.goto("/women");
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  const category = page.getByRole("group", { name: "Category" });
  if (!isMobile) {
    await expect(filterButton(page)).toBeHidden();
    await expect(category).toBeVisible();
    return;
  }
  await expect(category).toBeHidden();
  // The bar stays under the header while the grid scrolls.
  await page.getByTestId("product-card").last().scrollIntoViewIfNeeded();
  await expect(filterButton(page)).toBeInViewport();
  await filterButton(page).click();
  const sheet = page.getByRole("dialog", { name: "Filters" });
  await expect(sheet).toBeVisible();
  await expect(category).toBeVisible();
  await page.getByRole("checkbox", { name: /^Sweatshirts/ }).check();
  await expect(page).toHaveURL(/\/women\?category=Sweatshirts$/);
  // The results update behind the sheet; its button says how many there are.
  const expected = countWhere((p) => p.category === "Sweatshirts" && ["F", "B"].includes(p.subCategory));
  await expect(page.getByTestId("result-count")).toContainText(`of ${expected} product`);
  await expect(sheet.getByRole("link", { name: `Show ${expected} product${expected === 1 ? "" : "s"}` })).toBeVisible();
  await expect(filterButton(page)).toHaveText("Filter (1)");
  // Escape closes it and gives the focus back to the Filter button.
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
  await expect(filterButton(page)).toBeFocused();
  await filterButton(page).click();
  await sheet.getByRole("link", { name: /^Show \d+ products?$/ }).click();
  await expect(sheet).toBeHidden();
  // The focus stays inside the open sheet.
  await filterButton(page).click();
  for (let i = 0; i < 40; i++) await page.keyboard.press("Tab");
  expect(await page.evaluate(() => !!document.activeElement?.closest("dialog"))).toBe(true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the filter form still works as a plain GET form", async ({ page }) => {
    await page.goto("/collection?search=open");
    await openFilters(page, { scripts: false });
    await page.getByRole("checkbox", { name: /^Sweatshirts/ }).check();
    await page.getByLabel("Sort by").selectOption("low-high");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/category=Sweatshirts/);
    await expect(page).toHaveURL(/sort=low-high/);
    await expect(page.getByTestId("result-count")).toContainText(`of ${inCategory("Sweatshirts")} products`);
    const prices = await cardPrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });
});

test("collection and men pass axe with no serious or critical violations", async ({ page }) => {
  for (const path of ["/collection?search=open", "/men"]) {
    await page.goto(path);
    await openFilters(page);
    await expectNoSeriousA11yViolations(page, `${path}: `);
  }
});

test("the collection records a Collection visit and carries breadcrumb JSON-LD", async ({ page }) => {
  const visit = page.waitForRequest((r) => r.url().endsWith("/api/analytics/visit") && r.method() === "POST");
  await page.goto("/collection");
  expect((await visit).postDataJSON()).toEqual({ page: "Collection" });
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(ld["@type"]).toBe("BreadcrumbList");
  expect(ld.itemListElement.map((i: { name: string }) => i.name)).toEqual(["Home", "All Collections"]);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/collection$/);
});

test("screenshots at 1280 and 390 wide", async ({ page }, info) => {
  const width = info.project.name === "mobile" ? 390 : 1280;
  await page.setViewportSize({ width, height: 900 });
  await page.goto("/collection?search=open&category=Hoodies");
  await expect(page.getByTestId("product-card").first()).toBeVisible();
  await page.screenshot({ path: info.outputPath(`collection-${width}.png`), fullPage: true });
  await page.goto("/kids");
  await page.screenshot({ path: info.outputPath(`kids-${width}.png`), fullPage: true });
});

test("a colour, a type and the price slider narrow the grid, each in the URL, and Back undoes them one by one", async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto("/collection");
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  await openFilters(page);
  const count = page.getByTestId("result-count");

  const colour = page.getByRole("group", { name: "Colour" }).getByRole("checkbox").first();
  const hexes = (await colour.getAttribute("value"))!.split(",").map((h) => h.toUpperCase());
  const hasColour = (p: ListedProduct) => p.colors.some((c) => hexes.includes(c.trim().toUpperCase()));
  await colour.check();
  await expect(page).toHaveURL(/\/collection\?color=/);
  await expect(count).toHaveText(ofProducts(countWhere(hasColour)));
  const afterColour = page.url();

  const sub = catalog.find(hasColour)!.subCategory;
  const isType = (p: ListedProduct) => hasColour(p) && p.subCategory === sub;
  await page
    .getByRole("group", { name: "Type" })
    .getByRole("checkbox", { name: new RegExp(`^${TYPE_LABELS[sub]}`) })
    .check();
  await expect(page).toHaveURL(new RegExp(`type=${sub}`));
  await expect(count).toHaveText(ofProducts(countWhere(isType)));
  const afterType = page.url();

  const prices = catalog
    .filter(isType)
    .map((p) => p.price)
    .sort((a, b) => a - b);
  const max = prices[Math.floor(prices.length / 2)];
  await page.getByRole("slider", { name: /Max price/ }).fill(String(max));
  await expect(page).toHaveURL(new RegExp(`max=${max}`));
  await expect(count).toHaveText(ofProducts(countWhere((p) => isType(p) && p.price <= max)));
  await expect.poll(async () => (await cardPrices(page)).every((v) => v <= max)).toBe(true);
  // Moving the slider again replaces its own entry: one Back still returns to the type filter.
  await page.getByRole("slider", { name: /Max price/ }).fill(String(prices[0]));
  await expect(page).toHaveURL(new RegExp(`max=${prices[0]}`));
  await expect(count).toHaveText(ofProducts(countWhere((p) => isType(p) && p.price <= prices[0])));

  await page.goBack();
  await expect(page).toHaveURL(afterType);
  await expect(page.getByRole("slider", { name: /Max price/ })).toHaveValue("2999");
  await expect(count).toHaveText(ofProducts(countWhere(isType)));
  await page.goBack();
  await expect(page).toHaveURL(afterColour);
  await expect(count).toHaveText(ofProducts(countWhere(hasColour)));
  await page.goBack();
  await expect(page).toHaveURL(/\/collection$/);
  await expect(colour).not.toBeChecked();
  expect(errors).toEqual([]);
});

test("the collection has no search bar until asked, and sets description, Open Graph, Twitter and canonical tags", async ({ page }) => {
  await page.goto("/collection");
  await expect(page.getByRole("searchbox")).toHaveCount(0);
  await expectSharingMeta(page, "/collection", /Collection/i);
});

test("/men, /women and /kids carry breadcrumb JSON-LD naming their page", async ({ page }) => {
  for (const path of ["/men", "/women", "/kids"]) {
    await page.goto(path);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const crumbs = blocks.map((b) => JSON.parse(b)).find((ld) => ld["@type"] === "BreadcrumbList");
    expect(crumbs, path).toBeTruthy();
    const items = crumbs.itemListElement as { position: number; name: string; item: string }[];
    expect(items.map((i) => i.position)).toEqual(items.map((_, i) => i + 1));
    expect(items[0].name).toBe("Home");
    expect(items.at(-1)!.item).toMatch(new RegExp(`${path}$`));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path}$`));
  }
});

test("under a colour filter each card pictures its product in that colour", async ({ page }) => {
  const name = "Bone White Oversized Tee";
  await page.goto(`/collection?color=%23151515&q=${encodeURIComponent(name)}`);
  const card = page.getByTestId("product-card").filter({ has: page.getByTestId("card-name").getByText(name, { exact: true }) });
  const picture = card.locator("img").first();
  await expect(picture).toHaveAttribute("alt", `${name} in Magma Black`);
  expect(await picture.getAttribute("src")).toContain("-151515-");
  // Without the filter, the card shows the product's first colour again.
  await page.goto(`/collection?q=${encodeURIComponent(name)}`);
  await expect(card.locator("img").first()).toHaveAttribute("alt", name);
  expect(await card.locator("img").first().getAttribute("src")).not.toContain("-151515-");
});

test("a category tile opens a page named after it, its filter a chip that takes it off; prices read in rupees", async ({ page }) => {
  await page.goto("/");
  await closeFestive(page);
  await page.getByRole("navigation", { name: "Shop by category" }).getByRole("link", { name: "Shop Oversized Tees" }).click();
  await expect(page).toHaveURL(/\/collection\?category=Oversized\+T-Shirts$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oversized T-Shirts");
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Oversized T-Shirts");
  const chips = page.getByRole("list", { name: "Active filters" });
  await expect(chips.getByRole("listitem")).toHaveCount(1);
  await openFilters(page);
  await expect(page.getByText("Max price: ₹2,999", { exact: true })).toBeAttached();
  await expect(page.getByText("Min price: ₹0", { exact: true })).toBeAttached();
  if (await page.getByRole("dialog", { name: "Filters" }).isVisible()) await page.keyboard.press("Escape");
  await chips.getByRole("link", { name: "Remove filter: Oversized T-Shirts" }).click();
  await expect(page).toHaveURL(/\/collection$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("All Collections");
  await expect(chips).toHaveCount(0);

  await page.goto("/collection?type=K&band=399-799");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kids");
  await expect(chips.getByRole("link")).toHaveText(["Kids×", "₹399 – ₹799×"]);
});
