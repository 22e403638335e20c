import { type ChildProcess, spawn } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { type APIRequestContext, type Page, expect, test } from "@playwright/test";
import { eq } from "drizzle-orm";
import { CATEGORIES } from "../../src/domain/constants";
import { FAQ_CATEGORIES, MESSAGES, RETURN_PAGE_SECTIONS } from "../../src/domain/messages";
import { openDatabase } from "../../src/server/db/client";
import { customerQueries } from "../../src/server/db/schema";
import { WHATSAPP_GREETING } from "../../src/web/lib/whatsapp";
import { startSmtpTwin, type SmtpTwin } from "../support/smtp-twin";
import { MAIL_PORT } from "./support/ports";
import { deliveryDaysRange, deliveryDaysText } from "../../src/domain/shop-policy";
import { toastAfter } from "./support/toasts";

const PAGES = [
  { path: "/about", heading: "Thank you for choosing Dhaaga" },
  { path: "/contact", heading: "Contact Us" },
  { path: "/chat", heading: "Chat with us" },
  { path: "/became-a-partnar", heading: "Become a Partner" },
  { path: "/scratch", heading: "Scratch & Win" },
  { path: "/return-exchange", heading: "Returns, Exchange & Cancellation" },
  { path: "/oflinestore", heading: `Visit our store: ${MESSAGES.offlineStoreName}` },
  { path: "/privacy-policy", heading: "Privacy Policy" },
  { path: "/termandc", heading: "Terms & Conditions" },
  { path: "/career", heading: "Careers at Dhaaga" },
  { path: "/sitemap", heading: "Site Map" },
  { path: "/customize", heading: "Customise your own" },
];

const toast = (page: Page, message: string) => page.getByTestId("toast").filter({ hasText: message });

let userCount = 0;
async function register(request: APIRequestContext, baseURL: string): Promise<{ token: string; email: string }> {
  const email = `e2e-${Date.now()}-${++userCount}@example.in`;
  const res = await request.post(`${baseURL}/api/user/register`, {
    data: { name: "Neha Joshi", email, password: "a-long-password-9" },
  });
  const body = await res.json();
  expect(body.success).toBe(true);
  return { token: body.token, email };
}

async function logIn(page: Page, token: string) {
  await page.addInitScript((t) => localStorage.setItem("token", t), token);
}

