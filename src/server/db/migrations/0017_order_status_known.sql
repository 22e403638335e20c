-- Every status of the order-states table (src/domain/order-states.ts), and no other. A new status
-- widens this list in a migration of its own; a test holds the latest list equal to the table's.
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_known" CHECK ("orders"."status" in ('Order Placed', 'Packing', 'Shipped', 'Out for Delivery', 'Delivered', 'Order Canceled'));
