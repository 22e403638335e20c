import * as z from "zod";
import { CARD_BRANDS, cardExpired, fullYear, INDIAN_PIN, isIndia } from "../domain/cards";
import { isCommonPassword } from "../domain/common-passwords";
import { Done, endpoints, ok } from "./endpoint";

export const COMMON_PASSWORD = "This password is too common. Please choose another.";
export const INVALID_LOGIN = "Invalid email or password.";

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

export const RegisterBody = z.object({
  name: z.string({ error: "Name is required." }).trim().min(1, "Name is required.").max(80, "Name is too long."),
  email: EmailSchema,
  mobilenumber: z
    .string()
    .trim()
    .regex(/^\d{10,15}$/, "Mobile number must be 10 to 15 digits.")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  password: PasswordSchema,
  gender: z
    .enum(["Male", "Female", "Other"])
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** The marketing consent's box, unticked unless the shopper ticks it (decision 252). */
  marketing: z.boolean({ error: "marketing must be true or false." }).optional(),
});
export type RegisterBody = z.input<typeof RegisterBody>;

export const LoginBody = z.object({
  email: z.string({ error: "Email is required." }).trim().toLowerCase().min(1, "Email is required.").max(254, INVALID_LOGIN),
  password: z.string({ error: "Password is required." }).min(1, "Password is required.").max(128, INVALID_LOGIN),
});
export type LoginBody = z.input<typeof LoginBody>;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} is too long.`);

/** An address kept in the profile (the checkout's delivery address is a different form). */
export const ProfileAddressBody = z
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

/**
 * A number as a form sends it: a JSON number, or its digits as text ("07"). Nothing else is read
 * as one (no true for 1, no [2030] for 2030); missing is "required", anything else `invalid`.
 */
const formWhole = (name: string, invalid: string) => {
  const digits = z
    .string()
    .trim()
    .min(1, `${name} is required.`)
    .regex(/^\d{1,4}$/, invalid);
  const missing = (input: unknown) => input === undefined || input === null;
  return z.union([z.number(), digits], { error: (issue) => (missing(issue.input) ? `${name} is required.` : invalid) }).transform(Number);
};

const BAD_MONTH = "Please enter a valid expiry month.";
const BAD_YEAR = "Please enter a valid expiry year.";

export const CARD_BRAND_MISSING = "Please choose the card's network.";
export const CARD_NUMBER_REFUSED = "The store never takes a full card number: send only its last 4 digits.";
export const CVV_REFUSED = "The store never takes a CVV.";

/** A field the store never takes: any value at all is refused, naming the field. */
const neverTaken = (message: string) =>
  z
    .unknown()
    .optional()
    .refine((v) => v === undefined, message);

/**
 * What the add-card form sends: what a saved card is (decision 216). A full number or a CVV is
 * refused, whatever it holds, so neither ever reaches the service.
 */
export const CardBody = z
  .object({
    brand: z.enum(CARD_BRANDS, { error: CARD_BRAND_MISSING }),
    last4: z
      .string({ error: "Last 4 digits are required." })
      .trim()
      .regex(/^\d{4}$/, "Please enter the last 4 digits of the card."),
    nameOnCard: text("Name on card", 80),
    expiryMonth: formWhole("Expiry month", BAD_MONTH).pipe(z.number().int(BAD_MONTH).min(1, BAD_MONTH).max(12, BAD_MONTH)),
    expiryYear: formWhole("Expiry year", BAD_YEAR).pipe(z.number().int(BAD_YEAR).min(0, BAD_YEAR).max(2100, BAD_YEAR)).transform(fullYear),
    cardNumber: neverTaken(CARD_NUMBER_REFUSED),
    cvv: neverTaken(CVV_REFUSED),
  })
  .superRefine((c, ctx) => {
    if (cardExpired(c.expiryMonth, c.expiryYear)) {
      ctx.addIssue({ code: "custom", path: ["expiryYear"], message: "This card has expired." });
    }
    if (c.expiryYear > new Date().getUTCFullYear() + 25) {
      ctx.addIssue({ code: "custom", path: ["expiryYear"], message: "Please enter a valid expiry year." });
    }
  })
  .transform(({ cardNumber: _n, cvv: _c, ...card }) => card);

/** POST /api/user/profile: the spec's body carries either a card or an address. */
export const ProfileWriteBody = z
  .object({ card: CardBody.optional(), address: ProfileAddressBody.optional() })
  .refine((b) => Boolean(b.card) !== Boolean(b.address), "Send either a card or an address.");
export type ProfileWriteBody = z.input<typeof ProfileWriteBody>;

export const RemoveBody = z.object({ id: z.uuid("Unknown id.") });

const Otp = z
  .string({ error: "OTP is required." })
  .trim()
  .regex(/^\d{6}$/, "Please enter the 6-digit OTP.");
export const SendOtpBody = z.object({ email: EmailSchema });
export const VerifyOtpBody = z.object({ email: EmailSchema, otp: Otp });
export const ResetBody = z.object({ email: EmailSchema, otp: Otp, password: PasswordSchema });
export const VerifyEmailBody = z.object({ token: z.string({ error: "Token is required." }).trim().min(1, "Token is required.").max(200) });
export const ExchangeBody = z.object({ code: z.string({ error: "Code is required." }).min(1).max(200) });

export const Profile = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  /** Proven by the mailed link, a reset code, or Google; until then mails to it carry no shopper's text. */
  emailVerified: z.boolean(),
  mobilenumber: z.string(),
  gender: z.string().nullable(),
  /** Signs in with a password (else with Google only): deleting the account asks for it, or for a mailed code. */
  emailLogin: z.boolean(),
  addresses: z.array(z.object({ _id: z.string(), street: z.string(), city: z.string(), state: z.string(), zip: z.string(), country: z.string() })),
  /** Never a number or a CVV: brand, last four, expiry and name. */
  creditCards: z.array(
    z.object({
      _id: z.string(),
      brand: z.string(),
      last4: z.string(),
      nameOnCard: z.string(),
      expiryMonth: z.number().int(),
      expiryYear: z.number().int(),
    }),
  ),
});
export type ProfileDto = z.infer<typeof Profile>;

export const DevMail = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.string(),
  at: z.string().describe("ISO 8601"),
});
export type DevMail = z.infer<typeof DevMail>;

const Session = ok({ token: z.string(), message: z.string() });

export const usersApi = endpoints({
  "POST /api/user/register": {
    summary: "Creates an account and answers with its session token.",
    body: RegisterBody,
    response: Session,
    errors: [400, 409, 429],
  },
  "POST /api/user/login": {
    summary: "Signs in with email and password.",
    body: LoginBody,
    response: Session,
    errors: [400, 401, 429],
  },
  "POST /api/user/logout": {
    summary: "Ends the session of the token sent, if any.",
    auth: "optional",
    response: Done,
  },
  "GET /api/user/profile": {
    summary: "The signed-in shopper's profile with saved addresses and cards.",
    auth: "user",
    response: ok({ user: Profile }),
    errors: [401, 404],
  },
  "POST /api/user/verify-email": {
    summary: "Uses the link mailed at sign-up (24 hours, once): the account's address becomes verified.",
    body: VerifyEmailBody,
    response: Done,
    errors: [400, 429],
  },
  "POST /api/user/verify-email/resend": {
    summary: "Mails a new verification link (older ones stop working); three an hour.",
    auth: "user",
    response: Done,
    errors: [401, 409, 429],
  },
  "POST /api/user/profile": {
    summary:
      "Saves an address (refused with 409 when the account has it already) or a card: brand, last four, expiry and name, all it is; a full number or a CVV is refused with 400.",
    auth: "user",
    body: ProfileWriteBody,
    response: ok({ id: z.string(), message: z.string() }),
    errors: [400, 401, 409],
  },
  "POST /api/user/profile/address/remove": {
    summary: "Removes one of the shopper's saved addresses.",
    auth: "user",
    body: RemoveBody,
    response: Done,
    errors: [400, 401, 404],
  },
  "POST /api/user/profile/card/remove": {
    summary: "Removes one of the shopper's saved cards.",
    auth: "user",
    body: RemoveBody,
    response: Done,
    errors: [400, 401, 404],
  },
  "POST /api/user/reset-password/send-otp": {
    summary: "Mails a 6-digit reset code (answered the same whether or not the account exists).",
    body: SendOtpBody,
    response: Done,
    errors: [400, 429],
  },
  "POST /api/user/reset-password/verify-otp": {
    summary: "Checks a reset code without using it up.",
    body: VerifyOtpBody,
    response: Done,
    errors: [400, 429],
  },
  "POST /api/user/reset-password": {
    summary: "Sets a new password with the reset code; every session of the account ends.",
    body: ResetBody,
    response: Done,
    errors: [400, 429],
  },
  "GET /api/user/auth/google": {
    summary: "Starts Google sign-in: redirects to Google, or back to /login?error=… when it cannot start.",
    produces: "redirect",
    status: 302,
    response: z.null(),
  },
  "GET /api/user/auth/google/callback": {
    summary: "Google's return: redirects to /login?code=… (a one-time code) or /login?error=….",
    produces: "redirect",
    status: 302,
    response: z.null(),
  },
  "POST /api/user/auth/exchange": {
    summary: "Trades the one-time code of Google's return for a session token.",
    body: ExchangeBody,
    response: Session,
    errors: [400],
  },
  "GET /api/user/dev-mailbox": {
    summary: "The mail outbox, for trying the store without SMTP (only with DEV_MAILBOX, only from this machine).",
    response: ok({ mails: z.array(DevMail) }),
    errors: [404],
  },
});
