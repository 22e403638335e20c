import { Hono, type Context } from "hono";
import { clientAddressKey } from "../../http/address-block";
import { requireUser, tokenOf } from "../../http/auth";
import { AppError, badRequest, notFound } from "../../http/errors";
import type { AppEnv } from "../../http/types";
import { byClientIp, byUser, rateLimit } from "../../http/rate-limit-middleware";
import { jsonBody } from "../../http/validate";
import type { PaymentMethod } from "../../../domain/orders";
import {
  CancelOrderBody,
  type DeliveryAddress,
  OrderLinkBody,
  PlaceOrderBody,
  type PlaceOrderInput,
  QuoteBody,
  QuoteMethodBody,
  VerifyRazorpayBody,
  VerifyStripeBody,
} from "../../../contracts/orders";
import { countCouponLookup } from "../coupons/coupon-limits";
import { pricedCartDto } from "../pricing/priced-cart.dto";
import { requestHash } from "./idempotency";
import { INVOICE_DOWNLOAD_LIMIT, ORDER_ADDRESS_LIMIT, ORDER_LINK_LIMIT, RETURN_PHOTO_LIMIT } from "./order-limits";
import { renderUpload } from "../../adapters/images/uploaded-images";
import { COD_CONFIRM_MESSAGES, LOAD_MESSAGES, WAITING_ROOM_MESSAGES } from "../../../domain/messages";
import { ReturnRequestBody } from "../../../contracts/returns";
import { paiseToRupees } from "../../../domain/money";

/** Every order-creating call names itself with a key, so a retry or a double click makes one order. */
function idempotencyKeyOf(c: Context<AppEnv>): string {
  const key = c.req.header("idempotency-key")?.trim();
  if (!key) throw badRequest("The Idempotency-Key header is required to place an order.", "Idempotency-Key");
  if (key.length > 200) throw badRequest("The Idempotency-Key header is too long.", "Idempotency-Key");
  return key;
}

/**
 * A checkout, read and checked now, to be placed when its turn comes: at once, or from the drop
 * waiting room (decision 270), which answers 202 with the shopper's ticket and place in line. The
 * ticket's answer, polled at GET /api/order/waiting/{ticket}, is then the one this call would
 * have given.
 */
async function placeOrWait(
  c: Context<AppEnv>,
  method: PaymentMethod,
  answer: (placed: Awaited<ReturnType<typeof place>>) => Promise<Record<string, unknown>> | Record<string, unknown>,
) {
  const run = await checkout(c, method);
  const job = async () => answer(await run());
  const room = c.var.services.waitingRoom;
  // Only a client that says it can wait (the store's checkout page: `Prefer: respond-async`,
  // RFC 7240) is given a ticket; any other is placed in the line as before, or told to come back
  // while shoppers wait in the room, so it never goes ahead of them.
  if (!/\brespond-async\b/i.test(c.req.header("prefer") ?? "")) {
    if (room.waiting > 0) throw new AppError("unavailable", LOAD_MESSAGES.ordersQueued);
    return c.json(await job());
  }
  if (!room.needed()) return c.json(await job());
  const ticket = room.enter(c.var.user.id, job);
  if (!ticket) throw new AppError("unavailable", LOAD_MESSAGES.ordersQueued);
  return c.json({ success: true, message: WAITING_ROOM_MESSAGES.entered, waiting: ticket }, 202);
}

/** Reads and checks a checkout's request; answers the placement to run. */
async function checkout(c: Context<AppEnv>, method: PaymentMethod) {
  const key = idempotencyKeyOf(c);
  const input = await jsonBody(c, PlaceOrderBody);
  const { payments } = c.var.services;
  if (method === "razorpay") payments.requireRazorpay();
  if (method === "stripe") payments.requireStripe();
  return () => place(c, method, key, input);
}

