import { Hono } from "hono";
import { InboxQuery, ReplyBody, ThreadParams, ThreadStateBody } from "../../../contracts/admin-inbox";
import { CONSOLE_MESSAGES as M, mailNote } from "../../../domain/console-messages";
import type { AppEnv } from "../../http/types";
import { jsonBody, parseWith } from "../../http/validate";
import { actorOf } from "../audit/audit.service";

/** The inbox: customer queries and partner inquiries, each a thread answered by email. */
export function inboxRoutes() {
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await c.var.services.consoleInbox.list(parseWith(InboxQuery, c.req.query()))))
    .get("/:kind/:id", async (c) => {
      const { kind, id } = parseWith(ThreadParams, c.req.param());
      return c.json({ success: true, thread: await c.var.services.consoleInbox.thread(kind, id) });
    })
    .post("/:kind/:id/reply", async (c) => {
      const { kind, id } = parseWith(ThreadParams, c.req.param());
      const { body } = await jsonBody(c, ReplyBody, "rule");
      const { mail, thread } = await c.var.services.consoleInbox.reply(actorOf(c.var.admin), kind, id, body);
      if (mail === "failed") return c.json({ success: false, message: M.replyNotSent, thread }, 502);
      return c.json(
        {
          success: true,
          message: mail === "sent" ? M.replySent : `Reply saved in the thread and the outbox; ${mailNote(mail, "the sender")}.`,
          thread,
        },
        201,
      );
    })
    .post("/:kind/:id/state", async (c) => {
      const { kind, id } = parseWith(ThreadParams, c.req.param());
      const { answered } = await jsonBody(c, ThreadStateBody);
      await c.var.services.consoleInbox.setAnswered(actorOf(c.var.admin), kind, id, answered);
      return c.json({ success: true, message: answered ? "Marked answered." : "Marked open again." });
    });
}
