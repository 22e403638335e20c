import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DashboardAnswer } from "../../../contracts/admin-dashboard";
import { daysBefore, indiaDay } from "../../../domain/india/india-day";
import { type consoleClient, ownerConsole } from "../../../../tests/support/console-kit";
import { ADDRESS, auth, registerUser, variantWithStock } from "../../../../tests/support/order-kit";
import type { TestStore } from "../../../../tests/support/test-store";
import { orderEvents, orderItems, orders, pageVisits, products, variants } from "../../db/schema";

let store: TestStore;
let kit: ReturnType<typeof consoleClient>;
let cookie: string;

beforeAll(async () => {
  ({ store, kit, cookie } = await ownerConsole({ config: { trustProxy: true } }));
});
afterAll(() => store.close());

async function dashboard(): Promise<DashboardAnswer> {
  await store.services.visits.flush();
  const res = await kit.call("GET", "/api/admin/dashboard", cookie);
  expect(res.status).toBe(200);
  return res.json;
}
const period = (d: DashboardAnswer, p: "today" | "7d" | "30d") => d.periods.find((x) => x.period === p)!;

/** A shopper's cash-on-delivery order of one line; answers its id and amount in rupees. */
async function codOrder(quantity = 1) {
  const user = await registerUser(store, "Kavya");
  const v = await variantWithStock(store, 50);
  const r = await store.post(
    "/api/order/place",
    { address: { ...ADDRESS, email: user.email }, items: [{ _id: v.product.id, size: v.size, color: v.color, quantity }] },
    auth(user.token, randomUUID()),
  );
  expect(r.status).toBe(200);
  const userId = (await store.get("/api/user/profile", auth(user.token))).json.user._id;
  const [row] = await store.db.select().from(orders).where(eq(orders.userId, userId));
  return { id: row.id, amount: row.amountPaise / 100, product: v.product, user };
}

