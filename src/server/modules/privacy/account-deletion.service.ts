import { verify } from "@node-rs/argon2";
import { and, eq, inArray, isNull, notInArray, or, sql } from "drizzle-orm";
import { PRIVACY_MESSAGES } from "../../../domain/privacy";
import { CLOSED_STATUSES } from "../../../domain/order-states";
import { orderNumber } from "../../../domain/orders";
import { OPEN_RETURN_STATUSES } from "../../../domain/return-states";
import type { Mailer } from "../../adapters/mail/mailer";
import type { Db, Tx } from "../../db/client";
import { refundDueWhere } from "../../db/order-status-sql";
import {
  addresses,
  cartItems,
  consents,
  carts,
  customerQueries,
  emailVerifications,
  invoicePdfs,
  loginCodes,
  mailOutbox,
  newsletterSubscribers,
  orders,
  passwordResetCodes,
  returnRequests,
  reviews,
  savedCards,
  sessions,
  users,
} from "../../db/schema";
import { AppError } from "../../http/errors";
import type { Logger } from "../../http/logger";
import type { PasswordResetService } from "../auth/password-reset.service";
import { consentRow } from "./consents.service";

/** What an erased account's name, its reviews' names and its orders' buyer read. */
export const ERASED_NAME = "Deleted account";
export const ERASED_REVIEWER = "A Dhaaga shopper";
/** Frees the address for a new account and reaches nobody (RFC 2606's .invalid). */
export const erasedEmail = (userId: string) => `deleted-${userId}@erased.invalid`;

export const deletionMailText = (name: string) =>
  `Hello ${name},\n\nYour Dhaaga account is deleted, as you asked. Your name, phone number, saved addresses, saved cards and the name on your reviews are erased, and every sign-in has ended.\n\nGST law has us keep invoices for 72 months, so your orders stay on our books without your name, phone, email or street: only the city, state and PIN that say where the goods went.\n\nIf you did not ask for this, reply to this mail.\n`;

/**
 * Deletes a shopper's account (DPDP Act 2023, s. 12; decision 252): proven by the password, or a
 * mailed code for an account that signs in with Google only; refused while an order is on its
 * way, a refund is owed or a return is open. The account's row stays, erased, because orders and
 * invoices (kept for GST) and the store-credit ledger point at it.
 */
