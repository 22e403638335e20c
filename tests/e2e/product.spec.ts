import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { RECENT_PURCHASES_REFRESH_MS, REVIEWS_IN_LIST } from "../../src/domain/constants";
import { MESSAGES, soldOutLabel } from "../../src/domain/messages";
import { holdPageClock } from "./support/clock";
import { expectSharingMeta } from "./support/seo";
import { consoleErrors, expectNoSeriousA11yViolations, openDetail } from "./support/storefront";

const TEE = "/product/magma_black_tiger_oversized_tee";

async function productWithReviews(page: Page, min: number) {
  const res = await page.request.get("/api/product/list");
  const { products } = (await res.json()) as { products: { slug: string; _id: string; reviews: unknown[]; rating: { count: number } }[] };
  const p = products.find((x) => x.rating.count >= min);
  if (!p) throw new Error(`the demo catalog has no product with ${min} reviews`);
  return p;
}

test("finds a product by slug in any casing, with name, price and JSON-LD in the server HTML", async ({ page }) => {
  const errors = consoleErrors(page);
  const html = await (await page.request.get("/product/MAGMA_Black_Tiger_OVERSIZED_tee")).text();
  expect(html).toContain("<h1");
  expect(html).toContain("Magma Black Tiger Oversized Tee");
  expect(html).toMatch(/₹\d/);
  expect(html).toContain("240 GSM 100% cotton");
  const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]);
  expect(ld).toMatchObject({ "@type": "Product", offers: { "@type": "Offer", priceCurrency: "INR", availability: "https://schema.org/InStock" } });
  expect(ld.aggregateRating["@type"]).toBe("AggregateRating");
  await page.goto("/product/MAGMA_Black_Tiger_OVERSIZED_tee");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Magma Black Tiger Oversized Tee");
  await expect(page.getByText(/SKU/)).toBeVisible();
  await expect(page.getByTestId("rating-summary")).toContainText(/\d\.\d \(\d+ reviews?\)/);
  expect(errors).toEqual([]);
});

test("an unknown slug answers 404 with a not-found page", async ({ page }) => {
  const res = await page.goto("/product/no_such_shirt");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  // The page is about the store, not the address typed: no tag repeats the visitor's slug.
  await expect(page.locator('meta[content*="no_such_shirt"]')).toHaveCount(0);
  // …and search engines are told not to index it.
  await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1);
});

test("'Loading...' shows while a clicked product is on its way", async ({ page }) => {
  await page.goto(TEE);
  // The loading line belongs to client navigations: before the scripts run, a card is a plain link.
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  await page.route("**/*.data*", async (route) => {
    await new Promise((r) => setTimeout(r, 1200));
    await route.continue();
  });
  await page.getByRole("main").getByTestId("product-card").first().click();
  await expect(page.getByText(MESSAGES.loading)).toBeVisible();
  await expect(page.getByText(MESSAGES.loading)).toBeHidden({ timeout: 10_000 });
});

test("zoom runs from 100% to 300% by buttons and the wheel, and stops at both ends", async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto(TEE);
  await page.getByRole("button", { name: /Zoom into/ }).click();
  const level = page.getByTestId("zoom-level");
  await expect(level).toHaveText("100%");
  await expect(page.getByRole("button", { name: "Zoom out", exact: true })).toBeDisabled();
  await page.getByRole("button", { name: "Zoom in", exact: true }).click();
  await expect(level).toHaveText("120%");
  for (let i = 0; i < 12; i++) {
    const zoomIn = page.getByRole("button", { name: "Zoom in", exact: true });
    if (await zoomIn.isDisabled()) break;
    await zoomIn.click();
  }
  await expect(level).toHaveText("300%");
  await expect(page.getByRole("button", { name: "Zoom in", exact: true })).toBeDisabled();
  await page.getByTestId("zoom-stage").dispatchEvent("wheel", { deltaY: 100 });
  await expect(level).toHaveText("290%");
  await page.getByTestId("zoom-stage").dispatchEvent("wheel", { deltaY: -100 });
  await expect(level).toHaveText("300%");
  await page.getByRole("button", { name: "Close zoom" }).click();
  await expect(level).toBeHidden();
  expect(errors).toEqual([]);
});

