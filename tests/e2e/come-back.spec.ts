import { expect, type Page, test as base } from "@playwright/test";
import { MESSAGES, STOCK_ALERT_MESSAGES } from "../../src/domain/messages";
import { wishlistHeartLabel } from "../../src/domain/wishlist";
import { colorName } from "../../src/domain/palette";
import { startSmtpTwin, type SmtpTwin } from "../support/smtp-twin";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { authenticatorCode, type ConsoleStore, startConsoleStore } from "./support/console-store";
import { CONSOLE_PORT } from "./support/ports";
import { consoleErrors } from "./support/storefront";

const OWNER = { name: "Asha Rao", email: "asha@dhaaga.test", password: "Indigo-Block-Print-42" };
const SHOPPER_PASSWORD = "monsoon chai 2026";
const SAVED = { name: "Magma Black Tiger Hoodie", path: "/product/magma_black_tiger_hoodie" };
/** Sold out in every size in the demo catalog. */
const SOLD_OUT = "amber_crust_wave_oversized_tee";

type Shop = ConsoleStore & { smtp: SmtpTwin };
// A store of its own with a mail server (the SMTP twin) and a console, on the console journeys' port.
// biome-ignore lint/complexity/noBannedTypes: Playwright spells "no test-scoped fixtures" as {}
const test = base.extend<{}, { shop: Shop }>({
  shop: [
    async ({}, use) => {
      const smtp = await startSmtpTwin();
      const store = await startConsoleStore(CONSOLE_PORT, { SMTP_URL: smtp.url });
      await use(Object.assign(store, { smtp }));
      await store.stop();
      await smtp.close();
    },
    { scope: "worker", timeout: 120_000 },
  ],
});

async function open(page: Page, url: string) {
  await page.goto(url);
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
}

const mailTo = (shop: Shop, email: string, subject: string) => shop.smtp.mails.find((m) => m.to.includes(email) && m.subject.startsWith(subject));
const linkIn = (text: string, path: string) => text.match(new RegExp(`https?://\\S+${path}\\S*`))![0];

