import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Page, expect, test } from "@playwright/test";
import { type PaymentTwins, startPaymentTwins } from "../support/payment-twins";
import { CSP_PORT } from "./support/ports";

/** Every page of the storefront, as a guest and as a signed-in shopper with a cart. */
const PAGES = [
  "/",
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
  "/terms",
  "/auth",
  "/category",
  "/info",
  "/collection",
  "/men",
  "/women",
  "/kids",
  "/cart",
  "/login",
  "/signup",
  "/reset-password",
  "/verify",
  "/verify-email?token=not-a-real-link",
  "/order-confirm?token=not-a-real-link",
  "/order-cancel?token=not-a-real-link",
  "/dev/mailbox",
  "/no-such-page",
];
const SIGNED_IN_PAGES = ["/cart", "/place-order", "/orders", "/profile"];

/** Records every CSP violation the page reports, whatever the console says about it. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      const w = window as unknown as { __csp?: string[] };
      w.__csp = w.__csp ?? [];
      w.__csp.push(`${e.violatedDirective} blocked ${e.blockedURI || "inline"} at ${location.pathname}`);
    });
  });
  page.on("console", (m) => {
    if (m.type() === "error" && /Content Security Policy/i.test(m.text())) seen.push(`${page.url()}: ${m.text()}`);
  });
  return seen;
}

async function visitAll(page: Page, base: string) {
  const seen = await watchViolations(page);
  const list = await (await page.request.get(`${base}/api/product/list`)).json();
  const product = list.products.find((p: { sizes: string[]; soldOut: unknown[] }) => p.sizes.length && !p.soldOut.length);
  const visit = async (p: string) => {
    const res = await page.goto(`${base}${p}`);
    expect(res?.headers()["content-security-policy"], p).toMatch(/script-src 'self'/);
    await page.waitForLoadState("networkidle");
    const inPage = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
    seen.push(...inPage);
  };
  for (const p of [...PAGES, `/product/${product.slug}`]) await visit(p);

  const email = `csp-${Date.now().toString(36)}@example.in`;
  const reg = await page.request.post(`${base}/api/user/register`, { data: { name: "Asha Verma", email, password: "correct horse battery" } });
  const { token } = await reg.json();
  await page.evaluate(
    ({ token, cart }) => {
      localStorage.setItem("token", token);
      localStorage.setItem("cartItems", JSON.stringify(cart));
    },
    { token, cart: { [product._id]: { [product.sizes[0]]: { [product.colors[0]]: 1 } } } },
  );
  for (const p of [...SIGNED_IN_PAGES, `/product/${product.slug}`, "/"]) await visit(p);
  // The cart lives in the browser: its line shows only once the page's scripts have run under the policy.
  await page.goto(`${base}/cart`);
  await expect(page.getByText(product.name).first()).toBeVisible();
  return seen;
}

test.describe.configure({ mode: "serial", timeout: 240_000 });

test("no page breaks its Content-Security-Policy with Razorpay and Stripe off", async ({ page, baseURL }) => {
  expect(await visitAll(page, baseURL!)).toEqual([]);
});

test.describe("with Razorpay and Stripe on", () => {
  let child: ChildProcess;
  let twins: PaymentTwins;
  let dataDir: string;
  const url = `http://127.0.0.1:${CSP_PORT}`;

  test.beforeAll(async () => {
    twins = await startPaymentTwins();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dhaaga-e2e-csp-"));
    child = spawn(process.execPath, ["build/server/main.js"], {
      env: { ...process.env, ...twins.storeEnv(), PORT: String(CSP_PORT), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", PUBLIC_URL: url },
      stdio: ["ignore", "ignore", "inherit"],
    });
    await expect.poll(async () => (await fetch(`${url}/readyz`).catch(() => null))?.status, { timeout: 120_000 }).toBe(200);
  });
  test.afterAll(async () => {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
    await twins.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test("no page breaks its policy, and the checkout loads Razorpay's script under it", async ({ page }) => {
    expect(await visitAll(page, url)).toEqual([]);
    const res = await page.goto(`${url}/place-order`);
    expect(res?.headers()["content-security-policy"]).toContain(new URL(twins.storeEnv().RAZORPAY_CHECKOUT_URL).origin);
  });
});
