import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { type APIRequestContext, type Page, expect, test as base } from "@playwright/test";
import { ACCOUNT_MESSAGES, LOGIN_REASONS, MESSAGES } from "../../src/domain/messages";
import { formatINR, rupeesToPaise } from "../../src/domain/money";
import { PROGRESS_STEPS } from "../../src/domain/order-states";
import { orderNumber } from "../../src/domain/orders";
import { colorName } from "../../src/domain/palette";
import { type PaymentTwins, startPaymentTwins } from "../support/payment-twins";
import { waitReady } from "./accounts-fixtures";
import { PAID_PORT } from "./support/ports";

interface Shopper {
  token: string;
  email: string;
  productName: string;
}

/** A store process with Razorpay and Stripe pointed at local twins, started once per worker. */
const test = base.extend<{ shopper: (baseURL: string) => Promise<Shopper> }, { paidStore: { url: string; twins: PaymentTwins } }>({
  paidStore: [
    async ({}, use) => {
      const twins = await startPaymentTwins();
      const url = `http://127.0.0.1:${PAID_PORT}`;
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dhaaga-e2e-paid-"));
      const child: ChildProcess = spawn(process.execPath, ["build/server/main.js"], {
        env: {
          ...process.env,
          ...twins.storeEnv(),
          PORT: String(PAID_PORT),
          HOST: "127.0.0.1",
          DATA_DIR: dataDir,
          LOG_LEVEL: "warn",
          PUBLIC_URL: url,
        },
        stdio: ["ignore", "ignore", "pipe"],
      });
      const log: string[] = [];
      child.stderr?.on("data", (d) => log.push(String(d)));
      // Ready, or a clear failure: the journeys must never run against a store that is not there.
      await waitReady(url, child, log);
      await use({ url, twins });
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      await twins.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    // As long as the accounts store gets: the same start (migrations, seed) on the same machine.
    { scope: "worker", timeout: 180_000 },
  ],
  shopper: async ({ request }, use) => {
    await use((url) => newShopper(request, url));
  },
});

async function newShopper(request: APIRequestContext, url: string): Promise<Shopper & { cart: Record<string, unknown> }> {
  const email = `shopper-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const reg = await request.post(`${url}/api/user/register`, { data: { name: "Asha Verma", email, password: "correct horse battery" } });
  const { token } = await reg.json();
  const list = await (await request.get(`${url}/api/product/list`)).json();
  const p = list.products.find(
    (x: { sizes: string[]; colors: string[]; soldOut: unknown[] }) => x.sizes.length && x.colors.length && !x.soldOut.length,
  );
  return { token, email, productName: p.name, cart: { [p._id]: { [p.sizes[0]]: { [p.colors[0]]: 2 } } } };
}

/** A guest's cart in the browser, then the login's token, as the shop keeps both in localStorage. */
async function withCartAndLogin(page: Page, url: string, shopper: Shopper & { cart?: Record<string, unknown> }) {
  await page.goto(`${url}/`);
  await page.evaluate(
    ({ cart, token }) => {
      localStorage.setItem("cartItems", JSON.stringify(cart));
      localStorage.setItem("token", token);
    },
    { cart: (shopper as { cart: unknown }).cart, token: shopper.token },
  );
}

async function fillDelivery(page: Page) {
  // The way to pay is chosen next: these journeys are about payment, not presses before the scripts.
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  await page.getByLabel("First name", { exact: true }).fill("Asha");
  await page.getByLabel("Last name", { exact: true }).fill("Verma");
  await page.getByLabel("Email", { exact: true }).fill("asha@example.com");
  await page.getByLabel("Street", { exact: true }).fill("12 FC Road, Shivajinagar");
  await page.getByLabel("City", { exact: true }).fill("Pune");
  await page.getByLabel("State (optional)", { exact: true }).selectOption("Maharashtra");
  await page.getByLabel("PIN code", { exact: true }).fill("411004");
  await page.getByLabel("Phone", { exact: true }).fill("9876543210");
}

test("a shopper places a COD order, sees it placed, and cancels it through the dialog", async ({ page, baseURL, shopper }) => {
  // A whole checkout, two accessibility scans and a cancel: more than the default budget on a busy machine.
  test.setTimeout(60_000);
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  const s = await shopper(baseURL!);
  await withCartAndLogin(page, baseURL!, s);
  await page.goto("/place-order");
  await expect(page.getByTestId("summary-total")).toContainText("₹");
  await expect(page.getByRole("radio", { name: "Cash on delivery" })).toBeChecked();
  // Without keys: Razorpay is greyed out with the reason beside it, Stripe is not offered.
  await expect(page.getByRole("radio", { name: /Razorpay/ })).toBeDisabled();
  await expect(page.getByRole("radio", { name: /Razorpay/ })).toHaveAccessibleDescription(new RegExp(`^${MESSAGES.paymentNotConfigured}\\.`));
  await expect(page.getByRole("radio", { name: /Stripe/ })).toHaveCount(0);
  // The form starts from the account.
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(s.email);

  // Messages on the field for a bad PIN and phone.
  await fillDelivery(page);
  await page.getByLabel("PIN code", { exact: true }).fill("41100");
  await page.getByLabel("Phone", { exact: true }).fill("12345");
  await page.getByRole("button", { name: MESSAGES.placeOrder }).click();
  await expect(page.locator("#addr-zipcode-error")).toHaveText("PIN code must be 6 digits.");
  await expect(page.locator("#addr-phone-error")).toHaveText("Phone must be a 10-digit mobile number.");
  await page.getByLabel("PIN code", { exact: true }).fill("411004");
  await page.getByLabel("Phone", { exact: true }).fill("9876543210");
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath("place-order.png"), fullPage: true });

  await page.getByRole("button", { name: MESSAGES.placeOrder }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByTestId("order-status")).toHaveText("Order Placed");
  await expect(page.getByRole("list", { name: "Order progress" }).getByRole("listitem")).toHaveText([...PROGRESS_STEPS]);
  await expect(page.getByRole("list", { name: "Order progress" }).locator('[aria-current="step"]')).toHaveText("Order Placed");
  await expect(page.getByRole("heading", { name: s.productName })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("cartItems"))).toBe("{}");
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath("orders.png"), fullPage: true });

  const { orders } = await (await page.request.post("/api/order/userorders", { headers: { token: s.token } })).json();
  const number = orderNumber(orders[0]._id);
  await page.getByRole("button", { name: `Cancel order ${number}` }).click();
  const dialog = page.getByRole("dialog", { name: MESSAGES.cancelTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(MESSAGES.cancelBody);
  await expect(dialog.getByRole("button", { name: MESSAGES.cancelKeep })).toBeVisible();
  await dialog.getByRole("button", { name: MESSAGES.cancelConfirm }).click();
  await expect(page.getByTestId("order-status")).toHaveText("Order Canceled");
  await expect(page.getByTestId("toasts").getByText(ACCOUNT_MESSAGES.orderCanceled(number))).toBeVisible();
  // Canceled, the status is said once: no progress steps beside it.
  await expect(page.getByText("Order Canceled", { exact: true })).toHaveCount(1);
  await expect(page.getByRole("button", { name: /^Cancel order/ })).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId("order-status")).toHaveText("Order Canceled");

  await page.getByRole("tab", { name: MESSAGES.tabProfile }).click();
  await expect(page.getByRole("tabpanel")).toContainText(s.email);
  expect(errors).toEqual([]);
});

test("required fields say so on the field, and a saved address fills the form", async ({ page, baseURL, shopper, request }) => {
  const s = await shopper(baseURL!);
  const saved = { street: "7 Park Street", city: "Kolkata", state: "West Bengal", zip: "700016", country: "India" };
  const add = await request.post(`${baseURL}/api/user/profile`, { data: { address: saved }, headers: { token: s.token } });
  expect(add.ok()).toBe(true);
  await withCartAndLogin(page, baseURL!, s);
  await page.goto("/place-order");
  await expect(page.getByTestId("summary-total")).toContainText("₹");
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(s.email);

  const required: [string, string][] = [
    ["First name", "First name is required."],
    ["Last name", "Last name is required."],
    ["Email", "Email is required."],
    ["Street", "Street is required."],
    ["City", "City is required."],
    ["PIN code", "PIN code is required."],
    ["Country", "Country is required."],
    ["Phone", "Phone is required."],
  ];
  for (const [label] of required) await page.getByLabel(label, { exact: true }).fill("");
  await page.getByRole("button", { name: MESSAGES.placeOrder }).click();
  for (const [label, message] of required) {
    await expect(page.getByLabel(label, { exact: true })).toHaveAccessibleDescription(message);
    await expect(page.getByLabel(label, { exact: true })).toHaveAttribute("aria-invalid", "true");
  }
  await expect(page.getByLabel("First name", { exact: true })).toBeFocused();

  await page.getByLabel("Use a saved address").selectOption({ label: "7 Park Street, Kolkata, West Bengal, 700016" });
  await expect(page.getByLabel("Street", { exact: true })).toHaveValue(saved.street);
  await expect(page.getByLabel("City", { exact: true })).toHaveValue(saved.city);
  await expect(page.getByLabel("State (optional)", { exact: true })).toHaveValue(saved.state);
  await expect(page.getByLabel("PIN code", { exact: true })).toHaveValue(saved.zip);
  await expect(page.getByLabel("Country", { exact: true })).toHaveValue(saved.country);
  await page.getByLabel("First name", { exact: true }).fill("Asha");
  await page.getByLabel("Last name", { exact: true }).fill("Verma");
  await page.getByLabel("Email", { exact: true }).fill(s.email);
  await page.getByLabel("Phone", { exact: true }).fill("9876543210");
  await page.getByRole("button", { name: MESSAGES.placeOrder }).click();
  await expect(page).toHaveURL(/\/orders$/);
  const list = await (await request.post(`${baseURL}/api/order/userorders`, { headers: { token: s.token } })).json();
  expect(list.orders[0].address).toMatchObject({ street: saved.street, city: saved.city, state: saved.state, zipcode: saved.zip });
});

test("checkout without a login goes to /login, which says why", async ({ page }) => {
  await page.goto("/place-order");
  await expect(page).toHaveURL(/\/login\?reason=checkout&next=%2Fplace-order$/);
  await expect(page.getByTestId("sign-in-reason")).toHaveText(LOGIN_REASONS.checkout);
});

test("a Razorpay payment completes against the local twin", async ({ page, paidStore, shopper }) => {
  const s = await shopper(paidStore.url);
  await withCartAndLogin(page, paidStore.url, s);
  await page.goto(`${paidStore.url}/place-order`);
  await fillDelivery(page);
  await page.getByRole("radio", { name: /Razorpay/ }).check();
  await page.getByRole("button", { name: MESSAGES.placeOrder }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByTestId("order-status")).toHaveText("Order Placed");
  await expect(page.getByTestId("order-card")).toContainText("Razorpay, paid");
  await expect(page.getByRole("button", { name: /^Cancel order/ })).toHaveCount(0);
  // UPI first: a desktop shows the QR code to scan, a phone opens the UPI app; the other methods follow.
  const upiFlow = test.info().project.name === "mobile" ? "intent" : "qr";
  expect(paidStore.twins.checkoutDisplay.at(-1)).toEqual({
    display: {
      blocks: { upi: { name: "Pay by UPI", instruments: [{ method: "upi", flows: [upiFlow, "collect"] }] } },
      sequence: ["block.upi"],
      preferences: { show_default_blocks: true },
    },
  });
});

test("a Razorpay payment that fails verification lets the shopper try again", async ({ page, paidStore, shopper }) => {
  const s = await shopper(paidStore.url);
  await withCartAndLogin(page, paidStore.url, s);
  // The checkout window hands back a signature that does not match, as a tampered payment would.
  await page.route(`${paidStore.twins.url}/twin/razorpay/pay`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), razorpay_signature: "0".repeat(64) } });
  });
  await page.goto(`${paidStore.url}/place-order`);
  await fillDelivery(page);
  await page.getByRole("radio", { name: /Razorpay/ }).check();
  await page.getByRole("button", { name: MESSAGES.placeOrder }).click();
  await expect(page.getByText("The payment could not be verified.")).toBeVisible();
  await expect(page.getByRole("button", { name: MESSAGES.placeOrder })).toBeEnabled();
  await expect(page).toHaveURL(/\/place-order$/);
});

/** Places a Stripe order for a cart and stops on the (twin's) Stripe payment page. */
async function openStripeCheckout(page: Page, storeUrl: string, s: Parameters<typeof withCartAndLogin>[2]) {
  await withCartAndLogin(page, storeUrl, s);
  await page.goto(`${storeUrl}/place-order`);
  await fillDelivery(page);
  await page.getByRole("radio", { name: /Stripe/ }).check();
  await page.getByRole("button", { name: MESSAGES.placeOrder }).click();
  await expect(page.getByRole("heading", { name: /^Pay ₹/ })).toBeVisible();
}

test("a Stripe checkout canceled on Stripe's page returns to the cart, unpaid", async ({ page, paidStore, shopper, request }) => {
  const s = await shopper(paidStore.url);
  await openStripeCheckout(page, paidStore.url, s);
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  expect(await page.evaluate(() => localStorage.getItem("cartItems"))).not.toBe("{}");
  const list = await (await request.post(`${paidStore.url}/api/order/userorders`, { headers: { token: s.token } })).json();
  expect(list.orders[0].payment).toBe(false);
});

test("a Stripe payment completes against the local twin", async ({ page, paidStore, shopper }) => {
  const s = await shopper(paidStore.url);
  await openStripeCheckout(page, paidStore.url, s);
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByTestId("order-card")).toContainText("Stripe, paid");
  expect(await page.evaluate(() => localStorage.getItem("cartItems"))).toBe("{}");
});

test("an order of two lines is one card: number, date, both lines in their colour and size, total, payment, address, one Cancel", async ({
  page,
  baseURL,
  request,
}) => {
  const s = await newShopper(request, baseURL!);
  const { products } = await (await request.get(`${baseURL}/api/product/list`)).json();
  const two = products.filter((p: { colors: string[]; soldOut: unknown[] }) => p.colors.length > 1 && !p.soldOut.length).slice(0, 2);
  const address = {
    firstName: "Asha",
    lastName: "Verma",
    email: s.email,
    street: "12 FC Road, Shivajinagar",
    city: "Pune",
    state: "Maharashtra",
    zipcode: "411004",
    country: "India",
    phone: "9876543210",
  };
  const items = two.map((p: { _id: string; sizes: string[]; colors: string[] }, i: number) => ({
    _id: p._id,
    size: p.sizes[0],
    color: p.colors[1],
    quantity: i + 1,
  }));
  const placed = await request.post(`${baseURL}/api/order/place`, {
    data: { address, items },
    headers: { token: s.token, "Idempotency-Key": `two-lines-${Date.now()}` },
  });
  expect(placed.ok()).toBe(true);
  const { orderId } = await placed.json();
  const { orders } = await (await request.post(`${baseURL}/api/order/userorders`, { headers: { token: s.token } })).json();
  const order = orders.find((o: { _id: string }) => o._id === orderId);

  await page.goto("/");
  await page.evaluate((token) => localStorage.setItem("token", token), s.token);
  await page.goto("/profile");
  await page.getByRole("link", { name: ACCOUNT_MESSAGES.myOrders }).click();
  await expect(page).toHaveURL(/\/orders$/);
  const cards = page.getByTestId("order-card");
  await expect(cards).toHaveCount(1);
  const card = cards.first();
  await expect(card.getByRole("heading", { level: 2 })).toHaveText(`Order #${orderNumber(orderId)}`);
  for (const [i, p] of two.entries()) {
    const line = card.getByRole("listitem").filter({ has: page.getByRole("heading", { name: p.name }) });
    await expect(line).toContainText(`Colour: ${colorName(p.colors[1])}`);
    await expect(line).toContainText(`Size: ${p.sizes[0]}`);
    await expect(line).toContainText(`Quantity: ${i + 1}`);
    await expect(line.getByRole("img")).toHaveAttribute("alt", `${p.name} in ${colorName(p.colors[1])}`);
  }
  await expect(card.getByTestId("order-amount")).toHaveText(formatINR(rupeesToPaise(order.amount)));
  await expect(card).toContainText("Cash on delivery, not paid");
  await expect(card.getByTestId("order-address")).toHaveText("Asha Verma, 12 FC Road, Shivajinagar, Pune, Maharashtra 411004, India · 9876543210");
  await expect(card.getByTestId("order-status")).toHaveText("Order Placed");
  await expect(card.getByText("Order Placed", { exact: true })).toHaveCount(2); // the status, and its step in the progress
  await expect(card.getByRole("button", { name: /^Cancel order/ })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
});
