import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADDRESS, auth, registerUser, variantWithStock } from "../../../../tests/support/order-kit";
import { pdfText } from "../../../../tests/support/pdf-text";
import { INVOICE_CANCELED } from "./invoice-pdf";
import { createTestStore, type TestStore } from "../../../../tests/support/test-store";
import { type SmtpTwin, startSmtpTwin } from "../../../../tests/support/smtp-twin";
import { amountInWords } from "../../../domain/india/amount-in-words";
import { financialYear } from "../../../domain/india/invoice-number";
import { formatINRWithPaise } from "../../../domain/money";
import { invoiceCounters, orders } from "../../db/schema";

let store: TestStore;
let smtp: SmtpTwin;
beforeAll(async () => {
  smtp = await startSmtpTwin();
  store = await createTestStore({ config: { ipRateLimitScale: 20, smtpUrl: smtp.url } });
});
afterAll(async () => {
  await store?.close();
  await smtp?.close();
});

const place = (token: string, body: unknown) => store.post("/api/order/place", body, auth(token, randomUUID()));
const invoiceOf = (orderId: string, headers: Record<string, string> = {}) => store.app.request(`/api/order/${orderId}/invoice`, { headers });
const numberOf = async (orderId: string) => (await store.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.invoiceNumber;

describe("GET /api/order/:orderId/invoice", () => {
  it("gives the shopper a PDF with the invoice number, GSTIN, HSN and the amount in words", async () => {
    const { token } = await registerUser(store);
    const v = await variantWithStock(store, 10, "Oversized T-Shirts");
    const placed = await place(token, { address: ADDRESS, items: [{ _id: v.product.id, size: v.size, color: v.color, quantity: 2 }] });
    expect(placed.status).toBe(200);
    const number = await numberOf(placed.json.orderId);
    expect(number).toMatch(new RegExp(`^DH/${financialYear(new Date())}/\\d{6}$`));

    const res = await invoiceOf(placed.json.orderId, { token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toContain(`invoice-${number!.replaceAll("/", "-")}.pdf`);
    const text = await pdfText(new Uint8Array(await res.arrayBuffer()));
    const total = v.product.pricePaise * 2;
    expect(text).toContain(number!);
    expect(text).toContain("GSTIN: 27AABCD1234E1Z5");
    expect(text).toContain("6109");
    expect(text).toContain("Place of supply: Maharashtra (27)");
    expect(text).toContain("CGST");
    expect(text).toContain(`Amount payable: ${formatINRWithPaise(total)}`);
    expect(text.replace(/\s+/g, " ")).toContain(amountInWords(total));
  });

  it("says on its face that the order was canceled, once it is", async () => {
    const { token } = await registerUser(store);
    const v = await variantWithStock(store, 10, "Oversized T-Shirts");
    const placed = await place(token, { address: ADDRESS, items: [{ _id: v.product.id, size: v.size, color: v.color, quantity: 1 }] });
    const before = await pdfText(new Uint8Array(await (await invoiceOf(placed.json.orderId, { token })).arrayBuffer()));
    expect(before).not.toContain("CANCELED");
    expect((await store.post("/api/order/cancelOrder", { orderId: placed.json.orderId }, { token })).status).toBe(200);
    const after = await pdfText(new Uint8Array(await (await invoiceOf(placed.json.orderId, { token })).arrayBuffer()));
    expect(after.replace(/\s+/g, " ")).toContain(INVOICE_CANCELED);
    expect(after).toContain((await numberOf(placed.json.orderId))!);
  });

  it("answers 404 to another shopper, and for an order that does not exist", async () => {
    const owner = await registerUser(store, "Owner");
    const other = await registerUser(store, "Other");
    const v = await variantWithStock(store, 10);
    const placed = await place(owner.token, { address: ADDRESS, items: [{ _id: v.product.id, size: v.size, color: v.color, quantity: 1 }] });
    const res = await invoiceOf(placed.json.orderId, { token: other.token });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false });
    expect((await invoiceOf(randomUUID(), { token: owner.token })).status).toBe(404);
    expect((await invoiceOf(placed.json.orderId)).status).toBe(401);
  });

  it("numbers confirmed orders without gaps: a refused order takes no number", async () => {
    const { token } = await registerUser(store);
    const v = await variantWithStock(store, 3);
    const item = (quantity: number) => [{ _id: v.product.id, size: v.size, color: v.color, quantity }];
    const first = await place(token, { address: ADDRESS, items: item(1) });
    const refused = await place(token, { address: ADDRESS, items: item(5) });
    expect(refused.status).toBe(409);
    const second = await place(token, { address: ADDRESS, items: item(1) });
    const seq = async (id: string) => Number((await numberOf(id))!.split("/")[2]);
    expect(await seq(second.json.orderId)).toBe((await seq(first.json.orderId)) + 1);
  });

  it("pads the year's number to six digits, and goes on past 999999 without cutting it", async () => {
    const fy = financialYear(new Date());
    const { token } = await registerUser(store);
    const v = await variantWithStock(store, 10);
    const item = [{ _id: v.product.id, size: v.size, color: v.color, quantity: 1 }];
    const first = await place(token, { address: ADDRESS, items: item });
    expect(await numberOf(first.json.orderId)).toMatch(new RegExp(`^DH/${fy}/0\\d{5}$`));
    await store.db.update(invoiceCounters).set({ lastNumber: 999_998 }).where(eq(invoiceCounters.financialYear, fy));
    const numbers = [];
    for (let i = 0; i < 2; i++) numbers.push(await numberOf((await place(token, { address: ADDRESS, items: item })).json.orderId));
    expect(numbers).toEqual([`DH/${fy}/999999`, `DH/${fy}/1000000`]);
  });

  it("attaches the invoice PDF to the confirmation mail once the address is verified", async () => {
    const { token, email } = await registerUser(store);
    const link = (await smtp.waitFor(email)).text.match(/verify-email\?token=([\w-]+)/)![1];
    expect((await store.post("/api/user/verify-email", { token: link })).status).toBe(200);
    const v = await variantWithStock(store, 10);
    const placed = await place(token, { address: ADDRESS, items: [{ _id: v.product.id, size: v.size, color: v.color, quantity: 1 }] });
    const number = (await numberOf(placed.json.orderId))!;
    const confirmation = () => smtp.mails.find((m) => m.to.includes(email) && m.subject.includes("order is placed"));
    await expect.poll(confirmation, { timeout: 20_000 }).toBeDefined(); // the PDF is drawn after the answer
    const mail = confirmation()!;
    expect(mail.text).toContain(`Your invoice ${number} is attached.`);
    const part = mail.raw.split(/\r?\n--/).find((p) => /Content-Type: application\/pdf/i.test(p))!;
    expect(part).toContain(`invoice-${number.replaceAll("/", "-")}.pdf`);
    const base64 = part
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join("")
      .replace(/\s+/g, "");
    expect(await pdfText(new Uint8Array(Buffer.from(base64, "base64")))).toContain(number);
  });

  it("leaves the invoice (the buyer's name and address) out of the mail to an unverified address", async () => {
    const { token, email } = await registerUser(store);
    const v = await variantWithStock(store, 10);
    const placed = await place(token, { address: ADDRESS, items: [{ _id: v.product.id, size: v.size, color: v.color, quantity: 1 }] });
    const number = (await numberOf(placed.json.orderId))!;
    const confirmation = () => smtp.mails.find((m) => m.to.includes(email) && m.subject.includes("order is placed"));
    await expect.poll(confirmation, { timeout: 20_000 }).toBeDefined(); // the PDF is drawn after the answer
    expect(confirmation()!.text).toContain(`Your invoice ${number} is in your orders.`);
    expect(confirmation()!.raw).not.toMatch(/Content-Type: application\/pdf/i);
  });
});
