import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { stringify } from "csv-stringify/sync";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type consoleClient, ownerConsole } from "../../../../tests/support/console-kit";
import { ADDRESS, auth, registerUser } from "../../../../tests/support/order-kit";
import { type SmtpTwin, startSmtpTwin } from "../../../../tests/support/smtp-twin";
import type { TestStore } from "../../../../tests/support/test-store";
import { adminDemandApi } from "../../../contracts/admin-demand";
import { stockAlertsApi } from "../../../contracts/stock-alerts";
import { STOCK_ALERT_MESSAGES as M } from "../../../domain/messages";
import { orderItems, products, stockAlerts, users, variants } from "../../db/schema";

let store: TestStore;
let smtp: SmtpTwin;
let kit: ReturnType<typeof consoleClient>;
let cookie: string;

beforeAll(async () => {
  smtp = await startSmtpTwin();
  ({ store, kit, cookie } = await ownerConsole({ config: { smtpUrl: smtp.url, ipRateLimitScale: 20 } }));
});
afterAll(async () => {
  await store.close();
  await smtp.close();
});

type Variant = { productId: string; size: string; color: string; name: string; slug: string };
const used = new Set<string>();

/** A published product's variant nobody else in this file uses, set to `stock`; its other variants keep theirs. */
async function variantAt(stock: number): Promise<Variant> {
  const rows = await store.db
    .select({ productId: variants.productId, size: variants.size, color: variants.color, name: products.name, slug: products.slug })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(eq(products.active, true))
    .orderBy(products.name, variants.size, variants.color);
  const v = rows.find((r) => !used.has(r.productId))!;
  used.add(v.productId);
  await setStock(v, stock);
  return v;
}
const setStock = (v: Variant, stock: number) =>
  store.db
    .update(variants)
    .set({ stock })
    .where(and(eq(variants.productId, v.productId), eq(variants.size, v.size), eq(variants.color, v.color)));

/** A shopper whose address is proven (the sign-up link is tested with the accounts). */
async function verifiedShopper(name = "Kavya") {
  const user = await registerUser(store, name);
  await store.db.update(users).set({ emailVerified: true }).where(eq(users.email, user.email));
  return user;
}

const signUp = (v: Variant, headers: Record<string, string> = {}, email?: string) =>
  store.post("/api/stock-alerts", { productId: v.productId, size: v.size, color: v.color, ...(email ? { email } : {}) }, headers);
const alertsOf = (v: Variant) =>
  store.db
    .select()
    .from(stockAlerts)
    .where(and(eq(stockAlerts.productId, v.productId), eq(stockAlerts.size, v.size), eq(stockAlerts.color, v.color)));
const consoleStock = (v: Variant, stock: number) =>
  kit.call("PUT", `/api/admin/products/${v.productId}/stock`, cookie, { cells: [{ size: v.size, color: v.color.toUpperCase(), stock }] });
