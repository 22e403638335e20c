import { Hono } from "hono";
import { type InviteAnswer, InviteStaffRequest, StaffIdParam as IdParam, WithdrawInvitationRequest } from "../../../contracts/admin-auth";
import { mailSentence } from "../../../domain/console-messages";
import type { AppEnv } from "../../http/types";
import { jsonBody, parseWith } from "../../http/validate";
import { requireOwner } from "../../http/console-gate";
import { actorOf } from "../console-auth/console-accounts.service";

/** The outbox keeps the invitation without its link: the links table holds only the link's hash, and so does the outbox. */
const LINK_NOT_KEPT = "[sent by email, not kept]";

const inviteText = (url: string) =>
  `Hello,\n\nYou are invited to run the Dhaaga shop. Choose your password within 24 hours:\n${url}\n\nIf you did not expect this, ignore this mail.\n`;

/** The owner's page of console accounts. */
export function staffRoutes() {
  return new Hono<AppEnv>()
    .use(requireOwner)
    .get("/", async (c) => {
      const { consoleAccounts } = c.var.services;
      const [staff, invitations] = await Promise.all([consoleAccounts.listStaff(), consoleAccounts.pendingInvitations()]);
      return c.json({ success: true, staff, invitations });
    })
    .post("/invite", async (c) => {
      const { email } = await jsonBody(c, InviteStaffRequest);
      const { consoleAccounts, mailer } = c.var.services;
      const link = await consoleAccounts.inviteStaff(actorOf(c.var.admin), email);
      const mail = await mailer.send({
        to: email,
        subject: "Your Dhaaga console invitation",
        text: inviteText(link),
        redactedText: inviteText(LINK_NOT_KEPT),
      });
      const answer: InviteAnswer =
        mail.status === "sent"
          ? { success: true, message: `Invitation sent to ${email}.`, mailed: true }
          : {
              success: true,
              message: `${mailSentence(mail.status, email)} Give ${email} this link yourself; it works for 24 hours.`,
              mailed: false,
              link,
            };
      return c.json(answer, 201);
    })
    .post("/invitations/withdraw", async (c) => {
      const { email } = await jsonBody(c, WithdrawInvitationRequest);
      await c.var.services.consoleAccounts.withdrawInvitation(actorOf(c.var.admin), email);
      return c.json({ success: true, message: `The invitation to ${email} is withdrawn.` });
    })
    .post("/:id/disable", async (c) => {
      const { id } = parseWith(IdParam, c.req.param());
      return c.json({ success: true, member: await c.var.services.consoleAccounts.setAccountDisabled(actorOf(c.var.admin), id, true) });
    })
    .post("/:id/enable", async (c) => {
      const { id } = parseWith(IdParam, c.req.param());
      return c.json({ success: true, member: await c.var.services.consoleAccounts.setAccountDisabled(actorOf(c.var.admin), id, false) });
    })
    .post("/:id/reset-authenticator", async (c) => {
      const { id } = parseWith(IdParam, c.req.param());
      return c.json({ success: true, ...(await c.var.services.consoleAccounts.resetAuthenticator(actorOf(c.var.admin), id)) });
    });
}
