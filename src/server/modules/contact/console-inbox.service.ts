import { asc, count, eq, isNull, sql } from "drizzle-orm";
import { INBOX_PAGE_SIZE, type InboxPage, type InboxQuery, type InboxThread, type ThreadKind } from "../../../contracts/admin-inbox";
import { CONSOLE_MESSAGES as M } from "../../../domain/console-messages";
import type { Mailer, MailResult } from "../../adapters/mail/mailer";
import type { Db } from "../../db/client";
import { customerQueries, inboxReplies, partnerInquiries, users } from "../../db/schema";
import { containing } from "../../db/search-text";
import { AppError } from "../../http/errors";
import { type Actor, recordAudit } from "../audit/audit.service";

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;
const iso = (d: unknown) => new Date(d as string).toISOString();
const CUSTOMER_QUERY = "Customer query";

/** One thread's table, the column its replies point at, and how it reads as a thread. */
const TABLES = {
  query: { table: customerQueries, replyColumn: inboxReplies.queryId },
  partner: { table: partnerInquiries, replyColumn: inboxReplies.inquiryId },
} as const;

/**
 * The console's inbox: customer queries and partner inquiries in one list, open until answered.
 * A reply is kept in the thread first, then mailed through the mail adapter (which stores it in
 * the outbox before sending), so a failing mail server loses nothing.
 */
