import { Hono } from "hono";
import { type InviteAnswer, InviteStaffRequest, StaffIdParam as IdParam, WithdrawInvitationRequest } from "../../../contracts/admin-auth";
import { mailSentence } from "../../../domain/console-messages";
import type { AppEnv } from "../../http/types";
import { jsonBody, parseWith } from "../../http/validate";
import { requireOwner } from "../../http/console-gate";
import { actorOf } from "../audit/audit.service";
import { invitationMail } from "./invitation-mail";

/** The owner's page of console accounts. */
export function staffRoutes() {
  return new Hono<AppEnv>()
    .use(requireOwner)
    .get("/", async (c) => {
      const [staff, invitations] = await Promise.all([c.var.services.staff.listStaff(), c.var.services.staff.pendingInvitations()]);
      return c.json({ success: true, staff, invitations });
    })
    .post("/invite", async (c) => {
      const { email } = await jsonBody(c, InviteStaffRequest);
      const { staff, mailer } = c.var.services;
      const link = await staff.inviteStaff(actorOf(c.var.admin), email);
      const mail = await mailer.send({ to: email, ...invitationMail(link) });
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
      await c.var.services.staff.withdrawInvitation(actorOf(c.var.admin), email);
      return c.json({ success: true, message: `The invitation to ${email} is withdrawn.` });
    })
    .post("/:id/disable", async (c) => {
      const { id } = parseWith(IdParam, c.req.param());
      return c.json({ success: true, member: await c.var.services.staff.setAccountDisabled(actorOf(c.var.admin), id, true) });
    })
    .post("/:id/enable", async (c) => {
      const { id } = parseWith(IdParam, c.req.param());
      return c.json({ success: true, member: await c.var.services.staff.setAccountDisabled(actorOf(c.var.admin), id, false) });
    })
    .post("/:id/reset-authenticator", async (c) => {
      const { id } = parseWith(IdParam, c.req.param());
      return c.json({ success: true, ...(await c.var.services.staff.resetAuthenticator(actorOf(c.var.admin), id)) });
    });
}
