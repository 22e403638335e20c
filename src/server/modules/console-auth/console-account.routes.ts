import { Hono } from "hono";
import { ChangePasswordRequest } from "../../../contracts/admin-auth";
import { CONSOLE_MESSAGES as M } from "../../../domain/console-messages";
import type { AppEnv } from "../../http/types";
import { jsonBody } from "../../http/validate";
import { consoleToken } from "../../http/console-gate";
import { actorOf } from "../audit/audit.service";

/** The signed-in account's own security: its password and its other sessions. */
export function accountRoutes() {
  return new Hono<AppEnv>()
    .post("/password", async (c) => {
      const input = await jsonBody(c, ChangePasswordRequest);
      await c.var.services.consoleAuth.changePassword(actorOf(c.var.admin), consoleToken(c)!, input);
      return c.json({ success: true, message: M.passwordChanged });
    })
    .post("/sessions/end-others", async (c) => {
      await c.var.services.consoleAuth.endOtherSessions(actorOf(c.var.admin), consoleToken(c)!);
      return c.json({ success: true, message: M.otherSessionsEnded });
    });
}
