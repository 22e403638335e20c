import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSOLE_MESSAGES as M } from "../../../domain/console-messages";
import { type consoleClient, ownerConsole } from "../../../../tests/support/console-kit";
import { startSmtpTwin, type SmtpTwin } from "../../../../tests/support/smtp-twin";
import type { TestStore } from "../../../../tests/support/test-store";
import { auditLog, mailOutbox } from "../../db/schema";

let store: TestStore;
let twin: SmtpTwin;
let kit: ReturnType<typeof consoleClient>;
let cookie: string;
const TEAM = "team@dhaaga.test";

beforeAll(async () => {
  twin = await startSmtpTwin();
  ({ store, kit, cookie } = await ownerConsole({ seed: false, config: { smtpUrl: twin.url, teamEmail: TEAM } }));
});
afterAll(async () => {
  await store.close();
  await twin.close();
});

async function customerQuery(name: string, email: string, query: string): Promise<string> {
  const reg = await store.post("/api/user/register", { name, email, password: "Masala-Chai-2024" });
  await twin.waitFor(email);
  const res = await store.post("/api/query", { query }, { token: reg.json.token });
  expect(res.json.success).toBe(true);
  return (await kit.call("GET", `/api/admin/inbox?q=${encodeURIComponent(email)}&state=all`, cookie)).json.threads[0].id;
}

async function partnerInquiry(firstName: string, email: string, message: string): Promise<string> {
  const res = await store.post("/api/partner", {
    acceptTerms: true,
    firstName,
    lastName: "Traders",
    email,
    phoneNumber: "9812345678",
    topic: "POD and Bulk Order",
    message,
  });
  expect(res.json.success).toBe(true);
  return (await kit.call("GET", `/api/admin/inbox?q=${encodeURIComponent(email)}&state=all`, cookie)).json.threads[0].id;
}

