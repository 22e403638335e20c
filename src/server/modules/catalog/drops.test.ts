import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dropsAtLabel, goLiveLocal } from "../../../domain/drop-time";
import { type consoleClient, ownerConsole } from "../../../../tests/support/console-kit";
import { ADDRESS, auth, registerUser, stockOf, variantWithStock } from "../../../../tests/support/order-kit";
import type { TestStore } from "../../../../tests/support/test-store";
import { products } from "../../db/schema";

let store: TestStore;
let kit: ReturnType<typeof consoleClient>;
let cookie: string;
let drop: Awaited<ReturnType<typeof variantWithStock>>;

const admin = (method: string, path: string, body?: unknown) => kit.call(method, `/api/admin/products${path}`, cookie, body);
const schedule = (goesLiveAt: string) => admin("PUT", `/${drop.product.id}/goes-live`, { goesLiveAt });
/** The minute after next, India time, as the console's field sends it. */
const soon = () => goLiveLocal(new Date(Date.now() + 120_000));
const listed = async () => ((await store.get("/api/product/list")).json.products as { _id: string }[]).some((p) => p._id === drop.product.id);
const inCollection = async () =>
  ((await store.get(`/api/product/search?q=${encodeURIComponent(drop.product.name)}`)).json.products as { _id: string }[]).some(
    (p) => p._id === drop.product.id,
  );
const line = () => ({ itemId: drop.product.id, size: drop.size, color: drop.color });

beforeAll(async () => {
  ({ store, kit, cookie } = await ownerConsole());
  drop = await variantWithStock(store, 5);
});
afterAll(() => store.close());

describe("a product that goes live at a time", () => {
  it("is announced on its page, off the lists, and refused in carts until its time", async () => {
    const saved = await schedule(soon());
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ message: "Drop time saved.", product: { goesLiveAt: soon(), onSale: false, status: "published" } });

    const page = await store.get(`/api/product/by-slug/${drop.product.slug}`);
    expect(page.status).toBe(200);
    const [row] = await store.db.select({ at: products.goesLiveAt }).from(products).where(eq(products.id, drop.product.id));
    expect(page.json.product.drop).toEqual({ at: row!.at!.toISOString(), label: dropsAtLabel(row!.at!, new Date()) });
    expect(page.json.product.drop.label).toMatch(/^Drops at \d{1,2}:\d{2} (am|pm)/);
    expect(await listed()).toBe(false);
    expect(await inCollection()).toBe(false);

    const { token } = await registerUser(store, "Early");
    const add = await store.post("/api/cart/add", line(), auth(token));
    expect(add.status).toBe(409);
    expect(add.json).toMatchObject({ success: false, field: "itemId" });
    expect(add.json.message).toBe(
      `This product drops at ${page.json.product.drop.label.slice("Drops at ".length)}. It can be added to your cart then.`,
    );
    expect((await store.post("/api/cart/get", {}, auth(token))).json.cartData).toEqual({});
  });

  it("refuses an order naming it with its time, and takes no stock", async () => {
    await schedule("");
    const { token } = await registerUser(store, "Keen");
    expect((await store.post("/api/cart/add", line(), auth(token))).status).toBe(200);
    await schedule(soon());
    const items = [{ _id: drop.product.id, size: drop.size, color: drop.color, quantity: 1 }];
    const placed = await store.post("/api/order/place", { address: ADDRESS, items }, auth(token, randomUUID()));
    expect(placed.status).toBe(409);
    expect(placed.json).toMatchObject({ success: false, field: "items" });
    expect(placed.json.message).toMatch(
      new RegExp(`^${drop.product.name} drops at .+\\. It can be ordered then; please remove it from your cart\\.$`),
    );
    expect(await stockOf(store, drop)).toBe(5);
  });

  it("goes on sale at the instant on its own, with no request and no restart, and can then be bought", async () => {
    await schedule(soon());
    const changes: number[] = [];
    const stop = store.services.storefrontChanges.onChange(() => changes.push(Date.now()));
    // The minute comes: its time is moved to 1.5 s from now, as the clock will see it.
    const due = Date.now() + 1_500;
    await store.db.execute(sql`update products set goes_live_at = now() + interval '1500 milliseconds' where id = ${drop.product.id}`);
    await store.services.dropClock.arm();
    await expect.poll(listed, { timeout: 10_000, interval: 100 }).toBe(true);
    stop();
    // The caches were emptied by the release itself, at the instant, not only by the change of time.
    expect(changes.some((t) => t >= due - 50)).toBe(true);
    expect((await store.get(`/api/product/by-slug/${drop.product.slug}`)).json.product.drop).toBeUndefined();
    expect(await inCollection()).toBe(true);

    const { token } = await registerUser(store, "OnTime");
    expect((await store.post("/api/cart/add", line(), auth(token))).status).toBe(200);
    const items = [{ _id: drop.product.id, size: drop.size, color: drop.color, quantity: 1 }];
    expect((await store.post("/api/order/place", { address: ADDRESS, items }, auth(token, randomUUID()))).status).toBe(200);
    const detail = await admin("GET", `/${drop.product.id}`);
    expect(detail.json.product).toMatchObject({ onSale: true });
  }, 20_000);

  it("puts the product on sale at once for a minute already past, and clearing the time keeps it on sale", async () => {
    const past = await schedule(goLiveLocal(new Date(Date.now() - 60_000)));
    expect(past.json.product.onSale).toBe(true);
    expect(await listed()).toBe(true);
    const cleared = await schedule("");
    expect(cleared.json).toMatchObject({ message: "Drop time cleared.", product: { goesLiveAt: "", onSale: true } });
  });

  it("keeps a draft off sale when its time comes", async () => {
    await admin("POST", `/${drop.product.id}/status`, { status: "draft" });
    await schedule(goLiveLocal(new Date(Date.now() - 60_000)));
    await store.services.dropClock.arm();
    expect((await admin("GET", `/${drop.product.id}`)).json.product.onSale).toBe(false);
    expect((await store.get(`/api/product/by-slug/${drop.product.slug}`)).status).toBe(404);
    const published = await admin("POST", `/${drop.product.id}/status`, { status: "published" });
    expect(published.json.product.onSale).toBe(true);
  });

  it.each([["tomorrow"], ["2026-02-30T20:00"], ["2026-12-08 20:00"], [42]])("refuses %j as a time, naming the field", async (goesLiveAt) => {
    const res = await admin("PUT", `/${drop.product.id}/goes-live`, { goesLiveAt });
    expect(res.status).toBe(400);
    expect(res.json.success).toBe(false);
    expect(res.json.message).toContain("goesLiveAt");
  });
});