test.describe("content pages", () => {
  for (const p of PAGES) {
    test(`${p.path} renders, passes axe, and has the WhatsApp button`, async ({ page }, info) => {
      // axe and a full-page screenshot take a while on a busy machine.
      test.setTimeout(60_000);
      const errors: string[] = [];
      page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
      const res = await page.goto(p.path);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(p.heading);
      const fab = page.getByRole("link", { name: "Chat with us on WhatsApp" });
      await expect(fab).toHaveAttribute("href", /^https:\/\/wa\.me\/919876543210\?text=Hi%20Dhaaga!/);
      await expectNoSeriousA11yViolations(page);
      if (info.project.name === "mobile") await page.setViewportSize({ width: 390, height: 844 });
      else await page.setViewportSize({ width: 1280, height: 900 });
      await page.screenshot({ path: `test-results/screens/${info.project.name}${p.path.replace(/\//g, "_")}.png`, fullPage: true });
      expect(errors).toEqual([]);
    });
  }

  test("footer targets that are not pages redirect permanently", async ({ request, baseURL }) => {
    for (const [from, to] of [
      ["/terms", "/termandc"],
      ["/auth", "/login"],
      ["/category", "/collection"],
      ["/info", "/about"],
    ]) {
      const res = await request.get(`${baseURL}${from}`, { maxRedirects: 0 });
      expect(res.status(), from).toBe(301);
      expect(new URL(res.headers().location, baseURL).pathname).toBe(to);
    }
  });

  test("the footer names each page once, and each of its links leads to a page", async ({ page, request, baseURL }) => {
    await page.goto("/about");
    const links = page.locator("footer nav a");
    const labels = await links.allTextContents();
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels.filter((l) => /terms/i.test(l))).toEqual(["Terms & Conditions"]);
    for (const target of ["/customize", "/category", "/auth"]) expect(hrefs).toContain(target);
    for (const href of hrefs) expect((await request.get(`${baseURL}${href}`)).status(), href).toBe(200);
  });

  test("about and contact record their visits", async ({ page }) => {
    const visits: string[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith("/api/analytics/visit")) visits.push(JSON.parse(r.postData() ?? "{}").page);
    });
    await page.goto("/about");
    await expect.poll(() => visits).toContain("About");
    await expect(page.getByRole("heading", { name: MESSAGES.aboutOurFocus })).toBeVisible();
    await expect(page.getByRole("heading", { name: MESSAGES.aboutWhyUs })).toBeVisible();
    await page.getByText("Print-on-Demand for Online Stores").click();
    await expect(page.getByText("Sell your designs without holding stock")).toBeVisible();
    await page.goto("/contact");
    await expect.poll(() => visits).toContain("Contact Page");
  });

  test("the about page's Shop Now leads to the collection", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("link", { name: MESSAGES.heroShopNow, exact: true })).toHaveAttribute("href", "/collection");
  });

  test("return page lists every section with the policy facts", async ({ page }) => {
    await page.goto("/return-exchange");
    for (const s of RETURN_PAGE_SECTIONS) await expect(page.locator("summary", { hasText: new RegExp(`^${s}$`) })).toBeVisible();
    await page.locator("summary", { hasText: /^Cancellation$/ }).click();
    await expect(page.getByText("within 60 minutes of placing it and get a full refund")).toBeVisible();
  });

  test("offline store shows hours and a directions link", async ({ page }) => {
    await page.goto("/oflinestore");
    await expect(page.getByText(MESSAGES.offlineStoreHours)).toBeVisible();
    await expect(page.getByRole("link", { name: "Get directions" })).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/dir\/.*FC%20Road/);
  });

  test("policies state the grievance officer, 7-day returns, 60-minute cancellation and the age limit", async ({ page }) => {
    await page.goto("/termandc");
    await expect(page.getByRole("heading", { name: "Grievance Officer" })).toBeVisible();
    await expect(page.getByText("We do not serve minors under 13")).toBeVisible();
    await expect(page.getByText("Orders cancelled within 60 minutes of purchase are refunded in full.")).toBeVisible();
    await expect(page.getByText("within 7 days of delivery").first()).toBeVisible();
    await page.goto("/privacy-policy");
    await expect(page.getByRole("link", { name: "grievance@dhaaga.in" })).toBeVisible();
  });

  test("site map links to every page and category", async ({ page }) => {
    await page.goto("/sitemap");
    for (const label of [
      "Home",
      "Shop All",
      "Men",
      "Women",
      "Kids",
      "Cart",
      "Contact Us & FAQ",
      "Chat with Us",
      "Offline Store, Pune",
      "Privacy Policy",
    ]) {
      await expect(page.getByRole("link", { name: label, exact: true }).first()).toBeVisible();
    }
    for (const c of CATEGORIES) {
      await expect(page.getByRole("link", { name: c, exact: true })).toHaveAttribute("href", `/collection?${new URLSearchParams({ category: c })}`);
    }
    // Products are reached through their category: the page does not grow with the catalog.
    await expect(page.locator('a[href^="/product/"]')).toHaveCount(0);
  });
});

