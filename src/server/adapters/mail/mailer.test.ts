import { createServer, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../db/schema";
import { createTestStore, type TestStore } from "../../../../tests/support/test-store";
import { type SmtpTwin, startSmtpTwin } from "../../../../tests/support/smtp-twin";
import { createLogger } from "../../http/logger";
import { createMailer } from "./mailer";

let store: TestStore;
let smtp: SmtpTwin;
beforeAll(async () => {
  smtp = await startSmtpTwin();
  store = await createTestStore({ seed: false });
});
afterAll(async () => {
  await store.close();
  await smtp.close();
});

describe("the mail adapter", () => {
  it("keeps mail in the outbox when no SMTP server is configured", async () => {
    const mailer = createMailer({ db: store.db, from: "shop@test.local", logger: createLogger("silent") });
    const r = await mailer.send({ to: "a@test.local", subject: "Hello", text: "Namaste ₹899" });
    expect(r.status).toBe("stored");
    const [row] = await store.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(row).toMatchObject({ to: "a@test.local", subject: "Hello", text: "Namaste ₹899", status: "stored" });
  });

  it("sends through SMTP and records it as sent", async () => {
    const mailer = createMailer({ db: store.db, smtpUrl: smtp.url, from: "shop@test.local", logger: createLogger("silent") });
    const r = await mailer.send({ to: "b@test.local", subject: "Your order", text: "Total ₹1,500" });
    expect(r.status).toBe("sent");
    const mail = await smtp.waitFor("b@test.local");
    expect(mail.subject).toBe("Your order");
    expect(mail.text).toContain("Total ₹1,500");
  });

  it("sends replies to customer care, unless the mail names where replies go", async () => {
    const mailer = createMailer({
      db: store.db,
      smtpUrl: smtp.url,
      from: "shop@test.local",
      logger: createLogger("silent"),
      replyTo: "care@shop.test",
    });
    await mailer.send({ to: "r1@test.local", subject: "Your order", text: "Thank you" });
    expect((await smtp.waitFor("r1@test.local")).raw).toMatch(/^Reply-To: care@shop\.test\r?$/m);
    await mailer.send({ to: "r2@test.local", subject: "Customer query", text: "Hello", replyTo: "shopper@test.local" });
    expect((await smtp.waitFor("r2@test.local")).raw).toMatch(/^Reply-To: shopper@test\.local\r?$/m);
  });

  it("keeps the mail and records the failure when the SMTP server refuses it", async () => {
    const mailer = createMailer({ db: store.db, smtpUrl: smtp.url, from: "shop@test.local", logger: createLogger("silent") });
    smtp.failNext(1);
    const r = await mailer.send({ to: "c@test.local", subject: "Query", text: "Where is my order?" });
    expect(r.status).toBe("failed");
    const [row] = await store.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(row.status).toBe("failed");
    expect(row.text).toBe("Where is my order?");
  });

  it("stores the redacted text up front when SMTP is set, and sends the real text", async () => {
    const mailer = createMailer({ db: store.db, smtpUrl: smtp.url, from: "shop@test.local", logger: createLogger("silent") });
    smtp.failNext(1);
    const failed = await mailer.send({ to: "d@test.local", subject: "Code", text: "Your code is 424242", redactedText: "Your code is [not kept]" });
    expect(failed.status).toBe("failed");
    const sent = await mailer.send({ to: "e@test.local", subject: "Code", text: "Your code is 515151", redactedText: "Your code is [not kept]" });
    expect(sent.status).toBe("sent");
    expect((await smtp.waitFor("e@test.local")).text).toContain("515151");
    const rows = await store.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(2);
    expect(rows.map((r) => [r.status, r.text])).toEqual([
      ["sent", "Your code is [not kept]"],
      ["failed", "Your code is [not kept]"],
    ]);
  });

  it("keeps the real text when the outbox is the delivery channel (no SMTP)", async () => {
    const mailer = createMailer({ db: store.db, from: "shop@test.local", logger: createLogger("silent") });
    await mailer.send({ to: "f@test.local", subject: "Code", text: "Your code is 636363", redactedText: "Your code is [not kept]" });
    const [row] = await store.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(row).toMatchObject({ status: "stored", text: "Your code is 636363" });
  });

  it("gives up on an SMTP server that never answers within about 10 seconds", async () => {
    const sockets: Socket[] = [];
    const silent = createServer((s) => sockets.push(s));
    await new Promise<void>((r) => silent.listen(0, "127.0.0.1", r));
    const { port } = silent.address() as AddressInfo;
    try {
      const mailer = createMailer({ db: store.db, smtpUrl: `smtp://127.0.0.1:${port}`, from: "shop@test.local", logger: createLogger("silent") });
      const started = Date.now();
      const r = await mailer.send({ to: "g@test.local", subject: "Hung", text: "Your code is 747474", redactedText: "Your code is [not kept]" });
      expect(r.status).toBe("failed");
      expect(Date.now() - started).toBeLessThan(15_000);
      const [row] = await store.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
      expect(row.text).not.toContain("747474");
    } finally {
      for (const s of sockets) s.destroy();
      await new Promise((r) => silent.close(r));
    }
  }, 25_000);
});
