import * as z from "zod";
import { AVAILABILITIES } from "../domain/stock-shown";
import { cartLines, sanitizeCart } from "../domain/cart";
import { CART_QTY_MAX } from "../domain/constants";
import { MESSAGES } from "../domain/messages";
import type { LineStatus } from "../domain/pricing";
import { endpoints, ok } from "./endpoint";

export const CART_ERRORS = {
  productUnavailable: "This product is no longer available.",
  sizeUnavailable: "That size is not available for this product.",
  colorUnavailable: "That colour is not available in this size.",
  soldOut: "This size and colour is sold out.",
  cap: `You can have at most ${CART_QTY_MAX} of each item in your cart.`,
  quantity: `Quantity must be a whole number from 0 to ${CART_QTY_MAX}.`,
  onlyLeft: (n: number) => `Only ${n} left in this size and colour.`,
  tooManyLines: "The cart has too many items.",
} as const;

/** Guest carts sent for pricing or merging are bounded: 50 products × a few variants is already absurd. */
export const MAX_CART_LINES = 100;

const text = (field: string, missing: string, max: number) => z.string({ error: missing }).trim().min(1, missing).max(max, `${field} is too long.`);

const itemId = text("itemId", "itemId is required.", 64);
// The spec's shop context names a missing size before a missing colour.
const size = text("size", MESSAGES.selectSize, 32);
const color = text("color", MESSAGES.selectColor, 32);

export const AddToCartBody = z.object({ itemId, size, color });
export type AddToCartBody = z.input<typeof AddToCartBody>;

export const UpdateCartBody = z.object({
  itemId,
  size,
  color,
  quantity: z.number({ error: CART_ERRORS.quantity }).int(CART_ERRORS.quantity).min(0, CART_ERRORS.quantity).max(CART_QTY_MAX, CART_ERRORS.quantity),
});
export type UpdateCartBody = z.input<typeof UpdateCartBody>;

const quantity = z
  .number({ error: CART_ERRORS.quantity })
  .int(CART_ERRORS.quantity)
  .min(1, CART_ERRORS.quantity)
  .max(CART_QTY_MAX, CART_ERRORS.quantity);

/** The spec's nested cart map: product id → size → colour → quantity. */
export const CartMapSchema = z
  .record(z.string().max(64), z.record(z.string().max(32), z.record(z.string().max(32), quantity)), { error: "cartData must be a cart map." })
  .transform((value) => sanitizeCart(value))
  .refine((cart) => cartLines(cart).length <= MAX_CART_LINES, CART_ERRORS.tooManyLines);

/** A cart map as the server answers it. */
export const CartMap = z.record(z.string(), z.record(z.string(), z.record(z.string(), z.number().int())));

const couponCode = z.string().max(64, "couponCode is too long.").nullish();

export const MergeCartBody = z.object({ cartData: CartMapSchema, couponCode });
export type MergeCartBody = z.input<typeof MergeCartBody>;
export const ApplyCouponBody = z.object({ code: z.string({ error: "code is required." }).max(64, "code is too long.") });
export type ApplyCouponBody = z.input<typeof ApplyCouponBody>;
export const GuestSummaryBody = z.object({ cartData: CartMapSchema.optional().default({}), couponCode });
export type GuestSummaryBody = z.input<typeof GuestSummaryBody>;

export const LINE_STATUSES = ["ok", "short", "sold_out", "unavailable"] as const satisfies readonly LineStatus[];

/** The applied code's rule in rupees, so the browser can show changed totals at once with the same pricing. */
const minOrder = z.number().nullable().optional().describe("rupees: the charged subtotal must be at least this");
const CouponRuleInRupees = z.union([
  z.object({ code: z.string(), kind: z.literal("percent"), percent: z.number(), minOrder }),
  z.object({ code: z.string(), kind: z.literal("flat"), amount: z.number().describe("rupees off"), minOrder }),
  z.object({
    code: z.string(),
    kind: z.literal("bundle_fixed_total"),
    category: z.string(),
    count: z.number().int(),
    requiredTotal: z.number().nullable().optional().describe("rupees: when given, the units must add up to exactly this"),
    fixedTotal: z.number().describe("rupees"),
    minOrder,
  }),
]);