test.describe("with a mouse (in every project: a touch screen has no hover)", () => {
  test.use({ isMobile: false, hasTouch: false, viewport: { width: 1280, height: 800 } });
  test("hovering the zoomed image shows at least 1.5x", async ({ page }) => {
    await page.goto(TEE);
    await page.getByRole("button", { name: /Zoom into/ }).click();
    await page.getByTestId("zoom-stage").hover();
    await expect(page.getByTestId("zoom-img")).toHaveAttribute("data-scale", "1.5");
  });
});

test("ADD TO CART asks for a colour, then a size; a guest's choice is kept for after login", async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto(TEE);
  const add = page.getByRole("button", { name: MESSAGES.addToCartButton });
  await add.click();
  await expect(page.getByRole("alert").filter({ hasText: MESSAGES.pleaseSelectColor })).toBeVisible();
  await page.getByRole("button", { name: "Magma Black", exact: true }).click();
  // The choice answers the error: it closes.
  await expect(page.getByRole("alert").filter({ hasText: MESSAGES.pleaseSelectColor })).toHaveCount(0);
  await add.click();
  await expect(page.getByRole("alert").filter({ hasText: MESSAGES.pleaseSelectSize })).toBeVisible();
  await page.getByRole("button", { name: "XL", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: MESSAGES.pleaseSelectSize })).toHaveCount(0);
  await add.click();
  await expect(page).toHaveURL(/\/login\?reason=cart&next=%2Fproduct%2Fmagma_black_tiger_oversized_tee$/);
  const pending = await page.evaluate(() => JSON.parse(localStorage.getItem("pendingCartItem") ?? "null"));
  const list = await (await page.request.get("/api/product/by-slug/magma_black_tiger_oversized_tee")).json();
  expect(pending).toEqual({ itemId: list.product._id, size: "XL", color: "#151515" });
  expect(errors).toEqual([]);
});

test("sold-out variants cannot be chosen, and the size chart shows centimetres and inches", async ({ page }) => {
  await page.goto("/product/amber_crust_wave_oversized_tee");
  const sizes = page.getByTestId("size-option");
  expect(await sizes.count()).toBeGreaterThan(0);
  for (const b of await sizes.all()) await expect(b).toBeDisabled();
  await page.getByRole("button", { name: "Size chart" }).click();
  const chart = page.getByRole("dialog", { name: "Size chart" });
  await expect(chart.getByRole("columnheader", { name: "Chest (cm)" })).toBeVisible();
  await expect(chart.getByRole("columnheader", { name: "Chest (in)" })).toBeVisible();
  await chart.getByRole("button", { name: "Close size chart" }).click();
  await expect(chart).toBeHidden();
});

test("reviews show 10, then 5 more per 'See More', loaded page by page (the list carries 3 per product)", async ({ page }) => {
  const p = await productWithReviews(page, 16);
  expect(p.reviews).toHaveLength(REVIEWS_IN_LIST);
  await page.goto(`/product/${p.slug}`);
  await openDetail(page, MESSAGES.tabReviews);
  const items = page.getByTestId("review-list").locator("li");
  await expect(items).toHaveCount(10);
  await page.getByRole("button", { name: MESSAGES.seeMore }).click();
  await expect(items).toHaveCount(15);
  await page.getByRole("button", { name: MESSAGES.seeMore }).click();
  await expect(items).toHaveCount(Math.min(20, p.rating.count));
});

