import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSOLE_MESSAGES as M } from "../../../domain/console-messages";
import { type consoleClient, ownerConsole } from "../../../../tests/support/console-kit";
import { variantWithStock } from "../../../../tests/support/order-kit";
import type { TestStore } from "../../../../tests/support/test-store";
import { testConfig } from "../../config";
import { openDatabase } from "../../db/client";
import { auditLog, mailOutbox, shopSettings } from "../../db/schema";
import { createLogger } from "../../http/logger";
import { createPageCache } from "../../page-cache/page-cache";
import { createApp } from "../../app";
import { createServices } from "../../services";

let store: TestStore;
let kit: ReturnType<typeof consoleClient>;
let cookie: string;

beforeAll(async () => {
  ({ store, kit, cookie } = await ownerConsole());
});
afterAll(() => store.close());

const put = (body: unknown, who = cookie) => kit.call("PUT", "/api/admin/settings", who, body);
const read = async () => (await kit.call("GET", "/api/admin/settings", cookie)).json;
const auditRows = () => store.db.select().from(auditLog).where(eq(auditLog.action, "settings.change")).orderBy(desc(auditLog.id));

/** Waits until `check` holds, up to `ms`. */
async function within(ms: number, check: () => Promise<boolean> | boolean) {
  const start = performance.now();
  while (!(await check())) {
    if (performance.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * Another store process on the same database, with a configuration of its own read from the
 * environment (on the embedded database, the same database in this process). Its pages print the
 * banner and seller the page settings hold, through a page cache of its own.
 */
async function otherProcess() {
  const url = store.config.databaseUrl;
  const database = url ? await openDatabase({ databaseUrl: url, dataDir: "" }) : store.database;
  const config = testConfig({ dataDir: store.config.dataDir, databaseUrl: url });
  const logger = createLogger("silent");
  const services = createServices({ database, config, logger });
  await services.listening;
  const pageCache = createPageCache({ maxBytes: 1024 * 1024, ttlMs: 10 * 60_000 });
  services.storefrontChanges.onChange(() => pageCache.clear());
  const render = async (_request: Request, context: { config: { banner: string; seller: { legalName: string } } }) =>
    new Response(`<!DOCTYPE html><p>${context.config.banner}</p><p>${context.config.seller.legalName}</p>`, {
      headers: { "content-type": "text/html; charset=utf-8" },
    });
  const app = createApp({ config, database, services, logger, render, pageCache });
  return { app, pageCache, page: async (path: string) => (await app.request(path)).text(), close: async () => url && database.close() };
}

describe("the owner's settings", () => {
  it("start as the environment's values, none of them set in the console", async () => {
    const answer = await read();
    expect(answer).toMatchObject({ success: true, changedInConsole: [] });
    expect(answer.settings).toEqual({
      legalName: "Dhaaga Apparel Private Limited",
      address: "Shop 12, FC Road, Shivajinagar, Pune 411004, Maharashtra",
      gstin: "27AABCD1234E1Z5",
      state: "Maharashtra",
      pin: "411004",
      carePhone: "+91 98765 43210",
      careEmail: "support@dhaaga.in",
      whatsappNumber: "919876543210",
      deliveryFee: 0,
      freeDeliveryFrom: 500,
      codFee: 0,
      codMaxOrder: 10000,
      codZones: ["same-city", "same-state", "metro", "rest-of-india", "north-east-jk", "remote"],
      returnWindowDays: 7,
    });
  });

  it("a new delivery fee and threshold price the next quote, and the audit log keeps each field's before and after", async () => {
    const v = await variantWithStock(store, 20);
    const price = v.product.pricePaise / 100;
    const items = [{ _id: v.product.id, size: v.size, color: v.color, quantity: 1 }];
    const saved = await put({ deliveryFee: 49, freeDeliveryFrom: price + 1 });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({
      success: true,
      message: "Saved: Delivery fee (₹), Free delivery from (₹).",
      settings: { deliveryFee: 49, freeDeliveryFrom: price + 1 },
      changedInConsole: expect.arrayContaining(["deliveryFee", "freeDeliveryFrom"]),
    });
    const quote = (await store.post("/api/order/quote", { items })).json.quote;
    expect(quote).toMatchObject({ deliveryFee: 49, deliveryRule: { fee: 49, freeFrom: price + 1 } });

    const [row] = await auditRows();
    expect(row).toMatchObject({
      actorEmail: "owner@dhaaga.test",
      targetType: "settings",
      before: { deliveryFee: 0, freeDeliveryFrom: 500 },
      after: { deliveryFee: 49, freeDeliveryFrom: price + 1 },
    });

    // Put back to the environment's values: the console no longer holds them.
    const back = await put({ deliveryFee: 0, freeDeliveryFrom: 500 });
    expect(back.json.changedInConsole).toEqual([]);
    expect(await store.db.select().from(shopSettings)).toEqual([]);
    expect((await store.post("/api/order/quote", { items })).json.quote).toMatchObject({ deliveryFee: 0, deliveryRule: { fee: 0, freeFrom: 500 } });
  });

  it("a new PIN and state move the shop: delivery zones are counted from Bengaluru", async () => {
    expect((await store.get("/api/delivery/560001")).json.zone).not.toBe("same-city");
    const saved = await put({ pin: "560001", state: "Karnataka", gstin: "29aagcb7383j1z4" });
    expect(saved.status).toBe(200);
    expect(saved.json.settings).toMatchObject({ pin: "560001", state: "Karnataka", gstin: "29AAGCB7383J1Z4" });
    expect((await store.get("/api/delivery/560001")).json).toMatchObject({ zone: "same-city" });
    await put({ pin: "411004", state: "Maharashtra", gstin: "27AABCD1234E1Z5" });
    expect((await store.get("/api/delivery/411004")).json).toMatchObject({ zone: "same-city" });
  });

  it("COD settings reach the delivery check: a fee, a cap and zones", async () => {
    const saved = await put({ codFee: 25, codMaxOrder: 3000, codZones: ["same-city", "same-state"] });
    expect(saved.status).toBe(200);
    const far = (await store.get("/api/delivery/110001")).json;
    expect(far.cod).toMatchObject({ available: false, fee: 25, maxOrder: 3000 });
    expect((await store.get("/api/delivery/411001")).json.cod).toMatchObject({ available: true });
    await put({ codFee: 0, codMaxOrder: 10000, codZones: ["same-city", "same-state", "metro", "rest-of-india", "north-east-jk", "remote"] });
    expect((await read()).changedInConsole).toEqual([]);
  });

  describe("a wrong value is refused on its field, and nothing is written", () => {
    const cases: [string, Record<string, unknown>, string, RegExp][] = [
      ["a GSTIN of the wrong shape", { gstin: "27AABCD1234" }, "gstin", /GSTIN must be 15 characters/],
      ["a GSTIN whose check character does not add up", { gstin: "27AAPFU0939F1ZW" }, "gstin", /does not add up: its last character would be V/],
      ["a GSTIN of another state", { gstin: "29AAGCB7383J1Z4" }, "gstin", /registered outside Maharashtra: a GSTIN of Maharashtra starts with 27/],
      ["a PIN code India Post does not know", { pin: "999999" }, "pin", /PIN code 999999 is not in India Post's directory/],
      ["a state the PIN code is not in", { state: "Karnataka" }, "state", /PIN code 411004 is in Maharashtra, not Karnataka/],
      ["a state that is not India's", { state: "Bavaria" }, "state", /State must be one of India's states/],
      ["a care email that is not one", { careEmail: "care at dhaaga" }, "careEmail", /Care email must be an email address/],
      ["a WhatsApp number with a plus", { whatsappNumber: "+91 98765 43210" }, "whatsappNumber", /10 to 15 digits/],
      ["a threshold typed as a word", { freeDeliveryFrom: "five hundred" }, "freeDeliveryFrom", /Free delivery from must be a number of rupees/],
      ["a negative delivery fee", { deliveryFee: -1 }, "deliveryFee", /Delivery fee cannot be negative/],
      ["a COD zone the shop does not have", { codZones: ["moon"] }, "codZones.0", /COD zones must come from/],
      ["a return window of half a day", { returnWindowDays: 7.5 }, "returnWindowDays", /whole number of days/],
      ["an empty legal name", { legalName: "  " }, "legalName", /Legal name is required/],
    ];
    it.each(cases)("%s", async (_, body, field, message) => {
      const audited = (await auditRows()).length;
      const before = await read();
      const res = await put({ legalName: "Changed Along Pvt Ltd", ...body });
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ success: false, field });
      expect(res.json.message).toMatch(message);
      expect(await read()).toEqual(before);
      expect(await auditRows()).toHaveLength(audited);
    });
  });

  it("refuses a setting it does not have", async () => {
    const res = await put({ invoicePrefix: "XY" });
    expect(res.status).toBe(400);
    expect(res.json.success).toBe(false);
  });

  it("a change made on one process reaches another's pages at once, and that process reads the stored settings at start", async () => {
    const other = await otherProcess();
    try {
      expect(await other.page("/")).toContain("At min order of ₹500 and above");
      expect(other.pageCache.pages).toBe(1);
      expect((await put({ freeDeliveryFrom: 799, legalName: "Saffron Threads LLP" })).status).toBe(200);
      await within(2000, async () => (await other.page("/")).includes("₹799"));
      expect(await other.page("/")).toContain("Saffron Threads LLP");

      const started = await otherProcess();
      try {
        expect(await started.page("/")).toContain("₹799");
      } finally {
        await started.close();
      }
    } finally {
      await put({ freeDeliveryFrom: 500, legalName: "Dhaaga Apparel Private Limited" });
      await other.close();
    }
  });

  it("is the owner's alone: staff get 403 and change nothing", async () => {
    const STAFF = { name: "Ravi Kumar", email: "ravi@dhaaga.test", password: "Kolhapuri-Chappal-77" };
    await kit.call("POST", "/api/admin/staff/invite", cookie, { email: STAFF.email });
    const [mail] = await store.db.select().from(mailOutbox).where(eq(mailOutbox.to, STAFF.email));
    const token = new URL(mail!.text.match(/https?:\/\/\S+\/admin\/invite\?token=[\w-]+/)![0]).searchParams.get("token")!;
    await store.post("/api/admin-auth/invite", { token, name: STAFF.name, password: STAFF.password }, { origin: kit.origin });
    const staff = await kit.signIn(STAFF);
    const got = await kit.call("GET", "/api/admin/settings", staff.cookie);
    expect(got.status).toBe(403);
    expect(got.json).toEqual({ success: false, message: M.ownerOnly });
    const changed = await put({ freeDeliveryFrom: 1 }, staff.cookie);
    expect(changed.status).toBe(403);
    expect((await read()).settings.freeDeliveryFrom).toBe(500);
  });
});
