import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type consoleClient, OWNER, ownerConsole } from "../../../../tests/support/console-kit";
import { ADDRESS, auth, registerUser, stockOf, variantWithStock } from "../../../../tests/support/order-kit";
import { type ReceivedMail, type SmtpTwin, startSmtpTwin } from "../../../../tests/support/smtp-twin";
import { createTestStore, type TestStore } from "../../../../tests/support/test-store";
import { COD_CONFIRM_MESSAGES } from "../../../domain/messages";
import { formatINR } from "../../../domain/money";
import { orderNumber } from "../../../domain/orders";
import { testConfig } from "../../config";
import { auditLog, mailOutbox, orderLinks, orders, users } from "../../db/schema";

/**
 * Cash on delivery waits for its shopper's word (decision 217), and every mail about an order says
 * what it costs, line by line, and what becomes of the money: read here as the shopper's mailbox
 * gets them, through the local SMTP twin.
 */

let smtp: SmtpTwin;
let store: TestStore;
let kit: ReturnType<typeof consoleClient>;
let cookie: string;

const policy = testConfig().policy;
/** A delivery fee and a cash-on-delivery fee, so that every price line shows. */
const config = {
  publicUrl: "http://shop.test",
  ipRateLimitScale: 20,
  policy: { ...policy, delivery: { feePaise: 4900, freeFromPaise: 5000_00 }, cod: { ...policy.cod, feePaise: 2500 } },
};

beforeAll(async () => {
  smtp = await startSmtpTwin();
  ({ store, kit, cookie } = await ownerConsole({ config: { ...config, smtpUrl: smtp.url } }));
});
afterAll(async () => {
  await store?.close();
  await smtp?.close();
});

/** The newest mail to `email` whose subject has `subject`, once it has arrived (its lines ending in \n). */
async function mailTo(email: string, subject: string): Promise<ReceivedMail> {
  const find = () => [...smtp.mails].reverse().find((m) => m.to.includes(email) && m.subject.includes(subject));
  await expect.poll(find, { timeout: 10_000 }).toBeDefined();
  const mail = find()!;
  return { ...mail, text: mail.text.replace(/\r\n/g, "\n") };
}

const linkIn = (mail: ReceivedMail, page: "order-confirm" | "order-cancel") => {
  const token = mail.text.match(new RegExp(`http://shop\\.test/${page}\\?token=([\\w-]+)`))?.[1];
  if (!token) throw new Error(`no ${page} link in ${mail.text}`);
  return token;
};

const rowOf = async (id: string) => (await store.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const verified = async (email: string) => (await store.db.select().from(users).where(eq(users.email, email)))[0]!.emailVerified;

/** A new shopper's cash-on-delivery order of one tee, with FLAT10, and the mail that asks to confirm it. */
async function codOrder(stock = 10, store_ = store) {
  const user = await registerUser(store_, "Meera");
  const v = await variantWithStock(store_, stock, "Oversized T-Shirts");
  const placed = await store_.post(
    "/api/order/place",
    { address: ADDRESS, items: [{ _id: v.product.id, size: v.size, color: v.color, quantity: 1 }], couponCode: "FLAT10" },
    auth(user.token, randomUUID()),
  );
  expect(placed.status, placed.text).toBe(200);
  return { user, v, id: placed.json.orderId as string };
}

async function codOrderWithMail() {
  const o = await codOrder();
  return { ...o, mail: await mailTo(o.user.email, "please confirm it") };
}

describe("the order confirmation mail", () => {
  it("lists every price line checkout shows (the FLAT10 line, delivery, the COD fee, the total) and the expected delivery date", async () => {
    const { id, v, mail } = await codOrderWithMail();
    const o = await rowOf(id);
    expect(o.discountPaise).toBe(v.product.pricePaise / 10);
    const by = store.services.delivery.quote(ADDRESS.zipcode, o.createdAt)!.estimate.dateLabel;
    const total = v.product.pricePaise - v.product.pricePaise / 10 + 4900 + 2500;
    expect(mail.subject).toBe(`Your Dhaaga order is placed (${formatINR(total)}): please confirm it`);
    expect(mail.text).toContain([`Order #${orderNumber(id)}`, `- ${v.product.name}, size ${v.size}, `].join("\n"));
    expect(mail.text).toContain(
      [
        `Subtotal: ${formatINR(v.product.pricePaise)}`,
        `Coupon FLAT10: − ${formatINR(v.product.pricePaise / 10)}`,
        `Delivery fee: ${formatINR(4900)}`,
        `Cash on delivery fee: ${formatINR(2500)}`,
        `Total: ${formatINR(total)} (cash on delivery)`,
        ``,
        `Expected delivery: by ${by}`,
      ].join("\n"),
    );
    expect(o.amountPaise).toBe(total);
    expect(mail.text).toMatch(/Confirm order: http:\/\/shop\.test\/order-confirm\?token=[\w-]{43}\n/);
    expect(mail.text).toMatch(/Cancel order: http:\/\/shop\.test\/order-cancel\?token=[\w-]{43}\n/);
    expect(mail.text).toContain("If it is not confirmed by ");
    expect(mail.text).toContain("it is canceled and its items go back on sale.");
  });

  it("keeps the links out of the outbox once SMTP has them", async () => {
    const { user, mail } = await codOrderWithMail();
    const kept = (await store.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email))).find((m) => m.subject.endsWith("please confirm it"));
    expect(kept!.text).toContain("Confirm order: [sent by email, not kept]\nCancel order: [sent by email, not kept]");
    expect(kept!.text).not.toContain(linkIn(mail, "order-confirm"));
    expect(kept!.html).toBeNull();
  });
});

