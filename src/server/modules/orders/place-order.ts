import { randomUUID } from "node:crypto";
import { categoryGstRate, taxLine } from "../../../domain/india/gst";
import type { DeliveryService } from "../delivery/delivery.service";
import { invoiceNumberTaken } from "../invoices/invoice.service";
import { normalizeCouponCode } from "../../../domain/coupons";
import { MESSAGES } from "../../../domain/messages";
import type { OrderPaymentMethod, PaymentMethod } from "../../../domain/orders";
import { type PricedCart, type PricedLine, paidByCredit, withStoreCredit } from "../../../domain/pricing";
import type { Db } from "../../db/client";
import type { CodConfirmation } from "../../config";
import { consents, orderItems, orderLinks, orders } from "../../db/schema";
import { consentRow } from "../privacy/consents.service";
import { badRequest } from "../../http/errors";
import type { PricingService } from "../pricing/pricing.service";
import { type OrderCaps, refuseOverHoldCaps } from "./hold-caps";
import { lockCoupon, useCoupon } from "./coupon-use";
import { claimKey, replay } from "./idempotency";
import type { OrderRow } from "./order.dto";
import { cartEmptying } from "./order-cart";
import { type CodLinkTokens, codLinks } from "./order-links";
import type { PlaceOrderInput } from "../../../contracts/orders";
import { mergeItems } from "./order-lines";
import { refuseDropsToCome } from "./drops-to-come";
import { addCreditEntry, creditBalanceOf } from "./store-credit";
import { StockShortage, lineLabel, releaseExpiredHolds, shortageError, takeStock } from "./stock";

export interface PlaceOrderRequest {
  user: { id: string; email: string };
  order: PlaceOrderInput;
  method: PaymentMethod;
  idempotencyKey: string;
  requestHash: string;
  /** The address block the order comes from (clientAddressKey): unconfirmed COD orders are capped per address. */
  placedFrom: string;
}

/**
 * An order is placed only as the cart page shows it: every line charged and the code applying.
 * A line short of stock is a StockShortage, so the holds of unpaid orders past their time are
 * released and the order tried once more.
 */
function refuseUnpriceable(priced: PricedCart, couponCode: string | null | undefined) {
  const missing = priced.lines.find((l) => l.status === "unavailable");
  if (missing) {
    throw badRequest(
      missing.name
        ? `${lineLabel(missing)} in this colour is not available. Please remove it from your cart.`
        : "One of the items in your cart is no longer sold. Please remove it from your cart.",
      "items",
    );
  }
  const short = priced.lines.find((l) => !l.available);
  if (short) throw new StockShortage(short);
  if (couponCode?.trim() && !priced.coupon?.ok) throw badRequest(MESSAGES.couponInvalid, "couponCode");
}

/**
 * Checkout in one transaction: claim the idempotency key for the order's id, price the items
 * (database prices, the coupon as the table says now), refuse what would pass the account's hold
 * caps, take the stock of every variant (never below zero), count the coupon's use, (COD) take the
 * next invoice number, and write the order with its prices copied, its lines and (COD) the emptied
 * cart and coupon. A replayed key returns the order it made; the same key with another body is
 * refused. Each step is one statement (decision 161), and the last writes are one statement
 * together (decision 189): on the embedded database every round trip is time the placements
 * waiting behind this one wait too, and on PostgreSQL each costs the store a socket write.
 */
