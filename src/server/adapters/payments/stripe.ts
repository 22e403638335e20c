import type Stripe from "stripe";
import { onFirstUse } from "../../lib/on-first-use";

export interface StripeSettings {
  secretKey: string;
  webhookSecret?: string;
  apiBase?: string;
}

export interface StripeLine {
  name: string;
  unitAmountPaise: number;
  quantity: number;
}

export interface StripeSessionState {
  id: string;
  paymentStatus: string;
  orderId: string | null;
  clientReferenceId: string | null;
  amountTotal: number | null;
  currency: string | null;
}

/** Everything the store knows about Stripe lives here. The SDK is loaded on the first payment, not at start. */
export function createStripeGateway(settings: StripeSettings) {
  const base = settings.apiBase ? new URL(settings.apiBase) : null;
  const stripe = onFirstUse(async () => {
    const { default: Stripe } = await import("stripe");
    return new Stripe(settings.secretKey, {
      maxNetworkRetries: 1,
      ...(base
        ? {
            host: base.hostname,
            port: Number(base.port || (base.protocol === "https:" ? 443 : 80)),
            protocol: base.protocol.replace(":", "") as "http" | "https",
          }
        : {}),
    });
  });
  const toState = (s: Stripe.Checkout.Session): StripeSessionState => ({
    id: s.id,
    paymentStatus: s.payment_status,
    orderId: s.metadata?.orderId ?? null,
    clientReferenceId: s.client_reference_id ?? null,
    amountTotal: s.amount_total ?? null,
    currency: s.currency ?? null,
  });

  return {
    hasWebhookSecret: Boolean(settings.webhookSecret),

    async createSession(input: {
      orderId: string;
      lines: StripeLine[];
      successUrl: string;
      cancelUrl: string;
      email?: string;
    }): Promise<{ id: string; url: string }> {
      const session = await (await stripe()).checkout.sessions.create({
        mode: "payment",
        line_items: input.lines.map((l) => ({
          quantity: l.quantity,
          price_data: { currency: "inr", unit_amount: l.unitAmountPaise, product_data: { name: l.name } },
        })),
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        client_reference_id: input.orderId,
        customer_email: input.email,
        metadata: { orderId: input.orderId },
      });
      if (!session.url) throw new Error("Stripe returned a session without a URL");
      return { id: session.id, url: session.url };
    },

    /** Pays a Checkout session's payment back, in full or in part; answers Stripe's refund id. */
    async refund(sessionId: string, amountPaise: number): Promise<{ id: string }> {
      const client = await stripe();
      const session = await client.checkout.sessions.retrieve(sessionId);
      const intent = typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent?.id;
      if (!intent) throw new Error(`Stripe session ${sessionId} has no payment to refund`);
      const refund = await client.refunds.create({ payment_intent: intent, amount: amountPaise });
      return { id: refund.id };
    },

    async retrieveSession(id: string): Promise<StripeSessionState & { url: string | null }> {
      const s = await (await stripe()).checkout.sessions.retrieve(id);
      return { ...toState(s), url: s.url };
    },

    /** Verifies Stripe-Signature over the raw body; throws when it does not match. */
    async webhookEvent(rawBody: string, signature: string | undefined): Promise<Stripe.Event> {
      if (!settings.webhookSecret || !signature) throw new Error("missing signature or secret");
      return (await stripe()).webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
    },

    sessionState: toState,
  };
}

export type StripeGateway = ReturnType<typeof createStripeGateway>;
