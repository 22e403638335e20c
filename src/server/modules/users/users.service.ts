import { hash, verify } from "@node-rs/argon2";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import { addresses, savedCards, users } from "../../db/schema";
import { AppError } from "../../http/errors";
import { isCommonPassword } from "../auth/common-passwords";
import type { SessionStore } from "../auth/sessions";
import { cardBrand, cardExpired, digitsOnly, fullYear, INDIAN_PIN, isIndia, luhnValid } from "../../../domain/cards";

export const COMMON_PASSWORD = "This password is too common. Please choose another.";

/** The password rule for sign-up and reset: 8 to 128 characters, not one of the 100 most common. */
export const PasswordSchema = z
  .string({ error: "Password is required." })
  .min(8, "Password must be at least 8 characters.")
  .max(128, "Password must be at most 128 characters.")
  .refine((p) => !isCommonPassword(p), COMMON_PASSWORD);

export const EmailSchema = z
  .string({ error: "Email is required." })
  .trim()
  .toLowerCase()
  .max(254, "Please enter a valid email.")
  .pipe(z.email("Please enter a valid email."));

export const RegisterSchema = z.object({
  name: z.string({ error: "Name is required." }).trim().min(1, "Name is required.").max(80, "Name is too long."),
  email: EmailSchema,
  mobilenumber: z
    .string()
    .trim()
    .regex(/^\d{10,15}$/, "Mobile number must be 10 to 15 digits.")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  password: PasswordSchema,
  gender: z.enum(["Male", "Female", "Other"]).optional().or(z.literal("").transform(() => undefined)),
});

const INVALID_LOGIN_TEXT = "Invalid email or password.";

const text = (label: string, max: number) =>
  z.string({ error: `${label} is required.` }).trim().min(1, `${label} is required.`).max(max, `${label} is too long.`);

export const AddressSchema = z
  .object({
    street: text("Street", 200),
    city: text("City", 80),
    state: z.string().trim().max(80, "State is too long.").default(""),
    zip: text("ZIP code", 12),
    country: text("Country", 60),
  })
  .superRefine((a, ctx) => {
    if (isIndia(a.country) && !INDIAN_PIN.test(a.zip)) {
      ctx.addIssue({ code: "custom", path: ["zip"], message: "Please enter a valid 6-digit PIN code." });
    } else if (!/^[A-Za-z0-9 -]{3,12}$/.test(a.zip)) {
      ctx.addIssue({ code: "custom", path: ["zip"], message: "Please enter a valid ZIP code." });
    }
  });

/** What the add-card form sends. The number and CVV are checked here and then dropped. */
export const CardSchema = z
  .object({
    cardNumber: z
      .string({ error: "Card number is required." })
      .max(40, "Please enter a valid card number.")
      .transform(digitsOnly)
      .refine(luhnValid, "Please enter a valid card number."),
    nameOnCard: text("Name on card", 80),
    expiryMonth: z.coerce.number({ error: "Expiry month is required." }).int().min(1, "Please enter a valid expiry month.").max(12, "Please enter a valid expiry month."),
    expiryYear: z.coerce
      .number({ error: "Expiry year is required." })
      .int()
      .min(0, "Please enter a valid expiry year.")
      .max(2100, "Please enter a valid expiry year.")
      .transform(fullYear),
    cvv: z.string({ error: "CVV is required." }).regex(/^\d{3,4}$/, "Please enter a valid CVV."),
  })
  .superRefine((c, ctx) => {
    if (cardExpired(c.expiryMonth, c.expiryYear)) {
      ctx.addIssue({ code: "custom", path: ["expiryYear"], message: "This card has expired." });
    }
    if (c.expiryYear > new Date().getUTCFullYear() + 25) {
      ctx.addIssue({ code: "custom", path: ["expiryYear"], message: "Please enter a valid expiry year." });
    }
  });

/** POST /api/user/profile: the spec's body carries either a card or an address. */
export const ProfileWriteSchema = z.object({ card: CardSchema.optional(), address: AddressSchema.optional() }).refine(
  (b) => Boolean(b.card) !== Boolean(b.address),
  "Send either a card or an address.",
);

export const RemoveSchema = z.object({ id: z.uuid("Unknown id.") });

export const LoginSchema = z.object({
  email: z.string({ error: "Email is required." }).trim().toLowerCase().min(1, "Email is required.").max(254, INVALID_LOGIN_TEXT),
  password: z.string({ error: "Password is required." }).min(1, "Password is required.").max(128, INVALID_LOGIN_TEXT),
});

export const INVALID_LOGIN = INVALID_LOGIN_TEXT;
export const EMAIL_TAKEN = "An account with this email already exists.";

/** Passwords: argon2id with the library's defaults (m=19 MiB, t=2), as OWASP suggests. */
export const hashPassword = (password: string) => hash(password);

export interface ProfileDto {
  _id: string;
  name: string;
  email: string;
  mobilenumber: string;
  gender: string | null;
  addresses: { _id: string; street: string; city: string; state: string; zip: string; country: string }[];
  creditCards: { _id: string; brand: string; last4: string; nameOnCard: string; expiryMonth: number; expiryYear: number }[];
}

export function createUserService(db: Db, sessions: SessionStore) {
  return {
    async register(input: z.infer<typeof RegisterSchema>): Promise<{ token: string; userId: string }> {
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

    async login(input: z.infer<typeof LoginSchema>): Promise<{ token: string; userId: string }> {
      const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${input.email}`).limit(1);
      // Unknown email and wrong password answer alike, and take about as long.
      const ok = user?.passwordHash
        ? await verify(user.passwordHash, input.password)
        : (await verify(DUMMY_HASH, input.password), false);
      if (!user || !ok) throw new AppError("unauthorized", INVALID_LOGIN);
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
        mobilenumber: user.mobileNumber ?? "",
        gender: user.gender,
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

    async addAddress(userId: string, a: z.infer<typeof AddressSchema>): Promise<string> {
      const [row] = await db
        .insert(addresses)
        .values({ userId, street: a.street, city: a.city, state: a.state, zip: a.zip, country: a.country })
        .returning({ id: addresses.id });
      return row.id;
    },

    /** Keeps brand, last 4, expiry and name. The full number and the CVV end with this call. */
    async addCard(userId: string, card: z.infer<typeof CardSchema>): Promise<string> {
      const [row] = await db
        .insert(savedCards)
        .values({
          userId,
          brand: cardBrand(card.cardNumber),
          last4: card.cardNumber.slice(-4),
          expiryMonth: card.expiryMonth,
          expiryYear: card.expiryYear,
          nameOnCard: card.nameOnCard,
        })
        .returning({ id: savedCards.id });
      return row.id;
    },

    /** Only the owner's row goes; anyone else's id is "not found", so ids reveal nothing. */
    async removeAddress(userId: string, id: string): Promise<boolean> {
      const rows = await db.delete(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId))).returning({ id: addresses.id });
      return rows.length > 0;
    },

    async removeCard(userId: string, id: string): Promise<boolean> {
      const rows = await db.delete(savedCards).where(and(eq(savedCards.id, id), eq(savedCards.userId, userId))).returning({ id: savedCards.id });
      return rows.length > 0;
    },
  };
}

/** A hash to verify against when the email is unknown, so both answers cost the same. */
const DUMMY_HASH = "$argon2id$v=19$m=19456,t=2,p=1$Y0lVxFjAJ2d5AHjiO7dLWQ$us0cv9xSzc1y/UgKhkhM3P99sd0M1U0f59y6BjD3/cQ";

export type UserService = ReturnType<typeof createUserService>;
