import * as z from "zod";
import { Done, endpoints } from "./endpoint";

export const INBOX_PAGE_SIZE = 30;
export const REPLY_MAX = 5000;

const pageNumber = z.coerce
  .number({ error: "page must be a whole number from 1." })
  .int("page must be a whole number from 1.")
  .min(1, "page must be a whole number from 1.")
  .default(1);

export const InboxQuery = z.object({
  q: z.string().trim().max(100, "Search is at most 100 characters.").optional().default(""),
  state: z
    .enum(["open", "answered", "all"], { error: "state must be open, answered or all." })
    .optional()
    .default("open")
    .or(z.literal("").transform(() => "open" as const)),
  kind: z
    .enum(["all", "query", "partner"], { error: "kind must be all, query or partner." })
    .optional()
    .default("all")
    .or(z.literal("").transform(() => "all" as const)),
  page: pageNumber,
});
export type InboxQuery = z.infer<typeof InboxQuery>;

/** A customer query (contact form, from a signed-in shopper) or a partner inquiry (partner form). */
export const ThreadKind = z.enum(["query", "partner"], { error: "kind must be query or partner." });
export type ThreadKind = z.infer<typeof ThreadKind>;

export const InboxRow = z.object({
  kind: ThreadKind,
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  excerpt: z.string(),
  date: z.string(),
  answered: z.boolean(),
  replies: z.number(),
});
export type InboxRow = z.infer<typeof InboxRow>;

export const InboxPage = z.object({
  success: z.literal(true),
  threads: z.array(InboxRow),
  total: z.number(),
  page: z.number(),
  pages: z.number(),
});
export type InboxPage = z.infer<typeof InboxPage>;

export const InboxReply = z.object({
  id: z.string(),
  body: z.string(),
  authorEmail: z.string(),
  date: z.string(),
  /** The mail that carried it: "sent", "stored" (kept in the outbox, no SMTP), "failed" or "pending". */
  mailStatus: z.string(),
});
export type InboxReply = z.infer<typeof InboxReply>;

export const InboxThread = z.object({
  kind: ThreadKind,
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  date: z.string(),
  answered: z.boolean(),
  replies: z.array(InboxReply),
});
export type InboxThread = z.infer<typeof InboxThread>;

export const ThreadAnswer = z.object({ success: z.literal(true), thread: InboxThread });
export type ThreadAnswer = z.infer<typeof ThreadAnswer>;

export const ThreadParams = z.object({ kind: ThreadKind, id: z.uuid("No message with this id.") });

export const ReplyBody = z.object({
  body: z.string({ error: "Write a reply." }).trim().min(1, "Write a reply.").max(REPLY_MAX, `A reply is at most ${REPLY_MAX} characters.`),
});
export type ReplyBody = z.input<typeof ReplyBody>;

export const ThreadStateBody = z.object({
  answered: z.boolean({ error: "answered must be true or false." }),
});

export const ReplyAnswer = z.object({ success: z.literal(true), message: z.string(), thread: InboxThread });

/** The inbox: customer queries and partner inquiries, answered by email from the console. */
export const adminInboxApi = endpoints({
  "GET /api/admin/inbox": {
    summary: "Customer queries and partner inquiries, newest first: open, answered or all, searched by name, email or words.",
    auth: "console",
    query: InboxQuery,
    response: InboxPage,
    errors: [400, 401, 403],
  },
  "GET /api/admin/inbox/{kind}/{id}": {
    summary: "One thread: the message as sent and the console's replies, oldest first.",
    auth: "console",
    params: ThreadParams,
    response: ThreadAnswer,
    errors: [400, 401, 403, 404],
  },
  "POST /api/admin/inbox/{kind}/{id}/reply": {
    summary:
      "Replies by email: the reply is kept in the thread and the outbox before it is sent, and the thread is marked answered. A mail that could not be sent answers 502; the reply stays in the thread.",
    auth: "console",
    params: ThreadParams,
    body: ReplyBody,
    response: ReplyAnswer,
    status: 201,
    errors: [400, 401, 403, 404, 502],
  },
  "POST /api/admin/inbox/{kind}/{id}/state": {
    summary: "Marks a thread answered (say, answered by phone) or open again.",
    auth: "console",
    params: ThreadParams,
    body: ThreadStateBody,
    response: Done,
    errors: [400, 401, 403, 404],
  },
});