/** One line of a priced cart as the cart page and checkout read it: rupees, as every price on the wire. */
export const PricedCartLine = z.object({
  productId: z.string(),
  name: z.string(),
  slug: z.string(),
  image: z.string(),
  category: z.string(),
  size: z.string(),
  color: z.string(),
  colorName: z.string(),
  quantity: z.number().int(),
  price: z.number().describe("unit price, rupees"),
  status: z.enum(LINE_STATUSES),
  /** Charged: status is "ok". */
  available: z.boolean(),
  /** "in_stock", "few_left" or "sold_out"; null when the product never had this size and colour. */
  availability: z.enum(AVAILABILITIES).nullable(),
  /** Units left, only when few are (FEW_LEFT_MAX or fewer, 0 when sold out); otherwise null: the exact stock is not told. */
  left: z.number().int().nullable(),
});
export type PricedCartLineDto = z.infer<typeof PricedCartLine>;

/** The answer of POST /api/cart/summary and (as `quote`) of POST /api/order/quote, in rupees. */
export const PricedCart = z.object({
  lines: z.array(PricedCartLine),
  /** The code as checked against these lines; applied false when the cart does not qualify. */
  coupon: z.object({ code: z.string(), applied: z.boolean(), message: z.string().optional() }).nullable(),
  couponRule: CouponRuleInRupees.nullable(),
  /** The delivery fee in rupees and the order value (goods after discount) from which it is waived. */
  deliveryRule: z.object({ fee: z.number(), freeFrom: z.number() }),
  subtotal: z.number(),
  discount: z.number(),
  deliveryFee: z.number(),
  /** Cash on delivery fee: only when the quote was asked for COD. */
  codFee: z.number(),
  /** Store credit used: only in an account's quote asked with useCredit. */
  credit: z.number().optional(),
  /** The account's store credit balance: only in an account's quote. */
  creditBalance: z.number().optional(),
  /** What is left to pay by the payment method; 0 when store credit pays it all. */
  total: z.number(),
  itemCount: z.number().int(),
});
export type PricedCartDto = z.infer<typeof PricedCart>;

const Summary = PricedCart.extend({ success: z.literal(true) });

export const cartApi = endpoints({
  "POST /api/cart/add": {
    summary: "Adds one of a size and colour to the account's cart.",
    auth: "user",
    body: AddToCartBody,
    response: ok({ message: z.string(), cartData: CartMap }),
    errors: [400, 401, 404, 409],
  },
  "POST /api/cart/update": {
    summary: "Sets a line's quantity (0 removes it).",
    auth: "user",
    body: UpdateCartBody,
    response: ok({ message: z.string(), cartData: CartMap }),
    errors: [400, 401, 404, 409],
  },
  "POST /api/cart/get": {
    summary: "The account's cart map.",
    auth: "user",
    response: ok({ cartData: CartMap }),
    errors: [401],
  },
  "POST /api/cart/merge": {
    summary: "Moves a guest's cart (and coupon, when it applies) into the account at login.",
    auth: "user",
    body: MergeCartBody,
    response: ok({
      cartData: CartMap,
      notMerged: z.array(
        z.object({
          productId: z.string(),
          name: z.string(),
          size: z.string(),
          color: z.string(),
          quantity: z.number().int(),
          status: z.enum(LINE_STATUSES),
        }),
      ),
      couponCode: z.string().nullable(),
    }),
    errors: [400, 401, 429],
  },
  "POST /api/cart/coupon": {
    summary: "Applies a coupon to the account's cart (an empty code removes it) and answers the priced cart.",
    auth: "user",
    body: ApplyCouponBody,
    response: Summary,
    errors: [400, 401, 429],
  },
  "GET /api/cart/summary": {
    summary: "The account's cart priced by the server, with its stored coupon.",
    auth: "user",
    response: Summary,
    errors: [401],
  },
  "POST /api/cart/summary": {
    summary:
      "Prices a cart: the account's with a token, otherwise the guest's cart map and code from the body (only the shop's public codes apply without an account).",
    auth: "optional",
    body: GuestSummaryBody,
    response: Summary,
    errors: [400, 429],
  },
});
