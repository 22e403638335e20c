import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { type APIRequestContext, type Page, expect, test } from "@playwright/test";
import { INDIA_MESSAGES, MESSAGES, SHARE_PURCHASE_LABEL } from "../../src/domain/messages";
import { SAVE_ADDRESS_LABEL } from "../../src/domain/saved-address";
import { pdfText } from "../support/pdf-text";
import { waitReady } from "./accounts-fixtures";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { NARROW_COD_PORT } from "./support/ports";

/** A new account with two of one in-stock product in the browser's cart, logged in (on the store at `base`). */
async function shopperWithCart(page: Page, request: APIRequestContext, base = "") {
  const email = `pune-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const reg = await request.post(`${base}/api/user/register`, { data: { name: "Asha Verma", email, password: "correct horse battery" } });
  const { token } = await reg.json();
  const { products } = await (await request.get(`${base}/api/product/list`)).json();
  const p = products.find(
    (x: { sizes: string[]; colors: string[]; soldOut: unknown[]; category: string }) => x.category === "Oversized T-Shirts" && !x.soldOut.length,
  );
  const cart = { [p._id]: { [p.sizes[0]]: { [p.colors[0]]: 2 } } };
  await page.goto(`${base}/`);
  await page.evaluate(
    ({ cart, token }) => {
      localStorage.setItem("cartItems", JSON.stringify(cart));
      localStorage.setItem("token", token);
    },
    { cart, token },
  );
  return { email, token, cart, product: p as { name: string; slug: string } };
}

/** Opens a page and waits until its scripts run. */
async function open(page: Page, url: string) {
  await page.goto(url);
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
}

test("a first order's address is kept in the profile by the checkout's ticked box, and never twice", async ({ page, request }) => {
  test.slow();
  const { cart } = await shopperWithCart(page, request);
  await open(page, "/place-order");
  await page.getByLabel("Street", { exact: true }).fill("21 Law College Road");
  await page.getByLabel("Phone", { exact: true }).fill("9876543210");
  await page.getByLabel("PIN code", { exact: true }).fill("411004");
  await expect(page.getByLabel("State (optional)", { exact: true })).toHaveValue("Maharashtra");
  // A shopper with no saved address finds the box ticked.
  const keep = page.getByRole("checkbox", { name: SAVE_ADDRESS_LABEL });
  await expect(keep).toBeChecked();
  await page.getByRole("button", { name: MESSAGES.placeOrder }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await open(page, "/profile");
  const line = "21 Law College Road, Pune, Maharashtra 411004, India";
  await expect(page.getByText(line)).toBeVisible();
  await expect(page.getByText("No saved addresses yet.")).toHaveCount(0);

  // The next order starts from it; the box is not offered for an address kept already.
  await page.evaluate((c) => localStorage.setItem("cartItems", JSON.stringify(c)), cart);
  await open(page, "/place-order");
  await page.getByLabel("Use a saved address").selectOption({ label: "21 Law College Road, Pune, Maharashtra, 411004" });
  await expect(page.getByLabel("PIN code", { exact: true })).toHaveValue("411004");
  await page.getByLabel("Phone", { exact: true }).fill("9876543210");
  await expect(keep).toHaveCount(0);
  await page.getByRole("button", { name: MESSAGES.placeOrder }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await open(page, "/profile");
  await expect(page.getByText(line)).toHaveCount(1);
  await expect(page.getByRole("button", { name: /^Remove address/ })).toHaveCount(1);
});

test("typing 411004 fills Pune and Maharashtra, shows the delivery date, and the COD order's invoice downloads", async ({ page, request }) => {
  test.setTimeout(60_000);
  const { product } = await shopperWithCart(page, request);
  await page.goto("/place-order");
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  await page.getByLabel("Street", { exact: true }).fill("12 FC Road, Shivajinagar");
  await page.getByLabel("Phone", { exact: true }).fill("9876543210");
  await page.getByLabel("PIN code", { exact: true }).fill("411004");
  await expect(page.getByLabel("City", { exact: true })).toHaveValue("Pune");
  await expect(page.getByLabel("State (optional)", { exact: true })).toHaveValue("Maharashtra");
  await expect(page.getByRole("status").filter({ hasText: /^Delivery by (Mon|Tue|Wed|Thu|Fri|Sat), \d{1,2} [A-Z][a-z]{2}$/ })).toBeVisible();
  // A PIN code no post office has takes back the city and state the last one filled in.
  await page.getByLabel("PIN code", { exact: true }).fill("999999");
  await expect(page.getByLabel("City", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("State (optional)", { exact: true })).toHaveValue("");
  await page.getByLabel("PIN code", { exact: true }).fill("411004");
  await expect(page.getByLabel("City", { exact: true })).toHaveValue("Pune");
  await expect(page.getByRole("status").filter({ hasText: /^Delivery by / })).toBeVisible();
  // The shopper may still name the city differently.
  await page.getByLabel("City", { exact: true }).fill("Pune City");
  await expect(page.getByRole("radio", { name: /Cash on delivery/ })).toBeEnabled();
  await expect(page.getByText(INDIA_MESSAGES.codFeeLine)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  // Being named in "Recently bought" is the shopper's choice, not made for them.
  const share = page.getByRole("checkbox", { name: SHARE_PURCHASE_LABEL });
  await expect(share).not.toBeChecked();
  await share.check();

  await page.getByRole("button", { name: MESSAGES.placeOrder }).click();
  await expect(page).toHaveURL(/\/orders$/);
  const link = page.getByRole("button", { name: new RegExp(`^${INDIA_MESSAGES.downloadInvoice} DH/`) }).first();
  await expect(link).toBeVisible();
  const invoiceNumber = (await link.getAttribute("aria-label"))!.replace(`${INDIA_MESSAGES.downloadInvoice} `, "");
  const downloading = page.waitForEvent("download");
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`invoice-${invoiceNumber.replaceAll("/", "-")}.pdf`);
  const text = await pdfText(new Uint8Array(fs.readFileSync((await download.path())!)));
  expect(text).toContain(invoiceNumber);
  expect(text).toContain("Pune City");
  expect(text).toContain("Place of supply: Maharashtra (27)");
  expect(text.replace(/\s+/g, " ")).toMatch(/Amount in words: Rupees [A-Za-z -]+ Only/);
  // "Recently bought" names the shopper with India Post's city for the PIN, never the typed one.
  const named = async () => {
    const { purchases } = await (await request.get("/api/product/recent-purchases")).json();
    return purchases.find((p: { slug: string; firstName: string | null }) => p.slug === product.slug && p.firstName === "Asha");
  };
  await expect.poll(named).toMatchObject({ firstName: "Asha", city: "Pune", state: "Maharashtra", when: "today" });
});

test("an unknown PIN is refused on the field, and a North-East PIN takes cash on delivery like any other: COD reaches every zone unless the merchant narrows it", async ({
  page,
  request,
}) => {
  await shopperWithCart(page, request);
  await page.goto("/place-order");
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  await page.getByLabel("PIN code", { exact: true }).fill("999999");
  await expect(page.locator("#addr-zipcode-error")).toHaveText(INDIA_MESSAGES.pinInvalid);
  await page.getByLabel("PIN code", { exact: true }).fill("799001");
  await expect(page.getByLabel("State (optional)", { exact: true })).toHaveValue("Tripura");
  await expect(page.getByRole("radio", { name: /Cash on delivery/ })).toBeEnabled();
  await expect(page.locator("#cod-off")).toHaveCount(0);
  await expect(page.locator("#cannot-place")).toHaveCount(0);
  await expect(page.getByText(INDIA_MESSAGES.codNotInZone)).toHaveCount(0);
});

test("the product page declares MRP, origin, net quantity, seller and care, and checks delivery to a PIN", async ({ page, request }) => {
  const { products } = await (await request.get("/api/product/list")).json();
  await page.goto(`/product/${products[0].slug}`);
  const declarations = page.getByLabel("Declarations");
  await expect(declarations.getByText(/^₹[\d,]+ \(inclusive of all taxes\)$/)).toBeVisible();
  await expect(declarations.getByText(INDIA_MESSAGES.madeInIndia, { exact: true })).toBeVisible();
  await expect(declarations.getByText(INDIA_MESSAGES.netQuantity, { exact: true })).toBeVisible();
  await expect(declarations.getByText(/^Dhaaga Apparel Private Limited, .*Pune/)).toBeVisible();
  await expect(declarations.getByRole("link", { name: "support@dhaaga.in" })).toBeVisible();
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  await page.getByRole("textbox", { name: "PIN code" }).fill("560001");
  await page.getByRole("button", { name: "Check", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: /Delivery by .* · Bangalore, Karnataka/ })).toBeVisible();
  await expect(page.getByText("Cash on delivery available.")).toBeVisible();
  await page.getByRole("textbox", { name: "PIN code" }).fill("000000");
  await page.getByRole("button", { name: "Check", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: INDIA_MESSAGES.pinInvalid })).toBeVisible();
});

test("a complaint to the Grievance Officer gets a ticket number", async ({ page }) => {
  // Two pages, a stored and mailed complaint, then an accessibility scan: more than one page's usual time.
  test.slow();
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Grievance Officer" }).click();
  await expect(page).toHaveURL(/\/grievance-officer$/);
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  await page.getByLabel("Name", { exact: true }).fill("Asha Verma");
  await page.getByLabel("Email", { exact: true }).fill("asha@example.com");
  await page.getByLabel("Your complaint").fill("The hoodie I received has a torn seam.");
  await page.getByRole("button", { name: "Send complaint" }).click();
  await expect(page.getByTestId("grievance-ticket")).toHaveText(/Ticket number: GRV-\d{4}-\d{6}\. We will acknowledge it within 48 hours\./);
  await expectNoSeriousA11yViolations(page);
});

/**
 * A store whose merchant left the North-East and J&K out of COD_ZONES and set up no online
 * payment: a PIN there can buy nothing, and the shopper learns it before checkout.
 */
test.describe("where no way of paying reaches a PIN", () => {
  test.describe.configure({ mode: "serial" });
  const base = `http://127.0.0.1:${NARROW_COD_PORT}`;
  let child: ChildProcess;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    // A store already on the port would answer in this one's place: refuse to start instead.
    await new Promise<void>((resolve, reject) => {
      const probe = createServer().once("error", () => reject(new Error(`port ${NARROW_COD_PORT} is taken`)));
      probe.listen(NARROW_COD_PORT, "127.0.0.1", () => probe.close(() => resolve()));
    });
    const log: string[] = [];
    child = spawn(process.execPath, ["build/server/main.js"], {
      env: {
        ...process.env,
        PORT: String(NARROW_COD_PORT),
        HOST: "127.0.0.1",
        PUBLIC_URL: base,
        DATA_DIR: path.join(os.tmpdir(), `dhaaga-e2e-narrow-cod-${NARROW_COD_PORT}-${Date.now()}`),
        LOG_LEVEL: "warn",
        IP_RATE_LIMIT_SCALE: "20",
        COD_ZONES: "same-city,same-state,metro,rest-of-india,remote",
      },
      stdio: ["ignore", "ignore", "pipe"],
    });
    child.stderr?.on("data", (d) => log.push(String(d)));
    await waitReady(base, child, log);
  });

  test.afterAll(async () => {
    if (!child || child.exitCode !== null) return;
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
  });

  test("the product page's check, the cart and checkout all say that orders to Imphal cannot be paid here", async ({ page, request }) => {
    test.slow();
    const { product } = await shopperWithCart(page, request, base);
    await open(page, `${base}/product/${product.slug}`);
    await page.getByRole("textbox", { name: "PIN code" }).fill("795001");
    await page.getByRole("button", { name: "Check", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: /Imphal West, Manipur/ })).toContainText(INDIA_MESSAGES.noPaymentForPin);

    // The cart says it for the PIN this browser last checked, against its total, before checkout.
    await open(page, `${base}/cart`);
    const delivery = page.getByTestId("cart-pin-delivery");
    await expect(delivery).toContainText(/Delivery by .* to 795001 · Imphal West, Manipur/);
    await expect(delivery).toContainText(INDIA_MESSAGES.noPaymentForPin);
    await page.screenshot({ path: test.info().outputPath("cart-no-payment.png"), fullPage: true });
    // A PIN that cash on delivery reaches: nothing to warn of.
    await open(page, `${base}/product/${product.slug}`);
    await page.getByRole("textbox", { name: "PIN code" }).fill("411004");
    await page.getByRole("button", { name: "Check", exact: true }).click();
    await expect(page.getByText("Cash on delivery available.")).toBeVisible();
    await open(page, `${base}/cart`);
    await expect(delivery).toContainText(/to 411004 · Pune, Maharashtra/);
    await expect(delivery).not.toContainText(INDIA_MESSAGES.noPaymentForPin);

    // Checkout says it from the same rule, under PLACE ORDER.
    await open(page, `${base}/place-order`);
    await page.getByLabel("PIN code", { exact: true }).fill("795001");
    await expect(page.locator("#cannot-place")).toHaveText(INDIA_MESSAGES.noPaymentForPin);
    await expect(page.getByRole("button", { name: MESSAGES.placeOrder })).toBeDisabled();
  });

  test("a shopper whose saved address is in Srinagar is told in the cart, without typing a PIN", async ({ page, request }) => {
    const { token } = await shopperWithCart(page, request, base);
    const address = { street: "4 Residency Road", city: "Srinagar", state: "", zip: "190001", country: "India" };
    expect((await request.post(`${base}/api/user/profile`, { data: { address }, headers: { token } })).ok()).toBe(true);
    await open(page, `${base}/cart`);
    const delivery = page.getByTestId("cart-pin-delivery");
    await expect(delivery).toContainText(/to 190001 · Srinagar, Jammu and Kashmir/);
    await expect(delivery).toContainText(INDIA_MESSAGES.noPaymentForPin);
  });
});
