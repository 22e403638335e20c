import { paiseToRupees } from "../../../domain/money";
import { isRefundDue, shopperMayCancel } from "../../../domain/order-states";
import type { orderItems, orders } from "../../db/schema";
import type { DeliveryAddress, OrderDto } from "../../../contracts/orders";

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
/** The delivery address as an order row keeps it; a reader takes each field as possibly missing. */
export type OrderAddress = Partial<DeliveryAddress>;
export const addressOf = (o: OrderRow): OrderAddress => (o.address ?? {}) as OrderAddress;

/** The order as the spec's client reads it: rupees on the wire, one entry per ordered item. */
export type { OrderDto };

export const creditNoteDto = (n: { id: string; number: string; amountPaise: number; issuedAt: Date }) => ({
  id: n.id,
  number: n.number,
  amount: paiseToRupees(n.amountPaise),
  date: n.issuedAt.getTime(),
});

export function toDto(o: OrderRow, items: OrderItemRow[], notes: Parameters<typeof creditNoteDto>[0][] = []): OrderDto {
  return {
    _id: o.id,
    status: o.status,
    payment: o.payment,
    refundDue: isRefundDue(o),
    canCancel: shopperMayCancel(o),
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
    invoiceNumber: o.invoiceNumber,
    codFee: paiseToRupees(o.codFeePaise),
    credit: paiseToRupees(o.creditPaise),
    creditNotes: notes.map(creditNoteDto),
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