test("writing a review: stars start at 0, closing asks first, the new review appears as plain text", async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto(TEE);
  const summary = page.getByTestId("rating-summary");
  const before = Number(/\((\d+)/.exec((await summary.textContent())!)![1]);
  await openDetail(page, MESSAGES.tabReviews);
  await page.getByRole("button", { name: MESSAGES.writeReview }).click();
  const form = page.getByRole("dialog", { name: MESSAGES.writeReview });
  const submit = form.getByRole("button", { name: "Submit review" });
  await expect(submit).toBeDisabled();

  const messages: string[] = [];
  page.once("dialog", (d) => {
    messages.push(d.message());
    void d.dismiss();
  });
  await form.getByRole("button", { name: "Close review" }).click();
  expect(messages).toEqual([MESSAGES.reviewCloseConfirm]);
  await expect(form).toBeVisible();

  await form.locator("label", { hasText: "4 stars" }).click();
  await expect(submit).toBeEnabled();
  const name = `Tester ${test.info().project.name}`;
  await form.getByLabel("Your name").fill(name);
  await form.getByLabel("Your review").fill("<b>bold?</b> Great fit");
  await submit.click();
  const thanks = page.getByRole("dialog", { name: /Thank you/ });
  await thanks.getByRole("button", { name: MESSAGES.keepBrowsing }).click();
  await expect(thanks).toBeHidden();
  const first = page.getByTestId("review-list").locator("li").first();
  await expect(first).toContainText(name);
  await expect(first).toContainText("<b>bold?</b> Great fit");
  await expect(summary).toContainText(`(${before + 1} reviews)`);
  await expect(page).toHaveURL(new RegExp(`${TEE}$`));
  expect(errors).toEqual([]);
});

test("copy link says 'Copied to clipboard!' for 2 seconds; share links go to each network", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto(TEE);
  for (const n of ["Facebook", "Instagram", "X", "WhatsApp", "Telegram"]) {
    await expect(page.getByRole("link", { name: `Share on ${n} (opens in a new tab)` })).toBeVisible();
  }
  await page.getByRole("button", { name: MESSAGES.copyLink }).click();
  const toast = page.getByRole("status").filter({ hasText: MESSAGES.copied });
  await expect(toast).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/product\/magma_black_tiger_oversized_tee$/);
  await expect(toast).toBeHidden({ timeout: 3_000 });
});

/** Places an order of the tee for a new shopper, named in "Recently bought" or not. */
async function placeTeeOrder(request: APIRequestContext, firstName: string, sharePurchase: boolean) {
  const email = `recent-${firstName.toLowerCase()}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.in`;
  const { token } = await (
    await request.post("/api/user/register", { data: { name: `${firstName} Rao`, email, password: "filter coffee 99" } })
  ).json();
  const { products } = await (await request.get("/api/product/list")).json();
  const tee = products.find((p: { slug: string }) => TEE.endsWith(p.slug));
  const address = {
    firstName,
    lastName: "Rao",
    email,
    street: "12 FC Road",
    city: "Pune",
    state: "",
    zipcode: "411004",
    country: "India",
    phone: "9876543210",
  };
  const items = [{ _id: tee._id, size: tee.sizes[0], color: tee.colors[0], quantity: 1 }];
  const placed = await request.post("/api/order/place", { data: { address, items, sharePurchase }, headers: { token, "idempotency-key": email } });
  expect(placed.ok()).toBe(true);
}

