import { type APIRequestContext, type Locator, type Page, expect, test } from "@playwright/test";
import { LOGIN_REASONS, MESSAGES } from "../../src/domain/messages";

/**
 * Presses Tab until `target` has the focus, checking at every stop that the focus can be seen:
 * the focused element is on screen and draws an outline or a box-shadow ring. Fails after `max`.
 */
async function tabTo(page: Page, target: Locator, max = 120) {
  await expect(target).toBeVisible();
  // Already there (the Tab before reached it): nothing to press.
  if (await target.evaluate((el) => el === document.activeElement)) return;
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    const seen = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return { ok: true, what: "body" };
      const style = getComputedStyle(el);
      const ring = (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== "none";
      const box = el.getBoundingClientRect();
      const onScreen = box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight;
      return {
        ok: ring && onScreen,
        what: `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute("aria-label") || "").trim().slice(0, 40)}"`,
      };
    });
    expect(seen.ok, `focus can be seen on ${seen.what}`).toBe(true);
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

test("a shopper buys from the home page with the keyboard alone, signing in on the way, and sees the focus at every step", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = `keys-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const password = "correct horse battery";
  expect((await request.post("/api/user/register", { data: { name: "Asha Keys", email, password } })).ok()).toBe(true);
  await page.goto("/");
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });

  // The festive greeting closes from the keyboard; the focus goes to the top of the page.
  const greeting = page.getByRole("dialog", { name: "Happy Diwali" });
  await expect(greeting).toBeVisible();
  await tabTo(page, greeting.getByRole("button", { name: "Close" }), 5);
  await page.keyboard.press("Enter");
  await expect(greeting).toBeHidden();

  // Home → the first product of the collection.
  await tabTo(page, page.getByRole("navigation").getByRole("link", { name: "Collection" }).first(), 20);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/collection/);
  await expect(page.getByRole("heading", { name: /all collections/i })).toBeVisible();
  const firstCard = page.getByRole("main").getByRole("link").filter({ hasText: /₹/ }).first();
  await tabTo(page, firstCard, 200);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/product\//);
  const productPath = new URL(page.url()).pathname;
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });

  // Colour, size and ADD TO CART, each reached with Tab and chosen with Enter.
  await tabTo(
    page,
    page
      .getByRole("group", { name: /^Colour/ })
      .locator("button[aria-pressed]")
      .first(),
  );
  await page.keyboard.press("Enter");
  await tabTo(page, page.getByTestId("size-option").and(page.locator(":enabled")).first());
  await page.keyboard.press("Enter");
  const add = page.getByRole("button", { name: MESSAGES.addToCartButton, exact: true }).first();
  await tabTo(page, add);
  await page.keyboard.press("Enter");

  // A guest is asked to log in, signs in from the keyboard and comes back with the item added.
  await expect(page.getByTestId("sign-in-reason")).toHaveText(LOGIN_REASONS.cart);
  const form = page.locator("main");
  await tabTo(page, form.getByLabel("Email"));
  await page.keyboard.type(email);
  await tabTo(page, form.getByLabel("Password"), 3);
  await page.keyboard.type(password);
  await tabTo(page, page.getByRole("button", { name: "Sign In" }), 5);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${productPath}$`));
  await expect(page.getByRole("link", { name: /^Cart, 1 item/ })).toBeVisible();

  // The cart, then checkout.
  await tabTo(page, page.getByRole("link", { name: /^Cart, 1 item/ }), 150);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/cart$/);
  await tabTo(page, page.getByRole("link", { name: MESSAGES.proceedToCheckout }), 80);
  await page.keyboard.press("Enter");

  // Checkout: every field typed after a Tab, cash on delivery, PLACE ORDER with Enter.
  await expect(page).toHaveURL(/\/place-order$/);
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  for (const [label, value] of [
    ["Street", "12 FC Road, Shivajinagar"],
    ["PIN code", "411004"],
    ["Phone", "9876543210"],
  ] as const) {
    await tabTo(page, page.getByLabel(label, { exact: true }));
    await page.keyboard.type(value);
  }
  await expect(page.getByLabel("City", { exact: true })).toHaveValue("Pune");
  const cod = page.getByRole("radio", { name: /Cash on delivery/ });
  await expect(cod).toBeChecked();
  await tabTo(page, page.getByRole("button", { name: MESSAGES.placeOrder }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByText("12 FC Road, Shivajinagar").first()).toBeVisible();
});

