import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { orders } from "../../src/server/db/schema";
import type { consoleClient } from "./console-kit";
import { ADDRESS, auth, registerUser, variantWithStock } from "./order-kit";
import type { TestStore } from "./test-store";

/** Orders ready to ship, placed and moved through the same calls a shopper and the console make. */
export function shippingKit(store: TestStore, kit: ReturnType<typeof consoleClient>, cookie: string) {
  const admin = (method: string, path: string, body?: unknown) => kit.call(method, `/api/admin/orders${path}`, cookie, body);

  /** A shopper's cash-on-delivery order of one line; confirmed and moved to Packing unless told otherwise. */
  async function packingOrder(opts: { confirm?: boolean; pack?: boolean; quantity?: number } = {}) {
    const user = await registerUser(store, "Meera");
    const v = await variantWithStock(store, 50);
    const address = { ...ADDRESS, email: user.email, phone: "9812345678" };
    const placed = await store.post(
      "/api/order/place",
      { address, items: [{ _id: v.product.id, size: v.size, color: v.color, quantity: opts.quantity ?? 1 }] },
      auth(user.token, randomUUID()),
    );
    if (placed.status !== 200) throw new Error(`placing failed: ${placed.text}`);
    const id = placed.json.orderId as string;
    if (opts.confirm !== false) await admin("POST", `/${id}/cod-confirm`, { note: "Called the shopper" });
    if (opts.pack !== false) {
      const packed = await admin("POST", `/${id}/advance`, { status: "Packing" });
      if (packed.status !== 200) throw new Error(`packing failed: ${packed.text}`);
    }
    return { id, user };
  }

  const statusOf = async (id: string) => (await store.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.status;

  return { admin, packingOrder, statusOf };
}