test("tabs, five related products and the recent-purchases panel from real orders", async ({ page, request }) => {
  const errors = consoleErrors(page);
  // Four real purchases of its own, so the panel has a turn to take whatever other journeys bought.
  for (const [name, shared] of [
    ["Asha", true],
    ["Bela", false],
    ["Chitra", true],
    ["Devi", false],
  ] as const) {
    await placeTeeOrder(request, name, shared);
  }
  await expect.poll(async () => (await (await request.get("/api/product/recent-purchases")).json()).purchases.length).toBeGreaterThanOrEqual(4);
  await page.goto(TEE);
  await expect(
    page.getByRole("tabpanel", { name: MESSAGES.tabDescription }).or(page.getByRole("region", { name: MESSAGES.tabDescription })),
  ).toBeVisible();
  await openDetail(page, MESSAGES.tabVendorInfo);
  await expect(
    page
      .getByRole("tabpanel", { name: MESSAGES.tabVendorInfo })
      .or(page.getByRole("region", { name: MESSAGES.tabVendorInfo }))
      .getByText(/Dhaaga Apparel/),
  ).toBeVisible();
  const related = page.getByRole("region", { name: "You may also like" }).getByTestId("product-card");
  await expect(related).toHaveCount(5);
  // One row of five on a wide screen, a row that scrolls sideways on a phone: never an orphan below.
  const tops = await related.evaluateAll((cards) => cards.map((c) => Math.round(c.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
  const panel = page.getByTestId("recent-purchases");
  const entries = panel.locator("li");
  // The page may be a copy kept from before these orders: the panel's own turn brings them then.
  await expect(entries).toHaveCount(3, { timeout: RECENT_PURCHASES_REFRESH_MS + 4_000 });
  await expect(entries.first()).toHaveText(/^(\p{L}[\p{L}'’-]* from .+|Someone in .+) bought .+ (today|this week)$/u);
  const firstText = await entries.first().textContent();
  await expect(entries.first()).not.toHaveText(firstText!, { timeout: 8_000 });
  expect(errors).toEqual([]);
});

test("product page has no serious accessibility violations", async ({ page }) => {
  // Two full axe scans of the store's longest page, each CPU-bound: more than one page's usual time.
  test.slow();
  await page.goto(TEE);
  await expectNoSeriousA11yViolations(page);
  await openDetail(page, MESSAGES.tabReviews);
  await expectNoSeriousA11yViolations(page);
});

test.describe("the review form's answers", () => {
  async function openReviewForm(page: Page) {
    await page.goto(TEE);
    await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
    await openDetail(page, MESSAGES.tabReviews);
    await page.getByRole("button", { name: MESSAGES.writeReview }).click();
    const form = page.getByRole("dialog", { name: MESSAGES.writeReview });
    await form.locator("label", { hasText: "5 stars" }).click();
    return form;
  }

  test("a rating without a name shows the spec's toast and posts nothing", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (r) => r.url().includes("/addReview") && posts.push(r.url()));
    const form = await openReviewForm(page);
    await form.getByLabel("Your name").fill("   ");
    await form.getByRole("button", { name: "Submit review" }).click();
    await expect(page.getByTestId("toasts").getByText(MESSAGES.reviewInvalid, { exact: true })).toBeVisible();
    // The toast is under the dialog's backdrop; the dialog says it too, where the shopper looks.
    await expect(form.getByRole("alert").filter({ hasText: MESSAGES.reviewInvalid })).toBeVisible();
    await expect(form).toBeVisible();
    expect(posts).toEqual([]);
  });

  test("a review without name or comment shows 'Anonymous' and 'No comment'", async ({ page }) => {
    await page.route("**/addReview", (route) =>
      route.fulfill({
        status: 201,
        json: { success: true, newReview: { _id: "r-anonymous", userName: "", rating: 5, comment: "", date: new Date().toISOString() } },
      }),
    );
    const form = await openReviewForm(page);
    await form.getByLabel("Your name").fill("Someone");
    await form.getByRole("button", { name: "Submit review" }).click();
    await page
      .getByRole("dialog", { name: /Thank you/ })
      .getByRole("button", { name: MESSAGES.keepBrowsing })
      .click();
    const first = page.getByTestId("review-list").locator("li").first();
    await expect(first).toContainText(MESSAGES.anonymous);
    await expect(first).toContainText(MESSAGES.noComment);
  });

  test("a refused review shows the server's message, or 'Failed to submit the review.' without one", async ({ page }) => {
    const answers = [{ success: false, message: "Name must be at most 60 characters." }, {}];
    await page.route("**/addReview", (route) => route.fulfill({ status: 400, json: answers.shift() }));
    const alerts: string[] = [];
    page.on("dialog", (d) => {
      alerts.push(d.message());
      void d.accept();
    });
    const form = await openReviewForm(page);
    await form.getByLabel("Your name").fill("Asha");
    const submit = form.getByRole("button", { name: "Submit review" });
    await submit.click();
    await expect.poll(() => alerts).toEqual(["Name must be at most 60 characters."]);
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect.poll(() => alerts).toEqual(["Name must be at most 60 characters.", MESSAGES.reviewFailed]);
    await expect(form).toBeVisible();
  });
});

test("a signed-in shopper's ADD TO CART says so and the header's count goes up", async ({ page }) => {
  const errors = consoleErrors(page);
  const email = `buyer-${Date.now()}-${test.info().project.name}@example.com`;
  const { token } = await (
    await page.request.post("/api/user/register", { data: { name: "Asha Buyer", email, password: "a long password 1" } })
  ).json();
  await page.goto(TEE);
  await page.evaluate((t) => localStorage.setItem("token", t), token);
  await page.reload();
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  // Signed in as far as the shopper can see: the header offers the profile, not the log-in page.
  await expect(page.getByRole("link", { name: "Your profile" })).toBeVisible();
  const count = page.getByTestId("cart-count");
  const before = (await count.count()) ? Number(await count.textContent()) : 0;
  await page.getByRole("button", { name: "Magma Black", exact: true }).click();
  await page.getByRole("button", { name: "XL", exact: true }).click();
  const add = page.getByRole("button", { name: MESSAGES.addToCartButton });
  await add.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("toasts").getByText(MESSAGES.itemAddedToCart, { exact: true })).toBeVisible();
  await expect(count).toHaveText(String(before + 1));
  // The keyboard shopper is taken into the cart panel, and Escape brings them back to the button they pressed.
  const panel = page.getByRole("complementary", { name: "Cart" });
  await expect(panel).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(add).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`${TEE}$`));
  expect(errors).toEqual([]);
});

test("choosing a thumbnail shows that image large", async ({ page }) => {
  await page.goto(TEE);
  const main = page.getByRole("button", { name: /^Zoom into/ }).locator("img");
  const first = await main.getAttribute("src");
  const thumbs = page.getByRole("group", { name: "Product images" }).getByRole("button");
  expect(await thumbs.count()).toBeGreaterThan(1);
  await thumbs.nth(1).click();
  await expect(thumbs.nth(1)).toHaveAttribute("aria-pressed", "true");
  await expect(main).not.toHaveAttribute("src", first!);
  await expect(page.getByRole("button", { name: /Zoom into .*, view 2$/ })).toBeVisible();
});

test("the product page has no search bar, and sets description, Open Graph, Twitter and canonical tags", async ({ page }) => {
  await page.goto(TEE);
  await expect(page.getByRole("searchbox")).toHaveCount(0);
  await expectSharingMeta(page, TEE, /Magma Black Tiger Oversized Tee/);
});

test("a dialog's own styles come with it, and the styles written into the page are not fetched again", async ({ page }) => {
  const sheets: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith(".css")) sheets.push(new URL(r.url()).pathname);
  });
  await page.goto(TEE);
  await page.getByRole("button", { name: "Size chart" }).click();
  const table = page.getByRole("dialog", { name: "Size chart" }).getByRole("table");
  await expect(table).toHaveCSS("border-collapse", "collapse");
  expect(sheets).toEqual([expect.stringMatching(/^\/assets\/size-chart-[\w-]+\.css$/)]);
});

