import fs from "node:fs/promises";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { type Browser, type BrowserContext, type BrowserContextOptions, expect, type Page, test as base } from "@playwright/test";
import sharp from "sharp";
import { CONSOLE_MESSAGES } from "../../src/domain/console-messages";
import { dropsAtLabel, goLiveLocal } from "../../src/domain/drop-time";
import { MESSAGES } from "../../src/domain/messages";
import { formatINR, rupeesToPaise } from "../../src/domain/money";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { assetRequests, authenticatorCode, type ConsoleStore, consoleOnlyAssets, startConsoleStore } from "./support/console-store";
import { CONSOLE_PORT } from "./support/ports";
import { closeFestive, consoleErrors } from "./support/storefront";

const PORT = CONSOLE_PORT;
const OWNER = { name: "Asha Rao", email: "asha@dhaaga.test", password: "Indigo-Block-Print-42" };
const PRODUCT = { name: "Console Chikankari Hoodie", slug: "console_chikankari_hoodie" };

/** A photo as a phone would send it. */
const photo = (background: string, format: "jpeg" | "png") =>
  sharp({ create: { width: 1080, height: 1350, channels: 3, background } })
    [format]()
    .toBuffer();

/** One store for the console's journeys, which run in order: the first makes the owner. */
type Shop = ConsoleStore & { secret: string; lastStep: number; ownerState?: Awaited<ReturnType<BrowserContext["storageState"]>> };
// biome-ignore lint/complexity/noBannedTypes: Playwright spells "no test-scoped fixtures" as {}
const test = base.extend<{}, { shop: Shop }>({
  shop: [
    async ({}, use) => {
      const store = await startConsoleStore(PORT);
      await use(Object.assign(store, { secret: "", lastStep: 0 }));
      await store.stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
});
test.describe.configure({ mode: "serial" });

/** The authenticator's code for a step not used yet (the store takes each code once), waiting for one if need be. */
async function freshCode(shop: Shop): Promise<string> {
  for (;;) {
    const now = Math.floor(Date.now() / 30_000);
    for (const ahead of [0, 1]) {
      if (now + ahead > shop.lastStep) {
        shop.lastStep = now + ahead;
        return authenticatorCode(shop.secret, ahead);
      }
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** Password, then the authenticator's code. */
async function signIn(page: Page, shop: Shop) {
  await page.goto(`${shop.url}/admin/login`);
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password").fill(OWNER.password);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel(/6-digit code/).fill(await freshCode(shop));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: `Welcome, ${OWNER.name}` })).toBeVisible();
}

/** A page signed in as the owner: one sign-in per run, its cookie reused by later journeys. */
async function ownerPage(browser: Browser, shop: Shop, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ ...options, storageState: shop.ownerState });
  const page = await context.newPage();
  if (!shop.ownerState) {
    await signIn(page, shop);
    shop.ownerState = await context.storageState();
  }
  return page;
}

test("the setup link from the log makes the owner, who enrols an authenticator and signs in with the keyboard", async ({ page, shop }) => {
  const errors = consoleErrors(page);
  const link = shop.setupLink();
  expect(link).toMatch(new RegExp(`^${shop.url}/admin/setup\\?token=[\\w-]{40,}$`));

  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Create the shop owner's account" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "setup: ");
  await page.getByLabel("Your name").fill(OWNER.name);
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password").fill("too-short");
  await page.getByRole("button", { name: "Create the owner's account" }).click();
  await expect(page.getByText(CONSOLE_MESSAGES.passwordTooShort)).toBeVisible();
  await expect(page.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Password").fill(OWNER.password);
  await page.getByRole("button", { name: "Create the owner's account" }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  await expect(page.getByText("Your account is ready. Please sign in.")).toBeVisible();

  // The link is spent.
  await page.goto(link);
  await expect(page.getByText(CONSOLE_MESSAGES.setupLinkInvalid)).toBeVisible();

  // Keyboard only: the first field, Tab to the next, Enter to send.
  await page.goto(`${shop.url}/admin/login`);
  await expectNoSeriousA11yViolations(page, "login: ");
  await page.getByLabel("Email").focus();
  await page.keyboard.type(OWNER.email);
  await page.keyboard.press("Tab");
  await page.keyboard.type(OWNER.password);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Set up your authenticator app" })).toBeVisible();
  await expect(page.getByRole("img", { name: "QR code of the authenticator key" }).locator("svg")).toBeVisible();
  shop.secret = (await page.getByTestId("totp-secret").textContent())!.trim();
  await expectNoSeriousA11yViolations(page, "enrol: ");
  await page.getByLabel("6-digit code").focus();
  await page.keyboard.type("000000");
  await page.keyboard.press("Enter");
  await expect(page.getByText(CONSOLE_MESSAGES.invalidCode)).toBeVisible();
  await page.getByLabel("6-digit code").fill(await freshCode(shop));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Your recovery codes" })).toBeVisible();
  await expect(page.getByTestId("recovery-codes").locator("li")).toHaveCount(8);
  await page.getByRole("button", { name: "I have saved these codes" }).click();
  await expect(page.getByRole("heading", { name: `Welcome, ${OWNER.name}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "dashboard: ");

  // The console cookie is the browser's alone: scripts cannot read it.
  const cookie = (await page.context().cookies()).find((c) => c.name === "dhaaga_console")!;
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict" });
  expect(await page.evaluate(() => document.cookie)).not.toContain("dhaaga_console");

  await page.getByRole("link", { name: "Audit log" }).first().click();
  await expect(page.getByRole("cell", { name: "owner.create" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "totp.enrol" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "audit: ");

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.goto(`${shop.url}/admin/audit`);
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Faudit/);
  // The refusals above (a short password, a wrong code, a signed-out page) are answers, not errors.
  expect(errors.filter((e) => !/status of (400|401)/.test(e))).toEqual([]);
});

test("the Grievance Officer finds a complaint with its deadlines on a phone, acknowledges it, and resolves it with words the complainant is mailed", async ({
  browser,
  shop,
}) => {
  const filed = await (
    await fetch(`${shop.url}/api/grievance`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Ravi Iyer", email: "ravi.grievance@example.in", orderId: "", message: "My parcel came with the wrong size." }),
    })
  ).json();
  const ticket: string = filed.ticket;
  const page = await ownerPage(browser, shop, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await page.goto(`${shop.url}/admin`);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Grievances" }).click();
  await expect(page.getByRole("heading", { name: "Grievances" })).toBeVisible();
  const card = page.getByRole("listitem").filter({ hasText: ticket });
  await expect(card).toContainText("My parcel came with the wrong size.");
  await expect(card).toContainText("to acknowledge");
  await expect(card.getByText("Acknowledge by")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page, "grievances at 390 px: ");
  await card.getByRole("button", { name: `Acknowledge ${ticket}` }).click();
  await expect(page.getByText("Acknowledged. The complainant is mailed the date it will be resolved by.")).toBeVisible();
  await expect(card).toContainText("to resolve");
  const resolve = card.getByRole("form", { name: `Resolve ${ticket}` });
  await resolve.getByRole("button", { name: `Resolve ${ticket}` }).click();
  await expect(resolve.getByRole("alert")).toHaveText("Say how the complaint was resolved.");
  await resolve.getByLabel(/How it was resolved/).fill("The right size went out today, with a return label for the other.");
  await resolve.getByRole("button", { name: `Resolve ${ticket}` }).click();
  await expect(card).toContainText("resolved");
  await expect(card).toContainText("The right size went out today");
  await page.context().close();
});

// One journey per page: each loads it on a phone and runs axe on it.
for (const path of [
  "/admin",
  "/admin/products",
  "/admin/orders",
  "/admin/audit",
  "/admin/staff",
  "/admin/settings",
  "/admin/account",
  "/admin/coupons",
  "/admin/coupons/FLAT10",
  "/admin/inbox",
  "/admin/shoppers",
]) {
  test(`the console's ${path} fits a 390 px phone`, async ({ browser, shop }) => {
    const page = await ownerPage(browser, shop, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto(`${shop.url}${path}`);
    await expect(page.getByRole("navigation", { name: "Console" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page, `${path} at 390 px: `);
    await page.context().close();
  });
}

test("an invitation the store could not mail gives the owner its link, waits in a list, and can be withdrawn", async ({ browser, shop }) => {
  const page = await ownerPage(browser, shop);
  const email = `kiran-${Date.now()}@dhaaga.test`;
  await page.goto(`${shop.url}/admin/staff`);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send invitation" }).click();
  // This store has no SMTP.
  await expect(
    page.getByText(`No mail server is set up (SMTP_URL), so ${email} was not mailed. Give ${email} this link yourself; it works for 24 hours.`),
  ).toBeVisible();
  const link = await page.getByLabel("Invitation link").inputValue();
  expect(link).toMatch(new RegExp(`^${shop.url}/admin/invite\\?token=[\\w-]+$`));
  const waiting = page.getByRole("table", { name: "Invitations waiting" });
  await expect(waiting.getByRole("row", { name: new RegExp(email) })).toBeVisible();
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`staff-invitation-${width}.png`), fullPage: true });
  }

  const invited = await browser.newPage();
  await invited.goto(link);
  await expect(invited.getByText(`Signing in as ${email}.`)).toBeVisible();

  await waiting.getByRole("button", { name: `Withdraw the invitation to ${email}` }).click();
  await expect(page.getByText(`The invitation to ${email} is withdrawn.`)).toBeVisible();
  await expect(waiting.getByRole("row", { name: new RegExp(email) })).toHaveCount(0);
  await invited.reload();
  await expect(invited.getByText(CONSOLE_MESSAGES.inviteInvalid)).toBeVisible();
  await invited.close();
  await page.context().close();
});

test("a console address with nothing behind it says so in the console, once, without loading itself again", async ({ browser, shop }) => {
  const page = await ownerPage(browser, shop);
  let loads = 0;
  page.on("load", () => loads++);
  for (const [path, heading] of [
    ["/admin/products/00000000-0000-4000-8000-000000000000", "Not found"],
    ["/admin/no-such-page", "Not found"],
  ] as const) {
    loads = 0;
    await page.goto(`${shop.url}${path}`);
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to the dashboard" })).toBeVisible();
    await page.waitForTimeout(1500);
    expect(loads).toBe(1);
  }
  await page.context().close();
});

test("storefront pages load none of the console's scripts or styles", async ({ page, shop }) => {
  const consoleFiles = consoleOnlyAssets();
  expect(consoleFiles.some((f) => f.endsWith(".css"))).toBe(true);
  const requested = assetRequests(page);
  await page.goto(`${shop.url}/`);
  await closeFestive(page);
  await page.goto(`${shop.url}/collection`);
  await page.getByTestId("product-card").first().click();
  await expect(page).toHaveURL(/\/product\//);
  expect(requested.length).toBeGreaterThan(5);
  expect(requested.filter((r) => consoleFiles.includes(r))).toEqual([]);
});

test("a product with uploaded photos and stock is on /collection and its page", async ({ browser, shop }) => {
  // A long journey: a product made, its photos drawn in three sizes, its stock set, then the shop's pages.
  test.slow();
  const page = await ownerPage(browser, shop);
  const errors = consoleErrors(page);
  await page.goto(`${shop.url}/admin`);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Products" }).click();
  await expect(page.getByRole("heading", { name: "Products", exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "products: ");
  await page.getByRole("link", { name: "New product" }).click();

  await page.getByLabel("Name", { exact: true }).fill(PRODUCT.name);
  await page.getByLabel("Category").selectOption("Hoodies");
  await page.getByLabel("Price (₹)", { exact: true }).fill("1499");
  await page.getByLabel("Original price (₹)").fill("999");
  await page.getByRole("button", { name: "Create product" }).click();
  // The store's refusals are read out beside their fields, one at a time.
  await expect(page.getByRole("group", { name: "Colours" }).getByText("Choose at least one colour.")).toBeVisible();
  await page
    .getByRole("group", { name: "Colours" })
    .getByLabel(/Magma Black/)
    .check();
  await page
    .getByRole("group", { name: "Colours" })
    .getByLabel(/Moss Green/)
    .check();
  await page.getByRole("button", { name: "Create product" }).click();
  await expect(page.getByText("Original price must be at least the price.")).toBeVisible();
  await expect(page.getByLabel("Original price (₹)")).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Original price (₹)").fill("1999");
  await page.getByLabel("Description", { exact: true }).fill("Lucknowi chikankari on brushed fleece.");
  await page.getByRole("button", { name: "Create product" }).click();
  await expect(page.getByRole("heading", { name: PRODUCT.name })).toBeVisible();
  await expect(page.getByText("draft", { exact: true })).toBeVisible();

  await page.getByLabel("Choose photos").setInputFiles([
    { name: "front.jpg", mimeType: "image/jpeg", buffer: await photo("#151515", "jpeg") },
    { name: "back.png", mimeType: "image/png", buffer: await photo("#c5ddac", "png") },
    { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a photo") },
  ]);
  await expect(page.getByText("front.jpg: added")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("back.png: added")).toBeVisible();
  await expect(page.getByText(`notes.txt: ${CONSOLE_MESSAGES.imageNotImage}`)).toBeVisible();
  await page.getByLabel("Alt text of photo 1").fill("Black chikankari hoodie, front");
  await page.getByRole("button", { name: "Move photo 2 up" }).click();
  await page.getByRole("button", { name: "Save photos" }).click();
  await expect(page.getByText("Images saved.")).toBeVisible();

  await page.getByLabel("Set every size and colour to").fill("12");
  await page.getByRole("button", { name: "Fill the grid" }).click();
  await page.getByLabel("Stock of S, Magma Black").fill("3");
  await page.getByRole("button", { name: "Save stock" }).click();
  await expect(page.getByText("Stock saved.")).toBeVisible();
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Product published.")).toBeVisible();
  await expectNoSeriousA11yViolations(page, "product edit: ");

  await page.goto(`${shop.url}/admin/products?q=chikankari`);
  const row = page.getByRole("row", { name: new RegExp(PRODUCT.name) });
  await expect(row).toContainText("published");
  await expect(row).toContainText("Low stock");

  // The storefront shows it at once: collection (with its photo) and its own page.
  await page.goto(`${shop.url}/collection?q=chikankari`);
  const card = page.getByTestId("product-card").filter({ hasText: PRODUCT.name });
  await expect(card).toBeVisible();
  await expect(card.locator("img").first()).toHaveAttribute("src", /\/media\/[0-9a-f]{32}-\d+\.jpg$/);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/product/${PRODUCT.slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: PRODUCT.name })).toBeVisible();
  await expect(page.getByText("₹1,499").first()).toBeVisible();
  const shown = await page
    .locator("main img")
    .first()
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
  expect(shown).toBe(true);
  // The photo the merchant described keeps that description in the gallery; the other one is named after the product.
  await expect(page.getByRole("button", { name: `Zoom into ${PRODUCT.name}` }).getByRole("img")).toHaveAttribute("alt", PRODUCT.name);
  await page.getByRole("button", { name: "Show image 2" }).click();
  await expect(page.getByRole("img", { name: "Black chikankari hoodie, front" })).toBeVisible();
  expect(errors.filter((e) => !/status of (400|401|422)/.test(e))).toEqual([]);
});

test("the merchant schedules a drop a minute ahead: the shopper sees when it drops and cannot add it, then can at the time", async ({
  browser,
  page,
  shop,
}) => {
  test.setTimeout(180_000);
  // The next whole minute at least 25 s away, India time, as the console's field takes it.
  const minute = Math.ceil((Date.now() + 25_000) / 60_000) * 60_000;
  const merchant = await ownerPage(browser, shop);
  const errors = consoleErrors(merchant);
  const product = (await (await page.request.get(`${shop.url}/api/product/by-slug/${PRODUCT.slug}`)).json()).product;
  await merchant.goto(`${shop.url}/admin/products/${product._id}`);
  await merchant.getByLabel("Goes live at (India time)").fill(goLiveLocal(new Date(minute)));
  await merchant.getByRole("button", { name: "Save drop time" }).click();
  await expect(merchant.getByText("Drop time saved.")).toBeVisible();
  await expect(merchant.getByText("Not on sale yet: the shop shows when it drops and refuses it in carts until then.")).toBeVisible();

  // A signed-in shopper on the product's page: when it drops, and no way to add it.
  const email = `drop-${Date.now()}@example.in`;
  const { token } = await (
    await page.request.post(`${shop.url}/api/user/register`, { data: { name: "Kabir Drop", email, password: "Eight-PM-Drop-2026" } })
  ).json();
  await page.goto(`${shop.url}/about`);
  await page.evaluate((t) => localStorage.setItem("token", t), token);
  const shopperErrors = consoleErrors(page);
  await page.goto(`${shop.url}/product/${PRODUCT.slug}`);
  await expect(page.getByTestId("product-drop")).toHaveText(dropsAtLabel(new Date(minute), new Date()));
  const add = page.getByRole("button", { name: MESSAGES.addToCartButton });
  await expect(add).toBeDisabled();
  await expect(add).toHaveAttribute("aria-describedby", "drop-note");
  const early = await page.request.post(`${shop.url}/api/cart/add`, {
    data: { itemId: product._id, size: "L", color: "#C5DDAC" },
    headers: { token },
  });
  expect(early.status()).toBe(409);
  // Off the collection until its time.
  await page.goto(`${shop.url}/collection?q=chikankari`);
  await expect(page.getByTestId("product-card").filter({ hasText: PRODUCT.name })).toHaveCount(0);

  // The minute comes: the store switches by itself, and the page served next is the product on sale.
  await page.waitForTimeout(Math.max(0, minute - Date.now()));
  await expect
    .poll(async () => (await (await page.request.get(`${shop.url}/api/product/by-slug/${PRODUCT.slug}`)).json()).product.drop, { timeout: 15_000 })
    .toBeUndefined();
  await page.goto(`${shop.url}/product/${PRODUCT.slug}`);
  await expect(page.getByTestId("product-drop")).toHaveCount(0);
  await page.getByRole("button", { name: "Moss Green", exact: true }).click();
  await page.getByRole("button", { name: "L", exact: true }).click();
  await expect(add).toBeEnabled();
  await add.click();
  await expect(page.getByRole("complementary", { name: "Cart" }).getByTestId("cart-drawer-line")).toContainText(PRODUCT.name);
  await merchant.reload();
  await expect(merchant.getByText("On sale now. A time ahead takes it off sale until then.")).toBeVisible();
  expect(errors).toEqual([]);
  expect(shopperErrors.filter((e) => !/status of 409/.test(e))).toEqual([]);
});

test("a shopper's order goes to Packing and Shipped with tracking; a paid order is canceled and refunded", async ({ browser, page, shop }) => {
  test.setTimeout(90_000);
  // The shopper orders the console's product by cash on delivery.
  const email = `meera-${Date.now()}@example.in`;
  const reg = await page.request.post(`${shop.url}/api/user/register`, { data: { name: "Meera Iyer", email, password: "Filter-Coffee-2026" } });
  const { token } = await reg.json();
  const product = (await (await page.request.get(`${shop.url}/api/product/by-slug/${PRODUCT.slug}`)).json()).product;
  await page.goto(`${shop.url}/`);
  await page.evaluate(
    ({ id, token }) => {
      localStorage.setItem("cartItems", JSON.stringify({ [id]: { M: { "#151515": 1 } } }));
      localStorage.setItem("token", token);
    },
    { id: product._id, token },
  );
  await page.goto(`${shop.url}/place-order`);
  // The form starts from the account: wait for it before typing.
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
  await page.getByLabel("First name", { exact: true }).fill("Meera");
  await page.getByLabel("Last name", { exact: true }).fill("Iyer");
  await page.getByLabel("Street", { exact: true }).fill("4 Besant Nagar 2nd Avenue");
  await page.getByLabel("City", { exact: true }).fill("Chennai");
  await page.getByLabel("PIN code", { exact: true }).fill("600090");
  await page.getByLabel("Phone", { exact: true }).fill("9840012345");
  await page.getByRole("button", { name: MESSAGES.placeOrder }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByTestId("order-status")).toHaveText("Order Placed");
  await expect(page.getByRole("button", { name: /^Cancel order/ })).toHaveCount(1);

  // The merchant packs and ships it.
  const merchant = await ownerPage(browser, shop);
  await merchant.goto(`${shop.url}/admin/orders`);
  await expectNoSeriousA11yViolations(merchant, "orders: ");
  // The filters are the page's address: kept on a reload, and what the CSV download exports.
  const filters = merchant.getByRole("search", { name: "Orders" });
  await filters.getByLabel("Payment").selectOption("cod");
  await filters.getByLabel("Paid").selectOption("no");
  await filters.getByRole("button", { name: "Show" }).click();
  await expect(merchant).toHaveURL(/\?q=&status=&method=cod&paid=no&from=&to=$/);
  await merchant.reload();
  await expect(filters.getByLabel("Payment")).toHaveValue("cod");
  await expect(filters.getByLabel("Paid")).toHaveValue("no");
  await expect(merchant.getByRole("link", { name: "Download CSV" })).toHaveAttribute("href", /export\.csv\?q=&status=&method=cod&paid=no&from=&to=$/);
  await merchant
    .getByRole("row", { name: new RegExp(email) })
    .getByRole("link")
    .click();
  await expect(merchant.getByRole("heading", { name: /^Order #/ })).toBeVisible();
  await expect(merchant.getByRole("cell", { name: PRODUCT.name })).toBeVisible();
  await merchant.getByRole("button", { name: "Mark Packing" }).click();
  await expect(merchant.getByTestId("order-status")).toHaveText("Packing");
  await merchant.getByRole("button", { name: "Mark Shipped" }).click();
  await expect(merchant.getByText("Courier is required to mark an order Shipped.")).toBeVisible();
  await merchant.getByLabel("Courier").fill("Delhivery");
  await merchant.getByLabel("Tracking number").fill("DLV20261124");
  await merchant.getByRole("button", { name: "Mark Shipped" }).click();
  await expect(merchant.getByTestId("order-status")).toHaveText("Shipped");
  await expectNoSeriousA11yViolations(merchant, "order: ");
  const number = (await merchant.getByRole("heading", { name: /^Order #/ }).textContent())!.replace("Order #", "").trim();
  const [invoice] = await Promise.all([merchant.waitForEvent("download"), merchant.getByRole("link", { name: /^GST invoice DH\// }).click()]);
  expect(invoice.suggestedFilename()).toMatch(/^invoice-.+\.pdf$/);
  await merchant.getByRole("link", { name: "Packing slip" }).click();
  await expect(merchant.getByRole("heading", { name: `Packing slip · order #${number}` })).toBeVisible();
  await expect(merchant.getByRole("cell", { name: PRODUCT.name })).toBeVisible();
  const amount = (await (await merchant.request.get(`${shop.url}/api/admin/orders?q=${number}`)).json()).orders[0].amount;
  await expect(merchant.getByText(`Cash on delivery: collect ${formatINR(rupeesToPaise(amount))}.`)).toBeVisible();
  // On a phone the slip is as wide as the screen.
  await merchant.setViewportSize({ width: 390, height: 844 });
  expect(await merchant.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await merchant.screenshot({ path: test.info().outputPath("packing-slip-390.png"), fullPage: true });

  // The shopper sees it on /orders, with the tracking number, and has the mail.
  await page.reload();
  await expect(page.getByTestId("order-status")).toHaveText("Shipped");
  await expect(page.getByTestId("order-tracking")).toContainText("Tracking number: DLV20261124");
  // Shipped, it can no longer be canceled, so Cancel is not offered.
  await expect(page.getByRole("button", { name: /^Cancel order/ })).toHaveCount(0);
  await page.goto(`${shop.url}/dev/mailbox`);
  const shippedMail = page.getByRole("heading", { name: `Order #${number} has shipped` });
  await expect(shippedMail).toBeVisible();
  await expect(page.getByRole("heading", { name: `Order #${number} is being packed` })).toBeVisible();
  await expect(page.getByText(/Tracking number: DLV20261124/)).toBeVisible();

  // A Razorpay order, paid, then canceled by the merchant and refunded through Razorpay.
  const placed = await page.request.post(`${shop.url}/api/order/razorpay`, {
    headers: { token, "idempotency-key": `console-${Date.now()}` },
    data: {
      address: {
        firstName: "Meera",
        lastName: "Iyer",
        email,
        street: "4 Besant Nagar",
        city: "Chennai",
        state: "",
        zipcode: "600090",
        country: "India",
        phone: "9840012345",
      },
      items: [{ _id: product._id, size: "L", color: "#151515", quantity: 1 }],
    },
  });
  const rzp = (await placed.json()).order;
  const verified = await page.request.post(`${shop.url}/api/order/verifyRazorpay`, { headers: { token }, data: shop.twins.payRazorpay(rzp.id) });
  expect((await verified.json()).success).toBe(true);
  const paid = (await (await page.request.post(`${shop.url}/api/order/userorders`, { headers: { token } })).json()).orders.find(
    (o: { paymentMethod: string }) => o.paymentMethod === "razorpay",
  );
  await merchant.goto(`${shop.url}/admin/orders/${paid._id}`);
  merchant.once("dialog", (d) => d.accept());
  await merchant.getByRole("button", { name: "Cancel order" }).click();
  await expect(merchant.getByText("refund due")).toBeVisible();
  // This store has no SMTP, and the merchant is told so.
  await expect(
    merchant.getByText("Order canceled and its stock is back; no mail server is set up (SMTP_URL), so the shopper was not mailed."),
  ).toBeVisible();
  await merchant.goto(`${shop.url}/admin/orders/${paid._id}/packing-slip`);
  await expect(merchant.getByRole("alert")).toHaveText("Canceled: do not ship this order.");
  await merchant.goBack();
  await merchant.getByRole("button", { name: /^Refund ₹1,499 through Razorpay$/ }).click();
  await expect(merchant.getByText(/refunded \(razorpay, rfnd_/)).toBeVisible();
  expect(shop.twins.refunds).toEqual([expect.objectContaining({ provider: "razorpay", amount: 149900 })]);
  await page.goto(`${shop.url}/orders`);
  await expect(page.getByText("Refunded")).toBeVisible();
  await merchant.context().close();
});

test("the dashboard shows the day's sales, low stock and refunds, drawn as charts, on a phone and by keyboard", async ({ browser, shop }) => {
  const page = await ownerPage(browser, shop, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const errors = consoleErrors(page);
  await page.goto(`${shop.url}/admin`);
  await expect(page.getByRole("heading", { name: "How the shop is doing" })).toBeVisible();
  // The journey before this one sold the console's product today, by cash on delivery.
  const todayOrders = Number(await page.getByTestId("period-today").getByRole("cell").nth(1).textContent());
  expect(todayOrders).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId("period-today").getByRole("cell").first()).not.toHaveText("₹0");
  await expect(page.getByText(/canceled orders and online orders not yet paid are left out/)).toBeVisible();
  // Its S in Magma Black is down to 3, under the threshold of 5; the Razorpay refund is settled.
  await expect(page.getByTestId("low-stock").getByRole("link", { name: PRODUCT.name })).toBeVisible();
  await expect(page.getByTestId("refunds-due")).toContainText("None: nothing is owed back.");
  // uPlot draws both charts, fitted to the phone.
  await expect(page.getByRole("img", { name: /^Revenue per day over the last 30 days/ }).locator("canvas")).toBeVisible();
  await expect(page.getByRole("img", { name: /^Visits and orders per day/ }).locator("canvas")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page, "dashboard at 390 px: ");
  // The charts' figures, day by day, open from the keyboard.
  await page.getByText("The 30 days, one by one").focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("table", { name: "Figures per day, newest first" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath("dashboard-390.png"), fullPage: true });
  // "All low stock" lists as many products as the card counts, under the filter it names.
  const counted = Number(
    (await page
      .getByTestId("low-stock")
      .getByText(/at or below/)
      .textContent())!
      .match(/^([\d,]+) published/)![1]
      .replace(/,/g, ""),
  );
  await page.getByTestId("low-stock").getByRole("link", { name: "All low stock" }).click();
  await expect(page.getByRole("search", { name: "Products" }).locator("select[name=stock]")).toHaveValue("short");
  await expect(page.getByRole("navigation", { name: "Pages" })).toContainText(
    counted === 1 ? "1 product ·" : `${counted.toLocaleString("en-IN")} products ·`,
  );
  await page.goBack();
  await page.getByTestId("low-stock").getByRole("link", { name: PRODUCT.name }).click();
  await expect(page.getByRole("heading", { name: PRODUCT.name })).toBeVisible();
  expect(errors).toEqual([]);
  await page.context().close();
});

test("products go out as CSV and come back: the import shows its changes first, refuses a bad line, then applies", async ({ browser, shop }) => {
  const page = await ownerPage(browser, shop);
  const errors = consoleErrors(page);
  await page.goto(`${shop.url}/admin/products?q=chikankari`);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows: Record<string, string>[] = parse(await fs.readFile((await download.path())!), { columns: true, bom: true });
  expect(rows.map((r) => r.name)).toEqual([PRODUCT.name]);
  expect(rows[0].stock).toContain("S/#151515=3");

  const file = (edit: Record<string, string>) => ({
    name: "products.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(stringify([{ ...rows[0], ...edit }], { header: true, columns: Object.keys(rows[0]) })),
  });
  await page.getByLabel("CSV file").setInputFiles(file({ price: "abc" }));
  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(page.getByRole("alert")).toHaveText("Line 2, price: Price must be a number of rupees.");
  // Every problem is listed at once, under a summary.
  await page.getByLabel("CSV file").setInputFiles(file({ price: "abc", hsn: "61A0" }));
  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(page.getByRole("alert")).toHaveText("1 line needs fixing (2 problems). Nothing is imported until every line is right.");
  await expect(page.getByRole("list", { name: "Lines to fix" }).getByRole("listitem")).toHaveText([
    "Line 2, price: Price must be a number of rupees.",
    "Line 2, hsn: HSN code must be 4, 6 or 8 digits.",
  ]);

  await page.getByLabel("CSV file").setInputFiles(file({ price: "1599", stock: "S/#151515=8" }));
  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(page.getByText("Checked: 0 to create, 1 to change, 0 unchanged. Nothing is changed until you apply it.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Lines to fix" })).toHaveCount(0);
  const change = page.getByRole("region", { name: "What the import changes" });
  await expect(change.getByRole("listitem").filter({ hasText: "price" })).toHaveText("price: 1499 → 1599");
  await expect(change.getByRole("listitem").filter({ hasText: "stock" })).toHaveText("stock: S/#151515=3 → S/#151515=8");
  await expectNoSeriousA11yViolations(page, "products import: ");
  await page.getByRole("button", { name: "Apply: 0 new, 1 changed" }).click();
  await expect(page.getByText("Imported: 0 created, 1 changed, 0 unchanged.")).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(PRODUCT.name) })).toContainText("₹1,599");

  await page.goto(`${shop.url}/product/${PRODUCT.slug}`);
  await expect(page.getByText("₹1,599").first()).toBeVisible();
  expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
  await page.context().close();
});

test("the merchant makes a coupon, is told which field is wrong, and pauses it; the shop prices it until then", async ({ browser, shop }) => {
  const page = await ownerPage(browser, shop);
  const errors = consoleErrors(page);
  await page.goto(`${shop.url}/admin`);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Coupons" }).click();
  await expect(page.getByRole("heading", { name: "Coupons" })).toBeVisible();
  await expect(page.getByRole("row", { name: /FLAT10/ })).toContainText("10% off");
  await expect(page.getByRole("row", { name: /BUY2/ })).toContainText("2 Oversized T-Shirts for ₹1,500");
  await expectNoSeriousA11yViolations(page, "coupons: ");

  await page.getByRole("link", { name: "New coupon" }).click();
  await page.getByLabel("Code").fill("teej150");
  await page.getByLabel("Percent off").fill("150");
  await page.getByRole("button", { name: "Create coupon" }).click();
  await expect(page.getByText(/^A percent off must be more than 0 and at most 100/)).toBeVisible();
  await expect(page.getByLabel("Percent off")).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Type").selectOption("flat");
  await page.getByLabel("Amount off (₹)").fill("150");
  await page.getByLabel("Minimum order (₹)").fill("1000");
  await page.getByLabel("Uses per shopper").fill("1");
  await page.getByRole("button", { name: "Create coupon" }).click();
  await expect(page.getByRole("heading", { name: "Coupon TEEJ150" })).toBeVisible();
  await expect(page.getByText("₹150 off on orders from ₹1,000")).toBeVisible();
  await expect(page.getByTestId("coupon-state")).toHaveText("active");
  await expectNoSeriousA11yViolations(page, "coupon: ");

  // The shop prices it at once, for a signed-in shopper (a guest is priced only the public codes), on an order over the minimum only.
  const product = (await (await page.request.get(`${shop.url}/api/product/by-slug/${PRODUCT.slug}`)).json()).product;
  const email = `tara-${Date.now()}@example.in`;
  const reg = await page.request.post(`${shop.url}/api/user/register`, { data: { name: "Tara Bhandari", email, password: "Filter-Coffee-2026" } });
  const headers = { token: (await reg.json()).token as string };
  const line = { itemId: product._id, size: "L", color: "#151515" };
  await page.request.post(`${shop.url}/api/cart/add`, { headers, data: line });
  await page.request.post(`${shop.url}/api/cart/coupon`, { headers, data: { code: "teej150" } });
  const quote = async (quantity: number) => {
    await page.request.post(`${shop.url}/api/cart/update`, { headers, data: { ...line, quantity } });
    return (await (await page.request.post(`${shop.url}/api/order/quote`, { headers, data: {} })).json()).quote;
  };
  expect(await quote(1)).toMatchObject({ coupon: { code: "TEEJ150", applied: true }, discount: 150 });

  await page.getByRole("link", { name: "← Coupons" }).click();
  await page.getByRole("button", { name: "Pause TEEJ150" }).click();
  await expect(page.getByText("Coupon TEEJ150 paused.")).toBeVisible();
  await expect(page.getByRole("row", { name: /TEEJ150/ })).toContainText("paused");
  expect((await quote(1)).coupon).toMatchObject({ code: "TEEJ150", applied: false });
  expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
  await page.context().close();
});

test("a customer's query is answered from the inbox: the thread keeps the reply and the customer has the mail", async ({ browser, page, shop }) => {
  const email = `kabir-${Date.now()}@example.in`;
  const reg = await page.request.post(`${shop.url}/api/user/register`, { data: { name: "Kabir Sethi", email, password: "Filter-Coffee-2026" } });
  const { token } = await reg.json();
  const asked = await page.request.post(`${shop.url}/api/query`, {
    headers: { token },
    data: { query: "Is the chikankari hoodie warm enough for Delhi winters?" },
  });
  expect((await asked.json()).success).toBe(true);

  const merchant = await ownerPage(browser, shop);
  const errors = consoleErrors(merchant);
  await merchant.goto(`${shop.url}/admin`);
  await merchant.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Inbox" }).click();
  await expect(merchant.getByRole("heading", { name: "Inbox" })).toBeVisible();
  await expectNoSeriousA11yViolations(merchant, "inbox: ");
  const row = merchant.getByRole("row", { name: new RegExp(email) });
  await expect(row).toContainText("open");
  await row.getByRole("link", { name: "Kabir Sethi" }).click();
  await expect(merchant.getByRole("heading", { name: "Customer query" })).toBeVisible();
  await expect(merchant.getByText("Is the chikankari hoodie warm enough for Delhi winters?")).toBeVisible();

  await merchant.getByRole("button", { name: "Send reply" }).click();
  await expect(merchant.getByText("Write a reply.")).toBeVisible();
  await expect(merchant.getByLabel("Your reply")).toHaveAttribute("aria-invalid", "true");
  await merchant.getByLabel("Your reply").fill("Yes: brushed fleece, 380 GSM. It keeps Delhi's January out.");
  await merchant.getByRole("button", { name: "Send reply" }).click();
  // This store has no SMTP, and the merchant is told the reply was not mailed.
  await expect(
    merchant.getByText("Reply saved in the thread and the outbox; no mail server is set up (SMTP_URL), so the sender was not mailed."),
  ).toBeVisible();
  const thread = merchant.getByRole("list", { name: "Thread" });
  await expect(thread.getByRole("listitem")).toHaveCount(2);
  await expect(thread).toContainText("Yes: brushed fleece, 380 GSM.");
  await expect(thread).toContainText("kept in the outbox");
  await expect(merchant.getByTestId("thread-state")).toHaveText("answered");
  await expectNoSeriousA11yViolations(merchant, "thread: ");

  await merchant.getByRole("link", { name: "← Inbox" }).click();
  await expect(merchant.getByRole("row", { name: new RegExp(email) })).toHaveCount(0);
  await merchant.getByLabel("Show").selectOption("answered");
  await merchant.getByRole("button", { name: "Show" }).click();
  await expect(merchant.getByRole("row", { name: new RegExp(email) })).toContainText("1 reply");

  await page.goto(`${shop.url}/dev/mailbox`);
  await expect(page.getByRole("heading", { name: "Re: Customer query" })).toBeVisible();
  await expect(page.getByText(/It keeps Delhi's January out\./).first()).toBeVisible();
  expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
  await merchant.context().close();
});

test("the merchant finds a shopper by phone and reads their profile, addresses, cards and orders, never more", async ({ browser, page, shop }) => {
  const email = `rohan-${Date.now()}@example.in`;
  const reg = await page.request.post(`${shop.url}/api/user/register`, {
    data: { name: "Rohan Kulkarni", email, password: "Misal-Pav-2026", mobilenumber: "9820011223" },
  });
  const { token } = await reg.json();
  await page.request.post(`${shop.url}/api/user/profile`, {
    headers: { token },
    data: { address: { street: "7 Lakaki Road", city: "Pune", state: "Maharashtra", zip: "411016", country: "India" } },
  });
  const card = await page.request.post(`${shop.url}/api/user/profile`, {
    headers: { token },
    data: { card: { brand: "Mastercard", last4: "4444", nameOnCard: "Rohan Kulkarni", expiryMonth: 9, expiryYear: 2031 } },
  });
  expect((await card.json()).success).toBe(true);

  const merchant = await ownerPage(browser, shop);
  const errors = consoleErrors(merchant);
  await merchant.goto(`${shop.url}/admin`);
  await merchant.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Shoppers" }).click();
  await expect(merchant.getByRole("heading", { name: "Shoppers" })).toBeVisible();
  await merchant.getByLabel("Search").fill("98200 11223");
  await merchant.getByLabel("Search").press("Enter");
  await expect(merchant.getByRole("row")).toHaveCount(2);
  await expectNoSeriousA11yViolations(merchant, "shoppers: ");
  await merchant
    .getByRole("row", { name: new RegExp(email) })
    .getByRole("link", { name: "Rohan Kulkarni" })
    .click();
  await expect(merchant.getByRole("heading", { name: "Rohan Kulkarni" })).toBeVisible();
  await expect(merchant.getByText("7 Lakaki Road, Pune, Maharashtra, 411016, India")).toBeVisible();
  await expect(merchant.getByText("Mastercard •••• 4444")).toBeVisible();
  await expect(merchant.getByText("No orders yet.")).toBeVisible();
  // Never the password's hash.
  const shown = ((await merchant.locator("main").textContent()) ?? "").replace(email, "");
  expect(shown).not.toMatch(/argon/);
  await expectNoSeriousA11yViolations(merchant, "shopper: ");

  // The shopper who ordered earlier: their orders, linked to the order's page.
  await merchant.goto(`${shop.url}/admin/shoppers?q=Meera+Iyer`);
  await merchant.getByRole("link", { name: "Meera Iyer" }).first().click();
  const orders = merchant.getByRole("table", { name: "Orders of Meera Iyer" });
  await expect(orders.getByRole("row", { name: /Shipped/ })).toHaveCount(1);
  await orders
    .getByRole("row", { name: /Shipped/ })
    .getByRole("link")
    .click();
  await expect(merchant.getByTestId("order-status")).toHaveText("Shipped");
  expect(errors).toEqual([]);
  await merchant.context().close();
});

test("a stock typed as a word and a backwards date range are told beside their fields, and nothing is lost", async ({ browser, shop }) => {
  const page = await ownerPage(browser, shop);
  const errors = consoleErrors(page);
  await page.goto(`${shop.url}/admin/products?q=chikankari`);
  await page.getByRole("link", { name: PRODUCT.name }).click();
  const cell = page.getByLabel("Stock of M, Magma Black");
  const before = await cell.inputValue();
  expect(before).toMatch(/^\d+$/);
  // A number field reads "ten" as nothing at all: it is refused on its cell, never saved as 0.
  await cell.clear();
  await cell.pressSequentially("ten");
  await page.getByRole("button", { name: "Save stock" }).click();
  await expect(page.getByText("Stock for M, Magma Black must be a whole number from 0.")).toBeVisible();
  await expect(cell).toHaveAttribute("aria-invalid", "true");
  await expect(cell).toBeFocused();
  await page.reload();
  await expect(page.getByLabel("Stock of M, Magma Black")).toHaveValue(before);

  // A To day before the From day: said at To, the days kept, nothing sent.
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Orders" }).click();
  await page.getByLabel("From", { exact: true }).fill("2026-12-10");
  await page.getByLabel("To", { exact: true }).fill("2026-12-01");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByLabel("To", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("to must be on or after from.")).toBeVisible();
  await expect(page.getByLabel("From", { exact: true })).toHaveValue("2026-12-10");
  expect(new URL(page.url()).search).toBe("");
  // Typed into the address, the store's refusal is shown under the console's menu, which stays.
  await page.goto(`${shop.url}/admin/audit?from=2026-12-10&to=2026-12-01`);
  await expect(page.getByRole("heading", { name: "This page cannot show that" })).toBeVisible();
  await expect(page.getByText(/to must be on or after from\./)).toBeVisible();
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Orders" }).click();
  await expect(page.getByRole("heading", { name: "Orders" })).toBeVisible();
  expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
  await page.context().close();
});
