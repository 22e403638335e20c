import type { AcceptInviteRequest, AdminRole } from "../../../contracts/admin-auth";
import type { Db } from "../../db/client";
import type { Actor } from "../audit/audit.service";
import { acceptInvite, inviteEmail, inviteStaff, pendingInvitations, withdrawInvitation } from "./invitations";
import { createFromCommandLine, listStaff, resetAuthenticator, resetAuthenticatorByEmail, setAccountDisabled } from "./staff-accounts";

/**
 * The console's people: staff invitations (invitations.ts) and the owner's, or the command line's,
 * care of accounts (staff-accounts.ts). Signing in is console-auth/.
 */
export function createStaff(opts: { db: Db; publicUrl: string }) {
  const { db } = opts;
  return {
    listStaff: () => listStaff(db),
    inviteStaff: (actor: Actor, email: string) => inviteStaff(db, opts.publicUrl, actor, email),
    pendingInvitations: () => pendingInvitations(db),
    withdrawInvitation: (actor: Actor, email: string) => withdrawInvitation(db, actor, email),
    inviteEmail: (token: string) => inviteEmail(db, token),
    acceptInvite: (input: AcceptInviteRequest) => acceptInvite(db, input),
    createFromCommandLine: (actor: Actor, input: { email: string; name: string; role: AdminRole; password: string }) =>
      createFromCommandLine(db, actor, input),
    resetAuthenticator: (actor: Actor, id: string) => resetAuthenticator(db, actor, id),
    resetAuthenticatorByEmail: (actor: Actor, email: string) => resetAuthenticatorByEmail(db, actor, email),
    setAccountDisabled: (actor: Actor, id: string, disabled: boolean) => setAccountDisabled(db, actor, id, disabled),
  };
}

export type Staff = ReturnType<typeof createStaff>;
