import { type APIRequestContext, type Browser, expect, type Page, request as requests, test as base } from "@playwright/test";
import { formatINR } from "../../src/domain/money";
import { orderNumber } from "../../src/domain/orders";
import { pdfText } from "../support/pdf-text";
import { SR_STATUS, type ShiprocketTwin, startShiprocketTwin, TWIN_COURIERS } from "../support/shiprocket-twin";
import { type SmtpTwin, startSmtpTwin } from "../support/smtp-twin";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { authenticatorCode, type ConsoleStore, startConsoleStore } from "./support/console-store";
import { SHIPPING_PORT } from "./support/ports";
import { consoleErrors } from "./support/storefront";

const OWNER = { name: "Asha Rao", email: "asha@dhaaga.test", password: "Indigo-Block-Print-42" };

/** A store booking with the Shiprocket twin, its owner signed in to the console (through the API; the cookie carries into the pages). */
type Shop = ConsoleStore & { merchant: APIRequestContext; courier: ShiprocketTwin; smtp: SmtpTwin };
// biome-ignore lint/complexity/noBannedTypes: Playwright spells "no test-scoped fixtures" as {}
const test = base.extend<{}, { shop: Shop }>({
  shop: [
    async ({}, use) => {
      const courier = await startShiprocketTwin();
      const smtp = await startSmtpTwin();
      const store = await startConsoleStore(SHIPPING_PORT, { ...courier.storeEnv(), SMTP_URL: smtp.url });
      const merchant = await requests.newContext({ baseURL: store.url, extraHTTPHeaders: { origin: store.url } });
      const token = new URL(store.setupLink()).searchParams.get("token");
      expect((await merchant.post("/api/admin-auth/setup", { data: { token, ...OWNER } })).status()).toBe(201);
      const login = await (await merchant.post("/api/admin-auth/login", { data: { email: OWNER.email, password: OWNER.password } })).json();
      const code = await merchant.post("/api/admin-auth/second-factor", { data: { code: authenticatorCode(login.enrolment.secret) } });
      expect(code.status()).toBe(200);
      await use(Object.assign(store, { merchant, courier, smtp }));
      await merchant.dispose();
      await store.stop();
      await courier.close();
      await smtp.close();
    },
    { scope: "worker", timeout: 120_000 },
  ],
});
test.describe.configure({ mode: "serial" });

