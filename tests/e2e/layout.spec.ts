import { expect, type Locator, type Page, test } from "@playwright/test";
import { MESSAGES } from "../../src/domain/messages";

/**
 * Every storefront route, at phone, tablet and desktop widths: nothing wider than the screen (no
 * sideways panning) and the page's main control entirely on screen. Sets its own viewport, so it
 * runs in the desktop project only.
 */
const WIDTHS = [360, 390, 768, 1280, 1440];

const ROUTES = [
  "/",
  "/collection",
  "/men",
  "/women",
  "/kids",
  "/cart",
  "/place-order",
  "/orders",
  "/profile",
  "/login",
  "/signup",
  "/reset-password",
  "/about",
  "/contact",
  "/chat",
  "/became-a-partnar",
  "/scratch",
  "/return-exchange",
  "/oflinestore",
  "/privacy-policy",
  "/termandc",
  "/career",
  "/sitemap",
  "/customize",
];

/** Controls that must sit wholly inside the viewport once scrolled to, per route. */
function mainControls(page: Page, path: string) {
  if (path.startsWith("/product/"))
    return [
      page.getByRole("button", { name: MESSAGES.addToCartButton }).first(),
      // Tabs from 768 px, accordions on phones.
      page.getByRole("tablist", { name: "Product details" }).or(page.getByTestId("product-accordions")),
    ];
  if (path === "/place-order") return [page.getByRole("button", { name: MESSAGES.placeOrder })];
  if (path === "/scratch") return [page.getByRole("img", { name: "Scratch card" })];
  if (path === "/cart") return [page.getByRole("link", { name: MESSAGES.proceedToCheckout })];
  return [];
}

async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wider = [...document.querySelectorAll("body *")]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) return false;
        // Content inside a scrolling or clipping box (a carousel, a tab strip) is the box's business.
        for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
          const o = getComputedStyle(p).overflowX;
          if (o === "auto" || o === "scroll" || o === "hidden" || o === "clip") return false;
        }
        // Wholly off to the left is the skip link's way of hiding; cut off on either side is not.
        return r.right > width + 1 || (r.left < -1 && r.right > 0);
      })
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join(".")}`);
    return { scroll: document.documentElement.scrollWidth - width, wider };
  });
}

test.describe("layout at every width", () => {
  test.setTimeout(240_000);
  let token = "";
  let productPath = "";

  test.beforeAll(async ({ request }) => {
    const { products } = await (await request.get("/api/product/list")).json();
    const product = products.find((p: { soldOut: unknown[] }) => p.soldOut.length === 0);
    productPath = `/product/${product.slug ?? product._id}`;
    const email = `layout-${Date.now().toString(36)}@example.in`;
    const res = await request.post("/api/user/register", { data: { name: "Asha Layout", email, password: "a long password 1" } });
    token = (await res.json()).token;
    await request.post("/api/cart/add", { data: { itemId: product._id, size: product.sizes[0], color: product.colors[0] }, headers: { token } });
  });

  for (const width of WIDTHS) {
    test(`${width} px: no sideways scroll, main controls on screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
      await page.goto("/login");
      await page.evaluate((t) => localStorage.setItem("token", t), token);
      const problems: string[] = [];
      for (const path of [...ROUTES, productPath]) {
        await page.goto(path);
        await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
        const controls = mainControls(page, path);
        for (const control of controls) await control.waitFor();
        // The page slides in on navigation: measure where it comes to rest.
        await page.evaluate(() =>
          Promise.all(
            document
              .getAnimations()
              .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
              .map((a) => a.finished),
          ),
        );
        const { scroll, wider } = await overflow(page);
        if (scroll > 0 || wider.length) problems.push(`${path}: ${scroll} px too wide (${wider.join(", ")})`);
        for (const control of controls) {
          await control.scrollIntoViewIfNeeded();
          const box = await control.boundingBox();
          if (!box || box.x < 0 || box.x + box.width > width) problems.push(`${path}: ${control} is not wholly on screen (${JSON.stringify(box)})`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});

/** Where two boxes overlap, in CSS pixels squared (0 when they do not). */
const overlapArea = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));
interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Scrolls down to an element as a shopper does, from above until it has come into view at the
 * bottom of the screen (and once more after the page has answered the scroll: a sticky bar that
 * shows), then answers what stands over it: the WhatsApp button, or the product page's buy bar.
 */