export async function placeOrder(
  deps: {
    db: Db;
    pricing: PricingService;
    unpaidTtlMinutes: number;
    invoicePrefix: string;
    delivery: DeliveryService;
    store: { readonly state: string };
    orderCaps: OrderCaps;
    codConfirmation: CodConfirmation;
    /** IP_RATE_LIMIT_SCALE: the per-address cap is multiplied by it, as every per-address limit is. */
    addressScale: number;
  },
  input: PlaceOrderRequest,
): Promise<{ order: OrderRow; lines: PricedLine[] | null; links: CodLinkTokens | null; replayed: boolean }> {
  const { db } = deps;
  const { user, order: req, method } = input;

  const now = new Date();
  // A PIN India Post knows, in the state chosen; an empty state is the PIN's.
  const place = deps.delivery.checkAddress(
    { pin: req.address.zipcode, state: req.address.state },
    { pin: "address.zipcode", state: "address.state" },
  );
  const address = { ...req.address, state: req.address.state || place.state };
  const intraState = address.state.toLowerCase() === deps.store.state.toLowerCase();
  const attempt = () =>
    db.transaction(async (tx) => {
      const orderId = randomUUID();
      // Priced inside the transaction, so the order copies exactly the prices and coupon it is charged.
      // The code's row is locked first: this shopper's other placements with it wait, so its
      // per-shopper cap counts every order placed before this one.
      if (req.couponCode?.trim()) await lockCoupon(tx, normalizeCouponCode(req.couponCode));
      const codFeePaise = method === "cod" ? deps.delivery.policy.cod.feePaise : 0;
      const priced = await deps.pricing.price(mergeItems(req.items), req.couponCode ?? null, {
        exec: tx,
        freshRules: true,
        codFeePaise,
        shopperId: user.id,
      });
      // A key already claimed is a replay: it answers with the order it made, whatever has changed
      // since (prices, coupon uses, stock), so nothing is refused before the claim; a different
      // body with the key is refused. The claim locks the account's row for the hold caps below,
      // after pricing, so the lock is held for the order's writes only.
      if (!(await claimKey(tx, user.id, input.idempotencyKey, input.requestHash, orderId))) return null;
      await refuseDropsToCome(tx, priced.lines, now);
      refuseUnpriceable(priced, req.couponCode);
      // Store credit, read under the account's lock the claim took: a line after the coupon.
      const totals = req.useCredit ? withStoreCredit(priced.totals, await creditBalanceOf(tx, user.id)) : priced.totals;
      // An order store credit pays in full uses no payment method: it is paid as it is placed.
      const byCredit = paidByCredit(totals);
      const paidWith: OrderPaymentMethod = byCredit ? "credit" : method;
      const holdExpiresAt = paidWith === "razorpay" || paidWith === "stripe" ? new Date(now.getTime() + deps.unpaidTtlMinutes * 60_000) : null;
      // Cash on delivery waits this long for the shopper's confirmation (decision 217).
      const codConfirmDueAt = paidWith === "cod" ? new Date(now.getTime() + deps.codConfirmation.hours * 3_600_000) : null;
      if (paidWith === "cod") deps.delivery.refuseCod(address.zipcode, totals.totalPaise - totals.codFeePaise, now);
      const units = priced.lines.reduce((n, l) => n + l.quantity, 0);
      if (!byCredit)
        await refuseOverHoldCaps(tx, deps.orderCaps, {
          userId: user.id,
          method,
          units,
          now,
          placedFrom: input.placedFrom,
          addressScale: deps.addressScale,
        });
      await takeStock(tx, priced.lines);
      if (priced.coupon?.ok && !(await useCoupon(tx, priced.coupon.code))) throw badRequest(MESSAGES.couponInvalid, "couponCode");
      // Never below zero: the entry is refused (and the database's CHECK refuses it) past the balance.
      if (totals.creditPaise > 0)
        await addCreditEntry(tx, { userId: user.id, amountPaise: -totals.creditPaise, kind: "use", note: "Paid toward an order", orderId });
      // A COD order, or one paid by credit, is confirmed as it is placed, so it is written with its invoice number.
      const confirmed = paidWith === "cod" || byCredit;
      const invoice = confirmed ? invoiceNumberTaken(tx, deps.invoicePrefix, now) : null;
      // The order, its lines and (COD) its invoice number and the emptied cart: one statement, the
      // order's insert with CTEs (its lines are checked against it as the statement ends).
      const lines = tx.$with("lines").as(
        tx.insert(orderItems).values(
          priced.lines.map((l) => {
            const rate = categoryGstRate(l.category);
            const gst = taxLine(
              { description: l.name, hsn: l.hsn, quantity: l.quantity, valuePaise: l.netPaise, ...(rate === undefined ? {} : { rate }) },
              intraState,
            );
            return {
              orderId,
              productId: l.productId,
              name: l.name,
              image: l.image,
              category: l.category,
              size: l.size,
              color: l.color,
              quantity: l.quantity,
              unitPricePaise: l.unitPricePaise,
              hsn: l.hsn,
              netPaise: l.netPaise,
              gstRate: gst.rate,
              taxablePaise: gst.taxablePaise,
              cgstPaise: gst.cgstPaise,
              sgstPaise: gst.sgstPaise,
              igstPaise: gst.igstPaise,
            };
          }),
        ),
      );
      const cart = confirmed ? cartEmptying(tx, user.id) : [];
      // Cash on delivery: its Confirm and Cancel links, mailed to the account's address.
      const ask = codConfirmDueAt ? codLinks(orderId, user.email, codConfirmDueAt) : null;
      const links = ask ? [tx.$with("links").as(tx.insert(orderLinks).values(ask.rows))] : [];
      // The shopper's yes to "Recently bought", kept with its words (decision 252).
      const consent = req.sharePurchase
        ? [tx.$with("consent").as(tx.insert(consents).values(consentRow(user.id, "recent_purchases", true, "checkout", orderId)))]
        : [];
      const [order] = await tx
        .with(...(invoice ? [invoice.taken] : []), lines, ...cart, ...links, ...consent)
        .insert(orders)
        .values({
          id: orderId,
          userId: user.id,
          invoiceNumber: invoice?.number ?? null,
          invoicedAt: invoice ? now : null,
          paymentMethod: paidWith,
          payment: byCredit,
          subtotalPaise: totals.subtotalPaise,
          discountPaise: totals.discountPaise,
          deliveryFeePaise: totals.deliveryFeePaise,
          codFeePaise: totals.codFeePaise,
          creditPaise: totals.creditPaise,
          amountPaise: totals.totalPaise,
          couponCode: priced.coupon?.ok ? priced.coupon.code : null,
          address,
          sharePurchase: req.sharePurchase ?? false,
          holdExpiresAt,
          codConfirmDueAt,
          placedFrom: input.placedFrom,
        })
        .returning();
      return { order: order!, lines: priced.lines, links: ask?.tokens ?? null };
    });

  let result: { order: OrderRow; lines: PricedLine[]; links: CodLinkTokens | null } | null;
  try {
    try {
      result = await attempt();
    } catch (err) {
      // Stock held by unpaid orders past their time is stock again: release it, then try once more.
      if (!(err instanceof StockShortage) || (await releaseExpiredHolds(db)) === 0) throw err;
      result = await attempt();
    }
  } catch (err) {
    throw err instanceof StockShortage ? shortageError(err) : err;
  }
  if (result) return { ...result, replayed: false };
  return { order: await replay(db, user.id, input.idempotencyKey, input.requestHash), lines: null, links: null, replayed: true };
}
