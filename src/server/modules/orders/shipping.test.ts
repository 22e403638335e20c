import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type consoleClient, ownerConsole } from "../../../../tests/support/console-kit";
import { pdfText } from "../../../../tests/support/pdf-text";
import { type ShiprocketTwin, startShiprocketTwin } from "../../../../tests/support/shiprocket-twin";
import { shippingKit } from "../../../../tests/support/shipping-kit";
import type { TestStore } from "../../../../tests/support/test-store";
import { orderNumber } from "../../../domain/orders";
import { auditLog, mailOutbox, shipments } from "../../db/schema";

let store: TestStore;
let twin: ShiprocketTwin;
let kit: ReturnType<typeof consoleClient>;
let cookie: string;
let ship: ReturnType<typeof shippingKit>;

beforeAll(async () => {
  twin = await startShiprocketTwin();
  ({ store, kit, cookie } = await ownerConsole({ config: { publicUrl: "http://shop.test", shiprocket: twin.storeConfig({ timeoutMs: 500 }) } }));
  ship = shippingKit(store, kit, cookie);
});
afterAll(async () => {
  await store.close();
  await twin.close();
});

const shipmentRow = async (orderId: string) => (await store.db.select().from(shipments).where(eq(shipments.orderId, orderId)))[0];

describe("the couriers that serve an order's PIN", () => {
  it("lists each with price, days and COD, the cheapest that collects cash pre-selected for a COD order", async () => {
    const { id } = await ship.packingOrder();
    const r = await ship.admin("GET", `/${id}/couriers`);
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ success: true, pin: "411004", cod: true, chosen: 43 });
    expect(r.json.couriers).toEqual([
      { courierId: 43, name: "Delhivery Surface", pricePaise: 5400, days: 4, cod: true },
      { courierId: 33, name: "Xpressbees Air", pricePaise: 8950, days: 2, cod: true },
      { courierId: 51, name: "Ekart Logistics", pricePaise: 4100, days: 6, cod: false },
    ]);
  });

  it("says so when no courier serves the PIN, and nothing is booked", async () => {
    const { id } = await ship.packingOrder();
    twin.unserviceable.add("411004");
    try {
      const r = await ship.admin("GET", `/${id}/couriers`);
      expect(r.status).toBe(409);
      expect(r.json).toMatchObject({ success: false, field: "pin", message: expect.stringContaining("No courier serves PIN 411004") });
      expect((await ship.admin("POST", `/${id}/ship`, { courierId: 43 })).status).toBe(409);
    } finally {
      twin.unserviceable.delete("411004");
    }
    expect(await shipmentRow(id)).toBeUndefined();
    expect(await ship.statusOf(id)).toBe("Packing");
  });
});

