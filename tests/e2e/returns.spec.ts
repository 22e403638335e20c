import { type APIRequestContext, type Browser, expect, type Page, request as requests, test as base } from "@playwright/test";
import { formatIndiaDate, indiaDay } from "../../src/domain/india/india-day";
import { formatINR, rupeesToPaise } from "../../src/domain/money";
import { orderNumber } from "../../src/domain/orders";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { authenticatorCode, type ConsoleStore, startConsoleStore } from "./support/console-store";
import { RETURNS_PORT } from "./support/ports";
import { consoleErrors } from "./support/storefront";

const OWNER = { name: "Asha Rao", email: "asha@dhaaga.test", password: "Indigo-Block-Print-42" };

/** A store of its own, its owner signed in to the console (through the API; the cookie carries into the console's pages). */
type Shop = ConsoleStore & { merchant: APIRequestContext };
// biome-ignore lint/complexity/noBannedTypes: Playwright spells "no test-scoped fixtures" as {}
const test = base.extend<{}, { shop: Shop }>({
  shop: [
    async ({}, use) => {
      const store = await startConsoleStore(RETURNS_PORT);
      const merchant = await requests.newContext({ baseURL: store.url, extraHTTPHeaders: { origin: store.url } });
      const token = new URL(store.setupLink()).searchParams.get("token");
      expect((await merchant.post("/api/admin-auth/setup", { data: { token, ...OWNER } })).status()).toBe(201);
      const login = await (await merchant.post("/api/admin-auth/login", { data: { email: OWNER.email, password: OWNER.password } })).json();
      const code = await merchant.post("/api/admin-auth/second-factor", { data: { code: authenticatorCode(login.enrolment.secret) } });
      expect(code.status()).toBe(200);
      await use(Object.assign(store, { merchant }));
      await merchant.dispose();
      await store.stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
});
test.describe.configure({ mode: "serial" });

/** The merchant's move on a request, through the console's API; answers the request as the console sees it. */
async function move(shop: Shop, id: string, action: string, data: object = {}) {
  const res = await shop.merchant.post(`/api/admin/returns/${id}/${action}`, { data });
  const body = await res.json();
  expect(body.success, `${action}: ${body.message}`).toBe(true);
  return body.request;
}

/** A shopper with a cash-on-delivery order of a product in its first size, which the merchant has delivered. */
async function deliveredOrder(page: Page, shop: Shop, quantity = 1) {
  const email = `meera-${Date.now()}@example.in`;
  const { token } = await (
    await page.request.post(`${shop.url}/api/user/register`, { data: { name: "Meera Iyer", email, password: "Filter-Coffee-2026" } })
  ).json();
  const list = (await (await page.request.get(`${shop.url}/api/product/list`)).json()).products as {
    _id: string;
    sizes: string[];
    colors: string[];
  }[];
  const product = list.find((p) => p.sizes.length >= 3)!;
  const address = {
    firstName: "Meera",
    lastName: "Iyer",
    email,
    street: "4 Besant Nagar",
    city: "Chennai",
    state: "",
    zipcode: "600090",
    country: "India",
    phone: "9840012345",
  };
  const placed = await page.request.post(`${shop.url}/api/order/place`, {
    headers: { token, "idempotency-key": `returns-${Date.now()}` },
    data: { address, items: [{ _id: product._id, size: product.sizes[0], color: product.colors[0], quantity }] },
  });
  const { orderId } = await placed.json();
  for (const [status, extra] of [
    ["Packing"],
    ["Shipped", { courier: "Delhivery", trackingNumber: "DLV77" }],
    ["Out for Delivery"],
    ["Delivered"],
  ] as const) {
    const res = await shop.merchant.post(`/api/admin/orders/${orderId}/advance`, { data: { status, ...extra } });
    expect(res.status()).toBe(200);
  }
  await page.goto(`${shop.url}/`);
  await page.evaluate((t) => localStorage.setItem("token", t), token);
  return { token, email, orderId: orderId as string, number: orderNumber(orderId), product };
}

/** The merchant's console in a browser of its own, signed in as the owner; at 390 px on the phone project. */
async function consolePage(browser: Browser, shop: Shop): Promise<Page> {
  const phone = test.info().project.name === "mobile";
  const context = await browser.newContext({
    storageState: await shop.merchant.storageState(),
    ...(phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {}),
  });
  return context.newPage();
}

/** The page is no wider than the screen: nothing to scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll).toBeLessThanOrEqual(width);
}

test("a delivered order's size is exchanged: the shopper asks on /orders, the merchant approves, schedules, receives and ships it in the console, and the shopper sees each step and each mail", async ({
  browser,
  page,
  shop,
}) => {
  test.setTimeout(120_000);
  const errors = consoleErrors(page);
  const { number, product } = await deliveredOrder(page, shop, 2);
  const wanted = product.sizes[1]!;

  await page.goto(`${shop.url}/orders`);
  const card = page.getByTestId("order-card");
  await expect(card.getByTestId("order-status")).toHaveText("Delivered");
  await card.getByRole("button", { name: `Return or exchange items of order ${number}` }).click();
  const form = card.getByRole("form", { name: "Return or exchange" });
  await form.getByLabel("Exchange for another size").check();
  await form.getByLabel("Reason").selectOption("Size too small");
  await form.getByLabel("Size wanted").selectOption({ label: wanted });
  await expectNoSeriousA11yViolations(page, "return form: ");
  await card.screenshot({ path: test.info().outputPath("return-form.png") });
  await form.getByRole("button", { name: "Send request" }).click();
  await expect(card.getByRole("status")).toHaveText("Your exchange request is in. We will mail you at each step.");
  const request = card.getByTestId("return-request");
  await expect(request.getByTestId("return-status")).toHaveText("Return requested");
  await expect(request.getByRole("list", { name: "Exchange progress" }).getByRole("listitem")).toHaveText([
    /^Return requested/,
    "Approved",
    "Pickup scheduled",
    "Picked up",
    "Received",
    "Exchange shipped",
    "Exchange delivered",
  ]);
  // The other unit may still come back, but not as a second exchange: one exchange per order.
  await expect(card.getByRole("button", { name: /^Return or exchange/ })).toBeVisible();

  // The merchant finds it in the console's Returns queue, with its line, size wanted and reason.
  const desk = await consolePage(browser, shop);
  const deskErrors = consoleErrors(desk);
  await desk.goto(`${shop.url}/admin`);
  await desk.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Returns" }).click();
  await expect(desk.getByRole("heading", { name: "Returns", level: 1 })).toBeVisible();
  const queued = desk.getByRole("listitem", { name: `Exchange · order #${number}` });
  await expect(queued).toContainText("Return requested");
  await expect(queued).toContainText(`size ${product.sizes[0]} × 1 → size ${wanted}`);
  await expect(queued).toContainText("Size too small");
  await expectNoSidewaysScroll(desk);
  await expectNoSeriousA11yViolations(desk, "returns queue: ");
  await desk.getByLabel("Reason").selectOption("Damaged");
  await desk.getByRole("button", { name: "Show" }).click();
  await expect(desk.getByText("No request matches.")).toBeVisible();
  await desk.getByLabel("Reason").selectOption("Size too small");
  await desk.getByLabel("State").selectOption("Return requested");
  await desk.getByRole("button", { name: "Show" }).click();
  await expect(desk).toHaveURL(/reason=Size\+too\+small/);
  await queued.getByRole("link", { name: `Exchange · order #${number}` }).click();

  const status = desk.getByTestId("return-status");
  await expect(desk.getByRole("heading", { name: `Exchange · order #${number}`, level: 1 })).toBeVisible();
  await expect(status).toHaveText("Return requested");
  await expectNoSidewaysScroll(desk);
  await expectNoSeriousA11yViolations(desk, "return request: ");
  await desk.getByRole("button", { name: "Approve the request" }).click();
  await expect(status).toHaveText("Approved");

  // A past pickup day is refused beside its field; today is taken.
  const pickup = desk.getByRole("form", { name: "Schedule the pickup" });
  await pickup.getByLabel("Pickup date").fill("2020-01-01");
  await pickup.getByRole("button", { name: "Schedule the pickup" }).click();
  await expect(pickup.getByRole("alert")).toHaveText("The pickup day cannot be in the past.");
  await expect(pickup.getByLabel("Pickup date")).toHaveAttribute("aria-invalid", "true");
  const today = indiaDay(new Date());
  await pickup.getByLabel("Pickup date").fill(today);
  await pickup.getByRole("button", { name: "Schedule the pickup" }).click();
  await expect(status).toHaveText("Pickup scheduled");

  await page.reload();
  await expect(request.getByTestId("return-status")).toHaveText("Pickup scheduled");
  await expect(request.getByText(`Pickup on ${formatIndiaDate(new Date(`${today}T12:00:00+05:30`))}`)).toBeVisible();

  await desk.getByRole("button", { name: "Mark picked up" }).click();
  await expect(status).toHaveText("Picked up");
  const received = desk.getByRole("form", { name: "Received" });
  await expect(received.getByRole("radio", { name: "Accepted: back in stock" })).toBeChecked();
  await received.getByRole("button", { name: "Mark received" }).click();
  await expect(status).toHaveText("Received");

  const ship = desk.getByRole("form", { name: "Ship the exchange" });
  await ship.getByRole("button", { name: "Ship the exchange" }).click();
  await expect(ship.getByRole("alert")).toHaveText("Courier is required.");
  await ship.getByLabel("Courier").fill("Blue Dart");
  await ship.getByLabel("Tracking number").fill("BD556677");
  await ship.getByRole("button", { name: "Ship the exchange" }).click();
  await expect(status).toHaveText("Exchange shipped");
  await expect(desk.getByText("Exchange sent with Blue Dart, tracking number BD556677")).toBeVisible();
  await desk.screenshot({ path: test.info().outputPath("console-return.png"), fullPage: true });

  await page.reload();
  await expect(request.getByTestId("return-status")).toHaveText("Exchange shipped");
  await expect(request.getByText("Exchange shipped with Blue Dart · Tracking number: BD556677")).toBeVisible();
  await expect(request.locator("li[aria-current='step']")).toContainText("Exchange shipped");
  await card.getByRole("button", { name: /^Return or exchange/ }).click();
  await expect(card.getByLabel("Exchange for another size (this order has had its one exchange)")).toBeDisabled();
  await expectNoSeriousA11yViolations(page, "return timeline: ");
  await card.screenshot({ path: test.info().outputPath("return-timeline.png") });

  await desk.getByRole("button", { name: "Mark the exchange delivered" }).click();
  await expect(status).toHaveText("Exchange delivered");
  await expect(desk.getByText("Nothing left to do: this request is Exchange delivered.")).toBeVisible();
  await expect(desk.getByRole("list", { name: "Steps" }).getByRole("listitem")).toHaveText([
    /^Return requested: /,
    /^Approved: /,
    /^Pickup scheduled: .*\(pickup on /,
    /^Picked up: /,
    /^Received: .*\(accepted\)/,
    /^Exchange shipped: .*\(Blue Dart BD556677\)/,
    /^Exchange delivered: /,
  ]);
  await page.reload();
  await expect(request.getByTestId("return-status")).toHaveText("Exchange delivered");

  await page.goto(`${shop.url}/dev/mailbox`);
  for (const subject of [
    `We have your exchange request for order #${number}`,
    `Your exchange for order #${number} is approved`,
    `Pickup for order #${number} on ${formatIndiaDate(new Date(`${today}T12:00:00+05:30`))}`,
    `Item picked up for order #${number}`,
    `We have received the item of order #${number}`,
    `Your exchange for order #${number} has shipped`,
    `Your exchange for order #${number} was delivered`,
  ])
    await expect(page.getByRole("heading", { name: subject })).toBeVisible();
  expect(errors).toEqual([]);
  // The one refusal above (a past pickup day, 400) is an answer, not an error.
  expect(deskErrors.filter((e) => !/status of 400/.test(e))).toEqual([]);
  await desk.context().close();
});

test("a cash-on-delivery order comes back to store credit, which the shopper has at once", async ({ page, shop }) => {
  test.setTimeout(60_000);
  const { orderId, number, token } = await deliveredOrder(page, shop);
  await page.goto(`${shop.url}/orders`);
  const card = page.getByTestId("order-card");
  await card.getByRole("button", { name: `Return or exchange items of order ${number}` }).click();
  const form = card.getByRole("form", { name: "Return or exchange" });
  await expect(form.getByRole("radio", { name: "Store credit (available at once)" })).toBeChecked();
  await form.getByRole("radio", { name: "UPI ID" }).check();
  await form.getByRole("textbox", { name: "UPI ID" }).fill("meera");
  await form.getByLabel("Reason").selectOption("Changed my mind");
  await form.getByRole("button", { name: "Send request" }).click();
  await expect(form.getByRole("alert")).toHaveText("Enter a valid UPI ID, like name@bank.");
  await form.getByRole("radio", { name: "Store credit (available at once)" }).check();
  await form.getByRole("button", { name: "Send request" }).click();
  await expect(card.getByTestId("return-status")).toHaveText("Return requested");

  const [request] = (await (await page.request.get(`${shop.url}/api/order/${orderId}/returns`, { headers: { token } })).json()).requests;
  await move(shop, request.id, "approve");
  await move(shop, request.id, "pickup", { date: indiaDay(new Date()) });
  await move(shop, request.id, "receive", { result: "accepted" });
  await move(shop, request.id, "refund", { via: "credit" });
  await page.reload();
  await expect(card.getByTestId("return-status")).toHaveText("Refunded");
  await expect(card.getByText(/^Refund of ₹[\d,]+ to store credit: paid\.$/)).toBeVisible();
  const credit = await (await page.request.get(`${shop.url}/api/user/credit`, { headers: { token } })).json();
  expect(credit.balance).toBe(request.refund);
  // The profile shows the balance and the dated entry.
  await page.goto(`${shop.url}/profile`);
  const section = page.getByRole("region", { name: "Store credit" });
  await expect(section.getByTestId("credit-balance")).toHaveText(formatINR(rupeesToPaise(request.refund)));
  await expect(section.getByRole("list", { name: "Store credit ledger" }).getByRole("listitem")).toHaveText([
    new RegExp(`^${formatIndiaDate(new Date())} · Refund of a return.*\\+${formatINR(rupeesToPaise(request.refund)).replace(/[.₹]/g, "\\$&")}$`),
  ]);
  await page.goto(`${shop.url}/dev/mailbox`);
  await expect(page.getByRole("heading", { name: `Refund for your return of order #${number}` })).toBeVisible();
});

test("the merchant marks a product not returnable and sets a 10-day window in the console: the product page, the policy page and the FAQ say so", async ({
  browser,
  page,
  shop,
}) => {
  test.setTimeout(60_000);
  const desk = await consolePage(browser, shop);
  const list = (await (await page.request.get(`${shop.url}/api/product/list`)).json()).products as { _id: string; slug: string; sizes: string[] }[];
  const product = list.find((p) => p.sizes.length < 3) ?? list.at(-1)!;

  await page.goto(`${shop.url}/product/${product.slug}`);
  await expect(page.getByText("7-day easy returns")).toBeVisible();
  await desk.goto(`${shop.url}/admin/products/${product._id}`);
  await desk.getByLabel("Returnable").uncheck();
  await desk.getByRole("button", { name: "Save product" }).click();
  await expect(desk.getByText("Product saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByText("Not returnable: sale or customised item")).toBeVisible();
  await expect(page.getByText("7-day easy returns")).toHaveCount(0);

  await page.goto(`${shop.url}/return-exchange`);
  await expect(page.getByText("Returns and exchanges are accepted within 7 days of delivery.")).toBeAttached();
  await desk.goto(`${shop.url}/admin/settings`);
  await desk.getByLabel("Return window (days)").fill("10");
  await desk.getByRole("button", { name: "Save settings" }).click();
  await expect(desk.getByText("Saved: Return window (days).")).toBeVisible();
  try {
    await page.reload();
    await expect(page.getByText("Returns and exchanges are accepted within 10 days of delivery.")).toBeAttached();
    await expect(page.getByText("Need a different size or colour? Ask for an exchange within 10 days of delivery.")).toBeAttached();
    await page.goto(`${shop.url}/contact`);
    await expect(page.getByText("You can return or exchange items within 10 days of delivery.", { exact: false })).toBeAttached();
  } finally {
    const back = await shop.merchant.put("/api/admin/settings", { data: { returnWindowDays: 7 } });
    expect(back.status()).toBe(200);
    await desk.context().close();
  }
});