/** A fresh shopper's token, with a line in the account's cart when `item` is given. */
async function newShopper(request: APIRequestContext, item?: { itemId: string; size: string; color: string }) {
  const email = `keys-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const res = await request.post("/api/user/register", { data: { name: "Asha Keys", email, password: "correct horse battery" } });
  expect(res.ok(), await res.text()).toBe(true);
  const { token } = await res.json();
  if (item) expect((await request.post("/api/cart/add", { data: item, headers: { token } })).ok()).toBe(true);
  return token as string;
}

const hydrated = (page: Page) => page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
const focusIn = (page: Page, selector: string) => page.evaluate((s) => !!document.activeElement?.closest(s), selector);

test("ADD TO CART takes the focus into the cart panel, whose Checkout is a few Tabs away, and Escape gives it back", async ({ page, request }) => {
  const token = await newShopper(request);
  await page.goto("/product/magma_black_tiger_hoodie");
  await page.evaluate((t) => localStorage.setItem("token", t), token);
  await page.reload();
  await hydrated(page);
  await tabTo(page, page.getByRole("button", { name: "Bone White", exact: true }));
  await page.keyboard.press("Enter");
  await tabTo(page, page.getByRole("button", { name: "L", exact: true }));
  await page.keyboard.press("Enter");
  const add = page.getByRole("button", { name: MESSAGES.addToCartButton, exact: true }).first();
  await tabTo(page, add);
  await page.keyboard.press("Enter");
  const panel = page.getByRole("complementary", { name: "Cart" });
  await expect(panel.getByTestId("cart-drawer-line")).toContainText("Bone White · Size L · Qty 1");
  await expect(panel).toBeFocused();
  await expect(page.getByRole("link", { name: /^Cart, 1 item/ })).toBeVisible();
  await tabTo(page, panel.getByRole("link", { name: "Checkout" }), 3);
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(add).toBeFocused();
  // Again from the button: the panel takes the focus again, and its Checkout leads to the checkout.
  await page.keyboard.press("Enter");
  await expect(panel.getByTestId("cart-drawer-line")).toContainText("Qty 2");
  await expect(panel).toBeFocused();
  await tabTo(page, panel.getByRole("link", { name: "Checkout" }), 3);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/place-order$/);
});

test("quick add from a card hands the focus to the cart panel, not to the button the panel covers, and gets it back on close", async ({ page }) => {
  await page.goto("/collection?q=Magma%20Black%20Tiger%20Hoodie");
  await hydrated(page);
  const quickAdd = page.getByRole("button", { name: "Quick add Magma Black Tiger Hoodie", exact: true });
  await tabTo(page, quickAdd, 200);
  await page.keyboard.press("Enter");
  const chooser = page.getByRole("dialog", { name: "Quick add Magma Black Tiger Hoodie" });
  for (const name of ["M", "Bone White"]) {
    await tabTo(page, chooser.getByRole("button", { name, exact: true }), 20);
    await page.keyboard.press("Enter");
  }
  await tabTo(page, chooser.getByRole("button", { name: MESSAGES.addToCartButton }), 20);
  await page.keyboard.press("Enter");
  const panel = page.getByRole("complementary", { name: "Cart" });
  await expect(panel.getByTestId("cart-drawer-line")).toContainText("Bone White · Size M · Qty 1");
  await expect(panel).toBeFocused();
  await tabTo(page, panel.getByRole("button", { name: "Close cart panel" }), 3);
  await page.keyboard.press("Enter");
  await expect(panel).toBeHidden();
  await expect(quickAdd).toBeFocused();
});

test("after a client-side navigation the focus is on the new page's heading; the first page and a filter that keeps the page keep theirs", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto("/about");
  await hydrated(page);
  // The first page is the browser's: nothing is focused for the shopper.
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

  // Another page, from the header: its heading has the focus, and the next Tab goes on inside the page.
  await tabTo(page, page.getByRole("navigation").getByRole("link", { name: "Men", exact: true }).first(), 30);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/men$/);
  const heading = page.getByRole("main").getByRole("heading", { level: 1 });
  await expect(heading).toBeFocused();
  await page.keyboard.press("Tab");
  expect(await focusIn(page, "main")).toBe(true);

  // Sorting keeps the page: the focus stays on the list the shopper used.
  const sort = page.getByRole("combobox", { name: "Sort by" });
  await tabTo(page, sort, 120);
  await sort.selectOption({ index: 1 });
  await expect(page).toHaveURL(/sort=/);
  await expect(sort).toBeFocused();

  // A product from the list: its name is the heading that has the focus.
  const card = page.getByRole("main").getByRole("link").filter({ hasText: /₹/ }).first();
  await tabTo(page, card, 120);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/product\//);
  await expect(heading).toBeFocused();
  await expect(heading).toHaveText(/\w/);
});

test("at checkout the fields are reached in the order they are seen: State right after City, before PIN code and Phone", async ({
  page,
  request,
}) => {
  const token = await newShopper(request, { itemId: await productId(request, "Magma Black Oversized Tee"), size: "M", color: "#151515" });
  await page.goto("/login");
  await page.evaluate((t) => localStorage.setItem("token", t), token);
  await page.goto("/place-order");
  await hydrated(page);
  const city = page.getByLabel("City", { exact: true });
  await tabTo(page, city, 40);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("State (optional)", { exact: true })).toBeFocused();
  // Every field of the form, in the order Tab reaches them, stands in reading order on screen:
  // each on a lower row than the one before, or on the same row further right.
  const boxes = await page
    .getByRole("region", { name: "Delivery information" })
    .locator("input, select")
    .evaluateAll((fields) =>
      fields.map((f) => {
        const r = f.getBoundingClientRect();
        return { name: f.getAttribute("name") ?? f.id, top: Math.round(r.top), left: Math.round(r.left) };
      }),
    );
  for (let i = 1; i < boxes.length; i++) {
    const [before, after] = [boxes[i - 1]!, boxes[i]!];
    const readOn = after.top > before.top + 4 || (Math.abs(after.top - before.top) <= 4 && after.left > before.left);
    expect(readOn, `${after.name} after ${before.name}: ${JSON.stringify(before)} then ${JSON.stringify(after)}`).toBe(true);
  }
});

async function productId(request: APIRequestContext, name: string): Promise<string> {
  const { products } = await (await request.get("/api/product/list")).json();
  return products.find((p: { name: string }) => p.name === name)._id;
}
