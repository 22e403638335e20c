import { expect, test } from "@playwright/test";
import { registerByApi } from "./accounts-fixtures";

const PASSWORD = "first-light-2026";

/** Holds the page's scripts back until released, as a slow network does before hydration. */
async function holdScripts(page: import("@playwright/test").Page) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/*.js", async (route) => {
    await gate;
    await route.continue().catch(() => undefined);
  });
  return release;
}

test("a sign-in submitted before the page's scripts run is answered, and the session starts once they do", async ({ page, baseURL }) => {
  const email = `early-${Date.now().toString(36)}@example.in`;
  await registerByApi(baseURL!, email, PASSWORD);
  const release = await holdScripts(page);
  await page.goto("/login", { waitUntil: "commit" });
  await page.locator("main").getByLabel("Email").fill(email);
  await page.locator("main").getByLabel("Password").fill(PASSWORD);
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/login"),
    page.getByRole("button", { name: "Sign In" }).click(),
  ]);
  expect(answer.status()).toBe(200);
  expect(await page.locator("html[data-hydrated=true]").count()).toBe(0);
  release();
  await expect(page).toHaveURL(`${baseURL}/`);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeTruthy();
});

test("the reset flow's first step works with no script at all", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const email = `noscript-${Date.now().toString(36)}@example.in`;
  await page.goto(`${baseURL}/reset-password`);
  await page.locator("main").getByLabel("Email").fill(email);
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/reset-password"),
    page.getByRole("button", { name: "Send OTP" }).click(),
  ]);
  expect(answer.status()).toBe(200);
  await expect(page.locator("main").getByLabel("OTP")).toBeVisible();
  await expect(page.locator("main").getByLabel("Email")).toHaveValue(email);
  await expect(page.getByRole("button", { name: "Verify OTP" })).toBeVisible();
  await context.close();
});
