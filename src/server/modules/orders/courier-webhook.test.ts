import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type consoleClient, ownerConsole } from "../../../../tests/support/console-kit";
import { auth } from "../../../../tests/support/order-kit";
import { SR_STATUS, type ShiprocketTwin, startShiprocketTwin } from "../../../../tests/support/shiprocket-twin";
import { shippingKit } from "../../../../tests/support/shipping-kit";
import type { TestStore } from "../../../../tests/support/test-store";
import { orderNumber } from "../../../domain/orders";
import { mailOutbox, shipmentEvents, shipments } from "../../db/schema";

let store: TestStore;
let twin: ShiprocketTwin;
let kit: ReturnType<typeof consoleClient>;
let cookie: string;
let ship: ReturnType<typeof shippingKit>;

beforeAll(async () => {
  twin = await startShiprocketTwin();
  ({ store, kit, cookie } = await ownerConsole({ config: { publicUrl: "http://shop.test", shiprocket: twin.storeConfig() } }));
  ship = shippingKit(store, kit, cookie);
});
afterAll(async () => {
  await store.close();
  await twin.close();
});

const WEBHOOK = "/api/shipping/webhook/shiprocket";
const hour = 3600_000;

/** A booked order: its id, its shopper and its AWB. */
async function shipped() {
  const { id, user } = await ship.packingOrder();
  const r = await ship.admin("POST", `/${id}/ship`, { courierId: 43 });
  expect(r.status).toBe(200);
  return { id, user, awb: r.json.shipment.awb as string };
}

const post = (payload: unknown, headers: Record<string, string> = twin.webhookHeaders()) => store.post(WEBHOOK, payload, headers);
const eventsOf = async (awb: string) => store.db.select().from(shipmentEvents).where(eq(shipmentEvents.awb, awb)).orderBy(shipmentEvents.happenedAt);

describe("the tracking webhook's token", () => {
  it("answers 401 and keeps nothing without the x-api-key, or with a wrong one", async () => {
    const { id, awb } = await shipped();
    const payload = twin.scan(awb, SR_STATUS.inTransit);
    for (const headers of [{}, { "x-api-key": "wrong" }, { "x-api-key": "" }] as Record<string, string>[]) {
      const r = await post(payload, headers);
      expect(r.status).toBe(401);
      expect(r.json).toMatchObject({ success: false, message: "The x-api-key header is missing or wrong." });
    }
    expect(await eventsOf(awb)).toEqual([]);
    expect(await ship.statusOf(id)).toBe("Shipped");
  });
});

