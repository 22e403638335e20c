import * as z from "zod";
import { CONSOLE_PASSWORD_LENGTH, CONSOLE_MESSAGES as M } from "../domain/console-messages";
import { Done, endpoints, ok } from "./endpoint";

/** Requests and answers of the console's sign-in: setup link, password, TOTP, staff invitations. */

export const ADMIN_ROLES = ["owner", "staff"] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const AdminEmailSchema = z.string({ error: M.emailInvalid }).trim().toLowerCase().max(254, M.emailInvalid).pipe(z.email(M.emailInvalid));

export const AdminPasswordSchema = z
  .string({ error: M.passwordTooShort })
  .min(CONSOLE_PASSWORD_LENGTH.min, M.passwordTooShort)
  .max(CONSOLE_PASSWORD_LENGTH.max, M.passwordTooLong);

export const AdminNameSchema = z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(80, "Name is too long.");

const TokenSchema = z.string({ error: M.setupLinkInvalid }).min(20, M.setupLinkInvalid).max(200, M.setupLinkInvalid);

/** The token of a setup or invitation link, as the page checks it before showing the form. */
export const LinkTokenQuery = z.object({ token: z.string({ error: M.setupLinkInvalid }).min(1, M.setupLinkInvalid).max(200, M.setupLinkInvalid) });

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

export const StaffInvitation = z.object({ email: z.string(), sentAt: z.string(), expiresAt: z.string() });
export type StaffInvitation = z.infer<typeof StaffInvitation>;
export const WithdrawInvitationRequest = z.object({ email: AdminEmailSchema });

/** An invitation made: mailed, or (no SMTP, or the mail failed) the link for the owner to pass on. */
export const InviteAnswer = z.object({ success: z.literal(true), message: z.string(), mailed: z.boolean(), link: z.string().optional() });
export type InviteAnswer = z.infer<typeof InviteAnswer>;

export const StaffIdParam = z.object({ id: z.uuid(M.accountNotFound) });

/** A console account changes its own password: the current one first. */
export const ChangePasswordRequest = z.object({
  currentPassword: z.string({ error: M.currentPasswordWrong }).min(1, M.currentPasswordWrong).max(128, M.currentPasswordWrong),
  newPassword: AdminPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

const AccountReady = ok({ admin: AdminMe, message: z.string() });

/** Signing in to the console: the only console calls that need no console session (writes still need the store's Origin). */
export const adminAuthApi = endpoints({
  "GET /api/admin-auth/setup": {
    summary: "Whether an owner setup link (from the command line) is still good to use.",
    query: LinkTokenQuery,
    response: ok({ valid: z.boolean() }),
    errors: [400],
  },
  "POST /api/admin-auth/setup": {
    summary: "Creates the owner's account from a setup link; the link is then used up. Sign in afterwards.",
    body: OwnerSetupRequest,
    status: 201,
    response: AccountReady,
    errors: [400, 403, 409, 429],
  },
  "GET /api/admin-auth/invite": {
    summary: "Whether a staff invitation link is still good, and the address it was sent to (null when it is not).",
    query: LinkTokenQuery,
    response: ok({ valid: z.boolean(), email: z.string().nullable() }),
    errors: [400],
  },
  "POST /api/admin-auth/invite": {
    summary: "Accepts a staff invitation: names the account and sets its password; the link is then used up.",
    body: AcceptInviteRequest,
    status: 201,
    response: AccountReady,
    errors: [400, 403, 409, 429],
  },
  "POST /api/admin-auth/login": {
    summary:
      "First step of signing in: checks email and password and sets a console cookie that only the second factor can finish. The answer says whether to enrol an authenticator (with its key and QR code) or ask for a code.",
    body: AdminLoginRequest,
    response: LoginAnswer,
    errors: [400, 401, 403, 429],
  },
  "POST /api/admin-auth/second-factor": {
    summary:
      "Second step, on the cookie the login set: a TOTP code or a recovery code makes the session live. Right after enrolment the answer carries the recovery codes, shown this once.",
    body: SecondFactorRequest,
    response: SecondFactorAnswer,
    errors: [400, 401, 403, 429],
  },
  "POST /api/admin-auth/logout": {
    summary: "Ends the console session named by the cookie, if any, and clears the cookie.",
    response: Done,
    errors: [403],
  },
  "GET /api/admin/me": {
    summary: "The signed-in console account.",
    auth: "console",
    response: ok({ admin: AdminMe }),
    errors: [401, 403],
  },
});

/** The owner's page of console accounts; a staff account is refused with 403. */
export const adminStaffApi = endpoints({
  "GET /api/admin/staff": {
    summary: "Every console account, owner and staff, oldest first, and the invitations still waiting, newest first.",
    auth: "console",
    response: ok({ staff: z.array(StaffMember), invitations: z.array(StaffInvitation) }),
    errors: [401, 403],
  },
  "POST /api/admin/staff/invite": {
    summary:
      "Mails a staff invitation link, good for 24 hours, to an address that has no account yet; older invitations to it stop working. When the mail does not go out (no SMTP, or a failure), the answer says so and carries the link.",
    auth: "console",
    body: InviteStaffRequest,
    status: 201,
    response: InviteAnswer,
    errors: [400, 401, 403, 409],
  },
  "POST /api/admin/staff/invitations/withdraw": {
    summary: "Ends the invitations waiting for an address: their links stop working.",
    auth: "console",
    body: WithdrawInvitationRequest,
    response: Done,
    errors: [400, 401, 403, 404],
  },
  "POST /api/admin/staff/{id}/disable": {
    summary:
      "Turns a console account off, staff or another owner; its sessions end at once. An owner cannot turn themself off, nor the last active owner.",
    auth: "console",
    params: StaffIdParam,
    response: ok({ member: StaffMember }),
    errors: [400, 401, 403, 404],
  },
  "POST /api/admin/staff/{id}/enable": {
    summary: "Turns a disabled console account back on.",
    auth: "console",
    params: StaffIdParam,
    response: ok({ member: StaffMember }),
    errors: [400, 401, 403, 404],
  },
  "POST /api/admin/staff/{id}/reset-authenticator": {
    summary:
      "For a lost authenticator: forgets another account's authenticator key and recovery codes and ends its sessions; it sets up a new authenticator at its next sign-in.",
    auth: "console",
    params: StaffIdParam,
    response: ok({ member: StaffMember, message: z.string() }),
    errors: [400, 401, 403, 404],
  },
});

/** The signed-in account's own security: its password and its other sessions. */
export const adminAccountApi = endpoints({
  "POST /api/admin/account/password": {
    summary: "Changes the signed-in account's password; the current one is needed. Every other session of the account ends.",
    auth: "console",
    body: ChangePasswordRequest,
    response: Done,
    errors: [400, 401, 403, 429],
  },
  "POST /api/admin/account/sessions/end-others": {
    summary: "Ends every session of the signed-in account but this one.",
    auth: "console",
    response: Done,
    errors: [401, 403],
  },
});
