import { expect, type Page, test } from "@playwright/test";
import { MESSAGES, POLICY_STRIP } from "../../src/domain/messages";
import { DEMO_TESTIMONIALS } from "../../src/server/db/seed/demo-catalog";
import { holdPageClock } from "./support/clock";
import { expectSharingMeta } from "./support/seo";
import { closeFestive, consoleErrors, expectNoSeriousA11yViolations, secondPictureOpacity, tabToFirstHoodieCard } from "./support/storefront";
import { weakFocusRings } from "./support/focus-ring";

test("the festive overlay greets and closes with its button", async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto("/");
  const dialog = page.getByRole("dialog", { name: "Happy Diwali" });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator("[style*=animation-delay]").first()).toBeAttached();
  await dialog.getByRole("button", { name: MESSAGES.festiveClose }).click();
  await expect(dialog).toBeHidden();
  expect(errors).toEqual([]);
});

test("the festive overlay is gone by itself after 10 s", async ({ page }) => {
  const errors = consoleErrors(page);
  await holdPageClock(page);
  await page.goto("/");
  const dialog = page.getByRole("dialog", { name: "Happy Diwali" });
  await expect(dialog).toBeVisible();
  // Its 10 s start once the page's scripts run.
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  await page.clock.runFor(9_500);
  await expect(dialog).toBeVisible();
  await page.clock.runFor(1_000);
  await expect(dialog).toBeHidden();
  // Nobody pressed a key: no skip-link box stands over the banner.
  await expect(page.getByRole("link", { name: "Skip to content" })).not.toBeInViewport();
  expect(errors).toEqual([]);
});