export function createConsoleInbox(deps: { db: Db; mailer: Mailer; teamEmail: string }) {
  const { db } = deps;

  async function findThread(kind: ThreadKind, id: string): Promise<InboxThread> {
    let head: Omit<InboxThread, "replies" | "kind">;
    if (kind === "query") {
      const [q] = await db
        .select({ q: customerQueries, name: users.name, phone: users.mobileNumber })
        .from(customerQueries)
        .leftJoin(users, eq(users.id, customerQueries.userId))
        .where(eq(customerQueries.id, id));
      if (!q) throw new AppError("not_found", M.threadNotFound, "id");
      head = {
        id,
        name: q.name ?? "",
        email: q.q.email,
        phone: q.phone ?? "",
        subject: CUSTOMER_QUERY,
        message: q.q.query,
        date: q.q.createdAt.toISOString(),
        answered: Boolean(q.q.answeredAt),
      };
    } else {
      const [p] = await db.select().from(partnerInquiries).where(eq(partnerInquiries.id, id));
      if (!p) throw new AppError("not_found", M.threadNotFound, "id");
      head = {
        id,
        name: `${p.firstName} ${p.lastName}`.trim(),
        email: p.email,
        phone: p.phoneNumber,
        subject: p.topic,
        message: p.message,
        date: p.createdAt.toISOString(),
        answered: Boolean(p.answeredAt),
      };
    }
    const replies = await db
      .select()
      .from(inboxReplies)
      .where(eq(TABLES[kind].replyColumn, id))
      .orderBy(asc(inboxReplies.createdAt), asc(inboxReplies.id));
    return {
      kind,
      ...head,
      replies: replies.map((r) => ({
        id: r.id,
        body: r.body,
        authorEmail: r.authorEmail,
        date: r.createdAt.toISOString(),
        mailStatus: r.mailStatus,
      })),
    };
  }

  /** Sets or clears the thread's answered mark; false when it was already so. */
  async function mark(tx: Pick<Db, "update">, kind: ThreadKind, id: string, answered: boolean): Promise<boolean> {
    const { table } = TABLES[kind];
    const set = { answeredAt: answered ? new Date() : null };
    const changed = await tx
      .update(table)
      .set(set)
      .where(sql`${table.id} = ${id} and (${table.answeredAt} is null) = ${answered}`)
      .returning({ id: table.id });
    return changed.length > 0;
  }

  return {
    /** Queries and inquiries still waiting for an answer: what the dashboard shows as open. */
    async countOpenQueries(): Promise<number> {
      const [[a], [b]] = await Promise.all([
        db.select({ n: count() }).from(customerQueries).where(isNull(customerQueries.answeredAt)),
        db.select({ n: count() }).from(partnerInquiries).where(isNull(partnerInquiries.answeredAt)),
      ]);
      return Number(a?.n ?? 0) + Number(b?.n ?? 0);
    },

    async list(q: InboxQuery): Promise<InboxPage> {
      const like = containing(q.q);
      const res = await db.execute(sql`
        with threads as (
          select 'query' as kind, cq.id, coalesce(u.name, '') as name, cq.email, ${CUSTOMER_QUERY}::text as subject, cq.query as message,
            cq.created_at, cq.answered_at, (select count(*) from inbox_replies r where r.query_id = cq.id)::int as replies
          from customer_queries cq left join users u on u.id = cq.user_id
          union all
          select 'partner', pi.id, trim(pi.first_name || ' ' || pi.last_name), pi.email, pi.topic, pi.message,
            pi.created_at, pi.answered_at, (select count(*) from inbox_replies r where r.inquiry_id = pi.id)::int
          from partner_inquiries pi
        )
        select *, count(*) over ()::int as n from threads
        where (${q.kind}::text = 'all' or kind = ${q.kind}::text)
          and (${q.state}::text = 'all' or (answered_at is null) = ${q.state === "open"}::boolean)
          and (${q.q}::text = '' or name ilike ${like} or email ilike ${like} or subject ilike ${like} or message ilike ${like})
        order by created_at desc, id desc
        limit ${INBOX_PAGE_SIZE} offset ${(q.page - 1) * INBOX_PAGE_SIZE}`);
      const rows = rowsOf<Record<string, unknown>>(res);
      const total = rows[0] ? Number(rows[0].n) : 0;
      return {
        success: true,
        threads: rows.map((r) => ({
          kind: r.kind as ThreadKind,
          id: String(r.id),
          name: String(r.name),
          email: String(r.email),
          subject: String(r.subject),
          excerpt: String(r.message).slice(0, 140),
          date: iso(r.created_at),
          answered: r.answered_at != null,
          replies: Number(r.replies),
        })),
        total,
        page: q.page,
        pages: Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE)),
      };
    },

    thread: findThread,

    /**
     * Keeps the reply in the thread and marks it answered (with its audit line), then mails it.
     * The answer says whether the mail went; the reply is kept either way.
     */
    async reply(actor: Actor, kind: ThreadKind, id: string, body: string): Promise<{ mail: MailResult["status"]; thread: InboxThread }> {
      const thread = await findThread(kind, id);
      const replyId = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(inboxReplies)
          .values({ [kind === "query" ? "queryId" : "inquiryId"]: id, body, authorEmail: actor.email })
          .returning({ id: inboxReplies.id });
        await mark(tx, kind, id, true);
        await recordAudit(tx, actor, {
          action: "inbox.reply",
          targetType: kind === "query" ? "customer_query" : "partner_inquiry",
          targetId: id,
          before: { answered: thread.answered, replies: thread.replies.length },
          after: { answered: true, replies: thread.replies.length + 1, reply: body },
        });
        return row!.id;
      });
      const quoted = thread.message
        .split("\n")
        .map((l) => `> ${l}`)
        .join("\n");
      const mail = await deps.mailer.send({
        to: thread.email,
        replyTo: deps.teamEmail,
        subject: `Re: ${thread.subject}`,
        text: `${thread.name ? `Dear ${thread.name},\n\n` : ""}${body}\n\nDhaaga\n\nYou wrote on ${thread.date.slice(0, 10)}:\n${quoted}\n`,
      });
      await db.update(inboxReplies).set({ mailId: mail.id, mailStatus: mail.status }).where(eq(inboxReplies.id, replyId));
      return { mail: mail.status, thread: await findThread(kind, id) };
    },

    /** Marks a thread answered without a mail (answered by phone, say) or open again. */
    async setAnswered(actor: Actor, kind: ThreadKind, id: string, answered: boolean): Promise<void> {
      await findThread(kind, id);
      await db.transaction(async (tx) => {
        if (!(await mark(tx, kind, id, answered))) throw new AppError("conflict", answered ? M.threadAlreadyAnswered : M.threadAlreadyOpen);
        await recordAudit(tx, actor, {
          action: answered ? "inbox.answered" : "inbox.reopen",
          targetType: kind === "query" ? "customer_query" : "partner_inquiry",
          targetId: id,
          before: { answered: !answered },
          after: { answered },
        });
      });
    },
  };
}

export type ConsoleInbox = ReturnType<typeof createConsoleInbox>;
