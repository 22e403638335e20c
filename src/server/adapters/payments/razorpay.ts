import { createHmac, timingSafeEqual } from "node:crypto";
import { onFirstUse } from "../../lib/on-first-use";

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret?: string;
  apiBase?: string;
}

export interface RazorpayOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
}

/** Compares two hex signatures in constant time; anything malformed is simply unequal. */
export function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, "utf8");
  const b = Buffer.from(given, "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}

export const hmacHex = (secret: string, data: string) => createHmac("sha256", secret).update(data).digest("hex");

/** Everything the store knows about Razorpay lives here. The SDK is loaded on the first payment, not at start. */
export function createRazorpayGateway(settings: RazorpaySettings) {
  const razorpay = onFirstUse(async () => {
    const { default: Razorpay } = await import("razorpay");
    const client = new Razorpay({ key_id: settings.keyId, key_secret: settings.keySecret });
    // The SDK hard-codes https://api.razorpay.com on its axios instance; tests point it at a local twin.
    if (settings.apiBase) {
      (client as unknown as { api: { rq: { defaults: { baseURL: string } } } }).api.rq.defaults.baseURL = settings.apiBase.replace(/\/$/, "");
    }
    return client;
  });
  return {
    keyId: settings.keyId,
    hasWebhookSecret: Boolean(settings.webhookSecret),

    async createOrder(input: { amountPaise: number; receipt: string }): Promise<RazorpayOrder> {
      const order = await (await razorpay()).orders.create({ amount: input.amountPaise, currency: "INR", receipt: input.receipt });
      return { id: String(order.id), amount: Number(order.amount), currency: String(order.currency), receipt: String(order.receipt) };
    },

    /** Pays a captured payment back, in full or in part; answers Razorpay's refund id. */
    async refund(paymentId: string, amountPaise: number): Promise<{ id: string }> {
      const refund = await (await razorpay()).payments.refund(paymentId, { amount: amountPaise });
      return { id: String(refund.id) };
    },

    /** Checkout's handler response: HMAC-SHA256(order_id|payment_id) with the key secret. */
    paymentSignatureValid(providerOrderId: string, paymentId: string, signature: string): boolean {
      return sameHex(hmacHex(settings.keySecret, `${providerOrderId}|${paymentId}`), signature);
    },

    /** X-Razorpay-Signature: hex HMAC-SHA256 of the raw body with the webhook secret. */
    webhookSignatureValid(rawBody: string, signature: string | undefined): boolean {
      if (!settings.webhookSecret || !signature) return false;
      return sameHex(hmacHex(settings.webhookSecret, rawBody), signature);
    },
  };
}

export type RazorpayGateway = ReturnType<typeof createRazorpayGateway>;