export function createAccountDeletion(deps: { db: Db; mailer: Mailer; logger: Logger; passwordReset: PasswordResetService }) {
  const { db, mailer, logger, passwordReset } = deps;

  /** The first thing that stops the deletion, as the sentence the shopper reads; null when none does. */
  async function blocker(tx: Tx, userId: string): Promise<string | null> {
    const mine = and(eq(orders.userId, userId), eq(orders.demo, false));
    // On its way: not closed, and owed for (cash on delivery, or paid). An online order left unpaid holds nothing.
    const [open] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(mine, notInArray(orders.status, CLOSED_STATUSES), or(eq(orders.paymentMethod, "cod"), eq(orders.payment, true))))
      .limit(1);
    if (open) return PRIVACY_MESSAGES.undelivered(orderNumber(open.id));
    const [owed] = await tx.select({ id: orders.id }).from(orders).where(and(mine, refundDueWhere())).limit(1);
    if (owed) return PRIVACY_MESSAGES.refundDue(orderNumber(owed.id));
    const [ret] = await tx
      .select({ orderId: returnRequests.orderId })
      .from(returnRequests)
      .where(and(eq(returnRequests.userId, userId), inArray(returnRequests.status, OPEN_RETURN_STATUSES)))
      .limit(1);
    if (ret) return PRIVACY_MESSAGES.returnOpen(orderNumber(ret.orderId));
    return null;
  }

  /** Everything that names the shopper, in one transaction with the account's row locked. */
  async function erase(tx: Tx, user: { id: string; email: string }) {
    const now = new Date();
    const email = user.email.toLowerCase();
    await tx
      .update(users)
      .set({
        name: ERASED_NAME,
        email: erasedEmail(user.id),
        mobileNumber: null,
        gender: null,
        passwordHash: null,
        googleSub: null,
        emailVerified: false,
        deletedAt: now,
      })
      .where(eq(users.id, user.id));
    await tx.delete(addresses).where(eq(addresses.userId, user.id));
    await tx.delete(savedCards).where(eq(savedCards.userId, user.id));
    await tx.update(reviews).set({ userName: ERASED_REVIEWER }).where(eq(reviews.userId, user.id));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
    for (const t of [passwordResetCodes, emailVerifications, loginCodes]) await tx.delete(t).where(eq(t.userId, user.id));
    await tx.delete(cartItems).where(eq(cartItems.userId, user.id));
    await tx.delete(carts).where(eq(carts.userId, user.id));
    await tx.delete(customerQueries).where(or(eq(customerQueries.userId, user.id), sql`lower(${customerQueries.email}) = ${email}`));
    await tx.delete(newsletterSubscribers).where(sql`lower(${newsletterSubscribers.email}) = ${email}`);
    await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.to}) = ${email}`);
    // Orders stay for GST, with the place of supply (city, state, PIN) and nothing that names the buyer.
    await tx
      .update(orders)
      .set({
        address: sql`${orders.address} || jsonb_build_object('firstName', ${ERASED_NAME}::text, 'lastName', '', 'email', '', 'phone', '', 'street', '')`,
        placedFrom: null,
      })
      .where(eq(orders.userId, user.id));
    // Invoices are drawn again from the erased orders when next asked for.
    await tx.delete(invoicePdfs).where(inArray(invoicePdfs.orderId, tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, user.id))));
    await tx.update(returnRequests).set({ refundAccount: null }).where(eq(returnRequests.userId, user.id));
    await tx.insert(consents).values(consentRow(user.id, "marketing", false, "account deleted"));
  }

  return {
    /** Mails the code that stands for the password of an account that signs in with Google only. */
    async sendCode(userId: string): Promise<void> {
      const [user] = await db.select({ email: users.email, passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
      if (!user) throw new AppError("unauthorized", PRIVACY_MESSAGES.codeNeeded);
      if (user.passwordHash) throw new AppError("conflict", PRIVACY_MESSAGES.passwordNeeded, "password");
      await passwordReset.sendCode(user.email, "delete");
    },

    async delete(userId: string, proof: { password?: string; code?: string }): Promise<void> {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user || user.deletedAt) throw new AppError("unauthorized", PRIVACY_MESSAGES.codeNeeded);
      if (user.passwordHash) {
        if (!proof.password) throw new AppError("bad_request", PRIVACY_MESSAGES.passwordNeeded, "password");
        if (!(await verify(user.passwordHash, proof.password).catch(() => false))) {
          throw new AppError("bad_request", PRIVACY_MESSAGES.passwordWrong, "password");
        }
      } else if (!proof.code) {
        throw new AppError("bad_request", PRIVACY_MESSAGES.codeNeeded, "code");
      }
      // Checked first, so a code is not spent on a deletion that cannot run.
      const first = await db.transaction((tx) => blocker(tx, userId));
      if (first) throw new AppError("conflict", first);
      if (!user.passwordHash && !(await passwordReset.useCode(userId, proof.code!))) {
        throw new AppError("bad_request", PRIVACY_MESSAGES.codeWrong, "code");
      }
      await db.transaction(async (tx) => {
        // The account's row is locked: an order placed meanwhile waits, then finds the account gone.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
        const now = await blocker(tx, userId);
        if (now) throw new AppError("conflict", now);
        await erase(tx, user);
      });
      logger.info("account deleted at the shopper's request", { userId });
      void mailer
        .send({ to: user.email, subject: "Your Dhaaga account is deleted", text: deletionMailText(user.name) })
        .catch((err) => logger.error("deletion mail failed", { error: String(err) }));
    },
  };
}

export type AccountDeletion = ReturnType<typeof createAccountDeletion>;