/** A shopper's cash-on-delivery order, confirmed after a call and moved to Packing by the merchant. */
async function packingOrder(page: Page, shop: Shop) {
  const email = `kavya-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.in`;
  const { token } = await (
    await page.request.post(`${shop.url}/api/user/register`, { data: { name: "Kavya Nair", email, password: "Filter-Coffee-2026" } })
  ).json();
  const list = (await (await page.request.get(`${shop.url}/api/product/list`)).json()).products as {
    _id: string;
    sizes: string[];
    colors: string[];
  }[];
  const product = list.find((p) => p.sizes.length > 0)!;
  const address = {
    firstName: "Kavya",
    lastName: "Nair",
    email,
    street: "12 Koregaon Park",
    city: "Pune",
    state: "",
    zipcode: "411001",
    country: "India",
    phone: "9822012345",
  };
  const placed = await page.request.post(`${shop.url}/api/order/place`, {
    headers: { token, "idempotency-key": `shipping-${email}` },
    data: { address, items: [{ _id: product._id, size: product.sizes[0], color: product.colors[0], quantity: 1 }] },
  });
  expect(placed.status()).toBe(200);
  const { orderId } = (await placed.json()) as { orderId: string };
  expect((await shop.merchant.post(`/api/admin/orders/${orderId}/cod-confirm`, { data: { note: "Called the shopper" } })).status()).toBe(200);
  expect((await shop.merchant.post(`/api/admin/orders/${orderId}/advance`, { data: { status: "Packing" } })).status()).toBe(200);
  return { orderId, number: orderNumber(orderId), token, email };
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

/** A PDF the twin serves (a label), as text. */
async function pdfAt(url: string) {
  const res = await fetch(url);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  return pdfText(new Uint8Array(await res.arrayBuffer()));
}

test("the merchant ships a Packing order from its page: the couriers serving its PIN, the cheapest that collects cash pre-selected, then the AWB and the label", async ({
  browser,
  page,
  shop,
}) => {
  const { orderId, number } = await packingOrder(page, shop);
  const desk = await consolePage(browser, shop);
  const errors = consoleErrors(desk);
  await desk.goto(`${shop.url}/admin/orders/${orderId}`);
  const panel = desk.getByTestId("order-shipping");
  await expect(panel.getByRole("heading", { name: "Shipping with Shiprocket" })).toBeVisible();
  await panel.getByRole("button", { name: "Ship" }).click();
  const list = panel.getByRole("group", { name: "Couriers serving PIN 411001" });
  await expect(list.getByRole("radio")).toHaveCount(TWIN_COURIERS.length);
  await expect(list.getByRole("radio", { name: `Delhivery Surface · ${formatINR(5400)} · 4 days · collects cash (pre-selected)` })).toBeChecked();
  await expect(list.getByRole("radio", { name: /Ekart Logistics .* prepaid only/ })).toBeDisabled();
  await expectNoSeriousA11yViolations(desk, "ship panel: ");
  await list.getByRole("radio", { name: /Xpressbees Air/ }).check();
  await list.getByRole("button", { name: "Book" }).click();

  await expect(desk.getByTestId("order-status")).toHaveText("Shipped");
  const [awb] = shop.courier.ordersFor(orderId).map((s) => s.awb);
  expect(awb).toMatch(/^\d{13}$/);
  await expect(desk.getByText(`Booked with Xpressbees Air, AWB ${awb}; the pickup is scheduled and the label is ready.`)).toBeVisible();
  await expect(panel).toContainText(`Booked · Xpressbees Air · AWB ${awb}`);
  await expect(panel.getByRole("button", { name: "Ship" })).toHaveCount(0);
  const label = await panel.getByRole("link", { name: "Label (PDF)" }).getAttribute("href");
  const text = await pdfAt(label!);
  expect(text).toContain(`AWB ${awb}`);
  expect(text).toContain("COD · PIN 411001");
  expect(shop.courier.ordersFor(orderId)).toHaveLength(1);
  expect(errors, `browser errors on order #${number}`).toEqual([]);
});

test("bulk ship: two Packing orders selected on the orders list are booked with their pre-selected couriers, and one PDF holds both labels", async ({
  browser,
  page,
  shop,
}) => {
  const first = await packingOrder(page, shop);
  const second = await packingOrder(page, shop);
  const desk = await consolePage(browser, shop);
  const errors = consoleErrors(desk);
  await desk.goto(`${shop.url}/admin/orders?status=Packing`);
  const bulk = desk.getByTestId("bulk-ship");
  await expect(bulk.getByRole("button", { name: "Ship selected (0)" })).toBeDisabled();
  await desk.getByRole("checkbox", { name: `Select #${first.number}` }).check();
  await desk.getByRole("checkbox", { name: `Select #${second.number}` }).check();
  await expectNoSeriousA11yViolations(desk, "orders list with bulk ship: ");
  await bulk.getByRole("button", { name: "Ship selected (2)" }).click();

  await expect(bulk.getByRole("status")).toContainText("Shipped: ");
  const awbs = [first, second].map((o) => shop.courier.ordersFor(o.orderId)[0]?.awb);
  await expect(bulk.getByRole("status")).toContainText(
    `Shipped: #${first.number} (Delhivery Surface, AWB ${awbs[0]}), #${second.number} (Delhivery Surface, AWB ${awbs[1]}).`,
  );
  const labels = await bulk.getByRole("link", { name: "Labels (PDF)" }).getAttribute("href");
  const text = await pdfAt(labels!);
  for (const awb of awbs) expect(text).toContain(`AWB ${awb}`);
  // Booked, the orders are Shipped and no longer selectable.
  await expect(desk.getByRole("checkbox", { name: `Select #${first.number}` })).toHaveCount(0);
  await desk.goto(`${shop.url}/admin/orders/${second.orderId}`);
  await expect(desk.getByTestId("order-status")).toHaveText("Shipped");
  await expect(desk.getByTestId("order-shipping")).toContainText(`AWB ${awbs[1]}`);
  expect(errors).toEqual([]);
});

test("bulk ship → the courier's webhooks → the shopper's timeline → a failed delivery, in the console's queue, rescheduled by the shopper from the mail's link → Delivered", async ({
  browser,
  page,
  shop,
}) => {
  test.setTimeout(120_000);
  const first = await packingOrder(page, shop);
  const second = await packingOrder(page, shop);
  const shipped = await shop.merchant.post("/api/admin/orders/ship", { data: { orderIds: [first.orderId, second.orderId] } });
  expect(shipped.status()).toBe(200);
  const [awb] = ((await shipped.json()).shipped as { id: string; awb: string }[]).filter((s) => s.id === first.orderId).map((s) => s.awb);
  const webhook = async (status: readonly [number, string], where: string, activity?: string) => {
    const r = await page.request.post(`${shop.url}/api/shipping/webhook/shiprocket`, {
      data: shop.courier.scan(awb!, status, where, new Date(), activity),
      headers: shop.courier.webhookHeaders(),
    });
    expect(r.status()).toBe(200);
  };
  await webhook(SR_STATUS.pickedUp, "Pune Warehouse");
  await webhook(SR_STATUS.inTransit, "Bhiwandi Hub, Maharashtra");

  // The shopper's timeline: each scan with its place, under the AWB.
  await page.goto(`${shop.url}/`);
  await page.evaluate((t) => localStorage.setItem("token", t), first.token);
  await page.goto(`${shop.url}/orders`);
  const card = page.getByTestId("order-card").filter({ hasText: first.number });
  const timeline = card.getByRole("list", { name: `Tracking of AWB ${awb}` });
  await expect(timeline).toContainText("Bhiwandi Hub, Maharashtra");
  await expect(timeline).toContainText("Pune Warehouse");

  await webhook(SR_STATUS.outForDelivery, "Koregaon Park, Pune");
  await webhook(SR_STATUS.undelivered, "Koregaon Park, Pune", "Customer not available");

  // The merchant sees it in the queue with the courier's reason.
  const desk = await consolePage(browser, shop);
  await desk.goto(`${shop.url}/admin`);
  await desk.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Failed deliveries" }).click();
  const queued = desk.getByRole("listitem", { name: `Order #${first.number} · AWB ${awb}` });
  await expect(queued).toContainText("Customer not available");
  await expect(queued).toContainText("attempts: 1");
  await expectNoSeriousA11yViolations(desk, "failed deliveries: ");

  // The shopper answers from the mail's link: another day, with a landmark.
  const find = () => shop.smtp.mails.find((m) => m.to.includes(first.email) && m.subject.includes("could not be delivered"));
  await expect.poll(find, { timeout: 10_000 }).toBeDefined();
  const link = find()!.text.match(/http:\/\/127\.0\.0\.1:\d+\/delivery-answer\?token=[\w-]+/)![0];
  await page.goto(link);
  await expect(page.getByRole("heading", { name: `Order #${first.number}: Your delivery` })).toBeVisible();
  await expect(page.getByText("The courier could not deliver it: Customer not available.")).toBeVisible();
  const form = page.getByRole("form", { name: "New delivery day" });
  const day = await form.getByRole("radio").nth(1).getAttribute("value");
  await form.getByRole("radio").nth(1).check();
  await form.getByLabel("Landmark").fill("Opposite the temple");
  await expectNoSeriousA11yViolations(page, "delivery answer: ");
  await form.getByRole("button", { name: "Deliver on this day" }).click();
  await expect(page.getByRole("status").filter({ hasText: /\S/ })).toHaveText(
    `Thank you: the courier will try to deliver order #${first.number} again on ${day}.`,
  );
  expect(shop.courier.ndrActions).toEqual([
    expect.objectContaining({ awb, action: "re-attempt", deferred_date: day, address2: "Opposite the temple" }),
  ]);
  // The same link again: a clear page, nothing sent again.
  await page.goto(link);
  await expect(page.getByRole("alert")).toHaveText(
    `The failed delivery of order #${first.number} has already been answered, so nothing was changed.`,
  );
  expect(shop.courier.ndrActions).toHaveLength(1);

  await desk.reload();
  await expect(queued).toContainText(`Answered: reattempt on ${day}`);

  await webhook(SR_STATUS.outForDelivery, "Koregaon Park, Pune");
  await webhook(SR_STATUS.delivered, "Koregaon Park, Pune");
  await page.goto(`${shop.url}/orders`);
  await expect(card.getByTestId("order-status")).toHaveText("Delivered");
  await expect(timeline).toContainText("Customer not available");
});