test.describe("contact page", () => {
  test("shows the FAQ and asks a visitor to log in instead of the query button", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { name: MESSAGES.contactHelpHeading })).toBeVisible();
    await expect(page.getByLabel("Choose a topic").locator("option")).toHaveCount(10);
    for (const c of FAQ_CATEGORIES) await expect(page.locator("summary", { hasText: new RegExp(`^${c.replace(/[&]/g, "\\&")}$`) })).toBeVisible();
    await page.locator("summary", { hasText: /^Shipping & Tracking$/ }).click();
    await page.getByText("How long does delivery take?").click();
    // The days come from the zone table checkout dates orders with.
    await expect(page.getByText(`Orders are delivered ${deliveryDaysText()}`)).toBeVisible();
    for (const s of ["LinkedIn", "Instagram", "X", "WhatsApp", "YouTube", "Facebook"]) {
      await expect(page.getByRole("list", { name: "Social links" }).getByRole("link", { name: s, exact: true })).toBeVisible();
    }
    await expect(page.getByText(MESSAGES.contactLoginFirst)).toBeVisible();
    await expect(page.getByRole("button", { name: MESSAGES.submitQuery })).toHaveCount(0);
  });

  test("each social link leads to the store's page, WhatsApp with the greeting typed", async ({ page }) => {
    await page.goto("/contact");
    const social = (name: string) => page.getByRole("list", { name: "Social links" }).getByRole("link", { name, exact: true });
    await expect(social("LinkedIn")).toHaveAttribute("href", "https://www.linkedin.com/company/dhaaga");
    await expect(social("Instagram")).toHaveAttribute("href", "https://www.instagram.com/dhaaga");
    await expect(social("X")).toHaveAttribute("href", "https://x.com/dhaaga");
    await expect(social("YouTube")).toHaveAttribute("href", "https://www.youtube.com/@dhaaga");
    await expect(social("Facebook")).toHaveAttribute("href", "https://www.facebook.com/dhaaga");
    const wa = new URL((await social("WhatsApp").getAttribute("href")) ?? "");
    expect(`${wa.origin}${wa.pathname}`).toBe("https://wa.me/919876543210");
    expect(wa.search).toBe(`?text=${encodeURIComponent(WHATSAPP_GREETING)}`);
  });

  test("a logged-in shopper never sees the log-in notice, not even before the scripts run", async ({ page, request, baseURL }) => {
    const html = await (await request.get(`${baseURL}/contact`)).text();
    expect(html).not.toContain(MESSAGES.contactLoginFirst);
    const { token } = await register(request, baseURL!);
    await logIn(page, token);
    await page.addInitScript((notice) => {
      const w = window as unknown as { sawNotice: boolean };
      w.sawNotice = false;
      new MutationObserver(() => {
        if (document.body?.textContent?.includes(notice)) w.sawNotice = true;
      }).observe(document, { subtree: true, childList: true, characterData: true });
    }, MESSAGES.contactLoginFirst);
    await page.goto("/contact");
    await expect(page.getByRole("button", { name: MESSAGES.submitQuery })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sawNotice: boolean }).sawNotice)).toBe(false);
  });

  test("a logged-in shopper sends a query; the modal closes and clears", async ({ page, request, baseURL }) => {
    const { token } = await register(request, baseURL!);
    await logIn(page, token);
    await page.goto("/contact");
    await page.getByRole("button", { name: MESSAGES.submitQuery }).click();
    const dialog = page.getByRole("dialog", { name: MESSAGES.submitQuery });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page, "query dialog: ");
    await dialog.getByRole("button", { name: "Send" }).click();
    await expect(toast(page, MESSAGES.queryEmpty)).toBeVisible();
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Your query").fill("Can I exchange my hoodie for a size L?");
    await dialog.getByRole("button", { name: "Send" }).click();
    await expect(toast(page, MESSAGES.querySuccess)).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: MESSAGES.submitQuery }).click();
    await expect(dialog.getByLabel("Your query")).toHaveValue("");
  });

  test("a session ended elsewhere gets 'Please log in first to submit a query.'", async ({ page, request, baseURL }) => {
    const { token } = await register(request, baseURL!);
    await logIn(page, token);
    await page.goto("/contact");
    await page.getByRole("button", { name: MESSAGES.submitQuery }).click();
    await page.getByLabel("Your query").fill("Is my order on its way?");
    // Logged out on another device: the token this page holds is no longer valid.
    expect((await request.post(`${baseURL}/api/user/logout`, { headers: { token } })).ok()).toBe(true);
    await page.getByRole("button", { name: "Send" }).click();
    await expect(toast(page, MESSAGES.queryLogin)).toBeVisible();
  });

  test("a sixth query in a row is refused with the dialog still open and the text kept", async ({ page, request, baseURL }) => {
    test.setTimeout(60_000);
    const { token } = await register(request, baseURL!);
    await logIn(page, token);
    await page.goto("/contact");
    const dialog = page.getByRole("dialog", { name: MESSAGES.submitQuery });
    for (let i = 1; i <= 6; i++) {
      await page.getByRole("button", { name: MESSAGES.submitQuery }).click();
      await dialog.getByLabel("Your query").fill(`Question number ${i} about my order`);
      await dialog.getByRole("button", { name: "Send" }).click();
      if (i < 6) await expect(dialog).toBeHidden();
    }
    await expect(toast(page, MESSAGES.queryTooMany)).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Your query")).toHaveValue("Question number 6 about my order");
  });

  test("an expired token is sent to log in again (spec §4 Session)", async ({ page }) => {
    await logIn(page, "expired-token");
    await page.goto("/contact");
    await expect(toast(page, MESSAGES.sessionExpired)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe("chat bot", () => {
  test("answers, falls back, ignores empty input, scrolls and keeps focus", async ({ page }) => {
    await page.goto("/chat");
    const input = page.getByLabel("Your question");
    const log = page.getByRole("log", { name: "Conversation" });
    await input.focus();
    await input.press("Enter");
    await expect(log.locator("li")).toHaveCount(1);
    await input.fill("how long does delivery take");
    await input.press("Enter");
    await expect(log.locator("li").last()).toContainText(deliveryDaysRange());
    await expect(input).toBeFocused();
    await expect(input).toHaveValue("");
    await input.fill("what is the weather in pune");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(log.locator("li").last()).toContainText(MESSAGES.chatNoMatch);
    await expect(input).toBeFocused();
    for (const q of ["refund", "exchange", "coupon", "track order", "cod", "return policy"]) {
      await input.fill(q);
      await input.press("Enter");
    }
    await expect(log.locator("li")).toHaveCount(17);
    await expect
      .poll(() => log.evaluate((el) => Math.abs(el.scrollHeight - el.clientHeight - el.scrollTop) < 2 && el.scrollHeight > el.clientHeight))
      .toBe(true);
    await expectNoSeriousA11yViolations(page, "after a chat: ");
  });
});

/** Drags across every row of the card with a real touch or pen, through the browser's input layer. */
async function scratchWith(page: Page, kind: "touch" | "pen") {
  const canvas = page.getByRole("img", { name: "Scratch card" });
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await canvas.scrollIntoViewIfNeeded();
  await page.evaluate(() => {
    const w = window as unknown as { pointerTypes: string[] };
    w.pointerTypes = [];
    document.addEventListener("pointermove", (e) => w.pointerTypes.push(e.pointerType), true);
  });
  const box = (await canvas.boundingBox())!;
  const cdp = await page.context().newCDPSession(page);
  // Stops once the card is gone: a sideways swipe over the bare page is a browser gesture, not a scratch.
  for (let y = 10; y < 256 && (await canvas.count()) > 0; y += 24) {
    const at = (x: number) => ({ x: box.x + x, y: box.y + y });
    if (kind === "touch") {
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [at(2)] });
      for (let x = 22; x <= 254; x += 20) await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [at(x)] });
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    } else {
      const pen = { pointerType: "pen" as const, button: "left" as const };
      await cdp.send("Input.dispatchMouseEvent", { type: "mousePressed", ...at(2), ...pen, buttons: 1, clickCount: 1 });
      for (let x = 22; x <= 254; x += 20) await cdp.send("Input.dispatchMouseEvent", { type: "mouseMoved", ...at(x), ...pen, buttons: 1 });
      await cdp.send("Input.dispatchMouseEvent", { type: "mouseReleased", ...at(254), ...pen, buttons: 0, clickCount: 1 });
    }
  }
  await cdp.detach();
  const seen = await page.evaluate(() => (window as unknown as { pointerTypes: string[] }).pointerTypes);
  expect(new Set(seen)).toEqual(new Set([kind]));
}