describe("the Confirm link", () => {
  it("confirms the order and verifies the shopper's email; used again it says so and changes nothing", async () => {
    const { user, id, mail } = await codOrderWithMail();
    expect(await verified(user.email)).toBe(false);
    const token = linkIn(mail, "order-confirm");

    const done = await store.post("/api/order/cod/confirm", { token });
    expect(done.status).toBe(200);
    expect(done.json).toMatchObject({ success: true, message: COD_CONFIRM_MESSAGES.confirmed(orderNumber(id)), orderNumber: orderNumber(id) });
    expect(await rowOf(id)).toMatchObject({ status: "Order Placed", codConfirmedBy: "shopper" });
    expect((await rowOf(id)).codConfirmedAt).toBeInstanceOf(Date);
    expect(await verified(user.email)).toBe(true);

    const before = await rowOf(id);
    const again = await store.post("/api/order/cod/confirm", { token });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ success: false, message: COD_CONFIRM_MESSAGES.alreadyConfirmed(orderNumber(id)), field: "token" });
    expect(await rowOf(id)).toEqual(before);

    // Confirmed, it is no longer the console's to chase, nor the sweep's.
    const detail = (await kit.call("GET", `/api/admin/orders/${id}`, cookie)).json.order;
    expect(detail.confirmation).toMatchObject({ awaiting: false, confirmedBy: "shopper" });
    await store.db
      .update(orders)
      .set({ codConfirmDueAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, id));
    await store.services.codConfirmation.releaseUnconfirmed();
    expect((await rowOf(id)).status).toBe("Order Placed");
  });

  it("a Cancel link is no Confirm link, and a forged or expired one changes nothing", async () => {
    const { id, mail } = await codOrderWithMail();
    const before = await rowOf(id);

    const wrongPurpose = await store.post("/api/order/cod/confirm", { token: linkIn(mail, "order-cancel") });
    expect(wrongPurpose.status).toBe(400);
    expect(wrongPurpose.json).toMatchObject({ success: false, message: COD_CONFIRM_MESSAGES.invalidLink, field: "token" });
    const forged = await store.post("/api/order/cod/confirm", { token: "A".repeat(43) });
    expect(forged.status).toBe(400);
    expect(forged.json.message).toBe(COD_CONFIRM_MESSAGES.invalidLink);
    const empty = await store.post("/api/order/cod/confirm", { token: "" });
    expect(empty.json).toMatchObject({ success: false, field: "token" });

    await store.db
      .update(orderLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orderLinks.orderId, id));
    const expired = await store.post("/api/order/cod/confirm", { token: linkIn(mail, "order-confirm") });
    expect(expired.status).toBe(410);
    expect(expired.json).toMatchObject({ success: false, message: COD_CONFIRM_MESSAGES.expiredLink(orderNumber(id)) });
    const expiredCancel = await store.post("/api/order/cod/cancel", { token: linkIn(mail, "order-cancel") });
    expect(expiredCancel.status).toBe(410);
    expect(await rowOf(id)).toEqual(before);
  });
});

