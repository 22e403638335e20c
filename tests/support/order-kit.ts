import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Config } from "../../src/server/config";
import type { PaymentTwins } from "./payment-twins";
import type { TestStore } from "./test-store";
import { products, variants } from "../../src/server/db/schema";

export const ADDRESS = {
  firstName: "Asha",
  lastName: "Verma",
  email: "asha@example.com",
  street: "12 FC Road",
  city: "Pune",
  state: "Maharashtra",
  zipcode: "411004",
  country: "India",
  phone: "9876543210",
};

export async function registerUser(store: TestStore, name = "Asha") {
  const email = `${name.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`;
  const r = await store.post("/api/user/register", { name, email, password: "correct horse battery" });
  if (!r.json?.token) throw new Error(`register failed: ${r.text}`);
  return { token: r.json.token as string, email };
}

/** A product variant with a known stock, chosen from the seeded catalog. */
export async function variantWithStock(store: TestStore, stock: number, category?: string) {
  const [p] = await store.db
    .select()
    .from(products)
    .where(category ? eq(products.category, category) : sql`true`)
    .orderBy(products.name)
    .limit(1);
  // Ordered, because an updated row may move within the table and "the first one" with it.
  const [v] = await store.db.select().from(variants).where(eq(variants.productId, p!.id)).orderBy(variants.size, variants.color).limit(1);
  await store.db
    .update(variants)
    .set({ stock })
    .where(and(eq(variants.productId, p!.id), eq(variants.size, v!.size), eq(variants.color, v!.color)));
  return { product: p!, size: v!.size, color: v!.color };
}

export async function stockOf(store: TestStore, v: { product: { id: string }; size: string; color: string }) {
  const [row] = await store.db
    .select({ stock: variants.stock })
    .from(variants)
    .where(and(eq(variants.productId, v.product.id), eq(variants.size, v.size), eq(variants.color, v.color)));
  return row!.stock;
}

export const auth = (token: string, key?: string) => ({ token, ...(key ? { "idempotency-key": key } : {}) });

/** A store's payment settings pointed at the local twins. */
export function twinPaymentConfig(twins: PaymentTwins): Partial<Config> {
  const k = twins.keys;
  return {
    publicUrl: "http://shop.test",
    unpaidOrderTtlMinutes: 30,
    razorpay: {
      keyId: k.razorpayKeyId,
      keySecret: k.razorpayKeySecret,
      webhookSecret: k.razorpayWebhookSecret,
      apiBase: twins.url,
      checkoutUrl: `${twins.url}/twin/razorpay/checkout.js`,
    },
    stripe: { secretKey: k.stripeSecretKey, webhookSecret: k.stripeWebhookSecret, apiBase: twins.url },
  };
}
