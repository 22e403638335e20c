import { hash, verify } from "@node-rs/argon2";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { addresses, savedCards, users } from "../../db/schema";
import { AppError } from "../../http/errors";
import type { SessionStore } from "../auth/sessions.service";
import { type CardBody, INVALID_LOGIN, type ProfileAddressBody, type ProfileDto, type RegisterBody, type LoginBody } from "../../../contracts/users";
import { ACCOUNT_MESSAGES } from "../../../domain/messages";
import { addressKey, addressLine, type SavedAddressFields } from "../../../domain/saved-address";
import type * as z from "zod";

export const EMAIL_TAKEN = "An account with this email already exists.";

/** Passwords: argon2id with the library's defaults (m=19 MiB, t=2), as OWASP suggests. */
export const hashPassword = (password: string) => hash(password);

export function createUserService(db: Db, sessions: SessionStore) {
  /** Saves an address unless the account has it already: the new row's id, or the saved one that is the same place. */
  function saveAddress(userId: string, a: SavedAddressFields): Promise<{ id: string; same: SavedAddressFields | null }> {
    return db.transaction(async (tx) => {
      // One add at a time per account, so a double submit cannot slip two copies past the check.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
      const saved = await tx.select().from(addresses).where(eq(addresses.userId, userId));
      const key = addressKey(a);
      const same = saved.find((s) => addressKey(s) === key);
      if (same) return { id: same.id, same };
      const [row] = await tx
        .insert(addresses)
        .values({ userId, street: a.street, city: a.city, state: a.state, zip: a.zip, country: a.country })
        .returning({ id: addresses.id });
      return { id: row.id, same: null };
    });
  }

  return {
    async register(input: z.output<typeof RegisterBody>): Promise<{ token: string; userId: string }> {
      const passwordHash = await hashPassword(input.password);
      // The unique index on lower(email) decides between concurrent sign-ups.
      const [row] = await db
        .insert(users)
        .values({
          name: input.name,
          email: input.email,
          mobileNumber: input.mobilenumber ?? null,
          gender: input.gender ?? null,
          passwordHash,
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!row) throw new AppError("conflict", EMAIL_TAKEN, "email");
      return { token: await sessions.create(row.id), userId: row.id };
    },

    async login(input: z.output<typeof LoginBody>): Promise<{ token: string; userId: string }> {
      const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${input.email}`).limit(1);
      // Unknown email and wrong password answer alike, and take about as long.
      let ok = false;
      if (user?.passwordHash) ok = await verify(user.passwordHash, input.password);
      else await verify(DUMMY_HASH, input.password);
      if (!user || !ok || user.demo) throw new AppError("unauthorized", INVALID_LOGIN);
      return { token: await sessions.create(user.id), userId: user.id };
    },

    async profile(userId: string): Promise<ProfileDto | null> {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) return null;
      const [addressRows, cardRows] = await Promise.all([
        db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(addresses.createdAt),
        db.select().from(savedCards).where(eq(savedCards.userId, userId)).orderBy(savedCards.createdAt),
      ]);
      return {
        _id: user.id,
        name: user.name,
        email: user.email,
        emailVerified: user.emailVerified,
        mobilenumber: user.mobileNumber ?? "",
        gender: user.gender,
        emailLogin: user.passwordHash !== null,
        addresses: addressRows.map((a) => ({ _id: a.id, street: a.street, city: a.city, state: a.state, zip: a.zip, country: a.country })),
        creditCards: cardRows.map((c) => ({
          _id: c.id,
          brand: c.brand,
          last4: c.last4,
          nameOnCard: c.nameOnCard,
          expiryMonth: c.expiryMonth,
          expiryYear: c.expiryYear,
        })),
      };
    },

    /** Refuses (409, naming it) an address the account has saved already, however it is spaced or cased. */
    async addAddress(userId: string, a: z.output<typeof ProfileAddressBody>): Promise<string> {
      const { id, same } = await saveAddress(userId, a);
      if (same) throw new AppError("conflict", ACCOUNT_MESSAGES.addressAlreadySaved(addressLine(same)), "address");
      return id;
    },

    /**
     * Keeps an order's delivery address in the shopper's profile when the checkout's box asked for
     * it; one the account has saved already, however spaced or cased, is left as it is.
     */
    async keepOrderAddress(userId: string, a: { street: string; city: string; state: string; zipcode: string; country: string }): Promise<void> {
      await saveAddress(userId, { street: a.street, city: a.city, state: a.state, zip: a.zipcode, country: a.country });
    },

    /** Keeps brand, last 4, expiry and name: all the form asks for, and all a saved card is. */
    async addCard(userId: string, card: z.output<typeof CardBody>): Promise<string> {
      const [row] = await db
        .insert(savedCards)
        .values({
          userId,
          brand: card.brand,
          last4: card.last4,
          expiryMonth: card.expiryMonth,
          expiryYear: card.expiryYear,
          nameOnCard: card.nameOnCard,
        })
        .returning({ id: savedCards.id });
      return row.id;
    },

    /** Only the owner's row goes; anyone else's id is "not found", so ids reveal nothing. */
    async removeAddress(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(addresses)
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
        .returning({ id: addresses.id });
      return rows.length > 0;
    },

    async removeCard(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(savedCards)
        .where(and(eq(savedCards.id, id), eq(savedCards.userId, userId)))
        .returning({ id: savedCards.id });
      return rows.length > 0;
    },
  };
}

/** A hash to verify against when the email is unknown, so both answers cost the same. */
const DUMMY_HASH = "$argon2id$v=19$m=19456,t=2,p=1$Y0lVxFjAJ2d5AHjiO7dLWQ$us0cv9xSzc1y/UgKhkhM3P99sd0M1U0f59y6BjD3/cQ";

export type UserService = ReturnType<typeof createUserService>;