async function place(c: Context<AppEnv>, method: PaymentMethod, key: string, input: PlaceOrderInput) {
  const { orders } = c.var.services;
  const placed = await orders.placeOrder({
    user: c.var.user,
    order: input,
    method,
    idempotencyKey: key,
    placedFrom: clientAddressKey(c),
    requestHash: requestHash(method, {
      address: input.address,
      items: input.items,
      couponCode: input.couponCode ?? null,
      sharePurchase: input.sharePurchase ?? false,
      useCredit: input.useCredit ?? false,
    }),
  });
  // The address as the order keeps it (its state filled from the PIN); a failure here leaves the order as it is.
  if (input.saveAddress) {
    await c.var.services.users
      .keepOrderAddress(c.var.user.id, placed.order.address as DeliveryAddress)
      .catch((err) => c.var.logger.warn("order address not saved", { orderId: placed.order.id, error: String(err) }));
  }
  return placed;
}

/** Counted only for a body that could make an order; a malformed one gets its 400 and costs nothing. */
const orderLimits = rateLimit(ORDER_ADDRESS_LIMIT, { by: byClientIp, validBody: PlaceOrderBody });

export function orderRoutes() {
  return (
    new Hono<AppEnv>()
      // With a token: the account's cart and stored coupon, as checkout places them. Without: the items and code sent.
      // paymentMethod "cod" adds the cash-on-delivery fee line, as placing the order will charge it.
      .post("/quote", async (c) => {
        const token = tokenOf(c);
        const user = token ? await c.var.services.sessions.user(token) : null;
        const { paymentMethod, useCredit } = await jsonBody(c, QuoteMethodBody);
        const codFeePaise = paymentMethod === "cod" ? c.var.services.delivery.policy.cod.feePaise : 0;
        if (user) {
          // The account's balance, shown beside "Use store credit"; used only when asked.
          const balance = await c.var.services.returns.creditBalance(user.id);
          const priced = await c.var.services.cart.priceCart({ userId: user.id }, undefined, { codFeePaise, creditPaise: useCredit ? balance : 0 });
          return c.json({ success: true, quote: { ...pricedCartDto(priced), creditBalance: paiseToRupees(balance) } });
        }
        const input = await jsonBody(c, QuoteBody);
        await countCouponLookup(c, input.couponCode);
        return c.json({ success: true, quote: pricedCartDto(await c.var.services.orders.quote(input.items, input.couponCode, { codFeePaise })) });
      })
      .post("/place", requireUser, orderLimits, (c) =>
        placeOrWait(c, "cod", ({ order, replayed }) => ({ success: true, message: "Order placed.", orderId: order.id, replayed })),
      )
      .post("/razorpay", requireUser, orderLimits, (c) =>
        placeOrWait(c, "razorpay", async ({ order, replayed }) => {
          if (order.paymentMethod === "credit") return { success: true, paidByCredit: true, orderId: order.id, replayed };
          const providerOrder = await c.var.services.payments.razorpayOrderFor(order);
          return { success: true, order: providerOrder, orderId: order.id, replayed };
        }),
      )
      .post("/stripe", requireUser, orderLimits, (c) =>
        placeOrWait(c, "stripe", async ({ order, replayed }) => {
          if (order.paymentMethod === "credit") return { success: true, paidByCredit: true, orderId: order.id, replayed };
          const sessionUrl = await c.var.services.payments.stripeSessionFor(order, c.var.user.email);
          return { success: true, session_url: sessionUrl, orderId: order.id, replayed };
        }),
      )
      .get("/waiting/:ticket", requireUser, (c) => {
        const ticket = c.req.param("ticket");
        const state = c.var.services.waitingRoom.look(ticket, c.var.user.id);
        if (!state) throw notFound(WAITING_ROOM_MESSAGES.lost, "ticket");
        if ("error" in state) throw state.error;
        if ("answer" in state) return c.json(state.answer);
        c.header("cache-control", "no-store");
        return c.json({ success: true, message: WAITING_ROOM_MESSAGES.place(state.waiting), waiting: { ticket, place: state.waiting } }, 202);
      })
      .post("/verifyRazorpay", requireUser, async (c) => {
        const input = await jsonBody(c, VerifyRazorpayBody);
        const order = await c.var.services.payments.verifyRazorpay(c.var.user.id, input);
        return c.json({ success: true, message: "Payment received.", orderId: order.id });
      })
      .post("/verifyStripe", requireUser, async (c) => {
        const input = await jsonBody(c, VerifyStripeBody);
        const { paid } = await c.var.services.payments.verifyStripe(c.var.user.id, input);
        return paid ? c.json({ success: true, message: "Payment received." }) : c.json({ success: false, message: "The payment was not completed." });
      })
      .get("/:orderId/credit-notes/:noteId", requireUser, rateLimit(INVOICE_DOWNLOAD_LIMIT, { by: byUser }), async (c) => {
        // Another shopper's order, or no order at all, answers 404 alike.
        const order = await c.var.services.orders.findForUser(c.var.user.id, c.req.param("orderId"));
        const { filename, pdf } = await c.var.services.invoices.creditNotePdf(order, c.req.param("noteId"));
        return c.body(new Uint8Array(pdf), 200, {
          "content-type": "application/pdf",
          "content-disposition": `attachment; filename="${filename}"`,
          "cache-control": "private, no-store",
        });
      })
      .post("/userorders", requireUser, async (c) => {
        return c.json({ success: true, orders: await c.var.services.orders.listForUser(c.var.user.id) });
      })
      .get("/:orderId/invoice", requireUser, rateLimit(INVOICE_DOWNLOAD_LIMIT, { by: byUser }), async (c) => {
        // Another shopper's order, or no order at all, answers 404 alike.
        const order = await c.var.services.orders.findForUser(c.var.user.id, c.req.param("orderId"));
        const { filename, pdf } = await c.var.services.invoices.pdfFor(order);
        return c.body(new Uint8Array(pdf), 200, {
          "content-type": "application/pdf",
          "content-disposition": `attachment; filename="${filename}"`,
          "cache-control": "private, no-store",
        });
      })
      // Returns and exchanges of the shopper's own order: another shopper's, or none, answers 404 alike.
      .post("/:orderId/returns", requireUser, async (c) => {
        const body = await jsonBody(c, ReturnRequestBody);
        const request = await c.var.services.returns.ask(c.var.user.id, c.req.param("orderId"), body);
        const what = body.kind === "exchange" ? "exchange" : "return";
        return c.json({ success: true, message: `Your ${what} request is in. We will mail you at each step.`, request }, 201);
      })
      .post("/:orderId/returns/photos", requireUser, rateLimit(RETURN_PHOTO_LIMIT, { by: byUser }), async (c) => {
        await c.var.services.returns.mayAddPhoto(c.var.user.id, c.req.param("orderId"));
        const upload = await renderUpload(Buffer.from(await c.req.arrayBuffer()));
        return c.json({ success: true, photo: await c.var.services.returns.keepPhoto(upload) }, 201);
      })
      .get("/:orderId/returns", requireUser, async (c) => {
        return c.json({ success: true, ...(await c.var.services.returns.forOrder(c.var.user.id, c.req.param("orderId"))) });
      })
      .post("/cancelOrder", requireUser, async (c) => {
        const { orderId } = await jsonBody(c, CancelOrderBody);
        const order = await c.var.services.orders.cancel(c.var.user, orderId);
        return c.json({ success: true, message: "Order canceled.", status: order.status });
      })
      // The links mailed with a cash-on-delivery order: no login, the token is the authority.
      .post("/cod/confirm", rateLimit(ORDER_LINK_LIMIT), async (c) => {
        const { token } = await jsonBody(c, OrderLinkBody);
        const { orderNumber } = await c.var.services.codConfirmation.confirm(token);
        return c.json({ success: true, message: COD_CONFIRM_MESSAGES.confirmed(orderNumber), orderNumber });
      })
      .post("/cod/cancel", rateLimit(ORDER_LINK_LIMIT), async (c) => {
        const { token } = await jsonBody(c, OrderLinkBody);
        const { orderNumber } = await c.var.services.codConfirmation.cancel(token);
        return c.json({ success: true, message: COD_CONFIRM_MESSAGES.canceled(orderNumber), orderNumber });
      })
      .post("/webhook/razorpay", async (c) => {
        const raw = await c.req.text();
        const r = await c.var.services.payments.razorpayWebhook(raw, c.req.header("x-razorpay-signature"), c.req.header("x-razorpay-event-id"));
        return c.json({ success: true, ...r });
      })
      .post("/webhook/stripe", async (c) => {
        const raw = await c.req.text();
        const r = await c.var.services.payments.stripeWebhook(raw, c.req.header("stripe-signature"));
        return c.json({ success: true, ...r });
      })
  );
}