describe("the inbox", () => {
  it("lists customer queries and partner inquiries as open, and counts them for the dashboard", async () => {
    const before = await store.services.consoleInbox.countOpenQueries();
    await customerQuery("Farah Khan", "farah@example.in", "Does the Kashmiri hoodie run large?");
    await partnerInquiry("Vikram", "vikram@traders.in", "We would like 300 printed tees for a college fest.");
    expect(await store.services.consoleInbox.countOpenQueries()).toBe(before + 2);

    const open = (await kit.call("GET", "/api/admin/inbox", cookie)).json;
    expect(open.threads.slice(0, 2)).toEqual([
      expect.objectContaining({
        kind: "partner",
        name: "Vikram Traders",
        email: "vikram@traders.in",
        subject: "POD and Bulk Order",
        answered: false,
        replies: 0,
      }),
      expect.objectContaining({ kind: "query", name: "Farah Khan", email: "farah@example.in", subject: "Customer query", answered: false }),
    ]);
    const partners = (await kit.call("GET", "/api/admin/inbox?kind=partner", cookie)).json.threads;
    expect(partners.every((t: { kind: string }) => t.kind === "partner")).toBe(true);
    expect((await kit.call("GET", "/api/admin/inbox?q=kashmiri", cookie)).json.threads.map((t: { name: string }) => t.name)).toEqual(["Farah Khan"]);
  });

  it("replies by email through the mail adapter, keeps the thread and marks it answered", async () => {
    const id = await customerQuery("Ishaan Mehta", "ishaan@example.in", "Can I exchange an XL for an L?");
    const reply = await kit.call("POST", `/api/admin/inbox/query/${id}/reply`, cookie, {
      body: "Yes: reply with your order number and we will pick it up.",
    });
    expect(reply.status).toBe(201);
    expect(reply.json.message).toBe(M.replySent);

    const mail = await twin.waitFor("ishaan@example.in");
    expect(mail.subject).toBe("Re: Customer query");
    expect(mail.text).toContain("Yes: reply with your order number and we will pick it up.");
    expect(mail.text).toContain("> Can I exchange an XL for an L?");
    const [stored] = await store.db.select().from(mailOutbox).where(eq(mailOutbox.subject, "Re: Customer query"));
    expect(stored).toMatchObject({ to: "ishaan@example.in", status: "sent" });

    const { thread } = (await kit.call("GET", `/api/admin/inbox/query/${id}`, cookie)).json;
    expect(thread).toMatchObject({ name: "Ishaan Mehta", message: "Can I exchange an XL for an L?", answered: true });
    expect(thread.replies).toEqual([
      expect.objectContaining({
        body: "Yes: reply with your order number and we will pick it up.",
        authorEmail: "owner@dhaaga.test",
        mailStatus: "sent",
      }),
    ]);
    expect((await kit.call("GET", "/api/admin/inbox?q=ishaan", cookie)).json.threads).toEqual([]);
    expect((await kit.call("GET", "/api/admin/inbox?q=ishaan&state=answered", cookie)).json.threads[0]).toMatchObject({ answered: true, replies: 1 });
    const lines = await store.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(lines.map((l) => l.action)).toEqual(["inbox.reply"]);
  });

  it("keeps a reply whose mail failed, and says so with 502", async () => {
    const id = await partnerInquiry("Meher", "meher@boutique.in", "Can you print our logo on 50 hoodies?");
    twin.failNextTo("meher@boutique.in");
    const reply = await kit.call("POST", `/api/admin/inbox/partner/${id}/reply`, cookie, { body: "Yes, from ₹799 each." });
    expect(reply.status).toBe(502);
    expect(reply.json).toMatchObject({ success: false, message: M.replyNotSent });
    expect(reply.json.thread.replies).toEqual([expect.objectContaining({ body: "Yes, from ₹799 each.", mailStatus: "failed" })]);
    const second = await kit.call("POST", `/api/admin/inbox/partner/${id}/reply`, cookie, { body: "Sending again: yes, from ₹799 each." });
    expect(second.status).toBe(201);
    expect((await twin.waitFor("meher@boutique.in")).subject).toBe("Re: POD and Bulk Order");
    expect(second.json.thread.replies.map((r: { mailStatus: string }) => r.mailStatus)).toEqual(["failed", "sent"]);
  });

  it("marks a thread answered without mail and opens it again", async () => {
    const id = await partnerInquiry("Dev", "dev@kirana.in", "Do you ship to Leh?");
    expect((await kit.call("POST", `/api/admin/inbox/partner/${id}/state`, cookie, { answered: true })).json.message).toBe("Marked answered.");
    expect((await kit.call("POST", `/api/admin/inbox/partner/${id}/state`, cookie, { answered: true })).json).toEqual({
      success: false,
      message: M.threadAlreadyAnswered,
    });
    expect((await kit.call("POST", `/api/admin/inbox/partner/${id}/state`, cookie, { answered: false })).status).toBe(200);
    expect((await kit.call("GET", `/api/admin/inbox/partner/${id}`, cookie)).json.thread.answered).toBe(false);
    const lines = await store.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(lines.map((l) => l.action)).toEqual(["inbox.answered", "inbox.reopen"]);
  });

  it("names what is wrong: an empty reply, a bad kind or id, a filter", async () => {
    const id = await partnerInquiry("Ria", "ria@shop.in", "Wholesale prices?");
    const empty = await kit.call("POST", `/api/admin/inbox/partner/${id}/reply`, cookie, { body: "   " });
    expect(empty.status).toBe(400);
    expect(empty.json).toMatchObject({ message: "Write a reply.", field: "body" });
    expect((await kit.call("POST", `/api/admin/inbox/partner/${id}/reply`, cookie, { body: "x".repeat(5001) })).json.field).toBe("body");
    expect((await kit.call("GET", `/api/admin/inbox/letters/${id}`, cookie)).json.field).toBe("kind");
    expect((await kit.call("GET", `/api/admin/inbox/query/${id}`, cookie)).status).toBe(404);
    expect((await kit.call("GET", "/api/admin/inbox/query/nope", cookie)).json.field).toBe("id");
    expect((await kit.call("GET", "/api/admin/inbox?state=closed", cookie)).json.field).toBe("state");
    expect((await kit.call("POST", `/api/admin/inbox/partner/${id}/state`, cookie, { answered: "yes" })).json.field).toBe("answered");
    expect((await kit.call("GET", `/api/admin/inbox/partner/${id}`, cookie)).json.thread.replies).toEqual([]);
  });
});
