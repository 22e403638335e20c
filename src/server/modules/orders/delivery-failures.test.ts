import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type consoleClient, ownerConsole } from "../../../../tests/support/console-kit";
import { SR_STATUS, type ShiprocketTwin, startShiprocketTwin } from "../../../../tests/support/shiprocket-twin";
import { shippingKit } from "../../../../tests/support/shipping-kit";
import { type SmtpTwin, startSmtpTwin } from "../../../../tests/support/smtp-twin";
import type { TestStore } from "../../../../tests/support/test-store";
import { reattemptDays } from "../../../domain/delivery-failures";
import { DELIVERY_ANSWER_MESSAGES } from "../../../domain/messages";
import { orderNumber } from "../../../domain/orders";
import { auditLog, deliveryFailures, mailOutbox, orderLinks } from "../../db/schema";

/** Failed deliveries (decision 235): the console's queue and answers, and the shopper's mailed link, both ways, against the courier twin. */

let store: TestStore;
let twin: ShiprocketTwin;
let smtp: SmtpTwin;
let kit: ReturnType<typeof consoleClient>;
let cookie: string;
let ship: ReturnType<typeof shippingKit>;

beforeAll(async () => {
  twin = await startShiprocketTwin();
  smtp = await startSmtpTwin();
  ({ store, kit, cookie } = await ownerConsole({
    config: { publicUrl: "http://shop.test", shiprocket: twin.storeConfig(), smtpUrl: smtp.url, ipRateLimitScale: 20 },
  }));
  ship = shippingKit(store, kit, cookie);
});
afterAll(async () => {
  await store?.close();
  await twin?.close();
  await smtp?.close();
});

const hour = 3600_000;
const failures = (path = "", body?: unknown, method = body === undefined ? "GET" : "POST") =>
  kit.call(method, `/api/admin/delivery-failures${path}`, cookie, body);

/** A booked order the courier has just failed to deliver (its webhook posted), with its AWB and the failure's id. */
async function failedDelivery(reason = "Customer not available at the address") {
  const { id, user } = await ship.packingOrder();
  const r = await ship.admin("POST", `/${id}/ship`, { courierId: 43 });
  expect(r.status).toBe(200);
  const awb = r.json.shipment.awb as string;
  for (const [status, activity] of [
    [SR_STATUS.outForDelivery, undefined],
    [SR_STATUS.undelivered, reason],
  ] as const) {
    const w = await store.post("/api/shipping/webhook/shiprocket", twin.scan(awb, status, "Pune Hub", new Date(), activity), twin.webhookHeaders());
    expect(w.status).toBe(200);
  }
  const [f] = await store.db.select().from(deliveryFailures).where(eq(deliveryFailures.orderId, id));
  return { id, user, awb, failureId: f!.id };
}