async function coveredAfterScrollingTo(page: Page, target: Locator): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, 0));
  for (let i = 0; i < 2; i++) {
    await target.evaluate((el) => el.scrollIntoView({ block: "end" }));
    await page.waitForTimeout(300);
  }
  const box = await target.boundingBox();
  if (!box) return [`${target} has no box`];
  const covered: string[] = [];
  const fab = page.getByRole("link", { name: "Chat with us on WhatsApp" });
  const fabBox = await fab.boundingBox();
  if (!fabBox) covered.push("the WhatsApp button is not shown");
  else if (overlapArea(box, fabBox) > 0) covered.push(`the WhatsApp button ${JSON.stringify(fabBox)} covers ${target} ${JSON.stringify(box)}`);
  const bar = page.getByTestId("sticky-add-to-cart");
  const barBox = (await bar.isVisible()) ? await bar.boundingBox() : null;
  if (barBox && overlapArea(box, barBox) > 0) covered.push(`the buy bar covers ${target}`);
  const viewport = page.viewportSize()!;
  if (box.y < 0 || box.y + box.height > viewport.height) covered.push(`${target} is not wholly on screen (${JSON.stringify(box)})`);
  return covered;
}

test.describe("the WhatsApp button", () => {
  let token = "";
  let productPath = "";

  test.beforeAll(async ({ request }) => {
    const { products } = await (await request.get("/api/product/list")).json();
    const product = products.find((p: { soldOut: unknown[]; sizes: string[] }) => p.soldOut.length === 0 && p.sizes.length > 0);
    productPath = `/product/${product.slug ?? product._id}`;
    const email = `fab-${Date.now().toString(36)}@example.in`;
    const res = await request.post("/api/user/register", { data: { name: "Asha Button", email, password: "a long password 1" } });
    token = (await res.json()).token;
    const address = {
      firstName: "Asha",
      lastName: "Button",
      email,
      street: "12 FC Road",
      city: "Pune",
      state: "Maharashtra",
      zipcode: "411004",
      country: "India",
      phone: "9876543210",
    };
    // Two orders: the second card's Cancel is below the first screen, where a shopper scrolls to it.
    for (const n of [1, 2]) {
      const placed = await request.post("/api/order/place", {
        data: { address, items: [{ _id: product._id, size: product.sizes[0], color: product.colors[0], quantity: 1 }] },
        headers: { token, "Idempotency-Key": `fab-${n}-${Date.now()}` },
      });
      expect(placed.ok(), await placed.text()).toBe(true);
    }
  });

  for (const width of [390, 1440]) {
    test(`${width} px: covers no action or text it is scrolled to, and is hidden while a menu or dialog is open`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
      await page.goto("/login");
      await page.evaluate((t) => {
        localStorage.setItem("token", t);
        sessionStorage.setItem("dhaaga.greeted", "1");
      }, token);
      const problems: string[] = [];

      await page.goto("/orders");
      await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
      const cancel = page.getByRole("button", { name: /^Cancel order / });
      await expect(cancel).toHaveCount(2);
      problems.push(...(await coveredAfterScrollingTo(page, cancel.last())));

      await page.goto(productPath);
      await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
      // The promises beside the cash-on-delivery line, the line itself among them.
      const codLine = page.getByRole("listitem").filter({ hasText: /^Cash on delivery/ });
      const promises = page.getByRole("main").getByRole("list").filter({ has: codLine });
      problems.push(...(await coveredAfterScrollingTo(page, promises)));
      // Reviews: a tab from 768 px, an accordion on phones.
      const reviews = page.getByRole("tab", { name: "Reviews" }).or(page.getByRole("button", { name: "Reviews", exact: true }));
      await reviews.scrollIntoViewIfNeeded();
      if ((await reviews.getAttribute("aria-expanded")) !== "true" && (await reviews.getAttribute("aria-selected")) !== "true") await reviews.click();
      const review = page.getByTestId("review-list").getByRole("listitem").first().locator("p").last();
      await review.waitFor();
      problems.push(...(await coveredAfterScrollingTo(page, review)));
      expect(problems).toEqual([]);

      // Over a dialog, a menu or the cart panel's sheet, it is not shown at all.
      const fab = page.getByRole("link", { name: "Chat with us on WhatsApp" });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole("button", { name: "Size chart" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expect(fab).toBeHidden();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toBeHidden();
      await expect(fab).toBeVisible();
      await page
        .getByRole("group", { name: /^Colour/ })
        .locator("button[aria-pressed]")
        .first()
        .click();
      await page.getByTestId("size-option").and(page.locator(":enabled")).first().click();
      await page.getByRole("button", { name: MESSAGES.addToCartButton, exact: true }).first().click();
      const panel = page.getByRole("complementary", { name: "Cart" });
      await expect(panel).toBeVisible();
      await expect(fab).toBeHidden();
      await panel.getByRole("button", { name: "Close cart panel" }).click();
      await expect(fab).toBeVisible();
      if (width < 768) {
        await page.getByRole("button", { name: "Open menu" }).click();
        await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
        await expect(fab).toBeHidden();
        await page.keyboard.press("Escape");
        await expect(fab).toBeVisible();
      }
    });
  }
});