const mailsTo = (email: string) => smtp.mails.filter((m) => m.to.includes(email));
const backInStock = (email: string) => mailsTo(email).filter((m) => m.subject.startsWith("Back in stock"));
const linkIn = (text: string, path: string) => new URL(text.match(new RegExp(`https?://\\S+${path}\\?token=\\S+`))![0]).searchParams.get("token")!;
/** A header of the raw mail, its folded lines joined. */
const headerOf = (raw: string, name: string) =>
  raw
    .split(/\r?\n\r?\n/)[0]!
    .replace(/\r?\n[ \t]+/g, " ")
    .split(/\r?\n/)
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`))
    ?.slice(name.length + 1)
    .trim();
/** Mails are sent after the write answers; give them a moment. */
const settle = () => new Promise((r) => setTimeout(r, 300));

describe("Notify me: signing up", () => {
  it("takes a logged-in shopper's tap once: a repeated signup keeps one row", async () => {
    const v = await variantAt(0);
    const shopper = await verifiedShopper();
    const first = await signUp(v, auth(shopper.token));
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ success: true, message: M.signedUp, confirmBy: "none" });
    expect(stockAlertsApi["POST /api/stock-alerts"].response.safeParse(first.json).error).toBeUndefined();
    const again = await signUp(v, auth(shopper.token));
    expect(again.json.message).toBe(M.alreadyWaiting);
    expect(await alertsOf(v)).toHaveLength(1);
  });

  it("refuses an in-stock variant with 409 and an unknown one with 404, writing nothing", async () => {
    const v = await variantAt(3);
    const shopper = await verifiedShopper();
    const inStock = await signUp(v, auth(shopper.token));
    expect(inStock.status).toBe(409);
    expect(inStock.json).toEqual({ success: false, message: M.inStock, field: "size" });
    const unknownSize = await signUp({ ...v, size: "XXXXL" }, auth(shopper.token));
    expect(unknownSize.status).toBe(404);
    expect(unknownSize.json).toMatchObject({ success: false, message: M.unknownVariant });
    const unknownProduct = await signUp({ ...v, productId: randomUUID() }, auth(shopper.token));
    expect(unknownProduct.status).toBe(404);
    const noSuchId = await signUp({ ...v, productId: "not-an-id" }, auth(shopper.token));
    expect(noSuchId.status).toBe(404);
    expect(await alertsOf(v)).toHaveLength(0);
  });

  it("asks a guest for an email, names a bad one, and mails a link that confirms the signup", async () => {
    const v = await variantAt(0);
    const missing = await signUp(v);
    expect(missing.status).toBe(400);
    expect(missing.json).toEqual({ success: false, message: M.emailRequired, field: "email" });
    const bad = await signUp(v, {}, "not an email");
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ success: false, message: M.emailInvalid, field: "email" });

    const email = `guest-${randomUUID().slice(0, 8)}@example.com`;
    const asked = await signUp(v, {}, email.toUpperCase());
    expect(asked.json).toMatchObject({ success: true, confirmBy: "mail", message: M.confirmSent(email) });
    expect(await signUp(v, {}, email).then((r) => r.status)).toBe(200);
    expect(await alertsOf(v)).toHaveLength(1);
    const mail = await smtp.waitFor(email);
    const token = linkIn(mail.text, "/stock-alert/confirm");

    const forged = await store.post("/api/stock-alerts/confirm", { token: "forged" });
    expect(forged.status).toBe(400);
    expect(forged.json.message).toBe(M.invalidLink);
    const confirmed = await store.post("/api/stock-alerts/confirm", { token });
    expect(confirmed.json).toEqual({ success: true, message: M.confirmed });
    expect((await store.post("/api/stock-alerts/confirm", { token })).json.message).toBe(M.alreadyConfirmed);
    expect((await alertsOf(v))[0]!.confirmedAt).not.toBeNull();
    expect((await signUp(v, {}, email)).json.message).toBe(M.alreadyWaiting);
  });
});

describe("back in stock", () => {
  it("mails the first in line, as many as units came back, once each, only at proven addresses, with one-click unsubscribe headers", async () => {
    const v = await variantAt(0);
    const first = await verifiedShopper("First");
    const unproven = await registerUser(store, "Unproven");
    const guest = `unconfirmed-${randomUUID().slice(0, 8)}@example.com`;
    const second = await verifiedShopper("Second");
    const third = await verifiedShopper("Third");
    for (const s of [first, unproven, second, third]) expect((await signUp(v, auth(s.token))).status).toBe(200);
    expect((await signUp(v, {}, guest)).status).toBe(200);

    const demand = await kit.call("GET", "/api/admin/demand", cookie);
    expect(adminDemandApi["GET /api/admin/demand"].response.safeParse(demand.json).error).toBeUndefined();
    expect(demand.json.rows.find((r: { productId: string }) => r.productId === v.productId)).toMatchObject({
      name: v.name,
      size: v.size,
      stock: 0,
      waiting: 4,
      unconfirmed: 1,
    });

    expect((await consoleStock(v, 2)).status).toBe(200);
    await settle();
    expect(backInStock(first.email)).toHaveLength(1);
    expect(backInStock(second.email)).toHaveLength(1);
    expect(backInStock(unproven.email)).toHaveLength(0);
    expect(backInStock(third.email)).toHaveLength(0);
    expect(mailsTo(guest).filter((m) => m.subject.startsWith("Back in stock"))).toHaveLength(0);

    const mail = backInStock(first.email)[0]!;
    expect(mail.text).toContain(`/product/${encodeURIComponent(v.slug)}?size=${encodeURIComponent(v.size)}`);
    expect(headerOf(mail.raw, "List-Unsubscribe")).toMatch(/^<http:\/\/\S+\/api\/stock-alerts\/one-click\?token=[\w-]+>$/);
    expect(headerOf(mail.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(mail.text).not.toMatch(/only \d+ left/i);

    // The same stock saved again puts nothing back on sale: nobody else is mailed.
    expect((await consoleStock(v, 2)).status).toBe(200);
    await settle();
    expect(backInStock(third.email)).toHaveLength(0);
    // One more unit: the next in line.
    expect((await consoleStock(v, 3)).status).toBe(200);
    await settle();
    expect(backInStock(third.email)).toHaveLength(1);
    expect(backInStock(first.email)).toHaveLength(1);
    const left = (await kit.call("GET", "/api/admin/demand", cookie)).json.rows.find((r: { productId: string }) => r.productId === v.productId);
    expect(left).toMatchObject({ waiting: 1, unconfirmed: 1 });
  });

  it("unsubscribes by the mail's link once; a forged or reused link says so and changes nothing", async () => {
    const v = await variantAt(0);
    const shopper = await verifiedShopper("Leaving");
    await signUp(v, auth(shopper.token));
    await consoleStock(v, 1);
    await settle();
    const mail = backInStock(shopper.email)[0]!;
    const token = linkIn(mail.text, "/stock-alert/unsubscribe");

    const forged = await store.post("/api/stock-alerts/unsubscribe", { token: `${token}x` });
    expect(forged.status).toBe(400);
    expect(forged.json).toEqual({ success: false, message: M.invalidLink, field: "token" });
    expect((await alertsOf(v))[0]!.unsubscribedAt).toBeNull();

    const done = await store.post("/api/stock-alerts/unsubscribe", { token });
    expect(done.json).toEqual({ success: true, message: M.unsubscribed });
    const [row] = await alertsOf(v);
    const reused = await store.post("/api/stock-alerts/unsubscribe", { token });
    expect(reused.status).toBe(409);
    expect(reused.json.message).toBe(M.alreadyUnsubscribed);
    expect((await alertsOf(v))[0]!.unsubscribedAt).toEqual(row!.unsubscribedAt);
  });

  it("takes a mail program's one-click POST, a form body, at the List-Unsubscribe address", async () => {
    const v = await variantAt(0);
    const shopper = await verifiedShopper("OneClick");
    await signUp(v, auth(shopper.token));
    await consoleStock(v, 1);
    await settle();
    const url = new URL(headerOf(backInStock(shopper.email)[0]!.raw, "List-Unsubscribe")!.slice(1, -1));
    const res = await store.app.request(`${url.pathname}${url.search}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(200);
    expect((await alertsOf(v))[0]!.unsubscribedAt).not.toBeNull();
    const forged = await store.app.request("/api/stock-alerts/one-click?token=forged", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(forged.status).toBe(400);
  });

  it("mails a confirmed guest when a CSV import puts units back", async () => {
    const v = await variantAt(0);
    const email = `csv-guest-${randomUUID().slice(0, 8)}@example.com`;
    await signUp(v, {}, email);
    await store.post("/api/stock-alerts/confirm", { token: linkIn((await smtp.waitFor(email)).text, "/stock-alert/confirm") });

    const exported = await kit.call("GET", `/api/admin/products/export.csv?q=${encodeURIComponent(v.name)}`, cookie);
    const rows = (parse(exported.text, { columns: true, bom: true }) as Record<string, string>[]).filter((r) => r.id === v.productId);
    expect(rows).toHaveLength(1);
    const cell = `${v.size}/${v.color.toUpperCase()}=`;
    rows[0]!.stock = rows[0]!.stock
      .split("; ")
      .map((c) => (c.startsWith(cell) ? `${cell}4` : c))
      .join("; ");
    const csv = stringify(rows, { header: true, columns: Object.keys(rows[0]!) });
    const applied = await kit.call("POST", "/api/admin/products/import", cookie, { csv, apply: true });
    expect(applied.status).toBe(200);
    await settle();
    expect(backInStock(email)).toHaveLength(1);
  });

  it("mails a waiting shopper when a received return puts the last unit back", async () => {
    const v = await variantAt(1);
    const buyer = await registerUser(store, "Buyer");
    const placed = await store.post(
      "/api/order/place",
      { address: { ...ADDRESS, email: buyer.email }, items: [{ _id: v.productId, size: v.size, color: v.color, quantity: 1 }] },
      auth(buyer.token, randomUUID()),
    );
    expect(placed.status).toBe(200);
    const orderId = placed.json.orderId as string;
    const waiting = await verifiedShopper("Waiting");
    expect((await signUp(v, auth(waiting.token))).status).toBe(200);
    for (const [status, extra] of [
      ["Packing"],
      ["Shipped", { courier: "Delhivery", trackingNumber: "DLV200" }],
      ["Out for Delivery"],
      ["Delivered"],
    ] as const)
      expect((await kit.call("POST", `/api/admin/orders/${orderId}/advance`, cookie, { status, ...extra })).status).toBe(200);
    const [item] = await store.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const asked = await store.post(
      `/api/order/${orderId}/returns`,
      { kind: "return", refundTo: "credit", lines: [{ orderItemId: item!.id, quantity: 1, reason: "Size too small" }] },
      auth(buyer.token),
    );
    expect(asked.status).toBe(201);
    const rid = asked.json.request.id as string;
    const move = (path: string, body?: object) => kit.call("POST", `/api/admin/returns/${rid}/${path}`, cookie, body);
    expect((await move("approve")).status).toBe(200);
    expect((await move("pickup", { date: new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" }) })).status).toBe(200);
    expect((await move("picked-up")).status).toBe(200);
    expect(backInStock(waiting.email)).toHaveLength(0);
    expect((await move("receive", { result: "accepted" })).status).toBe(200);
    await settle();
    expect(backInStock(waiting.email)).toHaveLength(1);
  });
});
