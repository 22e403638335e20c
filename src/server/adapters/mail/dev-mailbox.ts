import { desc } from "drizzle-orm";
import type { DevMail } from "../../../contracts/users";
import type { Context } from "hono";
import type { Db } from "../../db/client";
import { mailOutbox } from "../../db/schema";
import type { AppEnv } from "../../http/types";

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (how a dual-stack socket reports 127.0.0.1). */
export function isLoopback(address: string): boolean {
  const v4 = address.replace(/^::ffff:/i, "");
  return address === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * The development mailbox shows reset codes, so besides DEV_MAILBOX it answers only to a client
 * on this machine. A forwarded request that the store was not told to trust (a proxy on this
 * machine in front of it) comes from a loopback socket but not from a local person: refused.
 */
export function devMailboxOpen(c: Context<AppEnv>): boolean {
  const { config } = c.var;
  if (!config.devMailbox) return false;
  const forwarded = c.req.header("x-forwarded-for") ?? c.req.header("forwarded") ?? c.req.header("x-real-ip");
  if (forwarded && !config.trustProxy) return false;
  return isLoopback(c.var.clientIp);
}

export async function readOutbox(db: Db): Promise<DevMail[]> {
  const mails = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(50);
  return mails.map((m) => ({ id: m.id, to: m.to, subject: m.subject, text: m.text, status: m.status, at: m.createdAt.toISOString() }));
}