test.describe("scratch card", () => {
  test("scratching over 70% reveals the reward", async ({ page }) => {
    await page.goto("/scratch");
    const canvas = page.getByRole("img", { name: "Scratch card" });
    const box = (await canvas.boundingBox())!;
    expect(Math.round(box.width)).toBe(256);
    expect(Math.round(box.height)).toBe(256);
    for (let y = 10; y < 256; y += 24) {
      await page.mouse.move(box.x + 2, box.y + y);
      await page.mouse.down();
      await page.mouse.move(box.x + 254, box.y + y, { steps: 12 });
      await page.mouse.up();
    }
    await expect(page.getByRole("status").filter({ hasText: MESSAGES.scratchWin })).toBeVisible();
  });

  test("strokes that end outside the card still reveal the reward", async ({ page }) => {
    await page.goto("/scratch");
    const box = (await page.getByRole("img", { name: "Scratch card" }).boundingBox())!;
    for (let y = 10; y < 256; y += 24) {
      await page.mouse.move(box.x + 2, box.y + y);
      await page.mouse.down();
      await page.mouse.move(box.x + 320, box.y + y, { steps: 14 });
      await page.mouse.up();
    }
    await expect(page.getByRole("status").filter({ hasText: MESSAGES.scratchWin })).toBeVisible();
  });

  for (const [where, start] of [
    ["on the card's rounded corner", (_y: number) => ({ x: 1, y: 1 })],
    ["just outside the card", (y: number) => ({ x: -12, y })],
  ] as const) {
    test(`strokes that start ${where} still reveal the reward once the card is scratched clear`, async ({ page }) => {
      await page.goto("/scratch");
      await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
      const box = (await page.getByRole("img", { name: "Scratch card" }).boundingBox())!;
      // Each stroke starts off the canvas (a corner the card's rounding clips is not the canvas's).
      for (let y = 10; y < 256; y += 24) {
        const from = start(y);
        await page.mouse.move(box.x + from.x, box.y + from.y);
        await page.mouse.down();
        await page.mouse.move(box.x + 2, box.y + y, { steps: 4 });
        await page.mouse.move(box.x + 254, box.y + y, { steps: 14 });
        await page.mouse.move(box.x + 2, box.y + y + 12, { steps: 14 });
        await page.mouse.up();
      }
      await expect(page.getByRole("status").filter({ hasText: MESSAGES.scratchWin })).toBeVisible();
    });
  }

  test("the card stands below its heading, centred, with a normal reveal button", async ({ page }) => {
    await page.goto("/scratch");
    const heading = (await page.getByRole("heading", { name: "Scratch & Win" }).boundingBox())!;
    const card = (await page.getByRole("img", { name: "Scratch card" }).boundingBox())!;
    const button = (await page.getByRole("button", { name: MESSAGES.scratchReveal }).boundingBox())!;
    const width = page.viewportSize()!.width;
    expect(card.y).toBeGreaterThan(heading.y + heading.height);
    expect(Math.abs(card.x + card.width / 2 - width / 2)).toBeLessThan(24);
    expect(button.height).toBeLessThan(64);
    expect(button.width).toBeGreaterThan(button.height);
  });

  test("a little scratching reveals nothing; the button reveals for keyboard users", async ({ page }) => {
    await page.goto("/scratch");
    const box = (await page.getByRole("img", { name: "Scratch card" }).boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + 20);
    await page.mouse.down();
    await page.mouse.move(box.x + 200, box.y + 20, { steps: 8 });
    await page.mouse.up();
    await expect(page.getByText(MESSAGES.scratchWin)).toHaveCount(0);
    const reveal = page.getByRole("button", { name: MESSAGES.scratchReveal });
    await reveal.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: MESSAGES.scratchWin })).toBeVisible();
    await expectNoSeriousA11yViolations(page, "after the reveal: ");
  });

  test("a pen scratches the card clear", async ({ page }) => {
    await page.goto("/scratch");
    await scratchWith(page, "pen");
    await expect(page.getByRole("status").filter({ hasText: MESSAGES.scratchWin })).toBeVisible();
  });

  test.describe("on a touch screen", () => {
    test.use({ hasTouch: true });
    test("a finger scratches the card clear", async ({ page }) => {
      await page.goto("/scratch");
      await scratchWith(page, "touch");
      await expect(page.getByRole("status").filter({ hasText: MESSAGES.scratchWin })).toBeVisible();
    });
  });
});

