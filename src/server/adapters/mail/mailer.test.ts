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

  it("keeps the mail and records the failure when the SMTP server refuses it", async () => {
    const mailer = createMailer({ db: store.db, smtpUrl: smtp.url, from: "shop@test.local", logger: createLogger("silent") });
    smtp.failNext(1);
    const r = await mailer.send({ to: "c@test.local", subject: "Query", text: "Where is my order?" });
    expect(r.status).toBe("failed");
    const [row] = await store.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(row.status).toBe("failed");
    expect(row.text).toBe("Where is my order?");
  });
});