// In order: the first step reads the dashboard of a store before any order or visit; the later ones
// count what each adds.
describe("the dashboard", { shuffle: false }, () => {
  it("covers 30 days in India ending today, and shows no conversion without visits", async () => {
    const d = await dashboard();
    const today = indiaDay(new Date());
    expect(d.today).toBe(today);
    expect(d.days).toHaveLength(30);
    expect(d.days[29].day).toBe(today);
    expect(d.days[0].day).toBe(daysBefore(today, 29));
    expect(d.periods.map((p) => [p.period, p.from, p.to])).toEqual([
      ["today", today, today],
      ["7d", daysBefore(today, 6), today],
      ["30d", daysBefore(today, 29), today],
    ]);
    expect(period(d, "30d")).toMatchObject({ visits: 0, conversion: null });
    expect(d.refundsDue).toEqual({ total: 0, amount: 0, orders: [] });
  });

  it("counts placed orders by their day in India, each in the periods that hold it", async () => {
    const was = await dashboard();
    const first = await codOrder(2);
    const second = await codOrder(1);
    // Ten days ago, at 00:10 in India: the 30 days hold it, the 7 days do not.
    const tenDaysAgo = new Date(`${daysBefore(indiaDay(new Date()), 10)}T00:10:00+05:30`);
    await store.db.update(orders).set({ createdAt: tenDaysAgo }).where(eq(orders.id, second.id));

    const d = await dashboard();
    const added = (p: "today" | "7d" | "30d") => ({
      orders: period(d, p).orders - period(was, p).orders,
      revenue: Math.round((period(d, p).revenue - period(was, p).revenue) * 100) / 100,
    });
    expect(added("today")).toEqual({ orders: 1, revenue: first.amount });
    expect(added("7d")).toEqual({ orders: 1, revenue: first.amount });
    expect(added("30d")).toEqual({ orders: 2, revenue: Math.round((first.amount + second.amount) * 100) / 100 });
    const m = period(d, "30d");
    expect(m.averageOrderValue).toBe(Math.round((m.revenue / m.orders) * 100) / 100);
    const dayOf = (x: DashboardAnswer, day: string) => x.days.find((y) => y.day === day)!;
    const tenth = daysBefore(d.today, 10);
    expect(dayOf(d, tenth).orders - dayOf(was, tenth).orders).toBe(1);
    const sold = (x: DashboardAnswer) => x.topProducts.find((p) => p.productId === first.product.id)?.quantity ?? 0;
    expect(d.topProducts.find((p) => p.productId === first.product.id)?.name).toBe(first.product.name);
    expect(sold(d) - sold(was)).toBe(3);
  });

  it("leaves canceled orders out of revenue, and lists a paid one canceled as a refund due", async () => {
    const before = period(await dashboard(), "today");
    const canceled = await codOrder(1);
    expect((await kit.call("POST", `/api/admin/orders/${canceled.id}/cancel`, cookie, {})).status).toBe(200);
    const paid = await codOrder(1);
    // Paid as an online order would be, then canceled by the merchant: the money is owed back.
    await store.db.update(orders).set({ payment: true }).where(eq(orders.id, paid.id));
    expect((await kit.call("POST", `/api/admin/orders/${paid.id}/cancel`, cookie, {})).status).toBe(200);

    const d = await dashboard();
    expect(period(d, "today")).toMatchObject({ orders: before.orders, revenue: before.revenue });
    expect(d.refundsDue.total).toBe(1);
    expect(d.refundsDue.amount).toBe(paid.amount);
    expect(d.refundsDue.orders[0]).toMatchObject({ id: paid.id, amount: paid.amount, paymentMethod: "cod" });
  });

  it("counts the storefront's visits per day and gives orders per 100 visits", async () => {
    for (const ip of ["10.9.0.1", "10.9.0.2", "10.9.0.3", "10.9.0.4"]) {
      expect((await store.post("/api/analytics/visit", { page: "Home" }, { "x-forwarded-for": ip })).status).toBe(200);
    }
    const today = indiaDay(new Date());
    await store.db.insert(pageVisits).values({ page: "Cart", day: daysBefore(today, 5), count: 46 });
    await store.db.insert(pageVisits).values({ page: "Cart", day: daysBefore(today, 40), count: 1000 });

    const d = await dashboard();
    const today_ = period(d, "today");
    expect(today_.visits).toBe(4);
    expect(today_.conversion).toBe(Math.round((today_.orders / 4) * 10_000) / 100);
    expect(period(d, "7d")).toMatchObject({ visits: 50, conversion: Math.round((period(d, "7d").orders / 50) * 10_000) / 100 });
    expect(period(d, "30d").visits).toBe(50);
    expect(d.days.find((x) => x.day === daysBefore(today, 5))?.visits).toBe(46);
  });

  it("flags published products at or below the low-stock threshold, sold out first", async () => {
    const [p] = await store.db.select().from(products).where(eq(products.status, "published")).orderBy(products.name).limit(1);
    await store.db.update(variants).set({ stock: 0 }).where(eq(variants.productId, p.id));
    const [q] = await store.db
      .select()
      .from(products)
      .where(and(eq(products.status, "published"), sql`${products.id} <> ${p.id}`))
      .orderBy(products.name)
      .limit(1);
    await store.db.update(variants).set({ stock: 2 }).where(eq(variants.productId, q.id));

    const d = await dashboard();
    expect(d.lowStock.threshold).toBe(5);
    expect(d.lowStock.products).toContainEqual(expect.objectContaining({ id: p.id, stock: 0, soldOut: true }));
    expect(d.lowStock.products).toContainEqual(expect.objectContaining({ id: q.id, soldOut: false }));
    const flags = d.lowStock.products.map((x) => x.soldOut);
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
    expect(d.lowStock.total).toBeGreaterThanOrEqual(2);
    // "All low stock" opens the console's list with the same products, the sold-out ones included.
    const list = await kit.call("GET", "/api/admin/products?stock=short&status=published&sort=stock-asc", cookie);
    expect(list.json.total).toBe(d.lowStock.total);
    expect(list.json.products.slice(0, d.lowStock.products.length).map((x: { id: string }) => x.id)).toEqual(d.lowStock.products.map((x) => x.id));
  });

  it("counts customer queries and partner inquiries waiting for an answer, as the inbox does", async () => {
    const before = (await dashboard()).openQueries;
    const user = await registerUser(store, "Ira");
    expect((await store.post("/api/query", { query: "Do you ship to Leh?" }, auth(user.token))).status).toBeLessThan(300);
    const partner = {
      acceptTerms: true,
      firstName: "Ravi",
      email: "ravi@example.in",
      topic: "POD and Bulk Order",
      message: "200 tees for a college fest.",
    };
    const res = await store.post("/api/partner", partner);
    expect(res.status, res.text).toBeLessThan(300);
    expect((await dashboard()).openQueries).toBe(before + 2);
    expect(await store.services.consoleInbox.countOpenQueries()).toBe(before + 2);
  });
});