test.describe("partner form", () => {
  async function fill(page: Page) {
    await page.getByLabel("First name").fill("Kabir");
    await page.getByLabel("Last name").fill("Mehta");
    await page.getByLabel("Email", { exact: true }).fill("kabir@printshop.in");
    await page.getByLabel("Phone number").fill("9876500011");
    await page.getByLabel("Topic").selectOption("POD and Bulk Order");
    await page.getByLabel("Message").fill("300 hoodies & tees for our fest");
  }

  test("checks the terms and fields, and opens WhatsApp with the encoded message", async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { opened: string[] }).opened = [];
      window.open = (url?: string | URL) => {
        (window as unknown as { opened: string[] }).opened.push(String(url));
        return null;
      };
    });
    await page.goto("/became-a-partnar");
    await page.getByRole("button", { name: "Email" }).click();
    await expect(toast(page, MESSAGES.partnerTerms)).toBeVisible();
    await page.getByLabel("First name").fill("Kabir");
    await page.getByRole("button", { name: "WhatsApp" }).click();
    await expect(toast(page, MESSAGES.partnerAllFields)).toBeVisible();
    await fill(page);
    // Still refused without the terms: a new toast says so (the first may have closed by now).
    const again = await toastAfter(page, MESSAGES.partnerAllFields, () => page.getByRole("button", { name: "WhatsApp" }).click());
    await expect(again).toBeVisible();
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "WhatsApp" }).click();
    const opened = await page.evaluate(() => (window as unknown as { opened: string[] }).opened);
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatch(/^https:\/\/wa\.me\/919876543210\?text=/);
    const text = decodeURIComponent(new URL(opened[0]).searchParams.get("text") ?? "");
    expect(new URL(opened[0]).search).toContain("%26%20tees");
    expect(text).toContain("Topic: POD and Bulk Order");
    expect(text).toContain("300 hoodies & tees for our fest");
  });
});