/** The owner, made from the setup link and signed in with an authenticator, on a page of its own. */
async function merchantPage(page: Page, shop: Shop) {
  await page.goto(shop.setupLink());
  await page.getByLabel("Your name").fill(OWNER.name);
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password").fill(OWNER.password);
  await page.getByRole("button", { name: "Create the owner's account" }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password").fill(OWNER.password);
  await page.getByRole("button", { name: "Continue" }).click();
  const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
  await page.getByLabel("6-digit code").fill(authenticatorCode(secret));
  await page.getByRole("button", { name: /Sign in|Confirm|Continue/ }).click();
  await page.getByRole("button", { name: "I have saved these codes" }).click();
  await expect(page.getByRole("heading", { name: `Welcome, ${OWNER.name}` })).toBeVisible();
}

test("a guest's saved product joins the account at login; a sold-out size's Notify me brings the mail when the merchant restocks, and the shopper buys from it", async ({
  page,
  browser,
  shop,
}) => {
  test.setTimeout(150_000);
  const errors = consoleErrors(page);
  // A shopper with an account whose address is proven (the sign-up mail's link).
  const email = `back-${Date.now().toString(36)}@example.in`;
  const registered = await page.request.post(`${shop.url}/api/user/register`, { data: { name: "Meera Back", email, password: SHOPPER_PASSWORD } });
  expect(registered.ok()).toBe(true);
  await expect.poll(() => Boolean(mailTo(shop, email, "Confirm your email address"))).toBe(true);
  await open(page, linkIn(mailTo(shop, email, "Confirm your email address")!.text, "/verify-email"));
  await expect(page.getByText("Your email address is verified.")).toBeVisible();
  await page.evaluate(() => localStorage.clear());

  // As a guest: the heart on the product page saves it in this browser; the header counts it.
  await open(page, `${shop.url}${SAVED.path}`);
  const heart = page.getByRole("button", { name: wishlistHeartLabel(SAVED.name) });
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("link", { name: "Wishlist, 1 items" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "product with heart: ");

  // Logging in moves it into the account.
  await open(page, `${shop.url}/login`);
  await page.locator("main").getByLabel("Email").fill(email);
  await page.locator("main").getByLabel("Password").fill(SHOPPER_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(`${shop.url}/`);
  await page.getByRole("link", { name: "Wishlist, 1 items" }).click();
  await expect(page).toHaveURL(`${shop.url}/wishlist`);
  await expect(page.getByRole("link", { name: new RegExp(`^${SAVED.name}`) })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem("token"));
  const account = await (await page.request.get(`${shop.url}/api/wishlist`, { headers: { token: token! } })).json();
  expect(account.items.map((i: { name: string }) => i.name)).toEqual([SAVED.name]);
  expect(await page.evaluate(() => localStorage.getItem("wishlist"))).toBeNull();
  await expectNoSeriousA11yViolations(page, "wishlist: ");

  // A sold-out size: Notify me, one tap for a logged-in shopper.
  const { product } = await (await page.request.get(`${shop.url}/api/product/by-slug/${SOLD_OUT}`)).json();
  const [color] = product.colors as string[];
  const size = product.sizes[0] as string;
  await open(page, `${shop.url}/product/${SOLD_OUT}`);
  if (product.colors.length > 1) await page.getByRole("button", { name: colorName(color!), exact: true }).click();
  await page.getByRole("button", { name: `${STOCK_ALERT_MESSAGES.notifyMe}: size ${size}` }).click();
  await expect(page.getByTestId("notify-me").getByRole("status")).toHaveText(STOCK_ALERT_MESSAGES.signedUp);
  await expectNoSeriousA11yViolations(page, "notify me: ");

  // The merchant sees who waits on the restock list and adds stock.
  const merchantContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const merchant = await merchantContext.newPage();
  await merchantPage(merchant, shop);
  await merchant.goto(`${shop.url}/admin/demand`);
  const row = merchant.getByTestId("demand-row").filter({ hasText: product.name });
  await expect(row).toContainText("1 waiting");
  await expect(row).toContainText(`Size ${size} · ${colorName(color!)}`);
  expect(await merchant.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(merchant, "restock list: ");
  await row.getByRole("link", { name: `Restock ${product.name}` }).click();
  await merchant.getByLabel(`Stock of ${size}, ${colorName(color!)}`).fill("2");
  await merchant.getByRole("button", { name: "Save stock" }).click();
  await expect(merchant.getByText("Stock saved.")).toBeVisible();
  await merchantContext.close();

  // The mail, with its one-click unsubscribe, opens the product with the size chosen; the shopper buys it.
  await expect.poll(() => Boolean(mailTo(shop, email, "Back in stock")), { timeout: 15_000 }).toBe(true);
  const mail = mailTo(shop, email, "Back in stock")!;
  expect(mail.raw).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
  await open(page, linkIn(mail.text, `/product/${SOLD_OUT}`));
  await expect(page.getByRole("button", { name: size, exact: true })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: MESSAGES.addToCartButton }).click();
  await expect(page.getByRole("link", { name: /^Cart, 1 item/ })).toBeVisible();
  await open(page, `${shop.url}/place-order`);
  await page.getByLabel("First name", { exact: true }).fill("Meera");
  await page.getByLabel("Last name", { exact: true }).fill("Back");
  await page.getByLabel("Street", { exact: true }).fill("12 FC Road, Shivajinagar");
  await page.getByLabel("City", { exact: true }).fill("Pune");
  await page.getByLabel("State (optional)", { exact: true }).selectOption("Maharashtra");
  await page.getByLabel("PIN code", { exact: true }).fill("411004");
  await page.getByLabel("Phone", { exact: true }).fill("9876543210");
  await page.getByRole("button", { name: MESSAGES.placeOrder }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole("heading", { name: product.name })).toBeVisible();
  expect(errors).toEqual([]);
});

test("a cart line moves to the wishlist and back with its size and colour", async ({ page, shop }) => {
  const errors = consoleErrors(page);
  const { products } = await (await page.request.get(`${shop.url}/api/product/list`)).json();
  const p = products.find((x: { soldOut: unknown[]; name: string }) => x.soldOut.length === 0 && x.name !== SAVED.name);
  const [size, color] = [p.sizes[0] as string, p.colors[0] as string];
  await open(page, `${shop.url}/cart`);
  await page.evaluate(
    (cart) => {
      localStorage.clear();
      localStorage.setItem("cartItems", JSON.stringify(cart));
    },
    { [p._id]: { [size]: { [color]: 1 } } },
  );
  await open(page, `${shop.url}/cart`);
  const label = `${p.name}, size ${size}, ${colorName(color)}`;
  await page.getByRole("button", { name: `Move ${label} to wishlist` }).click();
  await expect(page.getByTestId("cart-line")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Wishlist, 1 items" })).toBeVisible();
  const saved = page.getByTestId("saved-line");
  await expect(saved).toContainText(p.name);
  await expectNoSeriousA11yViolations(page, "cart with saved line: ");
  await saved.getByRole("button", { name: `Move ${label} to cart` }).click();
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await expect(page.getByTestId("cart-line")).toContainText(p.name);
  await expect(page.getByRole("link", { name: "Wishlist, 0 items" })).toBeVisible();
  await expect(saved).toHaveCount(0);
  const cart = await page.evaluate(() => JSON.parse(localStorage.getItem("cartItems") ?? "{}"));
  expect(Object.keys(cart)).toEqual([p._id]);
  expect(Object.keys(cart[p._id])).toEqual([size]);
  expect(errors).toEqual([]);
});