test("the zoom view, the size chart and the review form pass axe while open", async ({ page }) => {
  await page.goto(TEE);
  await page.getByRole("button", { name: /Zoom into/ }).click();
  await expect(page.getByTestId("zoom-level")).toBeVisible();
  await expectNoSeriousA11yViolations(page, "zoom: ");
  await page.getByRole("button", { name: "Close zoom" }).click();
  await page.getByRole("button", { name: "Size chart" }).click();
  const chart = page.getByRole("dialog", { name: "Size chart" });
  await expect(chart).toBeVisible();
  await expectNoSeriousA11yViolations(page, "size chart: ");
  await chart.getByRole("button", { name: "Close size chart" }).click();
  await openDetail(page, MESSAGES.tabReviews);
  await page.getByRole("button", { name: MESSAGES.writeReview }).click();
  await expect(page.getByRole("dialog", { name: MESSAGES.writeReview })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "review form: ");
});

test.describe("on a phone, 390 × 844", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("name, rating and price are above the fold; details are accordions", async ({ page }) => {
    await page.goto(TEE);
    await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
    for (const el of [page.getByRole("heading", { level: 1 }), page.getByTestId("rating-summary"), page.getByTestId("product-price")]) {
      const box = (await el.boundingBox())!;
      expect(box.y + box.height, String(await el.textContent())).toBeLessThanOrEqual(844);
    }
    await expect(page.getByRole("tablist")).toHaveCount(0);
    const description = page.getByRole("button", { name: MESSAGES.tabDescription, exact: true });
    const reviews = page.getByRole("button", { name: MESSAGES.tabReviews, exact: true });
    await expect(description).toHaveAttribute("aria-expanded", "true");
    await expect(reviews).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("region", { name: MESSAGES.tabVendorInfo })).toBeHidden();
    await reviews.click();
    await expect(reviews).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("button", { name: MESSAGES.writeReview })).toBeVisible();
    // The spec's three words, in order.
    await expect(page.getByTestId("product-accordions").getByRole("heading")).toHaveText([
      MESSAGES.tabDescription,
      MESSAGES.tabReviews,
      MESSAGES.tabVendorInfo,
    ]);
    // The rating line opens the reviews too.
    await reviews.click();
    await page.getByTestId("rating-summary").click();
    await expect(reviews).toHaveAttribute("aria-expanded", "true");
  });

  test("a sticky ADD TO CART bar appears once the button scrolls away, and adds the same way", async ({ page }) => {
    await page.goto(TEE);
    await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
    const bar = page.getByTestId("sticky-add-to-cart");
    await expect(bar).toHaveCount(0);
    await page
      .getByRole("group", { name: /^Colour/ })
      .getByRole("button")
      .first()
      .click();
    await page.locator('[data-testid="size-option"]:not(:disabled)').first().click();
    // A jump from above the button straight to below it, never passing it on screen, shows the bar too.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toHaveCount(0);
    await page.getByRole("heading", { name: "You may also like" }).scrollIntoViewIfNeeded();
    await expect(bar).toBeVisible();
    // It slides up from the bottom edge and rests there, inside the window.
    await expect.poll(async () => ((b) => b && b.y + b.height)(await bar.boundingBox())).toBeLessThanOrEqual(844.5);
    await expect(bar).toContainText("Magma Black Tiger Oversized Tee");
    // Logged out, the add goes by /login, as the page's own button does.
    await bar.getByRole("button", { name: MESSAGES.addToCartButton }).click();
    await expect(page).toHaveURL(/\/login/);
  });
});

