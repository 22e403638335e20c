import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GUARD_MESSAGES } from "../../src/domain/messages";
import { invoicePdfs } from "../../src/server/db/schema";
import { INVOICE_CANCELED } from "../../src/server/modules/invoices/invoice-pdf";
import { INVOICE_DOWNLOAD_LIMIT } from "../../src/server/modules/orders/order-limits";
import { ADDRESS, auth, registerUser, variantWithStock } from "../support/order-kit";
import { pdfText } from "../support/pdf-text";
import { createTestStore, type TestStore } from "../support/test-store";

/**
 * Invoice PDFs on demand (issue 49, finding 9): one account drew 28 PDFs a second, and a burst of
 * 200 made a shopper's search wait 7 s.
 */

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore({ config: { ipRateLimitScale: 20 } });
});
afterAll(() => store?.close());

async function orderOf(token: string) {
  const v = await variantWithStock(store, 10);
  const items = [{ _id: v.product.id, size: v.size, color: v.color, quantity: 1 }];
  const placed = await store.post("/api/order/place", { address: ADDRESS, items }, auth(token, randomUUID()));
  expect(placed.status).toBe(200);
  return placed.json.orderId as string;
}
const download = async (orderId: string, token: string) => {
  const res = await store.app.request(`/api/order/${orderId}/invoice`, { headers: { token } });
  return { status: res.status, bytes: new Uint8Array(await res.arrayBuffer()) };
};
const storedOf = async (orderId: string) => store.db.select().from(invoicePdfs).where(eq(invoicePdfs.orderId, orderId));

describe("invoice PDFs", () => {
  it("draws an invoice once, however many ask for it at once, and answers the stored copy after", async () => {
    const { token } = await registerUser(store, "Isha");
    const orderId = await orderOf(token);
    const burst = await Promise.all(Array.from({ length: 8 }, () => download(orderId, token)));
    expect(burst.map((r) => r.status)).toEqual(Array(8).fill(200));
    for (const r of burst) expect(r.bytes).toEqual(burst[0]!.bytes);
    const stored = await storedOf(orderId);
    expect(stored).toHaveLength(1);
    expect(new Uint8Array(stored[0]!.pdf)).toEqual(burst[0]!.bytes);

    // What is answered now is the stored copy, not a new drawing.
    const marked = new Uint8Array([...burst[0]!.bytes, ...new TextEncoder().encode("\n%kept\n")]);
    await store.db.update(invoicePdfs).set({ pdf: marked }).where(eq(invoicePdfs.orderId, orderId));
    expect((await download(orderId, token)).bytes).toEqual(marked);
  });

  it("draws it again once the order is canceled, with the cancellation mark", async () => {
    const { token } = await registerUser(store, "Nikhil");
    const orderId = await orderOf(token);
    const before = await download(orderId, token);
    expect((await pdfText(before.bytes)).replace(/\s+/g, " ")).not.toContain(INVOICE_CANCELED);
    expect((await store.post("/api/order/cancelOrder", { orderId }, auth(token))).status).toBe(200);
    const after = await download(orderId, token);
    expect((await pdfText(after.bytes)).replace(/\s+/g, " ")).toContain(INVOICE_CANCELED);
    expect((await storedOf(orderId))[0]).toMatchObject({ canceled: true });
  });

  it(`lets one account download ${INVOICE_DOWNLOAD_LIMIT.limit} invoices in 10 minutes, then answers 429; another account is not held back`, async () => {
    const { token } = await registerUser(store, "Farah");
    const orderId = await orderOf(token);
    for (let i = 0; i < INVOICE_DOWNLOAD_LIMIT.limit; i++) expect((await download(orderId, token)).status).toBe(200);
    const over = await store.get(`/api/order/${orderId}/invoice`, { token });
    expect(over.status).toBe(429);
    expect(over.json).toEqual({ success: false, message: GUARD_MESSAGES.invoiceDownloads(20, 10) });
    const other = await registerUser(store, "Gita");
    expect((await download(await orderOf(other.token), other.token)).status).toBe(200);
  });
});