describe("the Cancel link", () => {
  it("cancels the order without a login, gives its stock back and mails the shopper; used again it says so", async () => {
    const { user, id, v, mail } = await codOrderWithMail();
    const stock = await stockOf(store, v);
    const token = linkIn(mail, "order-cancel");

    const done = await store.post("/api/order/cod/cancel", { token });
    expect(done.status).toBe(200);
    expect(done.json).toMatchObject({ success: true, message: COD_CONFIRM_MESSAGES.canceled(orderNumber(id)) });
    expect((await rowOf(id)).status).toBe("Order Canceled");
    expect(await stockOf(store, v)).toBe(stock + 1);
    const canceled = await mailTo(user.email, `Order #${orderNumber(id)} was canceled`);
    expect(canceled.text).toContain(`You canceled your order #${orderNumber(id)}, as you asked.`);
    expect(canceled.text).toContain("You have not paid anything for it (it was cash on delivery), so nothing is owed.");

    const again = await store.post("/api/order/cod/cancel", { token });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(COD_CONFIRM_MESSAGES.alreadyCanceled(orderNumber(id)));
    expect(await stockOf(store, v)).toBe(stock + 1);
    // Its Confirm link cannot bring it back.
    const confirm = await store.post("/api/order/cod/confirm", { token: linkIn(mail, "order-confirm") });
    expect(confirm.status).toBe(409);
    expect(confirm.json.message).toBe(COD_CONFIRM_MESSAGES.alreadyCanceled(orderNumber(id)));
    expect((await rowOf(id)).status).toBe("Order Canceled");
  });
});

describe("cancellation mails", () => {
  it("the shopper's cancel from /orders mails what happens to the money", async () => {
    const { user, id } = await codOrder();
    expect((await store.post("/api/order/cancelOrder", { orderId: id }, auth(user.token))).status).toBe(200);
    const mail = await mailTo(user.email, `Order #${orderNumber(id)} was canceled`);
    expect(mail.text).toContain(`You canceled your order #${orderNumber(id)}, as you asked. Its items are back on sale.`);
    expect(mail.text).toContain("nothing is owed");
  });

  it("the console's cancel of a paid order says the payment is owed back; of an unpaid one, that nothing is", async () => {
    const unpaid = await codOrder();
    expect((await kit.call("POST", `/api/admin/orders/${unpaid.id}/cancel`, cookie, { reason: "" })).status).toBe(200);
    const first = await mailTo(unpaid.user.email, `Order #${orderNumber(unpaid.id)} was canceled`);
    expect(first.text).toContain(`We have canceled your order #${orderNumber(unpaid.id)}.`);
    expect(first.text).toContain("You have not paid anything for it (it was cash on delivery), so nothing is owed.");

    const paid = await codOrder();
    expect((await kit.call("POST", `/api/admin/orders/${paid.id}/cod-paid`, cookie)).status).toBe(200);
    const canceled = await kit.call("POST", `/api/admin/orders/${paid.id}/cancel`, cookie, { reason: "" });
    expect(canceled.json.order).toMatchObject({ refundDue: true });
    const mail = await mailTo(paid.user.email, `Order #${orderNumber(paid.id)} was canceled`);
    const amount = formatINR((await rowOf(paid.id)).amountPaise);
    expect(mail.text).toContain(`You paid ${amount}: it is owed back to you. We refund it the way you paid, and mail you when we have`);
  });
});

