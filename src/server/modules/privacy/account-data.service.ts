import { asc, eq, inArray, or, sql } from "drizzle-orm";
import { orderNumber } from "../../../domain/orders";
import type { Db } from "../../db/client";
import {
  addresses,
  customerQueries,
  grievances,
  newsletterSubscribers,
  orderItems,
  orders,
  returnRequests,
  reviews,
  savedCards,
  storeCredit,
  users,
} from "../../db/schema";
import type { Consents } from "./consents.service";

const rupees = (paise: number) => paise / 100;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Everything the store keeps on one shopper, as one JSON document they can download (DPDP Act
 * 2023, s. 11): what they told the store, what they bought, what they wrote and agreed to. Never
 * a password's hash, a session or a card's gateway token.
 */
export function createAccountData(db: Db, consents: Consents) {
  return {
    async of(userId: string) {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) return null;
      const email = user.email.toLowerCase();
      const [addressRows, cardRows, orderRows, reviewRows, consentRows, creditRows, queryRows, grievanceRows, newsletter] = await Promise.all([
        db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.createdAt)),
        db.select().from(savedCards).where(eq(savedCards.userId, userId)).orderBy(asc(savedCards.createdAt)),
        db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.createdAt)),
        db.select().from(reviews).where(eq(reviews.userId, userId)).orderBy(asc(reviews.createdAt)),
        consents.history(userId),
        db.select().from(storeCredit).where(eq(storeCredit.userId, userId)).orderBy(asc(storeCredit.id)),
        db
          .select()
          .from(customerQueries)
          .where(or(eq(customerQueries.userId, userId), sql`lower(${customerQueries.email}) = ${email}`))
          .orderBy(asc(customerQueries.createdAt)),
        db.select().from(grievances).where(sql`lower(${grievances.email}) = ${email}`).orderBy(asc(grievances.createdAt)),
        db.select().from(newsletterSubscribers).where(sql`lower(${newsletterSubscribers.email}) = ${email}`),
      ]);
      const orderIds = orderRows.map((o) => o.id);
      const [lineRows, returnRows] = orderIds.length
        ? await Promise.all([
            db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.id)),
            db.select().from(returnRequests).where(inArray(returnRequests.orderId, orderIds)).orderBy(asc(returnRequests.createdAt)),
          ])
        : [[], []];
      return {
        exportedAt: new Date().toISOString(),
        about:
          "Everything Dhaaga keeps about you. Amounts are in rupees. Card numbers and CVVs are never kept: a saved card is its brand, last four digits, expiry and name.",
        profile: {
          name: user.name,
          email: user.email,
          emailVerified: user.emailVerified,
          mobileNumber: user.mobileNumber,
          gender: user.gender,
          signsInWithGoogle: user.googleSub !== null,
          joined: user.createdAt.toISOString(),
        },
        addresses: addressRows.map((a) => ({
          street: a.street,
          city: a.city,
          state: a.state,
          zip: a.zip,
          country: a.country,
          saved: iso(a.createdAt),
        })),
        savedCards: cardRows.map((c) => ({ brand: c.brand, last4: c.last4, expiry: `${c.expiryMonth}/${c.expiryYear}`, nameOnCard: c.nameOnCard })),
        orders: orderRows.map((o) => ({
          number: orderNumber(o.id),
          placed: o.createdAt.toISOString(),
          status: o.status,
          paymentMethod: o.paymentMethod,
          paid: o.payment,
          invoiceNumber: o.invoiceNumber,
          total: rupees(o.amountPaise),
          storeCreditUsed: rupees(o.creditPaise),
          coupon: o.couponCode,
          deliveryAddress: o.address,
          shownInRecentlyBought: o.sharePurchase,
          courier: o.courier,
          trackingNumber: o.trackingNumber,
          refunded: iso(o.refundedAt),
          lines: lineRows
            .filter((l) => l.orderId === o.id)
            .map((l) => ({ name: l.name, size: l.size, colour: l.color, quantity: l.quantity, unitPrice: rupees(l.unitPricePaise) })),
          returns: returnRows
            .filter((r) => r.orderId === o.id)
            .map((r) => ({ kind: r.kind, status: r.status, refundTo: r.refundTo, refundAccount: r.refundAccount, asked: r.createdAt.toISOString() })),
        })),
        reviews: reviewRows.map((r) => ({ name: r.userName, rating: r.rating, comment: r.comment, written: r.createdAt.toISOString() })),
        consents: consentRows,
        storeCredit: creditRows.map((c) => ({
          amount: rupees(c.amountPaise),
          balanceAfter: rupees(c.balanceAfterPaise),
          kind: c.kind,
          note: c.note,
          at: c.createdAt.toISOString(),
        })),
        queries: queryRows.map((q) => ({ email: q.email, query: q.query, asked: q.createdAt.toISOString(), answered: iso(q.answeredAt) })),
        grievances: grievanceRows.map((g) => ({
          ticket: g.ticket,
          message: g.message,
          filed: g.createdAt.toISOString(),
          resolved: iso(g.resolvedAt),
        })),
        newsletter: newsletter.length > 0 ? { subscribed: newsletter[0]!.createdAt.toISOString() } : null,
      };
    },
  };
}

export type AccountData = ReturnType<typeof createAccountData>;