describe("booking one order", () => {
  it("creates the order, assigns the AWB, schedules the pickup, makes the label and the manifest; the order is Shipped with courier and AWB, the shopper told", async () => {
    const { id, user } = await ship.packingOrder();
    const r = await ship.admin("POST", `/${id}/ship`, { courierId: 43 });
    expect(r.status).toBe(200);
    expect(r.json.order).toMatchObject({ status: "Shipped", courier: "Delhivery Surface", trackingNumber: expect.stringMatching(/^\d{13}$/) });
    expect(r.json.shipment).toMatchObject({ state: "booked", courier: "Delhivery Surface", attempts: 1, error: null });
    expect(r.json.message).toMatch(/^Booked with Delhivery Surface, AWB \d{13}; the pickup is scheduled and the label is ready\.$/);
    const calls = twin.calls.filter((c) => !c.startsWith("GET /twin"));
    expect(calls.slice(-5)).toEqual([
      "POST /orders/create/adhoc",
      "POST /courier/assign/awb",
      "POST /courier/generate/pickup",
      "POST /courier/generate/label",
      "POST /manifests/generate",
    ]);
    const label = await fetch(r.json.shipment.labelUrl);
    expect(label.headers.get("content-type")).toBe("application/pdf");
    const text = await pdfText(new Uint8Array(await label.arrayBuffer()));
    expect(text).toContain(`AWB ${r.json.shipment.awb}`);
    expect(r.json.shipment.manifestUrl).toMatch(/MANIFEST-\d+\.pdf$/);

    const mails = await store.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(mails.map((m) => m.subject)).toContain(`Order #${orderNumber(id)} has shipped`);
    const audit = await store.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "order.ship"), eq(auditLog.targetId, id)));
    expect(audit).toHaveLength(1);

    // Asking again books nothing more.
    const again = await ship.admin("POST", `/${id}/ship`, { courierId: 43 });
    expect(again.json.message).toBe(`Already booked with Delhivery Surface, AWB ${r.json.shipment.awb}.`);
    expect(twin.ordersFor(id)).toHaveLength(1);
  });

  it("refuses a courier that does not collect cash for a COD order, and an order that is not Packing", async () => {
    const { id } = await ship.packingOrder();
    const noCash = await ship.admin("POST", `/${id}/ship`, { courierId: 51 });
    expect(noCash.status).toBe(409);
    expect(noCash.json).toMatchObject({
      field: "courierId",
      message: "Ekart Logistics does not collect cash on delivery; choose a courier that does.",
    });
    const placed = await ship.packingOrder({ pack: false });
    const early = await ship.admin("POST", `/${placed.id}/ship`, { courierId: 43 });
    expect(early.status).toBe(409);
    expect(early.json.message).toBe("Only a Packing order ships; this one is Order Placed.");
    const bad = await ship.admin("POST", `/${id}/ship`, { courierId: "fast" });
    expect(bad.status).toBe(400);
    expect(bad.json.field).toBe("courierId");
  });

  it("logs in again once when the token has expired, and the booking goes through", async () => {
    const { id } = await ship.packingOrder();
    const before = twin.logins();
    twin.expireTokens();
    const r = await ship.admin("POST", `/${id}/ship`, { courierId: 33 });
    expect(r.status).toBe(200);
    expect(r.json.order.status).toBe("Shipped");
    expect(twin.logins()).toBe(before + 1);
  });

  it("a 5xx while assigning the AWB leaves the order Packing and says what failed; the retry carries on and books once", async () => {
    const { id } = await ship.packingOrder();
    twin.failNext("/courier/assign/awb");
    const failed = await ship.admin("POST", `/${id}/ship`, { courierId: 43 });
    expect(failed.status).toBe(502);
    expect(failed.json.message).toBe(
      `Order #${orderNumber(id)} was not booked: Shiprocket failed while assigning the AWB (status 502). The order is as it was; try again.`,
    );
    expect(await ship.statusOf(id)).toBe("Packing");
    const shown = await ship.admin("GET", `/${id}/shipment`);
    expect(shown.json.shipment).toMatchObject({ state: "failed", error: "Shiprocket failed while assigning the AWB (status 502)", awb: null });

    const retry = await ship.admin("POST", `/${id}/ship`, { courierId: 43 });
    expect(retry.status).toBe(200);
    expect(retry.json.shipment).toMatchObject({ state: "booked", attempts: 2 });
    expect(twin.ordersFor(id)).toHaveLength(1);
  });

  it("a timeout while creating the order: the retry finds the order Shiprocket made meanwhile and books it once", async () => {
    const { id } = await ship.packingOrder();
    // The twin creates the order, then its answer never comes.
    twin.failNext("/orders/create/adhoc", "hang");
    const first = await ship.admin("POST", `/${id}/ship`, { courierId: 43 });
    expect(first.status).toBe(502);
    expect(first.json.message).toContain("Shiprocket did not answer within 1 s while creating the order");
    expect(await ship.statusOf(id)).toBe("Packing");
    // As Shiprocket may have: the order reached it though the answer did not.
    const { SHIPROCKET_TWIN_USER } = await import("../../../../tests/support/shiprocket-twin");
    const base = twin.url;
    const token = (await (await fetch(`${base}/auth/login`, { method: "POST", body: JSON.stringify(SHIPROCKET_TWIN_USER) })).json()).token;
    const made = await fetch(`${base}/orders/create/adhoc`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: JSON.stringify({
        order_id: id,
        order_date: "2026-12-07 10:00",
        pickup_location: "Primary",
        billing_customer_name: "Asha",
        billing_last_name: "Verma",
        billing_address: "12 FC Road",
        billing_city: "Pune",
        billing_pincode: "411004",
        billing_state: "Maharashtra",
        billing_country: "India",
        billing_email: "asha@example.com",
        billing_phone: "9812345678",
        order_items: [{ name: "Kurta", sku: "k", units: 1, selling_price: 899 }],
        payment_method: "COD",
        sub_total: 899,
        length: 30,
        breadth: 25,
        height: 5,
        weight: 0.5,
      }),
    });
    expect(made.status).toBe(200);
    expect(twin.ordersFor(id)).toHaveLength(1);

    const retry = await ship.admin("POST", `/${id}/ship`, { courierId: 43 });
    expect(retry.status).toBe(200);
    expect(retry.json.order.status).toBe("Shipped");
    expect(twin.ordersFor(id)).toHaveLength(1);
    expect(twin.ordersFor(id)[0]!.awb).toBe(retry.json.shipment.awb);
  });
});