test("the festive overlay is in the first paint, becomes modal once the page runs, and Escape closes it", async ({ page, request }) => {
  const html = await (await request.get("/")).text();
  expect(html).toMatch(/<dialog open=""[^>]*aria-labelledby="festive-title"/);
  await page.goto("/");
  const dialog = page.getByRole("dialog", { name: "Happy Diwali" });
  await expect.poll(() => dialog.evaluate((d) => d.matches(":modal"))).toBe(true);
  await expect(dialog.getByRole("button", { name: MESSAGES.festiveClose })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("after the overlay closes from the keyboard, focus is at the top of the page: Tab reaches the header, not the footer", async ({ page }) => {
  await page.goto("/");
  // Closed from the keyboard once the page runs (before, the dialog's form closes it and the next Tab starts at the top).
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  const dialog = page.getByRole("dialog", { name: "Happy Diwali" });
  await expect.poll(() => dialog.evaluate((d) => d.matches(":modal"))).toBe(true);
  await expect(dialog.getByRole("button", { name: MESSAGES.festiveClose })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await page.keyboard.press("Tab");
  // The next stop is the top of the page: the banner's links or the header, before the main content.
  const atTop = await page.evaluate(() => !!document.activeElement?.closest('header, [role="region"][aria-label="Offer"]'));
  expect(atTop).toBe(true);
});

test("closing the greeting with a tap or a click leaves no focus box over the banner, and the next Tab still starts at the top", async ({ page }) => {
  await page.goto("/");
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  const dialog = page.getByRole("dialog", { name: "Happy Diwali" });
  const close = dialog.getByRole("button", { name: MESSAGES.festiveClose });
  if (test.info().project.use.hasTouch) await close.tap();
  else await close.click();
  await expect(dialog).toBeHidden();
  // The skip link is drawn only for a keyboard: nothing stands over the banner's text and buttons.
  await expect(page.getByRole("link", { name: "Skip to content" })).not.toBeInViewport();
  const banner = page.getByRole("region", { name: "Offer" });
  await expect(banner.getByRole("link", { name: "Shop now" })).toBeVisible();
  await page.keyboard.press("Tab");
  const atTop = await page.evaluate(() => !!document.activeElement?.closest('header, [role="region"][aria-label="Offer"], .skip-link'));
  expect(atTop).toBe(true);
});

test("the focus ring stands out on the dark footer (white, not the page's blue)", async ({ page }) => {
  await page.goto("/about");
  const link = page.getByRole("contentinfo").getByRole("link").first();
  await link.focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineColor);
  expect(outline).toBe("rgb(255, 255, 255)");
});

test("every control's focus ring is at least 3 : 1 against what is behind it, on light and dark surfaces", async ({ page }) => {
  for (const path of ["/", "/about", "/collection"]) {
    await page.goto(path);
    await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
    if (path === "/") await closeFestive(page);
    expect(await weakFocusRings(page), path).toEqual([]);
  }
});

test("pages arrive compressed", async ({ request }) => {
  for (const path of ["/", "/collection"]) {
    const res = await request.get(path, { headers: { "accept-encoding": "br" } });
    expect(res.headers()["content-encoding"]).toBe("br");
    expect(await res.text()).toContain("</html>");
  }
});

test("hero slider: five slides, next and previous wrap both ways, dots choose a slide, pause stops it", async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto("/");
  await closeFestive(page);
  const hero = page.getByRole("region", { name: "Featured" });
  const dots = hero.getByRole("button", { name: /^Show slide/ });
  await expect(hero.locator('[aria-roledescription="slide"]')).toHaveCount(5);
  await expect(dots).toHaveCount(5);
  await hero.getByRole("button", { name: "Pause slideshow" }).click();
  await expect(hero.getByRole("button", { name: "Play slideshow" })).toBeVisible();
  const current = () => hero.locator('[aria-label^="Show slide"][aria-current="true"]');
  await dots.nth(0).click();
  await expect(current()).toHaveAttribute("aria-label", "Show slide 1");
  await hero.getByRole("button", { name: "Previous slide" }).click();
  await expect(current()).toHaveAttribute("aria-label", "Show slide 5");
  await hero.getByRole("button", { name: "Next slide" }).click();
  await expect(current()).toHaveAttribute("aria-label", "Show slide 1");
  await hero.getByRole("button", { name: "Next slide" }).click();
  await expect(current()).toHaveAttribute("aria-label", "Show slide 2");
  await dots.nth(3).click();
  await expect(current()).toHaveAttribute("aria-label", "Show slide 4");
  await hero.press("ArrowRight");
  await expect(current()).toHaveAttribute("aria-label", "Show slide 5");
  // The mobile art below 768 px, the desktop art above.
  const width = page.viewportSize()!.width;
  const src = await hero
    .locator("img")
    .first()
    .evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(src).toContain(width < 768 ? "-mobile-" : "-desktop-");
  expect(errors).toEqual([]);
});

test("hero slider advances by itself every 7 s, but not under reduced motion", async ({ page }) => {
  await holdPageClock(page);
  await page.goto("/");
  await closeFestive(page);
  const hero = page.getByRole("region", { name: "Featured" });
  const current = hero.locator('[aria-label^="Show slide"][aria-current="true"]');
  // Turning: its timer is set (a running slideshow does not announce every slide).
  await expect(hero.locator('[aria-live]:has(> [aria-roledescription="slide"])')).toHaveAttribute("aria-live", "off");
  await page.clock.runFor(6_500);
  await expect(current).toHaveAttribute("aria-label", "Show slide 1");
  await page.clock.runFor(1_000);
  await expect(current).toHaveAttribute("aria-label", "Show slide 2");
  await page.emulateMedia({ reducedMotion: "reduce" });
  // Greeted once this session: the reload opens on the page itself.
  await page.reload();
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  await expect(hero.getByRole("button", { name: "Pause slideshow" })).toHaveCount(0);
  await expect(hero.locator('[aria-live]:has(> [aria-roledescription="slide"])')).toHaveAttribute("aria-live", "polite");
  await page.clock.runFor(15_000);
  await expect(current).toHaveAttribute("aria-label", "Show slide 1");
});

test("banner, brand hero, strips, showcase, policy strip and Trend To Tradition", async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto("/");
  await closeFestive(page);
  const tiles = page.getByRole("navigation", { name: "Shop by category" }).getByRole("link");
  await expect(tiles).toHaveCount(4);
  for (const href of await tiles.evaluateAll((as) => as.map((a) => a.getAttribute("href")))) expect(href).toMatch(/^\/collection/);
  await expect(page.getByRole("link", { name: MESSAGES.heroShopNow, exact: true })).toHaveAttribute("href", "/collection");
  await expect(page.getByRole("link", { name: MESSAGES.heroContactUs, exact: true })).toHaveAttribute("href", "/contact");
  for (const [id, category] of [
    ["hoodies", "Hoodies"],
    ["sweatshirts", "Sweatshirts"],
  ]) {
    const strip = page.getByTestId(id);
    await expect(strip.getByTestId("product-card")).toHaveCount(4);
    await expect(strip.getByRole("link", { name: `See All ${category}` })).toHaveAttribute("href", `/collection?category=${category}`);
  }
  const showcase = page.getByTestId("showcase");
  await expect(showcase.getByRole("heading", { name: MESSAGES.showcaseHeading })).toBeVisible();
  const cards = await showcase.getByTestId("product-card").count();
  expect(cards).toBeGreaterThan(0);
  expect(cards).toBeLessThanOrEqual(8);
  await expect(showcase.getByRole("link", { name: /See All/ }).last()).toHaveAttribute("href", "/collection");
  const columns = await showcase
    .getByRole("list")
    .first()
    .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
  expect(columns).toBe(page.viewportSize()!.width >= 1024 ? 4 : page.viewportSize()!.width >= 768 ? 3 : 2);
  for (const p of POLICY_STRIP) await expect(page.getByText(p.title)).toBeVisible();
  await expect(page.getByRole("heading", { name: MESSAGES.trendToTradition })).toBeVisible();
  // Prices in rupees with Indian grouping; the second image is not asked for until a hover.
  await expect(showcase.getByTestId("card-price").first()).toContainText("₹");
  await expect(showcase.getByTestId("product-card").first().locator("img")).toHaveCount(1);
  expect(errors).toEqual([]);
});

test("offer carousel: eight slides linking to products, slides per view by width, arrows and keys", async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto("/");
  await closeFestive(page);
  const offers = page.getByRole("region", { name: "Festive offers" });
  await offers.scrollIntoViewIfNeeded();
  await offers.getByRole("button", { name: "Pause slideshow" }).click();
  const slides = offers.locator('[aria-roledescription="slide"]');
  await expect(slides).toHaveCount(8);
  for (const href of await offers.locator("a").evaluateAll((as) => as.map((a) => a.getAttribute("href"))))
    expect(href).toMatch(/^\/product\/[a-z0-9_]+$/);
  const width = page.viewportSize()!.width;
  const perView = width >= 1024 ? 4 : width >= 768 ? 3 : width >= 640 ? 2 : 1;
  await expect(offers.locator('[aria-roledescription="slide"][data-active]')).toHaveCount(perView);
  const dot = () => offers.locator('[aria-label^="Show slide"][aria-current="true"]');
  await offers
    .getByRole("button", { name: /^Show slide/ })
    .first()
    .click();
  await offers.getByRole("button", { name: "Next slide" }).click();
  await expect(dot()).toHaveAttribute("aria-label", "Show slide 2");
  await expect(slides.nth(1)).toHaveAttribute("data-active", "true");
  await offers.getByRole("button", { name: "Previous slide" }).click();
  await expect(slides.nth(0)).toHaveAttribute("data-active", "true");
  await offers.getByRole("button", { name: "Previous slide" }).click();
  await expect(slides.nth(7)).toHaveAttribute("data-active", "true");
  const visible = offers.locator('[aria-roledescription="slide"][data-active] a').first();
  const href = await visible.getAttribute("href");
  await visible.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

test("testimonials: twelve characters, paged by 3, 2 or 1 with arrows and dots", async ({ page }) => {
  await page.goto("/");
  await closeFestive(page);
  const t = page.getByRole("region", { name: "Customer testimonials" });
  await t.scrollIntoViewIfNeeded();
  await expect(t.locator('[aria-roledescription="slide"]')).toHaveCount(12);
  const width = page.viewportSize()!.width;
  const perPage = width >= 1024 ? 3 : width >= 768 ? 2 : 1;
  await expect(t.getByRole("button", { name: /^Show slide/ })).toHaveCount(12 / perPage);
  await expect(t.locator('[aria-roledescription="slide"][data-active]')).toHaveCount(perPage);
  await t.getByRole("button", { name: "Next slide" }).click();
  await expect(t.locator('[aria-roledescription="slide"]').nth(perPage)).toHaveAttribute("data-active", "true");
  await t.getByRole("button", { name: "Previous slide" }).click();
  await t.getByRole("button", { name: "Previous slide" }).click();
  await expect(t.locator('[aria-roledescription="slide"]').nth(11)).toHaveAttribute("data-active", "true");
  await expect(t.getByText(DEMO_TESTIMONIALS[0]!.name)).toBeAttached();
});

test("home has no serious accessibility violations and sets its metadata", async ({ page }) => {
  await page.goto("/");
  await closeFestive(page);
  await expectNoSeriousA11yViolations(page);
  await expect(page).toHaveTitle(/Dhaaga/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/$/);
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute("content", /Oversized Tee/);
});

test("the offer carousel turns by itself after about 3 s, but not under reduced motion", async ({ page }) => {
  await holdPageClock(page);
  await page.goto("/");
  await closeFestive(page);
  const offers = page.getByRole("region", { name: "Festive offers" });
  await offers.scrollIntoViewIfNeeded();
  const current = offers.locator('[aria-label^="Show slide"][aria-current="true"]');
  await expect(offers.locator('[aria-live]:has(> [aria-roledescription="slide"])')).toHaveAttribute("aria-live", "off");
  await expect(current).toHaveAttribute("aria-label", "Show slide 1");
  await page.clock.runFor(4_000);
  await expect(current).toHaveAttribute("aria-label", "Show slide 2");
  await page.emulateMedia({ reducedMotion: "reduce" });
  // Greeted once this session: the reload opens on the page itself.
  await page.reload();
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  await offers.scrollIntoViewIfNeeded();
  await expect(offers.getByRole("button", { name: "Pause slideshow" })).toHaveCount(0);
  await expect(offers.locator('[aria-live]:has(> [aria-roledescription="slide"])')).toHaveAttribute("aria-live", "polite");
  await page.clock.runFor(10_000);
  await expect(current).toHaveAttribute("aria-label", "Show slide 1");
});

test.describe("on a tablet", () => {
  const slideShare = (page: Page) =>
    page
      .getByRole("region", { name: "Festive offers" })
      .evaluate(
        (el) =>
          el.querySelector('[aria-roledescription="slide"]')!.parentElement!.parentElement!.clientWidth /
          el.querySelector('[aria-roledescription="slide"]')!.getBoundingClientRect().width,
      );

  test("700 px wide: the offer carousel shows one and a half slides", async ({ page }) => {
    await page.setViewportSize({ width: 700, height: 900 });
    await page.goto("/");
    await closeFestive(page);
    // 1.5 slides with a 10 px gap: the viewport holds a little more than 1.5 slide widths.
    await expect.poll(() => slideShare(page)).toBeGreaterThan(1.5);
    expect(await slideShare(page)).toBeLessThan(1.55);
  });

  test("800 px wide: three offers per view, testimonials two per page, showcase in three columns", async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto("/");
    await closeFestive(page);
    await expect.poll(async () => Math.round((await slideShare(page)) * 100) / 100).toBe(3);
    await expect(page.getByRole("region", { name: "Festive offers" }).locator('[aria-roledescription="slide"][data-active]')).toHaveCount(3);
    const t = page.getByRole("region", { name: "Customer testimonials" });
    await expect(t.locator('[aria-roledescription="slide"][data-active]')).toHaveCount(2);
    await expect(t.getByRole("button", { name: /^Show slide/ })).toHaveCount(6);
    const columns = await page
      .getByTestId("showcase")
      .getByRole("list")
      .first()
      .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
    expect(columns).toBe(3);
  });
});

test("product cards: responsive images with width, height and 150w/300w/600w sources; no search bar on home", async ({ page }) => {
  await page.goto("/");
  await closeFestive(page);
  await expect(page.getByRole("searchbox")).toHaveCount(0);
  const img = page.getByTestId("hoodies").getByTestId("product-card").first().locator("img").first();
  await expect(img).toHaveAttribute("width", /^\d+$/);
  await expect(img).toHaveAttribute("height", /^\d+$/);
  await expect(img).toHaveAttribute("sizes", /\S/);
  const srcset = (await img.getAttribute("srcset"))!;
  for (const w of ["150w", "300w", "600w"]) expect(srcset).toContain(w);
});

test.describe("on a desktop with mouse and keyboard (a touch screen has no hover)", () => {
  test.use({ isMobile: false, hasTouch: false, viewport: { width: 1280, height: 800 } });
  test("hovering a product card shows its second image", async ({ page }) => {
    await page.goto("/");
    await closeFestive(page);
    // This journey is about hovering; what the mouse is over before hydration has a journey of its own.
    await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
    const card = page.getByTestId("hoodies").getByTestId("product-card").first();
    const back = card.locator('img[alt=""]');
    const opacity = () => back.evaluate((el) => Number(getComputedStyle(el).opacity));
    // Not in the page, so not downloaded, until the mouse comes.
    await expect(back).toHaveCount(0);
    await card.hover();
    await expect(back).toHaveAttribute("srcset", /-back-300\.jpg 300w/);
    await expect.poll(opacity).toBe(1);
    await expect.poll(() => back.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0)).toBe(true);
    await page.mouse.move(0, 0);
    await expect.poll(opacity).toBe(0);
  });

  test("a card reached with the keyboard shows its second image too", async ({ page }) => {
    await page.goto("/");
    await closeFestive(page);
    const card = await tabToFirstHoodieCard(page);
    await expect.poll(() => secondPictureOpacity(card)).toBe(1);
  });
});

test("home sets description, canonical, Open Graph and Twitter tags", async ({ page }) => {
  await page.goto("/");
  await expectSharingMeta(page, "/", /Dhaaga/);
});
