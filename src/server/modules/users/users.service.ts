import { hash, verify } from "@node-rs/argon2";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import { addresses, savedCards, users } from "../../db/schema";
import { AppError } from "../../http/errors";
import type { SessionStore } from "../auth/sessions";

export const RegisterSchema = z.object({
  name: z.string({ error: "Name is required." }).trim().min(1, "Name is required.").max(80, "Name is too long."),
  email: z.string({ error: "Email is required." }).trim().toLowerCase().pipe(z.email("Please enter a valid email.")),
  mobilenumber: z
    .string()
    .trim()
    .regex(/^\d{10,15}$/, "Mobile number must be 10 to 15 digits.")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  password: z
    .string({ error: "Password is required." })
    .min(8, "Password must be at least 8 characters.")
    .max(128, "Password must be at most 128 characters."),
  gender: z.enum(["Male", "Female", "Other"]).optional().or(z.literal("").transform(() => undefined)),
});

export const LoginSchema = z.object({
  email: z.string({ error: "Email is required." }).trim().toLowerCase().min(1, "Email is required."),
  password: z.string({ error: "Password is required." }).min(1, "Password is required.").max(128),
});

export const INVALID_LOGIN = "Invalid email or password.";
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
  };
}

/** A hash to verify against when the email is unknown, so both answers cost the same. */
const DUMMY_HASH = "$argon2id$v=19$m=19456,t=2,p=1$Y0lVxFjAJ2d5AHjiO7dLWQ$us0cv9xSzc1y/UgKhkhM3P99sd0M1U0f59y6BjD3/cQ";

export type UserService = ReturnType<typeof createUserService>;
