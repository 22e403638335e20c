import type { OrderStatus } from "../../../domain/order-states";
import { asc, eq } from "drizzle-orm";
import { imagesForColor } from "../../../domain/color-images";
import type { Tx } from "../client";
import { orderItems, orders, products, users } from "../schema";

/**
 * A handful of demo shoppers and their orders, so a new demo store's recent-purchases panel has
 * real rows to show. The shoppers have no password: nobody can log in as them.
 */
const DEMO_BUYERS = [
  { name: "Aarav Sharma", city: "Pune", state: "Maharashtra", zip: "411004", minutesAgo: 4 },
  { name: "Diya Iyer", city: "Chennai", state: "Tamil Nadu", zip: "600017", minutesAgo: 23 },
  { name: "Kabir Singh", city: "Delhi", state: "Delhi", zip: "110017", minutesAgo: 51 },
  { name: "Ananya Reddy", city: "Hyderabad", state: "Telangana", zip: "500034", minutesAgo: 128 },
  { name: "Vihaan Patel", city: "Ahmedabad", state: "Gujarat", zip: "380009", minutesAgo: 305 },
  { name: "Meera Nair", city: "Kochi", state: "Kerala", zip: "682020", minutesAgo: 640 },
  { name: "Arjun Das", city: "Kolkata", state: "West Bengal", zip: "700019", minutesAgo: 1170 },
  { name: "Ishita Joshi", city: "Jaipur", state: "Rajasthan", zip: "302001", minutesAgo: 2280 },
] as const;

export async function seedDemoOrders(tx: Tx, now: number): Promise<number> {
  const catalog = await tx.select().from(products).orderBy(asc(products.sku));
  if (catalog.length === 0) return 0;
  for (const [i, buyer] of DEMO_BUYERS.entries()) {
    const [firstName, lastName] = buyer.name.split(" ");
    const email = `${firstName}.${lastName}@demo.dhaaga.local`.toLowerCase();
    const [user] = await tx.insert(users).values({ name: buyer.name, email }).onConflictDoNothing().returning({ id: users.id });
    const userId = user?.id ?? (await tx.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id;
    if (!userId) continue;
    const product = catalog[(i * 7) % catalog.length];
    const size = product.sizes[Math.min(2, product.sizes.length - 1)] ?? "M";
    const color = product.colors[0] ?? "#151515";
    const quantity = 1 + (i % 2);
    const subtotal = product.pricePaise * quantity;
    const at = new Date(now - buyer.minutesAgo * 60_000);
    const [order] = await tx
      .insert(orders)
      .values({
        userId,
        status: (buyer.minutesAgo > 1440 ? "Shipped" : "Order Placed") satisfies OrderStatus,
        payment: false,
        paymentMethod: "cod",
        subtotalPaise: subtotal,
        amountPaise: subtotal,
        // Half the demo buyers agreed to be named in "Recently bought".
        sharePurchase: i % 2 === 0,
        address: {
          firstName,
          lastName,
          email,
          street: "Demo address",
          city: buyer.city,
          state: buyer.state,
          zipcode: buyer.zip,
          country: "India",
          phone: "9000000000",
        },
        // Demo orders are past the question of confirmation: nothing waits for them, nothing sweeps them.
        codConfirmedAt: at,
        codConfirmedBy: "demo",
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: orders.id });
    await tx.insert(orderItems).values({
      orderId: order.id,
      productId: product.id,
      name: product.name,
      image: imagesForColor(product, color)[0] ?? "",
      category: product.category,
      size,
      color,
      quantity,
      unitPricePaise: product.pricePaise,
    });
  }
  return DEMO_BUYERS.length;
}
