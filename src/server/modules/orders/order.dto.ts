import { paiseToRupees } from "../../../domain/money";
import { isRefundDue } from "../../../domain/orders";
import type { orderItems, orders } from "../../db/schema";
import type { DeliveryAddress } from "./orders.schema";

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

/** The order as the spec's client reads it: rupees on the wire, one entry per ordered item. */
export interface OrderDto {
  _id: string;
  status: string;
  payment: boolean;
  /** Paid, but for an order that stays canceled: the payment is owed back. */
  refundDue: boolean;
  paymentMethod: string;
  date: number;
  amount: number;
  subtotal: number;
  discount: number;
  deliveryFee: number;
  couponCode: string | null;
  /** Set once the parcel ships. */
  courier: string | null;
  trackingNumber: string | null;
  /** A refund due that the shop has paid back. */
  refunded: boolean;
  address: DeliveryAddress;
  items: {
    _id: string;
    name: string;
    image: string[];
    category: string;
    price: number;
    size: string;
    color: string;
    quantity: number;
  }[];
}

export function toDto(o: OrderRow, items: OrderItemRow[]): OrderDto {
  return {
    _id: o.id,
    status: o.status,
    payment: o.payment,
    refundDue: isRefundDue(o),
    paymentMethod: o.paymentMethod,
    date: o.createdAt.getTime(),
    amount: paiseToRupees(o.amountPaise),
    subtotal: paiseToRupees(o.subtotalPaise),
    discount: paiseToRupees(o.discountPaise),
    deliveryFee: paiseToRupees(o.deliveryFeePaise),
    couponCode: o.couponCode,
    courier: o.courier,
    trackingNumber: o.trackingNumber,
    refunded: Boolean(o.refundedAt),
    address: o.address as DeliveryAddress,
    items: items.map((i) => ({
      _id: i.productId,
      name: i.name,
      image: i.image ? [i.image] : [],
      category: i.category,
      price: paiseToRupees(i.unitPricePaise),
      size: i.size,
      color: i.color,
      quantity: i.quantity,
    })),
  };
}
