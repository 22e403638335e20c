import { z } from "zod";
import { CART_QTY_MAX } from "../../../domain/constants";
import { AddressSchema } from "../../../domain/checkout";

export { AddressSchema };

export type DeliveryAddress = z.infer<typeof AddressSchema>;

const ItemSchema = z
  .object({
    _id: z.string().max(64).optional(),
    itemId: z.string().max(64).optional(),
    size: z.string({ error: "Size is required." }).trim().min(1, "Size is required.").max(20),
    color: z.string({ error: "Colour is required." }).trim().min(1, "Colour is required.").max(20),
    quantity: z
      .number({ error: "Quantity must be a number." })
      .int("Quantity must be a whole number.")
      .min(1, "Quantity must be at least 1.")
      .max(CART_QTY_MAX, `Quantity must be at most ${CART_QTY_MAX}.`),
  })
  .transform((i, ctx) => {
    const productId = i._id ?? i.itemId ?? "";
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(productId)) {
      ctx.addIssue({ code: "custom", message: "Each item needs a valid product id.", path: ["_id"] });
      return z.NEVER;
    }
    return { productId: productId.toLowerCase(), size: i.size, color: i.color, quantity: i.quantity };
  });

export const VARIANT_QTY_OVER_MAX = `An order can hold at most ${CART_QTY_MAX} of one size and colour.`;

const ItemsSchema = z
  .array(ItemSchema, { error: "items must be a list." })
  .min(1, "Your cart is empty.")
  .max(50, "An order can hold at most 50 lines.")
  // Lines repeating one variant are added together for the order, so the cap holds for their sum.
  .superRefine((items, ctx) => {
    const total = new Map<string, number>();
    for (const i of items) {
      const key = `${i.productId}|${i.size}|${i.color}`;
      total.set(key, (total.get(key) ?? 0) + i.quantity);
    }
    if ([...total.values()].some((q) => q > CART_QTY_MAX)) ctx.addIssue({ code: "custom", message: VARIANT_QTY_OVER_MAX });
  });

const CouponField = z.string().trim().max(40, "Coupon code is too long.").optional().nullable();

export const QuoteSchema = z.object({ items: ItemsSchema, couponCode: CouponField });

/** amount and prices may be present (the spec's client sends them) and are ignored. */
export const PlaceOrderSchema = z.object({
  address: AddressSchema,
  items: ItemsSchema,
  couponCode: CouponField,
});
export type PlaceOrderInput = z.infer<typeof PlaceOrderSchema>;
export type OrderItemInput = PlaceOrderInput["items"][number];

export const CancelSchema = z.object({ orderId: z.string({ error: "orderId is required." }).min(1).max(64) });

export const VerifyStripeSchema = z.object({
  success: z.union([z.boolean(), z.string()]).transform((v) => v === true || v === "true"),
  orderId: z.string({ error: "orderId is required." }).min(1).max(64),
});

export const VerifyRazorpaySchema = z.object({
  razorpay_order_id: z.string({ error: "razorpay_order_id is required." }).min(1).max(100),
  razorpay_payment_id: z.string({ error: "razorpay_payment_id is required." }).min(1).max(100),
  razorpay_signature: z.string({ error: "razorpay_signature is required." }).min(1).max(200),
  orderId: z.string().max(64).optional(),
});