test("a sold-out product says Sold out on its card and its page, cannot be added, and offers no quick add", async ({ page }) => {
  const name = "Amber Crust Wave Oversized Tee";
  await page.goto(`/collection?q=${encodeURIComponent(name)}`);
  const card = page.locator("li").filter({ has: page.getByTestId("card-name").getByText(name, { exact: true }) });
  await expect(card.getByTestId("card-sold-out")).toHaveText(soldOutLabel);
  await expect(card.getByRole("link")).toHaveAccessibleName(new RegExp(`^${name}, ${soldOutLabel}, `));
  await expect(card.getByRole("button", { name: `Quick add ${name}` })).toHaveCount(0);

  await page.goto("/product/amber_crust_wave_oversized_tee");
  await expect(page.getByTestId("product-sold-out")).toHaveText(soldOutLabel);
  const add = page.getByRole("button", { name: MESSAGES.addToCartButton });
  await expect(add).toBeDisabled();
  await expect(add).toHaveAccessibleDescription(soldOutLabel);
  await add.click({ force: true });
  await expect(page.getByTestId("toast")).toHaveCount(0);
  await expect(page).toHaveURL(/\/product\/amber_crust_wave_oversized_tee$/);
});

test("a product in one colour has it chosen: a size is all ADD TO CART asks for", async ({ page }) => {
  await page.goto("/product/magma_black_moon_oversized_tee");
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  await expect(page.getByRole("button", { name: "Magma Black", exact: true })).toHaveAttribute("aria-pressed", "true");
  const add = page.getByRole("button", { name: MESSAGES.addToCartButton });
  await add.click();
  await expect(page.getByRole("alert").filter({ hasText: MESSAGES.pleaseSelectSize })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: MESSAGES.pleaseSelectColor })).toHaveCount(0);
  await page.getByRole("button", { name: "M", exact: true }).click();
  await add.click();
  await expect(page).toHaveURL(/\/login\?reason=cart&next=%2Fproduct%2Fmagma_black_moon_oversized_tee$/);
});

test("a new error toast replaces the one before it instead of standing beside it", async ({ page }) => {
  // Held, the page's clock closes no toast by itself: the count is what the presses left.
  await holdPageClock(page);
  await page.goto(TEE);
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  const add = page.getByRole("button", { name: MESSAGES.addToCartButton });
  await add.click();
  await expect(page.getByRole("alert").filter({ hasText: MESSAGES.pleaseSelectColor })).toBeVisible();
  await add.click();
  await add.click();
  await expect(page.getByTestId("toast")).toHaveCount(1);
});
