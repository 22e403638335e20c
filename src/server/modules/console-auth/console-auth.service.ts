import type { AdminLoginRequest, ChangePasswordRequest, OwnerSetupRequest } from "../../../contracts/admin-auth";
import type { Db } from "../../db/client";
import type { RateLimiter } from "../../http/rate-limit";
import type { Actor } from "../audit/audit.service";
import { ownerExists } from "./console-accounts.service";
import { logout, sessionAdmin } from "./console-sessions";
import { changePassword, endOtherSessions } from "./own-account";
import { createOwnerFromLink, ownerSetupLink, setupLinkValid } from "./owner-setup";
import { passwordStep, secondFactorStep } from "./sign-in";

/**
 * Signing in to the console: the first owner's setup link (owner-setup.ts), the password step and
 * the second factor (sign-in.ts, second-factor-codes.ts), sessions (console-sessions.ts) and an
 * account's own password and sessions (own-account.ts). Staff and invitations are staff/.
 */
export function createConsoleAuth(opts: { db: Db; publicUrl: string; rateLimiter: RateLimiter }) {
  const { db, rateLimiter } = opts;
  return {
    ownerExists: () => ownerExists(db),
    ownerSetupLink: () => ownerSetupLink(db, opts.publicUrl),
    setupLinkValid: (token: string) => setupLinkValid(db, token),
    createOwnerFromLink: (input: OwnerSetupRequest) => createOwnerFromLink(db, input),
    login: (input: AdminLoginRequest) => passwordStep(db, input),
    secondFactor: (token: string | undefined, code: string) => secondFactorStep(db, rateLimiter, token, code),
    sessionAdmin: (token: string | undefined) => sessionAdmin(db, token),
    logout: (token: string | undefined) => logout(db, token),
    changePassword: (actor: Actor, token: string, input: ChangePasswordRequest) => changePassword(db, rateLimiter, actor, token, input),
    endOtherSessions: (actor: Actor, token: string) => endOtherSessions(db, actor, token),
  };
}

export type ConsoleAuth = ReturnType<typeof createConsoleAuth>;
