import { asc, desc, eq, sql } from "drizzle-orm";
import { SHOPPER_PAGE_SIZE, type ShopperDetail, type ShopperListAnswer, type ShopperListQuery } from "../../../contracts/admin-shoppers";
import { paiseToRupees } from "../../../domain/money";
import { orderNumber } from "../../../domain/orders";
import type { Db } from "../../db/client";
import { addresses, orders, savedCards, users } from "../../db/schema";
import { containing, phoneHolds } from "../../db/search-text";
import { AppError } from "../../http/errors";

/**
 * Shoppers as the console reads them. Each answer is built field by field from the columns it
 * names, so a password hash, a Google id or a card's token can never reach the wire.
 */
export function createConsoleShoppers(db: Db) {
  return {
    async list(q: ShopperListQuery): Promise<ShopperListAnswer> {
      const term = q.q;
      const like = containing(term);
      const filter = term
        ? sql`(${users.name} ilike ${like} or ${users.email} ilike ${like}
            or ${phoneHolds(users.mobileNumber, term)})`
        : undefined;
      const rows = await db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          phone: users.mobileNumber,
          joined: users.createdAt,
          // Spelled out: inside a select, drizzle writes a column without its table, which here would be o.id.
          orders: sql<number>`(select count(*) from orders o where o.user_id = "users"."id")::int`,
          n: sql<number>`count(*) over ()::int`,
        })
        .from(users)
        .where(filter)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(SHOPPER_PAGE_SIZE)
        .offset((q.page - 1) * SHOPPER_PAGE_SIZE);
      const total = rows[0] ? Number(rows[0].n) : 0;
      return {
        success: true,
        shoppers: rows.map((r) => ({
          id: r.id,
          name: r.name,
          email: r.email,
          phone: r.phone ?? "",
          joined: r.joined.toISOString(),
          orders: Number(r.orders),
        })),
        total,
        page: q.page,
        pages: Math.max(1, Math.ceil(total / SHOPPER_PAGE_SIZE)),
      };
    },

    async detail(id: string): Promise<ShopperDetail> {
      const [u] = await db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          phone: users.mobileNumber,
          gender: users.gender,
          emailVerified: users.emailVerified,
          google: sql<boolean>`${users.googleSub} is not null`,
          joined: users.createdAt,
        })
        .from(users)
        .where(eq(users.id, id));
      if (!u) throw new AppError("not_found", "No shopper with this id.", "id");
      const [addressRows, cardRows, orderRows] = await Promise.all([
        db
          .select({
            id: addresses.id,
            street: addresses.street,
            city: addresses.city,
            state: addresses.state,
            zip: addresses.zip,
            country: addresses.country,
          })
          .from(addresses)
          .where(eq(addresses.userId, id))
          .orderBy(asc(addresses.createdAt)),
        db
          .select({ brand: savedCards.brand, last4: savedCards.last4 })
          .from(savedCards)
          .where(eq(savedCards.userId, id))
          .orderBy(asc(savedCards.createdAt)),
        db
          .select({
            id: orders.id,
            date: orders.createdAt,
            status: orders.status,
            paymentMethod: orders.paymentMethod,
            paid: orders.payment,
            amountPaise: orders.amountPaise,
            couponCode: orders.couponCode,
          })
          .from(orders)
          .where(eq(orders.userId, id))
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(200),
      ]);
      return {
        id: u.id,
        name: u.name,
        email: u.email,
        phone: u.phone ?? "",
        gender: u.gender ?? "",
        emailVerified: u.emailVerified,
        google: Boolean(u.google),
        joined: u.joined.toISOString(),
        addresses: addressRows,
        cards: cardRows,
        orders: orderRows.map((o) => ({
          id: o.id,
          number: orderNumber(o.id),
          date: o.date.toISOString(),
          status: o.status,
          paymentMethod: o.paymentMethod,
          paid: o.paid,
          amount: paiseToRupees(o.amountPaise),
          couponCode: o.couponCode,
        })),
      };
    },
  };
}
