import { Hono } from "hono";
import { InviteStaffRequest, StaffIdParam as IdParam } from "../../../contracts/admin-auth";
import type { AppEnv } from "../../http/types";
import { jsonBody, parseWith } from "../../http/validate";
import { requireOwner } from "./console-auth";
import { actorOf } from "./console-accounts.service";

const inviteText = (url: string) =>
  `Hello,\n\nYou are invited to run the Dhaaga shop. Choose your password within 24 hours:\n${url}\n\nIf you did not expect this, ignore this mail.\n`;

/** The owner's page of console accounts. */
export function staffRoutes() {
  return new Hono<AppEnv>()
    .use(requireOwner)
    .get("/", async (c) => c.json({ success: true, staff: await c.var.services.consoleAccounts.listStaff() }))
    .post("/invite", async (c) => {
      const { email } = await jsonBody(c, InviteStaffRequest);
      const { consoleAccounts, mailer } = c.var.services;
      const link = await consoleAccounts.inviteStaff(actorOf(c.var.admin), email);
      await mailer.send({ to: email, subject: "Your Dhaaga console invitation", text: inviteText(link) });
      return c.json({ success: true, message: `Invitation sent to ${email}.` }, 201);
    })
    .post("/:id/disable", async (c) => {
      const { id } = parseWith(IdParam, c.req.param());
      return c.json({ success: true, member: await c.var.services.consoleAccounts.setStaffDisabled(actorOf(c.var.admin), id, true) });
    })
    .post("/:id/enable", async (c) => {
      const { id } = parseWith(IdParam, c.req.param());
      return c.json({ success: true, member: await c.var.services.consoleAccounts.setStaffDisabled(actorOf(c.var.admin), id, false) });
    });
}
