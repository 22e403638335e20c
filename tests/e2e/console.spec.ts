import { expect, type Page, test as base } from "@playwright/test";
import { CONSOLE_MESSAGES } from "../../src/domain/console-messages";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { assetRequests, authenticatorCode, type ConsoleStore, consoleOnlyAssets, startConsoleStore } from "./support/console-store";
import { closeFestive, consoleErrors } from "./support/storefront";

const PORT = Number(process.env.E2E_PORT ?? 3210) + 30;
const OWNER = { name: "Asha Rao", email: "asha@dhaaga.test", password: "Indigo-Block-Print-42" };

/** One store for the console's journeys, which run in order: the first makes the owner. */
const test = base.extend<{}, { shop: ConsoleStore & { secret: string; signIns: number } }>({
  shop: [
    async ({}, use) => {
      const store = await startConsoleStore(PORT);
      await use(Object.assign(store, { secret: "", signIns: 0 }));
      await store.stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
});
test.describe.configure({ mode: "serial" });

/** Password, then the authenticator's code: a later step each time, as codes work once. */
async function signIn(page: Page, shop: { url: string; secret: string; signIns: number }) {
  await page.goto(`${shop.url}/admin/login`);
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password").fill(OWNER.password);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel(/6-digit code/).fill(authenticatorCode(shop.secret, ++shop.signIns));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: `Welcome, ${OWNER.name}` })).toBeVisible();
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
  await page.getByLabel("6-digit code").fill(authenticatorCode(shop.secret));
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

test("the console fits a 390 px phone", async ({ browser, shop }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await signIn(page, shop);
  for (const path of ["/admin", "/admin/audit", "/admin/staff"]) {
    await page.goto(`${shop.url}${path}`);
    await expect(page.getByRole("navigation", { name: "Console" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page, `${path} at 390 px: `);
  }
  await context.close();
});

test("storefront pages load none of the console's scripts or styles", async ({ page, shop }) => {
  const consoleFiles = consoleOnlyAssets();
  expect(consoleFiles.some((f) => f.endsWith(".css"))).toBe(true);
  const requested = assetRequests(page);
  await page.goto(`${shop.url}/`);
  await closeFestive(page);
  await page.getByRole("link", { name: "Collection", exact: true }).first().click();
  await expect(page).toHaveURL(/\/collection/);
  await page.locator("a.card").first().click();
  await expect(page).toHaveURL(/\/product\//);
  expect(requested.length).toBeGreaterThan(5);
  expect(requested.filter((r) => consoleFiles.includes(r))).toEqual([]);
});