describe("bulk ship", () => {
  it("books the selected orders with their pre-selected couriers into one PDF of labels, skipping an unconfirmed COD order unless chosen", async () => {
    const a = await ship.packingOrder();
    const b = await ship.packingOrder({ quantity: 2 });
    const unconfirmed = await ship.packingOrder({ confirm: false });
    const placed = await ship.packingOrder({ pack: false });

    const r = await ship.admin("POST", "/ship", { orderIds: [a.id, b.id, unconfirmed.id, placed.id] });
    expect(r.status).toBe(200);
    expect(r.json.shipped.map((s: { id: string }) => s.id)).toEqual([a.id, b.id]);
    expect(r.json.shipped[0]).toMatchObject({ number: orderNumber(a.id), courier: "Delhivery Surface", awb: expect.stringMatching(/^\d{13}$/) });
    expect(r.json.skipped).toEqual([
      { id: unconfirmed.id, number: orderNumber(unconfirmed.id), reason: "Cash on delivery not confirmed by the shopper yet." },
      { id: placed.id, number: orderNumber(placed.id), reason: "Only a Packing order ships; this one is Order Placed." },
    ]);
    const text = await pdfText(new Uint8Array(await (await fetch(r.json.labelUrl)).arrayBuffer()));
    for (const s of r.json.shipped) expect(text).toContain(`AWB ${s.awb}`);
    expect(await ship.statusOf(unconfirmed.id)).toBe("Packing");

    const chosen = await ship.admin("POST", "/ship", { orderIds: [unconfirmed.id], includeUnconfirmed: true });
    expect(chosen.json.shipped.map((s: { id: string }) => s.id)).toEqual([unconfirmed.id]);
    expect(await ship.statusOf(unconfirmed.id)).toBe("Shipped");
  });

  it("refuses an empty or malformed selection, naming the field", async () => {
    const none = await ship.admin("POST", "/ship", { orderIds: [] });
    expect(none.status).toBe(400);
    expect(none.json).toMatchObject({ success: false, field: "orderIds" });
    const bad = await ship.admin("POST", "/ship", { orderIds: ["nope"] });
    expect(bad.status).toBe(400);
    expect(bad.json.field).toBe("orderIds.0");
  });
});

describe("without Shiprocket", () => {
  let off: Awaited<ReturnType<typeof ownerConsole>>;
  beforeAll(async () => {
    off = await ownerConsole();
  });
  afterAll(async () => {
    await off.store.close();
  });

  it("says shipping with Shiprocket is not set up, and the manual Shipped step still works", async () => {
    const kitOff = shippingKit(off.store, off.kit, off.cookie);
    const { id } = await kitOff.packingOrder();
    const r = await kitOff.admin("GET", `/${id}/couriers`);
    expect(r.status).toBe(409);
    expect(r.json.message).toBe("Shipping with Shiprocket is not set up: enter the courier and tracking number by hand.");
    expect((await kitOff.admin("GET", `/${id}/shipment`)).json).toMatchObject({ success: true, shiprocket: false, shipment: null });
    const manual = await kitOff.admin("POST", `/${id}/advance`, { status: "Shipped", courier: "Delhivery", trackingNumber: "DLV1234567" });
    expect(manual.json.order).toMatchObject({ status: "Shipped", trackingNumber: "DLV1234567" });
  });
});
