import { type Locator, type Page, expect, test } from "@playwright/test";
import { LOGIN_REASONS, MESSAGES } from "../../src/domain/messages";

/**
 * Presses Tab until `target` has the focus, checking at every stop that the focus can be seen:
 * the focused element is on screen and draws an outline or a box-shadow ring. Fails after `max`.
 */
async function tabTo(page: Page, target: Locator, max = 120) {
  await expect(target).toBeVisible();
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

test("ADD TO CART keeps the focus while it works and opens the cart panel for a signed-in shopper", async ({ page, request }) => {
  const email = `keys-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const { token } = await (
    await request.post("/api/user/register", { data: { name: "Asha Keys", email, password: "correct horse battery" } })
  ).json();
  await page.goto("/product/magma_black_tiger_hoodie");
  await page.evaluate((t) => localStorage.setItem("token", t), token);
  await page.reload();
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  await tabTo(page, page.getByRole("button", { name: "Bone White", exact: true }));
  await page.keyboard.press("Enter");
  await tabTo(page, page.getByRole("button", { name: "L", exact: true }));
  await page.keyboard.press("Enter");
  const add = page.getByRole("button", { name: MESSAGES.addToCartButton, exact: true }).first();
  await tabTo(page, add);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("link", { name: "Checkout" })).toBeVisible();
  await expect(add).toBeFocused();
  await expect(page.getByRole("link", { name: /^Cart, 1 item/ })).toBeVisible();
});