test.describe("newsletter", () => {
  test("subscribes once and answers a repeat kindly", async ({ page }) => {
    await page.goto("/about");
    const email = `fan-${Date.now()}@example.in`;
    const box = page.getByLabel("Email address");
    await box.fill(email);
    await page.getByRole("button", { name: MESSAGES.newsletterSubscribe }).click();
    await expect(toast(page, MESSAGES.newsletterSubscribed)).toBeVisible();
    await box.fill(email.toUpperCase());
    await page.getByRole("button", { name: MESSAGES.newsletterSubscribe }).click();
    await expect(toast(page, MESSAGES.newsletterAlready)).toBeVisible();
  });
});

/**
 * The query and partner mails, read back from a real local SMTP server: a second store process
 * on its own port sends through it.
 */
test.describe("mail through a local SMTP server", () => {
  test.describe.configure({ mode: "serial" });
  const base = `http://127.0.0.1:${MAIL_PORT}`;
  const TEAM = "team@dhaaga.test";
  const WHATSAPP_NUMBER = "919812345678";
  const CARE = { email: "help@dhaaga-care.test", phone: "+91 91234 56789" };
  const FAILED_QUERY = `Will this reach you? ${Date.now()}`;
  const dataDir = path.join(os.tmpdir(), `dhaaga-e2e-mail-${MAIL_PORT}-${Date.now()}`);
  let twin: SmtpTwin;
  let server: ChildProcess;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    twin = await startSmtpTwin();
    server = spawn(process.execPath, ["build/server/main.js"], {
      env: {
        ...process.env,
        PORT: String(MAIL_PORT),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        PUBLIC_URL: base,
        SMTP_URL: twin.url,
        TEAM_EMAIL: TEAM,
        WHATSAPP_NUMBER,
        STORE_CARE_EMAIL: CARE.email,
        STORE_CARE_PHONE: CARE.phone,
        LOG_LEVEL: "warn",
      },
      stdio: "ignore",
    });
    for (let i = 0; i < 750; i++) {
      const ok = await fetch(`${base}/readyz`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) return;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error("mail store did not start");
  });

  test.afterAll(async () => {
    server?.kill();
    await twin?.close();
  });

  async function sendQuery(page: Page, text: string) {
    await page.goto(`${base}/contact`);
    await page.getByRole("button", { name: MESSAGES.submitQuery }).click();
    await page.getByLabel("Your query").fill(text);
    await page.getByRole("button", { name: "Send" }).click();
  }

  test("a query reaches the team and the shopper", async ({ page, request }) => {
    const { token, email } = await register(request, base);
    // The verification link, sent on its own after sign-up: opened, so the confirmation may quote the query.
    const link = (await twin.waitFor(email)).text.match(/verify-email\?token=([\w-]+)/)![1];
    expect((await request.post(`${base}/api/user/verify-email`, { data: { token: link } })).ok()).toBe(true);
    await logIn(page, token);
    await sendQuery(page, "Is the Moss Green hoodie coming back in XL?");
    await expect(toast(page, MESSAGES.querySuccess)).toBeVisible();
    const team = await twin.waitFor(TEAM);
    expect(team.text).toContain(email);
    expect(team.text).toContain("Is the Moss Green hoodie coming back in XL?");
    const confirmation = await twin.waitFor(email);
    expect(confirmation.text).toContain(MESSAGES.queryConfirmation);
    expect(confirmation.text).toContain("Is the Moss Green hoodie coming back in XL?");
  });

  test("a failing first mail says so; the modal still closes", async ({ page, request }) => {
    const { token, email } = await register(request, base);
    await twin.waitFor(email); // the verification link, sent on its own after sign-up
    await logIn(page, token);
    twin.failNext(1);
    await sendQuery(page, FAILED_QUERY);
    await expect(toast(page, MESSAGES.queryFirstMailFailed)).toBeVisible();
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test("a failing confirmation mail says so", async ({ page, request }) => {
    const { token, email } = await register(request, base);
    await twin.waitFor(email); // the verification link, sent on its own after sign-up
    await logIn(page, token);
    twin.failNextTo(email);
    await sendQuery(page, "Do you ship to Leh?");
    await expect(toast(page, MESSAGES.querySecondMailFailed)).toBeVisible();
  });

  test("the partner form's Email route reaches the team, and a failure says so", async ({ page }) => {
    await page.goto(`${base}/became-a-partnar`);
    const unique = `Fest order ${Date.now()}`;
    await page.getByLabel("First name").fill("Kabir");
    await page.getByLabel("Email", { exact: true }).fill("kabir@printshop.in");
    await page.getByLabel("Message").fill(unique);
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Email" }).click();
    await expect(toast(page, MESSAGES.partnerSent)).toBeVisible();
    const mail = await twin.waitFor(TEAM);
    expect(mail.text).toContain(unique);
    expect(mail.text).toContain("kabir@printshop.in");
    await expect(page.getByLabel("Message")).toHaveValue("");

    twin.failNext(1);
    await page.getByLabel("First name").fill("Kabir");
    await page.getByLabel("Email", { exact: true }).fill("kabir@printshop.in");
    await page.getByLabel("Message").fill("Second try");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Email" }).click();
    await expect(toast(page, MESSAGES.partnerFailed)).toBeVisible();
  });

  test("the floating WhatsApp button calls the configured number, on the home page and a product page", async ({ page }) => {
    const fab = page.getByRole("link", { name: "Chat with us on WhatsApp" });
    const expected = `https://wa.me/${WHATSAPP_NUMBER}?text=${encodeURIComponent(WHATSAPP_GREETING)}`;
    await page.goto(`${base}/`);
    // The festive greeting is a dialog, under which the button hides: it shows once the greeting is closed.
    await page.getByRole("dialog").getByRole("button", { name: MESSAGES.festiveClose }).click();
    await expect(fab).toHaveAttribute("href", expected);
    const product = await page.locator('a[href^="/product/"]').first().getAttribute("href");
    await page.goto(`${base}${product}`);
    await expect(page).toHaveURL(/\/product\//);
    await expect(fab).toHaveAttribute("href", expected);
  });

  test("customer care's address is one setting: the footer, contact page, FAQ, chat bot, returns policy, product page and replies to mail", async ({
    page,
    request,
  }) => {
    test.slow();
    const email = () => page.locator("main").getByRole("link", { name: CARE.email });
    const noOther = async () => expect(await page.locator("body").textContent()).not.toMatch(/(support|care)@dhaaga\.in/);
    await page.goto(`${base}/contact`);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: CARE.email })).toHaveAttribute("href", `mailto:${CARE.email}`);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: CARE.phone })).toHaveAttribute("href", "tel:+919123456789");
    await expect(email()).toBeVisible();
    await expect(page.locator("main").getByText(`Write to ${CARE.email} or submit a query`, { exact: false })).toBeAttached();
    await noOther();
    // The store's phone and the grievance officer's are customer care's too.
    await page.goto(`${base}/oflinestore`);
    await expect(page.locator("main").getByRole("link", { name: CARE.phone })).toHaveAttribute("href", "tel:+919123456789");
    await expect(page.locator("main")).not.toContainText("98765 43210");
    await page.goto(`${base}/privacy-policy`);
    await expect(page.getByRole("region", { name: "Grievance Officer" }).getByRole("link", { name: CARE.phone })).toHaveAttribute(
      "href",
      "tel:+919123456789",
    );
    await page.goto(`${base}/return-exchange`);
    // In the "Contact Us" section, folded until opened.
    await expect(page.locator(`main a[href="mailto:${CARE.email}"]`)).toHaveText(CARE.email);
    await noOther();
    const { products } = await (await request.get(`${base}/api/product/list`)).json();
    await page.goto(`${base}/product/${products[0].slug}`);
    await expect(page.getByLabel("Declarations").getByRole("link", { name: CARE.email })).toBeVisible();
    await noOther();
    await page.goto(`${base}/chat`);
    await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
    await page.getByLabel("Your question").fill("can I change my delivery address");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("log")).toContainText(`Write to ${CARE.email}`);
    // A shopper's reply to the store's mail reaches customer care.
    const { email: shopper } = await register(request, base);
    expect((await twin.waitFor(shopper)).raw).toMatch(new RegExp(`^Reply-To: ${CARE.email.replaceAll(".", "\\.")}\r?$`, "m"));
  });

  // Last: it stops the store to read its database.
  test("the query whose team mail failed is still in the database", async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    const database = await openDatabase({ dataDir });
    try {
      const rows = await database.db.select().from(customerQueries).where(eq(customerQueries.query, FAILED_QUERY));
      expect(rows).toEqual([expect.objectContaining({ teamMailStatus: "failed", confirmationMailStatus: "pending" })]);
    } finally {
      await database.close();
    }
  });
});
