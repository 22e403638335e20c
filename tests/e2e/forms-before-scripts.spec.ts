import { expect, test } from "@playwright/test";
import { LOGIN_REASONS, MESSAGES } from "../../src/domain/messages";
import { deliveryDaysRange } from "../../src/domain/shop-policy";
import { registerByApi } from "./accounts-fixtures";
import { secondPictureOpacity, tabToFirstHoodieCard } from "./support/storefront";

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

test("presses on scripted buttons before the page's scripts run count, in order, once they do", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const release = await holdScripts(page);
  await page.goto("/product/magma_black_tiger_hoodie", { waitUntil: "domcontentloaded" });
  await page.getByRole("button", { name: "Bone White", exact: true }).click();
  await page.getByRole("button", { name: "L", exact: true }).click();
  await page.getByRole("button", { name: MESSAGES.addToCartButton }).click();
  expect(await page.locator("html[data-hydrated=true]").count()).toBe(0);
  await expect(page).toHaveURL(/\/product\/magma_black_tiger_hoodie$/);
  release();
  // A guest's add asks to log in, with the colour and size as pressed.
  await expect(page).toHaveURL(/\/login\?reason=cart&next=%2Fproduct%2Fmagma_black_tiger_hoodie$/);
  await expect(page.getByTestId("sign-in-reason")).toHaveText(LOGIN_REASONS.cart);
});

test("the side menu opened before the page's scripts run opens once they do", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const release = await holdScripts(page);
  await page.goto("/contact", { waitUntil: "domcontentloaded" });
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("navigation", { name: "Menu" });
  await expect(menu).toBeHidden();
  release();
  await expect(menu.getByRole("link", { name: "About Us", exact: true })).toBeVisible();
});

test("a filter ticked before the page's scripts run stays ticked, and applies once they do", async ({ page }) => {
  // Wide enough for the filters to sit beside the grid, not behind a scripted button.
  await page.setViewportSize({ width: 1280, height: 800 });
  const release = await holdScripts(page);
  await page.goto("/collection", { waitUntil: "domcontentloaded" });
  const hoodies = page.getByRole("checkbox", { name: /^Hoodies/ });
  await hoodies.check();
  expect(await page.locator("html[data-hydrated=true]").count()).toBe(0);
  await expect(page).toHaveURL(/\/collection$/);
  release();
  await expect(page).toHaveURL(/\/collection\?category=Hoodies$/);
  await expect(hoodies).toBeChecked();
  await expect(page.getByTestId("result-count")).toContainText("Showing 1–");
  const names = await page.getByTestId("card-name").allTextContents();
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name).toMatch(/Hoodie/);
});

test("a card the keyboard reached before the page's scripts ran shows its second picture once they have", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  // The greeting's Close is a dialog form: it closes without scripts.
  await page.getByRole("dialog", { name: "Happy Diwali" }).getByRole("button", { name: "Close" }).click();
  const card = await tabToFirstHoodieCard(page);
  await expect(card.locator('img[alt=""]')).toHaveCount(0);
  release();
  await expect.poll(() => secondPictureOpacity(card)).toBe(1);
  await expect(card).toBeFocused();
});

/** The chat with its scripts held back: an empty question sent, then a real one typed. */
async function chatBeforeScripts(page: import("@playwright/test").Page) {
  const release = await holdScripts(page);
  await page.goto("/chat", { waitUntil: "domcontentloaded" });
  const input = page.getByLabel("Your question");
  const log = page.getByRole("log", { name: "Conversation" });
  await input.press("Enter");
  await input.fill("how long does delivery take");
  return { release, input, log };
}

test("questions sent before the page's scripts run are each answered as they were sent, once", async ({ page }) => {
  const { release, input, log } = await chatBeforeScripts(page);
  await input.press("Enter");
  await input.fill("coupon");
  expect(await page.locator("html[data-hydrated=true]").count()).toBe(0);
  await expect(page).toHaveURL(/\/chat$/);
  release();
  // The empty question is ignored, the second is answered once, and the unsent draft stays a draft.
  await expect(log.locator("li").nth(2)).toContainText(deliveryDaysRange());
  await expect(input).toHaveValue("coupon");
  await expect(log.locator("li")).toHaveCount(3);
  await input.press("Enter");
  await expect(log.locator("li")).toHaveCount(5);
  await expect(input).toHaveValue("");
});

test("a question sent while the early ones are still being given is answered after them", async ({ page }) => {
  const { release, input, log } = await chatBeforeScripts(page);
  // Enter is pressed again the moment the page is hydrated, while the empty question and the
  // draft typed after it are still being given to React, one task each.
  await page.evaluate(() => {
    const root = document.documentElement;
    new MutationObserver((_, observer) => {
      if (!root.hasAttribute("data-hydrated")) return;
      observer.disconnect();
      (document.getElementById("chat-input") as HTMLInputElement).form!.requestSubmit();
    }).observe(root, { attributes: true, attributeFilter: ["data-hydrated"] });
  });
  release();
  await expect(log.locator("li").nth(2)).toContainText(deliveryDaysRange());
  await expect(input).toHaveValue("");
  await expect(log.locator("li")).toHaveCount(3);
});

test("filters applied before the page's scripts run are applied as chosen, a price band among them", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const release = await holdScripts(page);
  await page.goto("/collection", { waitUntil: "domcontentloaded" });
  const band = page.getByRole("radio", { name: /^₹799 – ₹1,099/ });
  await band.check();
  await page.getByRole("checkbox", { name: /^Hoodies/ }).check();
  await page.getByRole("button", { name: "Apply filters" }).click();
  expect(await page.locator("html[data-hydrated=true]").count()).toBe(0);
  release();
  await expect(page).toHaveURL(/\/collection\?category=Hoodies&band=799-1099$/);
  await expect(band).toBeChecked();
  await expect(page.getByRole("radio", { name: /^All/ })).not.toBeChecked();
});

test("a section pressed on a wide screen before the page's scripts run is the tab shown once they do", async ({ page }) => {
  // The server's HTML has the sections as accordions; hydrated on a wide screen, they are tabs.
  await page.setViewportSize({ width: 1280, height: 800 });
  const release = await holdScripts(page);
  await page.goto("/product/magma_black_tiger_oversized_tee", { waitUntil: "domcontentloaded" });
  await page.getByRole("button", { name: MESSAGES.tabVendorInfo, exact: true }).click();
  expect(await page.locator("html[data-hydrated=true]").count()).toBe(0);
  release();
  await expect(page.getByRole("tab", { name: MESSAGES.tabVendorInfo })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: MESSAGES.tabVendorInfo }).getByText(/Dhaaga Apparel/)).toBeVisible();
});
