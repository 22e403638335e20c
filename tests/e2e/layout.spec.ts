import { expect, type Page, test } from "@playwright/test";
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
