import { expect, test } from "@playwright/test";
import { MESSAGES } from "../../src/domain/messages";
import { holdPageClock } from "./support/clock";
import { consoleErrors } from "./support/storefront";

/** The frame every page shares: header, side menu, banner, footer, toasts, titles, transitions. */

test("a logged-out visitor sees the free-shipping banner with Shop now and Login", async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto("/about");
  const banner = page.getByRole("region", { name: "Offer" });
  await expect(banner.getByText(MESSAGES.loggedOutBanner, { exact: true })).toBeVisible();
  // On the narrowest phone the whole message is read, not cut short.
  await page.setViewportSize({ width: 320, height: 700 });
  const shown = await banner
    .getByText(MESSAGES.loggedOutBanner, { exact: true })
    .evaluate((p) => p.scrollWidth <= p.clientWidth && p.scrollHeight <= p.clientHeight);
  expect(shown).toBe(true);
  await banner.getByRole("link", { name: "Shop now" }).click();
  await expect(page).toHaveURL(/\/collection$/);
  await page.getByRole("region", { name: "Offer" }).getByRole("link", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(errors).toEqual([]);
});

test("a stored session hides the logged-out banner from the first paint, before any script runs", async ({ page }) => {
  // The page's scripts never arrive: what shows is the server's HTML and its styles alone.
  await page.route(/\/assets\/.+\.js$/, (r) => r.abort());
  await page.goto("/about");
  const banner = page.getByRole("region", { name: "Offer" });
  await expect(banner.getByText(MESSAGES.loggedOutBanner, { exact: true })).toBeVisible();
  await page.evaluate(() => localStorage.setItem("token", "a-stored-session"));
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(banner).toBeHidden();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
});

test("the header links the shop's sections, and the side menu adds About Us and Contact Us", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/contact");
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("navigation", { name: "Menu" });
  for (const label of ["Home", "Men", "Women", "Kids", "Collection", "About Us", "Contact Us"]) {
    await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();
  }
  await menu.getByRole("link", { name: "About Us" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(menu).toBeHidden();
  // The header's own links: the page before (/contact) has a "Log in" link of its own, which may
  // still be on screen for a moment as the next page comes in.
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
  await expect(header.getByRole("link", { name: /^Cart, 0 items$/ })).toHaveAttribute("href", "/cart");
});

test("the side menu is a dialog to the keyboard: it takes the focus, keeps the page behind it out of reach, and Escape gives the focus back", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/contact");
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  const opener = page.getByRole("button", { name: "Open menu" });
  await opener.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("navigation", { name: "Menu" });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("button", { name: "Close menu" })).toBeFocused();
  // The Close button, then its seven links; the header's links under the backdrop are never reached.
  for (let i = 0; i < 7; i++) {
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("nav")?.getAttribute("aria-label"))).toBe("Menu");
  }
  await expect(menu.getByRole("link", { name: "Contact Us" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(opener).toBeFocused();
});

test("the footer has contact details, Explore, Policies, Useful Links, the newsletter, the marks of the payments set up and the copyright", async ({
  page,
}) => {
  await page.goto("/about");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("region", { name: "Contact details" })).toContainText("Pune");
  for (const name of ["Explore", "Policies", "Useful Links"]) {
    const list = footer.getByRole("navigation", { name });
    await expect(list).toBeVisible();
    expect(await list.getByRole("link").count()).toBeGreaterThan(2);
  }
  const newsletter = footer.getByRole("region", { name: "Newsletter" });
  await expect(newsletter.getByRole("textbox")).toBeVisible();
  await expect(newsletter.getByRole("button", { name: "Subscribe" })).toBeVisible();
  // This store takes cash on delivery only: no card, UPI, Razorpay or Stripe mark promises more.
  const marks = footer.getByRole("list", { name: "Payment partners" }).getByRole("img");
  expect(await marks.evaluateAll((imgs) => imgs.map((i) => i.getAttribute("alt")))).toEqual(["Cash on delivery"]);
  // One spelling, Indian English, where the words are the store's own.
  await expect(footer.getByRole("navigation", { name: "Explore" }).getByRole("link", { name: "Customise", exact: true })).toBeVisible();
  await expect(footer.getByText(new RegExp(`© ${new Date().getFullYear()} Dhaaga`))).toBeVisible();
});

test("the footer's links open their page in place, and the footer is the same on the next page", async ({ page }) => {
  await page.goto("/about");
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  // A document load would forget this mark; a navigation in the page keeps it.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("navigation", { name: "Policies" }).getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Privacy");
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expect(footer.getByRole("navigation", { name: "Explore" }).getByRole("link")).toHaveCount(7);
  await expect(footer.getByRole("list", { name: "Payment partners" }).getByRole("listitem")).toHaveCount(1);
  // A link that opens elsewhere is left to the browser.
  await expect(footer.getByRole("link", { name: "Instagram" })).toHaveAttribute("target", "_blank");
});

test("a toast shows top-right and its close button dismisses it", async ({ page }) => {
  // The toast closes by itself after a few seconds of the page's time; held, only its button can.
  await holdPageClock(page);
  await page.goto("/collection");
  await page.getByTestId("product-card").first().click();
  await expect(page).toHaveURL(/\/product\//);
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  await page.getByRole("button", { name: "ADD TO CART" }).click();
  const toast = page.getByTestId("toast").filter({ hasText: MESSAGES.pleaseSelectColor });
  await expect(toast).toBeVisible();
  const box = (await toast.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x + box.width).toBeGreaterThan(width * 0.6);
  expect(box.y).toBeLessThan(200);
  await toast.getByRole("button", { name: "Close notification" }).click();
  await expect(toast).toBeHidden();
});

test("each page has its own title, description and canonical URL", async ({ page, baseURL }) => {
  const seen = new Set<string>();
  for (const path of ["/", "/collection", "/about", "/contact", "/cart", "/login"]) {
    await page.goto(path);
    const title = await page.title();
    expect(title.length).toBeGreaterThan(5);
    expect(seen.has(title)).toBe(false);
    seen.add(title);
    expect((await page.locator('meta[name="description"]').getAttribute("content"))?.length).toBeGreaterThan(20);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${path === "/" ? "/" : path}`);
  }
});

test.describe("page transitions", () => {
  test("a page slides in on a client navigation", async ({ page }) => {
    await page.goto("/about");
    await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
    expect(await page.locator("main#main").evaluate((m) => getComputedStyle(m).animationName)).toBe("none");
    await page.getByRole("region", { name: "Offer" }).getByRole("link", { name: "Shop now" }).click();
    await expect(page).toHaveURL(/\/collection$/);
    await expect(page.locator("main#main")).toHaveAttribute("data-entered", "");
    expect(await page.locator("main#main").evaluate((m) => getComputedStyle(m).animationName)).not.toBe("none");
  });

  test("nothing slides under prefers-reduced-motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/about");
    await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
    await page.getByRole("region", { name: "Offer" }).getByRole("link", { name: "Shop now" }).click();
    await expect(page).toHaveURL(/\/collection$/);
    await expect(page.locator("main#main")).toHaveAttribute("data-entered", "");
    expect(await page.locator("main#main").evaluate((m) => getComputedStyle(m).animationName)).toBe("none");
  });
});
