import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WAITING_ROOM_MESSAGES } from "../../../domain/messages";
import { ADDRESS, auth, registerUser, stockOf, variantWithStock } from "../../../../tests/support/order-kit";
import { createTestStore, type TestStore } from "../../../../tests/support/test-store";
import { orderItems } from "../../db/schema";

let store: TestStore;
beforeAll(async () => {
  // The room opens at one placement in flight: placements then run one at a time, on either database.
  store = await createTestStore({ config: { waitingRoomAt: 1, ipRateLimitScale: 1000 } });
});
afterAll(() => store.close());

/** What the store's checkout page sends: it can show a place in line and wait. */
const CAN_WAIT = { prefer: "respond-async" };

/** Keeps the placement line busy until the returned call: every checkout meanwhile waits in the room. */
function busyLine(): () => void {
  let release!: () => void;
  void store.services.placements.run(() => new Promise<void>((done) => (release = done)));
  return () => release();
}

const settle = async (token: string, ticket: string) => {
  for (;;) {
    const r = await store.get(`/api/order/waiting/${ticket}`, auth(token));
    if (r.status !== 202) return r;
    await new Promise((done) => setTimeout(done, 20));
  }
};

describe("the drop waiting room", () => {
  it("gives checkouts past the threshold a place in line, places them in the order they came, and sells no more than the stock", async () => {
    const v = await variantWithStock(store, 10);
    const items = [{ _id: v.product.id, size: v.size, color: v.color, quantity: 1 }];
    const shoppers = await Promise.all(Array.from({ length: 30 }, (_, i) => registerUser(store, `Drop${i}`)));
    const place = (token: string) => store.post("/api/order/place", { address: ADDRESS, items }, { ...auth(token, randomUUID()), ...CAN_WAIT });

    // While the line is busy every checkout, sent one after another, waits in the room with its true place.
    const release = busyLine();
    const tickets: { token: string; ticket: string }[] = [];
    for (const [i, s] of shoppers.entries()) {
      const r = await place(s.token);
      expect(r.status).toBe(202);
      expect(r.json).toEqual({ success: true, message: WAITING_ROOM_MESSAGES.entered, waiting: { ticket: expect.any(String), place: i + 1 } });
      tickets.push({ token: s.token, ticket: r.json.waiting.ticket });
    }
    const last = await store.get(`/api/order/waiting/${tickets[29]!.ticket}`, auth(tickets[29]!.token));
    expect(last.status).toBe(202);
    expect(last.json).toMatchObject({ message: "You are number 30 in line.", waiting: { place: 30 } });
    expect(await stockOf(store, v)).toBe(10);
    release();

    const answers = await Promise.all(tickets.map((t) => settle(t.token, t.ticket)));
    const statuses = answers.map((a) => a.status);
    // In arrival order: the first ten get the ten units, every later one is told it is sold out.
    expect(statuses).toEqual([...Array(10).fill(200), ...Array(20).fill(409)]);
    expect(answers[0]!.json).toMatchObject({ success: true, message: "Order placed." });
    expect(answers[29]!.json.message).toContain(v.product.name);
    expect(await stockOf(store, v)).toBe(0);
    expect(await store.db.select().from(orderItems).where(eq(orderItems.productId, v.product.id))).toHaveLength(10);
  }, 120_000);

  it("shows a ticket to its own shopper only, and says so for one it does not know", async () => {
    const v = await variantWithStock(store, 50);
    const items = [{ _id: v.product.id, size: v.size, color: v.color, quantity: 1 }];
    const [c, d] = await Promise.all(["Kiran", "Lata"].map((n) => registerUser(store, n)));
    const release = busyLine();
    const waiting = await store.post("/api/order/place", { address: ADDRESS, items }, { ...auth(c!.token, randomUUID()), ...CAN_WAIT });
    expect(waiting.status).toBe(202);
    const other = await store.get(`/api/order/waiting/${waiting.json.waiting.ticket}`, auth(d!.token));
    expect(other.status).toBe(404);
    expect(other.json).toMatchObject({ success: false, message: WAITING_ROOM_MESSAGES.lost, field: "ticket" });
    expect((await store.get("/api/order/waiting/no-such-ticket", auth(c!.token))).status).toBe(404);
    expect((await store.get(`/api/order/waiting/${waiting.json.waiting.ticket}`)).status).toBe(401);
    // A client that cannot wait is never put behind the room nor ahead of it: it is told to come back.
    const impatient = await store.post("/api/order/place", { address: ADDRESS, items }, auth(d!.token, randomUUID()));
    expect(impatient.status).toBe(503);
    expect(impatient.headers.get("retry-after")).toBe("2");
    release();
    const done = await settle(c!.token, waiting.json.waiting.ticket);
    expect(done.status).toBe(200);
    expect(done.json).toMatchObject({ success: true, message: "Order placed." });
  });
});
