import { createHmac, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for the parts of Razorpay and Stripe the store calls, on 127.0.0.1 only:
 * the same paths, authentication, encodings and signatures as the real services.
 */
export interface TwinKeys {
  razorpayKeyId: string;
  razorpayKeySecret: string;
  razorpayWebhookSecret: string;
  stripeSecretKey: string;
  stripeWebhookSecret: string;
}

export const TWIN_KEYS: TwinKeys = {
  razorpayKeyId: "rzp_test_twin",
  razorpayKeySecret: "rzp_twin_secret",
  razorpayWebhookSecret: "rzp_twin_webhook_secret",
  stripeSecretKey: "sk_test_twin",
  stripeWebhookSecret: "whsec_twin",
};

const hmac = (secret: string, data: string) => createHmac("sha256", secret).update(data).digest("hex");
const id = (prefix: string) => `${prefix}${randomBytes(7).toString("hex")}`;

/** Razorpay's webhook signature: hex HMAC-SHA256 of the raw body. */
export const signRazorpayWebhook = (body: string, secret = TWIN_KEYS.razorpayWebhookSecret) => hmac(secret, body);

/** Stripe's: `t=<unix>,v1=<hex HMAC-SHA256 of "t.body">`. */
export function signStripeWebhook(body: string, secret = TWIN_KEYS.stripeWebhookSecret, t = Math.floor(Date.now() / 1000)) {
  return `t=${t},v1=${hmac(secret, `${t}.${body}`)}`;
}

/** A signed `payment.captured` delivery, as Razorpay posts it to the store's webhook. */
export function razorpayCapturedEvent(providerOrderId: string, amount: number, paymentId = id("pay_")) {
  const body = JSON.stringify({
    entity: "event",
    event: "payment.captured",
    created_at: 1700000000,
    payload: { payment: { entity: { id: paymentId, order_id: providerOrderId, amount, status: "captured" } } },
  });
  return { body, paymentId, headers: { "x-razorpay-signature": signRazorpayWebhook(body), "x-razorpay-event-id": `evt_${paymentId}` } };
}

/** Reads application/x-www-form-urlencoded with Stripe's bracket nesting (a[b][0][c]=v). */
export function parseStripeForm(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const parts = rawKey.split(/\[|\]\[|\]/).filter((p) => p !== "");
    let node: Record<string, unknown> = out;
    parts.forEach((p, i) => {
      if (i === parts.length - 1) node[p] = value;
      else {
        node[p] ??= {};
        node = node[p] as Record<string, unknown>;
      }
    });
  }
  return out;
}

interface RazorpayOrder {
  id: string;
  entity: "order";
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string;
  status: string;
  attempts: number;
  notes: unknown[];
  created_at: number;
}

interface StripeSession {
  id: string;
  object: "checkout.session";
  url: string;
  mode: string;
  status: string;
  payment_status: "paid" | "unpaid";
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  success_url: string;
  cancel_url: string;
  payment_intent: string | null;
}

/** A refund either twin made, as the test reads it back. */
export interface TwinRefund {
  provider: "razorpay" | "stripe";
  id: string;
  payment: string;
  amount: number;
}

