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

/** The name the request was sent to (the Host header), without port or IPv6 brackets. */
function requestedHost(c: Context<AppEnv>): string {
  const host = c.req.header("host") ?? new URL(c.req.url).host;
  return host
    .replace(/:\d+$/, "")
    .replace(/^\[(.*)\]$/, "$1")
    .toLowerCase();
}

/**
 * A page on another site can point its own name at 127.0.0.1 (DNS rebinding) and read this
 * machine's store as if it were its own origin: the browser then sends that site's name as Host.
 * Only names that mean this store are answered.
 */
export function hostIsOurs(c: Context<AppEnv>): boolean {
  const host = requestedHost(c);
  return host === "localhost" || isLoopback(host) || host === new URL(c.var.config.publicUrl).hostname.replace(/^\[(.*)\]$/, "$1").toLowerCase();
}

/**
 * The development mailbox shows reset codes, so besides DEV_MAILBOX it answers only to a client
 * on this machine, asking for this store by a name that is its own. A forwarded request that the
 * store was not told to trust (a proxy on this machine in front of it) comes from a loopback
 * socket but not from a local person: refused.
 */
export function devMailboxOpen(c: Context<AppEnv>): boolean {
  const { config } = c.var;
  if (!config.devMailbox) return false;
  if (!hostIsOurs(c)) return false;
  const forwarded = c.req.header("x-forwarded-for") ?? c.req.header("forwarded") ?? c.req.header("x-real-ip");
  if (forwarded && !config.trustProxy) return false;
  return isLoopback(c.var.clientIp);
}

export async function readOutbox(db: Db): Promise<DevMail[]> {
  const mails = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(50);
  return mails.map((m) => ({ id: m.id, to: m.to, subject: m.subject, text: m.text, status: m.status, at: m.createdAt.toISOString() }));
}