describe("the shopper's order before it ships", () => {
  it("shows the day it is expected to leave, and no tracking", async () => {
    const { id, user } = await ship.packingOrder();
    const mine = (await store.post("/api/order/userorders", {}, auth(user.token))).json.orders.find((o: { _id: string }) => o._id === id);
    expect(mine).toMatchObject({ status: "Packing", tracking: null, expectedDispatch: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(mine.expectedDispatch >= new Date(Date.now() + 5.5 * hour).toISOString().slice(0, 10)).toBe(true);
  });
});

describe("the courier's scans move the order", () => {
  it("in order: Shipped → In transit → Out for Delivery → Delivered, each scan kept, the shopper's /orders and mails following", async () => {
    const { id, user, awb } = await shipped();
    const start = Date.now() - 10 * hour;
    const steps = [
      [SR_STATUS.pickedUp, "Shipped"],
      [SR_STATUS.inTransit, "In transit"],
      [SR_STATUS.outForDelivery, "Out for Delivery"],
      [SR_STATUS.delivered, "Delivered"],
    ] as const;
    for (const [i, [status, expected]] of steps.entries()) {
      const r = await post(twin.scan(awb, status, "Pune Hub, Maharashtra", new Date(start + i * hour)));
      expect(r.status).toBe(200);
      expect(r.json).toEqual({ success: true, known: true });
      expect(await ship.statusOf(id)).toBe(expected);
    }
    expect((await eventsOf(awb)).map((e) => [e.statusLabel, e.applied])).toEqual([
      ["PICKED UP", null],
      ["IN TRANSIT", "In transit"],
      ["OUT FOR DELIVERY", "Out for Delivery"],
      ["DELIVERED", "Delivered"],
    ]);
    const mine = (await store.post("/api/order/userorders", {}, auth(user.token))).json.orders.find((o: { _id: string }) => o._id === id);
    expect(mine.status).toBe("Delivered");
    expect(mine.tracking).toEqual({
      awb,
      courier: "Delhivery Surface",
      url: `https://shiprocket.co/tracking/${awb}`,
      scans: steps.map(([status], i) => ({
        at: new Date(Math.floor((start + i * hour) / 1000) * 1000).toISOString(),
        place: "Pune Hub, Maharashtra",
        words: status[1].charAt(0) + status[1].slice(1).toLowerCase(),
      })),
    });
    expect(mine.expectedDispatch).toBeNull();
    const subjects = (await store.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email))).map((m) => m.subject);
    const n = orderNumber(id);
    expect(subjects).toEqual(expect.arrayContaining([`Order #${n} is out for delivery`, `Order #${n} was delivered`]));
  });

  it("keeps a repeated delivery once and answers 200 each time", async () => {
    const { id, awb } = await shipped();
    const payload = twin.scan(awb, SR_STATUS.inTransit);
    for (let i = 0; i < 3; i++) expect((await post(payload)).status).toBe(200);
    expect(await eventsOf(awb)).toHaveLength(1);
    expect(await ship.statusOf(id)).toBe("In transit");
  });

  it("out of order: Delivered first moves the order; the In transit that arrives after it is kept, not applied", async () => {
    const { id, awb } = await shipped();
    const transit = twin.scan(awb, SR_STATUS.inTransit, "Mumbai Hub", new Date(Date.now() - 5 * hour));
    const delivered = twin.scan(awb, SR_STATUS.delivered, "Pune", new Date(Date.now() - hour));
    expect((await post(delivered)).status).toBe(200);
    expect(await ship.statusOf(id)).toBe("Delivered");
    expect((await post({ ...transit, scans: transit.scans })).status).toBe(200);
    expect(await ship.statusOf(id)).toBe("Delivered");
    expect((await eventsOf(awb)).map((e) => e.statusLabel)).toEqual(["IN TRANSIT", "DELIVERED"]);
  });

  it("a failed delivery, then the parcel back with the seller (RTO)", async () => {
    const { id, awb } = await shipped();
    await post(twin.scan(awb, SR_STATUS.outForDelivery, "Pune", new Date(Date.now() - 3 * hour)));
    await post(twin.scan(awb, SR_STATUS.undelivered, "Pune", new Date(Date.now() - 2 * hour), "Customer not available"));
    expect(await ship.statusOf(id)).toBe("Failed delivery");
    await post(twin.scan(awb, SR_STATUS.rtoInitiated, "Pune", new Date(Date.now() - hour)));
    expect(await ship.statusOf(id)).toBe("Failed delivery");
    await post(twin.scan(awb, SR_STATUS.rtoDelivered, "Pune Warehouse"));
    expect(await ship.statusOf(id)).toBe("Returned to seller");
    const detail = await ship.admin("GET", `/${id}`);
    expect(detail.json.order.status).toBe("Returned to seller");
  });

  it("a move the order cannot make (Delivered after the merchant canceled) is kept, not applied, and logged", async () => {
    const { id, awb } = await shipped();
    expect((await ship.admin("POST", `/${id}/cancel`, { reason: "Shopper called to cancel" })).status).toBe(200);
    const r = await post(twin.scan(awb, SR_STATUS.delivered));
    expect(r.status).toBe(200);
    expect(await ship.statusOf(id)).toBe("Order Canceled");
    const [event] = await eventsOf(awb);
    expect(event).toMatchObject({
      statusLabel: "DELIVERED",
      applied: null,
      note: "The order is Order Canceled, which cannot become Delivered: kept, not applied.",
    });
    expect(store.logLines.some((l) => l.includes("courier update not applied") && l.includes(id))).toBe(true);
  });

  it("acknowledges an AWB the store did not book, and keeps nothing", async () => {
    const before = (await store.db.select({ n: sql<number>`count(*)::int` }).from(shipmentEvents))[0]!.n;
    const r = await post({
      awb: "999999999999",
      current_status: "DELIVERED",
      shipment_status_id: 7,
      current_timestamp: "07 12 2026 10:00:00",
      scans: [],
    });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ success: true, known: false });
    expect((await store.db.select({ n: sql<number>`count(*)::int` }).from(shipmentEvents))[0]!.n).toBe(before);
  });

  it("refuses a body without an AWB, naming the field", async () => {
    const r = await post({ current_status: "DELIVERED" });
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ success: false, field: "awb" });
  });
});

describe("scans of the same second", () => {
  it("moves the order to the one the courier listed last: Out for Delivery then Delivered within a second is Delivered", async () => {
    const { id, awb } = await shipped();
    const at = new Date();
    expect((await post(twin.scan(awb, SR_STATUS.outForDelivery, "Pune", at))).status).toBe(200);
    expect((await post(twin.scan(awb, SR_STATUS.delivered, "Pune", at))).status).toBe(200);
    expect(await ship.statusOf(id)).toBe("Delivered");
  });
});

describe("shipments the courier has been quiet about", () => {
  it("are asked about after 24 hours, and what the courier says moves the order as a webhook would", async () => {
    const { id, awb } = await shipped();
    // The webhook was lost: the twin knows of the scans, the store does not.
    twin.scan(awb, SR_STATUS.inTransit, "Mumbai Hub", new Date(Date.now() - 2 * hour));
    twin.scan(awb, SR_STATUS.outForDelivery, "Pune", new Date(Date.now() - hour));
    expect(await store.services.shipping.pollQuiet()).toBe(0);
    const quiet = new Date(Date.now() - 25 * hour);
    await store.db.update(shipments).set({ bookedAt: quiet, lastEventAt: quiet }).where(eq(shipments.awb, awb));
    expect(await store.services.shipping.pollQuiet()).toBeGreaterThanOrEqual(1);
    expect(await ship.statusOf(id)).toBe("Out for Delivery");
    expect((await eventsOf(awb)).map((e) => e.statusLabel)).toEqual(["IN TRANSIT", "OUT FOR DELIVERY"]);
    // Asked once: not again until it has been quiet for another day.
    expect(twin.calls.filter((c) => c === `GET /courier/track/awb/${awb}`)).toHaveLength(1);
    await store.services.shipping.pollQuiet();
    expect(twin.calls.filter((c) => c === `GET /courier/track/awb/${awb}`)).toHaveLength(1);
  });
});