export async function startPaymentTwins(keys: TwinKeys = TWIN_KEYS) {
  const razorpayOrders = new Map<string, RazorpayOrder>();
  const sessions = new Map<string, StripeSession>();
  /** Razorpay payment id → amount captured; Stripe payment intent → amount. */
  const capturedPayments = new Map<string, number>();
  const refunds: TwinRefund[] = [];
  const calls: string[] = [];
  /** Refund asks to answer with a server error before refunding again. */
  let failingRefunds = 0;
  let base = "";

  const send = (res: http.ServerResponse, status: number, body: unknown, type = "application/json") => {
    res.writeHead(status, { "content-type": type, "access-control-allow-origin": "*", "access-control-allow-headers": "content-type" });
    res.end(typeof body === "string" ? body : JSON.stringify(body));
  };
  const razorpayError = (res: http.ServerResponse, status: number, description: string) =>
    send(res, status, { error: { code: "BAD_REQUEST_ERROR", description } });
  const stripeError = (res: http.ServerResponse, status: number, message: string) =>
    send(res, status, { error: { type: "invalid_request_error", message } });

  function payRazorpay(orderId: string) {
    const order = razorpayOrders.get(orderId);
    if (!order) return null;
    const paymentId = id("pay_");
    order.status = "paid";
    capturedPayments.set(paymentId, order.amount);
    order.amount_paid = order.amount;
    order.amount_due = 0;
    return {
      razorpay_order_id: order.id,
      razorpay_payment_id: paymentId,
      razorpay_signature: hmac(keys.razorpayKeySecret, `${order.id}|${paymentId}`),
    };
  }

  function payStripe(sessionId: string) {
    const s = sessions.get(sessionId);
    if (!s) return null;
    s.payment_status = "paid";
    s.status = "complete";
    s.payment_intent = id("pi_");
    capturedPayments.set(s.payment_intent, s.amount_total);
    return s;
  }

  /** The display options (Checkout's `config`) each opened checkout was given, oldest first. */
  const checkoutDisplay: unknown[] = [];

  const checkoutScript = () => `
window.Razorpay = function (options) {
  this.options = options;
  this.on = function () {};
  this.open = async function () {
    var r = await fetch(${JSON.stringify(`${base}/twin/razorpay/pay`)}, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ order_id: options.order_id, key: options.key, config: options.config })
    });
    var data = await r.json();
    if (r.ok && options.handler) options.handler(data);
  };
};`;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const url = new URL(req.url ?? "/", "http://twin");
      const path = url.pathname;
      calls.push(`${req.method} ${path}`);
      const auth = req.headers.authorization ?? "";

      if (req.method === "OPTIONS") return send(res, 204, "");

      // ── Razorpay API ──
      if (path.startsWith("/v1/orders")) {
        const expected = `Basic ${Buffer.from(`${keys.razorpayKeyId}:${keys.razorpayKeySecret}`).toString("base64")}`;
        if (auth !== expected) return razorpayError(res, 401, "Authentication failed");
        if (req.method === "POST" && path === "/v1/orders") {
          const input = JSON.parse(body || "{}") as { amount?: number; currency?: string; receipt?: string };
          if (!Number.isInteger(input.amount) || (input.amount ?? 0) < 100)
            return razorpayError(res, 400, "Order amount less than minimum amount allowed");
          if (input.currency !== "INR") return razorpayError(res, 400, "Currency is not supported");
          const order: RazorpayOrder = {
            id: id("order_"),
            entity: "order",
            amount: input.amount!,
            amount_paid: 0,
            amount_due: input.amount!,
            currency: "INR",
            receipt: String(input.receipt ?? ""),
            status: "created",
            attempts: 0,
            notes: [],
            created_at: Math.floor(Date.now() / 1000),
          };
          razorpayOrders.set(order.id, order);
          return send(res, 200, order);
        }
        const m = path.match(/^\/v1\/orders\/([^/]+)$/);
        if (req.method === "GET" && m) {
          const order = razorpayOrders.get(m[1]!);
          return order ? send(res, 200, order) : razorpayError(res, 400, "The id provided does not exist");
        }
        return razorpayError(res, 404, "The requested URL was not found on the server.");
      }
      const rzpRefund = path.match(/^\/v1\/payments\/([^/]+)\/refund$/);
      if ((rzpRefund || path === "/v1/refunds") && req.method === "POST" && failingRefunds > 0) {
        failingRefunds -= 1;
        return rzpRefund
          ? razorpayError(res, 400, "The refund could not be processed now.")
          : stripeError(res, 400, "The refund could not be processed now.");
      }
      if (rzpRefund && req.method === "POST") {
        const expected = `Basic ${Buffer.from(`${keys.razorpayKeyId}:${keys.razorpayKeySecret}`).toString("base64")}`;
        if (auth !== expected) return razorpayError(res, 401, "Authentication failed");
        const paymentId = rzpRefund[1]!;
        const captured = capturedPayments.get(paymentId);
        if (captured === undefined) return razorpayError(res, 400, "The id provided does not exist");
        const { amount = captured } = JSON.parse(body || "{}") as { amount?: number };
        const refunded = refunds.filter((r) => r.payment === paymentId).reduce((sum, r) => sum + r.amount, 0);
        if (!Number.isInteger(amount) || amount <= 0 || amount + refunded > captured)
          return razorpayError(res, 400, "The refund amount provided is greater than amount captured");
        const refund = { provider: "razorpay" as const, id: id("rfnd_"), payment: paymentId, amount };
        refunds.push(refund);
        return send(res, 200, { id: refund.id, entity: "refund", amount, currency: "INR", payment_id: paymentId, status: "processed" });
      }
      if (path === "/v1/refunds" && req.method === "POST") {
        if (auth !== `Bearer ${keys.stripeSecretKey}`) return stripeError(res, 401, "Invalid API Key provided");
        const form = parseStripeForm(body) as { payment_intent?: string; amount?: string };
        const captured = form.payment_intent ? capturedPayments.get(form.payment_intent) : undefined;
        if (captured === undefined) return stripeError(res, 400, `No such payment_intent: '${form.payment_intent}'`);
        const amount = form.amount === undefined ? captured : Number(form.amount);
        const refunded = refunds.filter((r) => r.payment === form.payment_intent).reduce((sum, r) => sum + r.amount, 0);
        if (amount + refunded > captured) return stripeError(res, 400, "Refund amount is greater than the unrefunded amount on the charge.");
        const refund = { provider: "stripe" as const, id: id("re_"), payment: form.payment_intent!, amount };
        refunds.push(refund);
        return send(res, 200, { id: refund.id, object: "refund", amount, currency: "inr", payment_intent: refund.payment, status: "succeeded" });
      }
      if (path === "/twin/razorpay/checkout.js") return send(res, 200, checkoutScript(), "text/javascript");
      if (path === "/twin/razorpay/pay" && req.method === "POST") {
        const { order_id: orderId, config } = JSON.parse(body || "{}") as { order_id?: string; config?: unknown };
        checkoutDisplay.push(config ?? null);
        const paid = orderId ? payRazorpay(orderId) : null;
        return paid ? send(res, 200, paid) : razorpayError(res, 400, "The id provided does not exist");
      }

      // ── Stripe API ──
      if (path.startsWith("/v1/checkout/sessions")) {
        if (auth !== `Bearer ${keys.stripeSecretKey}`) return stripeError(res, 401, "Invalid API Key provided");
        if (req.method === "POST" && path === "/v1/checkout/sessions") {
          const form = parseStripeForm(body) as {
            success_url?: string;
            cancel_url?: string;
            client_reference_id?: string;
            metadata?: Record<string, string>;
            line_items?: Record<string, { quantity: string; price_data: { currency: string; unit_amount: string } }>;
          };
          if (!form.success_url || !form.cancel_url) return stripeError(res, 400, "Missing required param: success_url.");
          const lines = Object.values(form.line_items ?? {});
          if (!lines.length) return stripeError(res, 400, "Missing required param: line_items.");
          const currency = lines[0]!.price_data.currency;
          const total = lines.reduce((s, l) => s + Number(l.price_data.unit_amount) * Number(l.quantity), 0);
          const sid = id("cs_test_");
          const s: StripeSession = {
            id: sid,
            object: "checkout.session",
            url: `${base}/twin/stripe/pay/${sid}`,
            mode: "payment",
            status: "open",
            payment_status: "unpaid",
            amount_total: total,
            currency,
            metadata: form.metadata ?? {},
            client_reference_id: form.client_reference_id ?? null,
            success_url: form.success_url,
            cancel_url: form.cancel_url,
            payment_intent: null,
          };
          sessions.set(sid, s);
          return send(res, 200, s);
        }
        const m = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
        if (req.method === "GET" && m) {
          const s = sessions.get(m[1]!);
          return s ? send(res, 200, s) : stripeError(res, 404, `No such checkout.session: '${m[1]}'`);
        }
        return stripeError(res, 404, "Unrecognized request URL");
      }
      // The hosted payment page: a Pay button that completes the session and returns to success_url.
      const pay = path.match(/^\/twin\/stripe\/pay\/([^/]+)$/);
      if (pay) {
        const s = sessions.get(pay[1]!);
        if (!s) return send(res, 404, "No such session", "text/plain");
        if (req.method === "POST") {
          payStripe(s.id);
          res.writeHead(303, { location: s.success_url.replace("{CHECKOUT_SESSION_ID}", s.id) });
          return res.end();
        }
        return send(
          res,
          200,
          `<!doctype html><html lang="en"><title>Test checkout</title><main><h1>Pay ₹${(s.amount_total / 100).toFixed(2)}</h1>` +
            `<form method="post"><button type="submit">Pay</button></form><p><a href="${s.cancel_url}">Cancel</a></p></main></html>`,
          "text/html; charset=utf-8",
        );
      }
      send(res, 404, { error: "not found" });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    keys,
    calls,
    razorpayOrders,
    sessions,
    /** Every refund made through either API. */
    refunds,
    checkoutDisplay,
    /** What Checkout hands the page after a successful payment. */
    payRazorpay,
    /** What the hosted page does when the shopper pays. */
    payStripe,
    /** The next refund ask, to either provider, fails as an outage would. */
    failNextRefund: () => {
      failingRefunds += 1;
    },
    /** The environment a store process needs to talk to this twin. */
    storeEnv(): Record<string, string> {
      return {
        RAZORPAY_KEY_ID: keys.razorpayKeyId,
        RAZORPAY_KEY_SECRET: keys.razorpayKeySecret,
        RAZORPAY_WEBHOOK_SECRET: keys.razorpayWebhookSecret,
        RAZORPAY_API_BASE: base,
        RAZORPAY_CHECKOUT_URL: `${base}/twin/razorpay/checkout.js`,
        STRIPE_SECRET_KEY: keys.stripeSecretKey,
        STRIPE_WEBHOOK_SECRET: keys.stripeWebhookSecret,
        STRIPE_API_BASE: base,
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type PaymentTwins = Awaited<ReturnType<typeof startPaymentTwins>>;