describe("the sweep", () => {
  it("cancels an order unconfirmed past COD_CONFIRM_HOURS, returns its stock, and mails why and how to order again", async () => {
    const { user, id, v } = await codOrder();
    const stock = await stockOf(store, v);
    // Not yet due: nothing happens.
    await store.services.codConfirmation.releaseUnconfirmed();
    expect((await rowOf(id)).status).toBe("Order Placed");

    const due = (await rowOf(id)).codConfirmDueAt!;
    expect(Math.abs(due.getTime() - (await rowOf(id)).createdAt.getTime() - 24 * 3_600_000)).toBeLessThan(5000);
    // Its hours pass (for this order alone: the file's other orders keep theirs).
    await store.db
      .update(orders)
      .set({ codConfirmDueAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, id));
    expect(await store.services.codConfirmation.releaseUnconfirmed()).toBe(1);
    expect((await rowOf(id)).status).toBe("Order Canceled");
    expect(await stockOf(store, v)).toBe(stock + 1);
    // Once: the next sweep finds nothing of it.
    expect(await store.services.codConfirmation.releaseUnconfirmed()).toBe(0);
    expect(await stockOf(store, v)).toBe(stock + 1);

    const mail = await mailTo(user.email, `Order #${orderNumber(id)} was canceled`);
    expect(mail.text).toContain(
      `Your cash-on-delivery order #${orderNumber(id)} was not confirmed within 24 hours of placing it, so we have canceled it`,
    );
    expect(mail.text).toContain("You have not paid anything for it");
    expect(mail.text).toContain("To order again, add the items to your cart from their pages and place the order once more");
    expect(mail.text).toContain(`- ${v.product.name} (size ${v.size}, `);
    expect(mail.text).toContain(`http://shop.test/product/${encodeURIComponent(v.product.slug)}`);

    const history = (await kit.call("GET", `/api/admin/orders/${id}`, cookie)).json.order.history;
    expect(history).toContainEqual(expect.objectContaining({ kind: "canceled", note: "not confirmed within 24 hours", actor: "system sweep" }));
  });
});

describe("the console", () => {
  it("flags unconfirmed cash-on-delivery orders in the list and the page, and the merchant confirms one by hand, audited", async () => {
    const { id } = await codOrder();
    const list = (await kit.call("GET", "/api/admin/orders?status=unconfirmed", cookie)).json;
    expect(list.orders.find((o: { id: string }) => o.id === id)).toMatchObject({ unconfirmed: true });
    expect(list.orders.every((o: { unconfirmed: boolean }) => o.unconfirmed)).toBe(true);
    const page = (await kit.call("GET", `/api/admin/orders/${id}`, cookie)).json.order;
    expect(page.confirmation).toMatchObject({ awaiting: true, confirmedAt: null, confirmedBy: null });

    const confirmed = await kit.call("POST", `/api/admin/orders/${id}/cod-confirm`, cookie, { note: "Called 98123 45678: yes" });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.order.confirmation).toMatchObject({ awaiting: false, confirmedBy: OWNER.email });
    expect(confirmed.json.order.history).toContainEqual(
      expect.objectContaining({ kind: "cod-confirmed", note: "Called 98123 45678: yes", actor: OWNER.email }),
    );
    const [line] = await store.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, "order.cod-confirm")));
    expect(line).toMatchObject({
      actorEmail: OWNER.email,
      before: expect.objectContaining({ codConfirmedBy: null }),
      after: expect.objectContaining({ codConfirmedBy: OWNER.email }),
    });
    expect((await kit.call("GET", "/api/admin/orders?status=unconfirmed", cookie)).json.orders.map((o: { id: string }) => o.id)).not.toContain(id);

    const twice = await kit.call("POST", `/api/admin/orders/${id}/cod-confirm`, cookie, {});
    expect(twice.status).toBe(409);
    expect(twice.json.message).toBe("This order is already confirmed.");
    // The sweep leaves an order the merchant confirmed.
    await store.db
      .update(orders)
      .set({ codConfirmDueAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, id));
    await store.services.codConfirmation.releaseUnconfirmed();
    expect((await rowOf(id)).status).toBe("Order Placed");
  });
});

describe("COD_UNCONFIRMED=keep", () => {
  it("leaves an unconfirmed order to the merchant past its hours, still flagged", async () => {
    const keeping = await createTestStore({ config: { ...config, codConfirmation: { hours: 24, unconfirmed: "keep" } } });
    try {
      const { user, id, v } = await codOrder(10, keeping);
      const stock = await stockOf(keeping, v);
      const asked = async () =>
        (await keeping.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email))).find((m) => m.subject.includes("please confirm"));
      await expect.poll(asked).toBeDefined();
      expect((await asked())!.text).toContain("we will call you to check it before it ships.");
      expect(await keeping.services.codConfirmation.releaseUnconfirmed(new Date(Date.now() + 48 * 3_600_000))).toBe(0);
      const [row] = await keeping.db.select().from(orders).where(eq(orders.id, id));
      expect(row!.status).toBe("Order Placed");
      expect(await stockOf(keeping, v)).toBe(stock);
    } finally {
      await keeping.close();
    }
  });
});
