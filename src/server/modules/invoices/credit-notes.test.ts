import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type moneyKit, moneyStore } from "../../../../tests/support/money-kit";
import { auth, variantWithStock } from "../../../../tests/support/order-kit";
import { pdfText } from "../../../../tests/support/pdf-text";
import type { TestStore } from "../../../../tests/support/test-store";
import { financialYear } from "../../../domain/india/invoice-number";
import { formatINRWithPaise } from "../../../domain/money";
import { creditNotes, orderItems, returnRequests } from "../../db/schema";

let store: TestStore;
let money: ReturnType<typeof moneyKit>;
let kit: Awaited<ReturnType<typeof moneyStore>>;

beforeAll(async () => {
  kit = await moneyStore();
  ({ store, money } = kit);
  // A cash-on-delivery fee of ₹49, set as the owner sets it.
  const { settings } = (await money.admin("GET", "/settings")).json;
  expect((await money.admin("PUT", "/settings", { ...settings, codFee: 49 })).status).toBe(200);
});
afterAll(() => kit.close());

const SERIES = new RegExp(`^DH/CN/${financialYear(new Date())}/\\d{6}$`);
const userOrder = async (token: string, id: string) =>
  (await store.post("/api/order/userorders", {}, auth(token))).json.orders.find((o: { _id: string }) => o._id === id);
const pdfOf = async (res: Response) => pdfText(new Uint8Array(await res.arrayBuffer()));

describe("a GST credit note", () => {
  it("is issued with a paid order's refunded return, names the invoice, has its tax split line by line, and both shopper and console read it", async () => {
    const user = await money.registerUser("Meera");
    const v = await variantWithStock(store, 10);
    const order = await money.order(user, v, { quantity: 2, method: "razorpay" });
    await money.deliver(order.id);
    const { rid } = await money.receivedReturn(user, order.id, [{ quantity: 2, reason: "Size too large" }], "original");
    expect(await store.db.select().from(creditNotes).where(eq(creditNotes.orderId, order.id))).toEqual([]);
    expect((await money.admin("POST", `/returns/${rid}/refund`, { via: "original" })).status).toBe(200);

    const [request] = await store.db.select().from(returnRequests).where(eq(returnRequests.id, rid));
    const [note] = (await userOrder(user.token, order.id)).creditNotes;
    expect(note).toMatchObject({ number: expect.stringMatching(SERIES), amount: request!.refundPaise / 100 });

    const res = await store.app.request(`/api/order/${order.id}/credit-notes/${note.id}`, { headers: { authorization: `Bearer ${user.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const text = await pdfOf(res);
    expect(text).toContain("Credit Note");
    expect(text).toContain(`Credit note number: ${note.number}`);
    expect(text).toContain(`Original invoice: ${order.invoiceNumber}`);
    // The whole line came back: its taxable value and its tax, as the invoice has them.
    const [item] = await store.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const tax = item!.cgstPaise ? [item!.cgstPaise, item!.sgstPaise] : [item!.igstPaise];
    expect(text).toContain([formatINRWithPaise(item!.taxablePaise!), `${item!.gstRate}%`, ...tax.map((t) => formatINRWithPaise(t!))].join(" "));
    expect(text).toContain(`Amount credited: ${formatINRWithPaise(request!.refundPaise)}`);

    const merchant = await money.admin("GET", `/orders/${order.id}`);
    expect(merchant.json.order.creditNotes).toEqual([note]);
    const copy = await store.app.request(`/api/admin/orders/${order.id}/credit-notes/${note.id}`, { headers: { cookie: kit.cookie } });
    expect(copy.status).toBe(200);
    expect(await pdfOf(copy)).toContain(`Original invoice: ${order.invoiceNumber}`);

    const other = await money.registerUser("Kabir");
    const theirs = await store.app.request(`/api/order/${order.id}/credit-notes/${note.id}`, { headers: { authorization: `Bearer ${other.token}` } });
    expect(theirs.status).toBe(404);
  });

  it("is issued for an invoiced COD order that is canceled, fee included, numbered next in its series without a gap", async () => {
    const user = await money.registerUser("Asha");
    const v = await variantWithStock(store, 10);
    const first = await money.order(user, v);
    const second = await money.order(user, v);
    expect(first.codFeePaise).toBe(4900);
    expect((await store.post("/api/order/cancelOrder", { orderId: first.id }, auth(user.token))).status).toBe(200);
    expect((await money.admin("POST", `/orders/${second.id}/cancel`)).status).toBe(200);
    const [a] = (await userOrder(user.token, first.id)).creditNotes;
    const [b] = (await userOrder(user.token, second.id)).creditNotes;
    expect(a.amount).toBe(first.amountPaise / 100);
    expect(Number(b.number.slice(-6))).toBe(Number(a.number.slice(-6)) + 1);
    const text = await pdfOf(
      await store.app.request(`/api/order/${first.id}/credit-notes/${a.id}`, { headers: { authorization: `Bearer ${user.token}` } }),
    );
    expect(text).toContain("Cash on delivery fee");
    expect(text).toContain(`Original invoice: ${first.invoiceNumber}`);
  });
});

describe("the cash-on-delivery fee", () => {
  it("comes back with a return of the whole order for the store's fault, and not with one for fit", async () => {
    const user = await money.registerUser("Ravi");
    const v = await variantWithStock(store, 10);
    const faulty = await money.order(user, v, { quantity: 1 });
    await money.deliver(faulty.id);
    const back = await money.receivedReturn(user, faulty.id, [{ quantity: 1, reason: "Quality issue" }], "credit");
    expect(back.refund * 100).toBe(faulty.amountPaise);

    const fit = await money.order(user, v, { quantity: 1 });
    await money.deliver(fit.id);
    const kept = await money.receivedReturn(user, fit.id, [{ quantity: 1, reason: "Size too small" }], "credit");
    expect(kept.refund * 100).toBe(fit.amountPaise - fit.codFeePaise);

    // The fee's refund is in the credit note too.
    expect((await money.admin("POST", `/returns/${back.rid}/refund`, { via: "credit" })).status).toBe(200);
    const [note] = await store.db.select().from(creditNotes).where(eq(creditNotes.returnId, back.rid));
    expect(note!.amountPaise).toBe(faulty.amountPaise);
  });

  it("is not kept when a COD order is canceled within the hour: the credit note is the whole order", async () => {
    const user = await money.registerUser("Lata");
    const v = await variantWithStock(store, 10);
    const order = await money.order(user, v);
    expect((await store.post("/api/order/cancelOrder", { orderId: order.id }, auth(user.token))).status).toBe(200);
    const [note] = await store.db.select().from(creditNotes).where(eq(creditNotes.orderId, order.id));
    expect(note!.amountPaise).toBe(order.subtotalPaise - order.discountPaise + order.deliveryFeePaise + order.codFeePaise);
  });
});
