import { eq } from "drizzle-orm";
import type { Recipient } from "../../adapters/notifications/notifier";
import type { Db, Tx } from "../../db/client";
import { users } from "../../db/schema";
import type { OrderRow } from "./order.dto";

/**
 * Whom the shop tells about an order: the account that placed it, at its email address (the one
 * a shopper proves, and the one the mail's version for unproven addresses is chosen by), with
 * the delivery form's phone number and first name for the channels that use them.
 */
export function recipientOf(o: OrderRow, accountEmail: string | undefined): Recipient {
  const address = (o.address ?? {}) as { phone?: string; firstName?: string };
  return { email: accountEmail, phone: address.phone, firstName: address.firstName };
}

/** The same, looking up the account's address. */
export async function orderRecipient(db: Db | Tx, o: OrderRow): Promise<Recipient> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, o.userId));
  return recipientOf(o, user?.email);
}
