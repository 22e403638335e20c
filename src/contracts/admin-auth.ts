import { z } from "zod";
import { CONSOLE_MESSAGES as M } from "../domain/console-messages";

/** Requests and answers of the console's sign-in: setup link, password, TOTP, staff invitations. */

export const ADMIN_ROLES = ["owner", "staff"] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const AdminEmailSchema = z
  .string({ error: M.emailInvalid })
  .trim()
  .toLowerCase()
  .max(254, M.emailInvalid)
  .pipe(z.email(M.emailInvalid));

export const AdminPasswordSchema = z
  .string({ error: M.passwordTooShort })
  .min(12, M.passwordTooShort)
  .max(128, M.passwordTooLong);

export const AdminNameSchema = z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(80, "Name is too long.");

const TokenSchema = z.string({ error: M.setupLinkInvalid }).min(20, M.setupLinkInvalid).max(200, M.setupLinkInvalid);

export const OwnerSetupRequest = z.object({
  token: TokenSchema,
  name: AdminNameSchema,
  email: AdminEmailSchema,
  password: AdminPasswordSchema,
});
export type OwnerSetupRequest = z.infer<typeof OwnerSetupRequest>;

export const AcceptInviteRequest = z.object({
  token: TokenSchema,
  name: AdminNameSchema,
  password: AdminPasswordSchema,
});
export type AcceptInviteRequest = z.infer<typeof AcceptInviteRequest>;

export const AdminLoginRequest = z.object({
  email: z.string({ error: "Email is required." }).trim().toLowerCase().min(1, "Email is required.").max(254, M.invalidLogin),
  password: z.string({ error: "Password is required." }).min(1, "Password is required.").max(128, M.invalidLogin),
});
export type AdminLoginRequest = z.infer<typeof AdminLoginRequest>;

/** A 6-digit TOTP code, or one of the recovery codes (xxxx-xxxx). */
export const SecondFactorRequest = z.object({
  code: z
    .string({ error: M.codeRequired })
    .trim()
    .min(1, M.codeRequired)
    .max(20, M.invalidCode)
    .transform((c) => c.replace(/\s+/g, "").toLowerCase()),
});
export type SecondFactorRequest = z.infer<typeof SecondFactorRequest>;

export const LoginAnswer = z.object({
  success: z.literal(true),
  /** "enrol": show the QR code and key, then ask for a code; "code": ask for a code. */
  next: z.enum(["enrol", "code"]),
  enrolment: z.object({ secret: z.string(), otpauthUrl: z.string(), qrSvg: z.string() }).optional(),
});
export type LoginAnswer = z.infer<typeof LoginAnswer>;

export const AdminMe = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ADMIN_ROLES),
});
export type AdminMe = z.infer<typeof AdminMe>;

export const SecondFactorAnswer = z.object({
  success: z.literal(true),
  admin: AdminMe,
  /** Only right after enrolment: shown once, never again. */
  recoveryCodes: z.array(z.string()).optional(),
});
export type SecondFactorAnswer = z.infer<typeof SecondFactorAnswer>;

export const InviteStaffRequest = z.object({ email: AdminEmailSchema });
export type InviteStaffRequest = z.infer<typeof InviteStaffRequest>;

export const StaffMember = AdminMe.extend({ createdAt: z.string(), disabled: z.boolean(), enrolled: z.boolean() });
export type StaffMember = z.infer<typeof StaffMember>;