/** The token of the answer link in the newest failed-delivery mail to a shopper. */
async function answerToken(email: string) {
  const find = () => [...smtp.mails].reverse().find((m) => m.to.includes(email) && m.subject.includes("could not be delivered"));
  await expect.poll(find, { timeout: 10_000 }).toBeDefined();
  const token = find()!.text.match(/http:\/\/shop\.test\/delivery-answer\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no answer link in ${find()!.text}`);
  return token;
}

describe("the console's queue of failed deliveries", () => {
  it("lists the parcel with the courier's reason and the attempts made, and highlights it after 24 hours unanswered", async () => {
    const { id, awb, failureId } = await failedDelivery("Consignee refused to accept");
    // A second failed attempt (and the same scan again) updates the one open failure.
    const again = twin.scan(awb, SR_STATUS.undelivered, "Pune Hub", new Date(Date.now() + 60_000), "Address incomplete");
    await store.post("/api/shipping/webhook/shiprocket", again, twin.webhookHeaders());
    await store.post("/api/shipping/webhook/shiprocket", again, twin.webhookHeaders());
    const r = await failures();
    expect(r.status).toBe(200);
    const mine = r.json.failures.find((f: { id: string }) => f.id === failureId);
    expect(mine).toMatchObject({
      orderId: id,
      number: orderNumber(id),
      awb,
      reason: "Address incomplete",
      attempts: 2,
      action: null,
      overdue: false,
    });
    expect(r.json.days).toEqual(reattemptDays(new Date()));

    await store.db
      .update(deliveryFailures)
      .set({ failedAt: new Date(Date.now() - 25 * hour) })
      .where(eq(deliveryFailures.id, failureId));
    const later = (await failures()).json.failures.find((f: { id: string }) => f.id === failureId);
    expect(later.overdue).toBe(true);
  });
});

describe("the merchant's answer", () => {
  it("reattempt: the courier is asked to deliver on the day chosen with the corrected phone and line, once", async () => {
    const { id, awb, failureId } = await failedDelivery();
    const day = reattemptDays(new Date())[1]!;
    const r = await failures(`/${failureId}/reattempt`, { date: day, phone: "+91 98220 55555", line: "Flat 4B, Sunshine Towers" });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ success: true, message: DELIVERY_ANSWER_MESSAGES.reattemptAsked(orderNumber(id), day) });
    expect(r.json.failure).toMatchObject({ action: "reattempt", reattemptOn: day, phone: "9822055555" });
    expect(twin.ndrActions.filter((a) => a.awb === awb)).toEqual([
      expect.objectContaining({ action: "re-attempt", deferred_date: day, phone: "9822055555", address1: "Flat 4B, Sunshine Towers" }),
    ]);
    const audit = await store.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit.map((a) => a.action)).toContain("delivery.reattempt");

    const twice = await failures(`/${failureId}/return`, {});
    expect(twice.status).toBe(409);
    expect(twice.json.message).toBe(DELIVERY_ANSWER_MESSAGES.alreadyAnswered(orderNumber(id)));
    expect(twin.ndrActions.filter((a) => a.awb === awb)).toHaveLength(1);
  });

  it("return: the courier is asked to bring the parcel back", async () => {
    const { awb, failureId } = await failedDelivery();
    const r = await failures(`/${failureId}/return`, {});
    expect(r.status).toBe(200);
    expect(twin.ndrActions.filter((a) => a.awb === awb)).toEqual([expect.objectContaining({ action: "return" })]);
  });

  it("refuses a day outside the next three, a bad phone and an unknown failure, naming the field, and asks the courier nothing", async () => {
    const { awb, failureId } = await failedDelivery();
    const today = new Date(Date.now() + 5.5 * hour).toISOString().slice(0, 10);
    for (const [body, field] of [
      [{ date: today }, "date"],
      [{ date: "2099-01-01" }, "date"],
      [{ date: "tomorrow" }, "date"],
      [{ date: reattemptDays(new Date())[0], phone: "12345" }, "phone"],
    ] as const) {
      const r = await failures(`/${failureId}/reattempt`, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.json).toMatchObject({ success: false, field });
    }
    expect((await failures("/00000000-0000-4000-8000-000000000000/return", {})).status).toBe(404);
    expect(twin.ndrActions.filter((a) => a.awb === awb)).toEqual([]);
    expect((await store.db.select().from(deliveryFailures).where(eq(deliveryFailures.id, failureId)))[0]!.action).toBeNull();
  });

  it("when the courier fails, says so and changes nothing; a retry goes through", async () => {
    const { awb, failureId } = await failedDelivery();
    twin.failNext("/ndr/");
    const r = await failures(`/${failureId}/return`, {});
    expect(r.status).toBe(502);
    expect(r.json.message).toContain("Nothing changed; try again.");
    expect((await store.db.select().from(deliveryFailures).where(eq(deliveryFailures.id, failureId)))[0]!.action).toBeNull();
    expect((await failures(`/${failureId}/return`, {})).status).toBe(200);
    expect(twin.ndrActions.filter((a) => a.awb === awb)).toHaveLength(1);
  });
});

describe("the shopper's mailed link", () => {
  it("mails a 48-hour link that the kept copy does not hold; the shopper picks a day and a landmark, which go to the courier", async () => {
    const { id, user, awb } = await failedDelivery("Customer not reachable on phone");
    const token = await answerToken(user.email);
    const kept = (await store.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email))).find((m) =>
      m.subject.includes("could not be delivered"),
    );
    expect(kept!.text).toContain("[sent by email, not kept]");
    expect(kept!.text).not.toContain(token);
    const [link] = await store.db
      .select()
      .from(orderLinks)
      .where(and(eq(orderLinks.orderId, id), eq(orderLinks.purpose, "delivery-answer")));
    expect(link!.expiresAt.getTime() - link!.createdAt.getTime()).toBeGreaterThan(47.9 * hour);
    expect(link!.expiresAt.getTime() - link!.createdAt.getTime()).toBeLessThan(48.1 * hour);

    const opened = await store.post("/api/order/delivery-answer/open", { token });
    expect(opened.status).toBe(200);
    expect(opened.json).toMatchObject({
      number: orderNumber(id),
      reason: "Customer not reachable on phone",
      days: reattemptDays(new Date()),
      phone: "9812345678",
    });

    const day = reattemptDays(new Date())[2]!;
    const r = await store.post("/api/order/delivery-answer", { token, choice: "reattempt", date: day, landmark: "Opposite the temple" });
    expect(r.status).toBe(200);
    expect(r.json.message).toBe(DELIVERY_ANSWER_MESSAGES.shopperReattempt(orderNumber(id), day));
    expect(twin.ndrActions.filter((a) => a.awb === awb)).toEqual([
      expect.objectContaining({ action: "re-attempt", deferred_date: day, address2: "Opposite the temple" }),
    ]);

    // Reused: a clear refusal, nothing sent again.
    for (const path of ["/api/order/delivery-answer/open", "/api/order/delivery-answer"]) {
      const reused = await store.post(path, { token, choice: "cancel" });
      expect(reused.status).toBe(409);
      expect(reused.json).toMatchObject({ success: false, message: DELIVERY_ANSWER_MESSAGES.alreadyAnswered(orderNumber(id)) });
    }
    expect(twin.ndrActions.filter((a) => a.awb === awb)).toHaveLength(1);
  });

  it("cancel sends the courier a return", async () => {
    const { user, awb } = await failedDelivery();
    const token = await answerToken(user.email);
    expect((await store.post("/api/order/delivery-answer", { token, choice: "cancel" })).status).toBe(200);
    expect(twin.ndrActions.filter((a) => a.awb === awb)).toEqual([expect.objectContaining({ action: "return" })]);
  });

  it("an expired or forged link, or the merchant's answer first, changes nothing and says so", async () => {
    const { id, user, awb, failureId } = await failedDelivery();
    const token = await answerToken(user.email);
    const n = orderNumber(id);

    const forged = await store.post("/api/order/delivery-answer", { token: `${token.slice(0, -2)}xx`, choice: "cancel" });
    expect(forged.status).toBe(400);
    expect(forged.json).toMatchObject({ success: false, message: DELIVERY_ANSWER_MESSAGES.invalidLink, field: "token" });

    await store.db
      .update(orderLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orderLinks.orderId, id));
    const expired = await store.post("/api/order/delivery-answer", { token, choice: "cancel" });
    expect(expired.status).toBe(410);
    expect(expired.json.message).toBe(DELIVERY_ANSWER_MESSAGES.expiredLink(n));
    expect(twin.ndrActions.filter((a) => a.awb === awb)).toEqual([]);

    await store.db
      .update(orderLinks)
      .set({ expiresAt: new Date(Date.now() + hour) })
      .where(eq(orderLinks.orderId, id));
    expect((await failures(`/${failureId}/return`, {})).status).toBe(200);
    const late = await store.post("/api/order/delivery-answer", { token, choice: "reattempt", date: reattemptDays(new Date())[0] });
    expect(late.status).toBe(409);
    expect(twin.ndrActions.filter((a) => a.awb === awb)).toHaveLength(1);
  });

  it("refuses a choice it does not know and a day outside the next three, naming the field", async () => {
    const { user } = await failedDelivery();
    const token = await answerToken(user.email);
    const bad = await store.post("/api/order/delivery-answer", { token, choice: "later" });
    expect(bad.status).toBe(400);
    const far = await store.post("/api/order/delivery-answer", { token, choice: "reattempt", date: "2099-01-01" });
    expect(far.status).toBe(400);
    expect(far.json).toMatchObject({ success: false, field: "date" });
    // The link still works after a refused answer.
    expect((await store.post("/api/order/delivery-answer/open", { token })).status).toBe(200);
  });
});
