import { expect, type Page, test } from "@playwright/test";
import { LOGIN_REASONS, MESSAGES } from "../../src/domain/messages";
import { open, toast } from "./accounts-fixtures";

const PASSWORD = "monsoon chai 2026";
const HOODIE = "/product/magma_black_tiger_hoodie";

async function account(page: Page): Promise<string> {
  const email = `flow-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.in`;
  const res = await page.request.post("/api/user/register", { data: { name: "Meera Flow", email, password: PASSWORD } });
  expect(res.ok()).toBe(true);
  return email;
}

async function signIn(page: Page, email: string) {
  await page.locator("main").getByLabel("Email").fill(email);
  await page.locator("main").getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
}

const greeting = (page: Page) => page.getByRole("dialog", { name: "Happy Diwali" });

test("a guest's PROCEED TO CHECKOUT asks to log in to check out, and the login returns to checkout", async ({ page }) => {
  const email = await account(page);
  const { products } = await (await page.request.get("/api/product/list")).json();
  const p = products.find((x: { soldOut: unknown[] }) => x.soldOut.length === 0);
  await open(page, "/cart");
  await page.evaluate((cart) => localStorage.setItem("cartItems", JSON.stringify(cart)), { [p._id]: { [p.sizes[0]]: { [p.colors[0]]: 1 } } });
  await open(page, "/cart");
  await page.getByRole("link", { name: "PROCEED TO CHECKOUT" }).click();
  await expect(page).toHaveURL(/\/login\?reason=checkout&next=%2Fplace-order$/);
  await expect(page.getByTestId("sign-in-reason")).toHaveText(LOGIN_REASONS.checkout);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/place-order$/);
  await expect(page.getByRole("button", { name: MESSAGES.placeOrder })).toBeVisible();
  await expect(page.getByTestId("sign-in-reason")).toHaveCount(0);
});

test("a guest's ADD TO CART asks to log in; signing up instead returns to the product with the item added", async ({ page }) => {
  await open(page, HOODIE);
  await page.getByRole("button", { name: "Bone White", exact: true }).click();
  await page.getByRole("button", { name: "L", exact: true }).click();
  await page.getByRole("button", { name: MESSAGES.addToCartButton }).click();
  await expect(page).toHaveURL(/\/login\?reason=cart&next=%2Fproduct%2Fmagma_black_tiger_hoodie$/);
  await expect(page.getByTestId("sign-in-reason")).toHaveText(LOGIN_REASONS.cart);
  // The way to sign up keeps the reason and the way back.
  await page.getByRole("link", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/signup\?reason=cart&next=%2Fproduct%2Fmagma_black_tiger_hoodie$/);
  await expect(page.getByTestId("sign-in-reason")).toHaveText(LOGIN_REASONS.cart);
  await page.locator("main").getByLabel("Name").fill("Kabir New");
  await page.locator("main").getByLabel("Email").fill(`flow-new-${Date.now()}@example.in`);
  await page.locator("main").getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(new RegExp(`${HOODIE}$`));
  await expect(toast(page, MESSAGES.addedAfterLogin)).toBeVisible();
  await expect(page.getByRole("link", { name: /^Cart, 1 item/ })).toBeVisible();
  const cart = await (
    await page.request.post("/api/cart/get", { data: {}, headers: { token: (await page.evaluate(() => localStorage.getItem("token")))! } })
  ).json();
  expect(Object.values(cart.cartData).map((sizes) => sizes)).toEqual([{ L: { "#F6F6F6": 1 } }]);
});

test("/orders without a login asks to log in to see the orders, and comes back to them", async ({ page }) => {
  const email = await account(page);
  await open(page, "/orders");
  await expect(page).toHaveURL(/\/login\?reason=orders&next=%2Forders$/);
  await expect(page.getByTestId("sign-in-reason")).toHaveText(LOGIN_REASONS.orders);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole("heading", { name: "My Orders" })).toBeVisible();
});

test("the profile's Login button asks to log in to see the profile and comes back to it", async ({ page }) => {
  const email = await account(page);
  await open(page, "/profile");
  await expect(page.getByText(MESSAGES.noUserData)).toBeVisible();
  await page.locator("main").getByRole("link", { name: "Login" }).click();
  await expect(page.getByTestId("sign-in-reason")).toHaveText(LOGIN_REASONS.profile);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { name: "Hello, Meera Flow" })).toBeVisible();
});

test("opening /login yourself ends on home, without the greeting right after the login", async ({ page }) => {
  const email = await account(page);
  await open(page, "/login");
  await expect(page.getByTestId("sign-in-reason")).toHaveCount(0);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Hoodies" })).toBeVisible();
  await expect(greeting(page)).toHaveCount(0);
});

for (const target of ["https://evil.example/steal", "//evil.example/steal", "/\\evil.example", "javascript:alert(1)"]) {
  test(`a return target of ${target} is not followed: the login ends on home`, async ({ page }) => {
    const email = await account(page);
    await open(page, `/login?next=${encodeURIComponent(target)}`);
    await signIn(page, email);
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });
}

test("the greeting shows once per browser session: not again on the next visit home, again in a new session", async ({ page, browser }) => {
  await open(page, "/");
  await expect(greeting(page)).toBeVisible();
  await greeting(page).getByRole("button", { name: MESSAGES.festiveClose }).click();
  await expect(greeting(page)).toBeHidden();
  await page.goto("/about");
  await page.getByRole("link", { name: "Dhaaga home" }).click();
  await expect(page.getByRole("heading", { name: "Hoodies" })).toBeVisible();
  await expect(greeting(page)).toHaveCount(0);
  // A full load of the same session: the server's greeting is closed before it is ever painted.
  await page.reload();
  expect(await page.evaluate(() => document.querySelector('dialog[aria-labelledby="festive-title"]')?.hasAttribute("open") ?? false)).toBe(false);
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  await expect(greeting(page)).toHaveCount(0);

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto(page.url());
  await expect(greeting(other)).toBeVisible();
  await fresh.close();
});