describe("the return rate of the last 30 days' deliveries", () => {
  /** A product no order has touched yet, in two sizes of one colour, each with stock. */
  async function freshProductInTwoSizes() {
    const used = new Set((await store.db.select({ id: orderItems.productId }).from(orderItems)).map((r) => r.id));
    const rows = await store.db.select().from(variants).orderBy(variants.productId, variants.color, variants.size);
    for (let i = 0; i + 1 < rows.length; i++) {
      const [a, b] = [rows[i]!, rows[i + 1]!];
      if (used.has(a.productId) || a.productId !== b.productId || a.color !== b.color) continue;
      await store.db.update(variants).set({ stock: 20 }).where(eq(variants.productId, a.productId));
      const [p] = await store.db.select().from(products).where(eq(products.id, a.productId));
      return { product: p!, color: a.color, sizes: [a.size, b.size] as const };
    }
    throw new Error("no untouched product in two sizes");
  }

  /** A delivered cash-on-delivery order of the product: `quantities` units of each of its two sizes. */
  async function delivered(p: Awaited<ReturnType<typeof freshProductInTwoSizes>>, quantities: [number, number]) {
    const user = await registerUser(store, "Ritu");
    const items = p.sizes.map((size, i) => ({ _id: p.product.id, size, color: p.color, quantity: quantities[i]! })).filter((i) => i.quantity > 0);
    const placed = await store.post("/api/order/place", { address: { ...ADDRESS, email: user.email }, items }, auth(user.token, randomUUID()));
    expect(placed.status, placed.text).toBe(200);
    const id = placed.json.orderId as string;
    for (const [status, extra] of [
      ["Packing"],
      ["Shipped", { courier: "Delhivery", trackingNumber: "DLV9" }],
      ["Out for Delivery"],
      ["Delivered"],
    ] as const)
      expect((await kit.call("POST", `/api/admin/orders/${id}/advance`, cookie, { status, ...extra })).status).toBe(200);
    const lines = await store.db.select().from(orderItems).where(eq(orderItems.orderId, id));
    const line = (size: string) => lines.find((l) => l.size === size)!.id;
    const ask = async (size: string, quantity: number, reason: string) => {
      const r = await store.post(
        `/api/order/${id}/returns`,
        { kind: "return", refundTo: "credit", lines: [{ orderItemId: line(size), quantity, reason }] },
        auth(user.token),
      );
      expect(r.status, r.text).toBe(201);
      return r.json.request.id as string;
    };
    return { id, ask };
  }

  it("counts the units a standing return asks back per 100 delivered, by product, by size and by reason, leaving out rejected requests and older deliveries", async () => {
    const p = await freshProductInTwoSizes();
    const [small, large] = p.sizes;
    const order = await delivered(p, [3, 1]);
    await order.ask(small, 1, "Size too small");
    await order.ask(large, 1, "Quality issue");
    const rejected = await order.ask(small, 1, "Changed my mind");
    expect((await kit.call("POST", `/api/admin/returns/${rejected}/reject`, cookie, { reason: "Worn" })).status).toBe(200);
    // Delivered 40 days ago: its return counts against a month the dashboard no longer shows.
    const old = await delivered(p, [1, 0]);
    await old.ask(small, 1, "Size too large");
    await store.db
      .update(orderEvents)
      .set({ at: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(orderEvents.orderId, old.id));

    const { returnRates: r } = await dashboard();
    const today = indiaDay(new Date());
    expect([r.from, r.to]).toEqual([daysBefore(today, 29), today]);
    expect(r.byProduct.find((x) => x.productId === p.product.id)).toEqual({
      productId: p.product.id,
      name: p.product.name,
      delivered: 4,
      back: 2,
      rate: 50,
    });
    const sizeRow = (size: string) => r.bySize.find((x) => x.size === size)!;
    expect(sizeRow(small)).toMatchObject({ back: 1 });
    expect(sizeRow(large)).toMatchObject({ back: 1 });
    expect(sizeRow(small).rate).toBe(Math.round((sizeRow(small).back / sizeRow(small).delivered) * 1000) / 10);
    expect(r.byReason.map((x) => [x.reason, x.back])).toEqual([
      ["Size too small", 1],
      ["Quality issue", 1],
    ]);
    expect(r).toMatchObject({ back: 2, rate: Math.round((2 / r.delivered) * 1000) / 10 });
    expect(r.delivered).toBe(r.bySize.reduce((n, x) => n + x.delivered, 0));
  });
});
