import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUERY_MAX_CHARS } from "../../../domain/constants";
import { MESSAGES } from "../../../domain/messages";
import { startSmtpTwin, type SmtpTwin } from "../../../../tests/support/smtp-twin";
import { createTestStore, type TestStore } from "../../../../tests/support/test-store";
import { customerQueries, mailOutbox, newsletterSubscribers, partnerInquiries } from "../../db/schema";

let store: TestStore;
let twin: SmtpTwin;
const TEAM = "team@dhaaga.test";

beforeAll(async () => {
  twin = await startSmtpTwin();
  store = await createTestStore({ seed: false, config: { smtpUrl: twin.url, teamEmail: TEAM, trustProxy: true } });
});
afterAll(async () => {
  await store.close();
  await twin.close();
});

let nextUser = 0;
let ipSeq = 0;
/** A client address of the test's own: per-address limits spent by one test never meet another. */
const from = () => ({ "x-forwarded-for": `10.20.0.${++ipSeq}` });

async function login(): Promise<{ token: string; email: string }> {
  const email = `shopper${++nextUser}@example.in`;
  const res = await store.post("/api/user/register", { name: "Riya Shah", email, password: "long-enough-pass-1" });
  expect(res.json.success).toBe(true);
  // Sign-up mails a verification link; it is opened, so the store's mails to this address may
  // carry the shopper's own words (and it is not taken for a query's mail).
  const link = (await twin.waitFor(email)).text.match(/verify-email\?token=([\w-]+)/)![1];
  expect((await store.post("/api/user/verify-email", { token: link }, from())).status).toBe(200);
  return { token: res.json.token, email };
}

const queriesOf = (email: string) => store.db.select().from(customerQueries).where(eq(customerQueries.email, email));

describe("POST /api/query", () => {
  it("asks a visitor without a token to log in, and refuses a dead token", async () => {
    const none = await store.post("/api/query", { query: "Where is my order?" });
    expect(none.status).toBe(401);
    expect(none.json).toEqual({ success: false, message: MESSAGES.queryLogin });
    const dead = await store.post("/api/query", { query: "Where is my order?" }, { token: "not-a-real-token" });
    expect(dead.status).toBe(401);
    expect(dead.json.success).toBe(false);
  });

  it.each(["", "   \n\t "])("refuses an empty or blank query %j and stores nothing", async (query) => {
    const { token, email } = await login();
    const res = await store.post("/api/query", { query }, { token });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, message: MESSAGES.queryEmpty, field: "query" });
    expect(await queriesOf(email)).toHaveLength(0);
  });

  it("refuses a query over the length cap and a non-string", async () => {
    const { token, email } = await login();
    const long = await store.post("/api/query", { query: "x".repeat(QUERY_MAX_CHARS + 1) }, { token });
    expect(long.status).toBe(400);
    expect(long.json.message).toBe(MESSAGES.queryTooLong);
    const wrongType = await store.post("/api/query", { query: { $gt: "" } }, { token });
    expect(wrongType.status).toBe(400);
    expect(await queriesOf(email)).toHaveLength(0);
  });

  it("stores the query, mails the team with the user's email and query, then confirms to the user", async () => {
    const { token, email } = await login();
    const query = "My hoodie <b>arrived</b> in the wrong size — can I exchange it?";
    const res = await store.post("/api/query", { query: `  ${query}  ` }, { token });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, message: MESSAGES.querySuccess });

    const team = await twin.waitFor(TEAM);
    expect(team.text).toContain(email);
    expect(team.text).toContain(query);
    const confirmation = await twin.waitFor(email);
    expect(confirmation.text).toContain(MESSAGES.queryConfirmation);
    expect(confirmation.text).toContain(query);

    const [row] = await queriesOf(email);
    expect(row).toMatchObject({ query, teamMailStatus: "sent", confirmationMailStatus: "sent" });
  });

  it("keeps the query and says so when the team mail fails", async () => {
    const { token, email } = await login();
    twin.failNext(1);
    const res = await store.post("/api/query", { query: "Is COD available in Nagpur?" }, { token });
    expect(res.status).toBe(502);
    expect(res.json).toEqual({ success: false, message: MESSAGES.queryFirstMailFailed });
    const [row] = await queriesOf(email);
    expect(row).toMatchObject({ query: "Is COD available in Nagpur?", teamMailStatus: "failed", confirmationMailStatus: "pending" });
    const outbox = await store.db.select().from(mailOutbox).where(eq(mailOutbox.to, TEAM));
    expect(outbox.some((m) => m.status === "failed" && m.text.includes("Nagpur"))).toBe(true);
  });

  it("a retry of the same text after a failed team mail reuses the stored query; once sent, the same text is a new query", async () => {
    const { token, email } = await login();
    twin.failNext(1);
    expect((await store.post("/api/query", { query: "Is COD available in Pune?" }, { token })).status).toBe(502);
    const retry = await store.post("/api/query", { query: " Is COD available in Pune? " }, { token });
    expect(retry.json).toEqual({ success: true, message: MESSAGES.querySuccess });
    expect((await twin.waitFor(TEAM)).text).toContain("Is COD available in Pune?");
    expect(await queriesOf(email)).toEqual([
      expect.objectContaining({ query: "Is COD available in Pune?", teamMailStatus: "sent", confirmationMailStatus: "sent" }),
    ]);
    expect((await store.post("/api/query", { query: "Is COD available in Pune?" }, { token })).status).toBe(200);
    expect(await queriesOf(email)).toHaveLength(2);
  });

  it("says the confirmation failed when only the second mail fails", async () => {
    const { token, email } = await login();
    twin.failNextTo(email);
    const res = await store.post("/api/query", { query: "Do you ship to Leh?" }, { token });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, message: MESSAGES.querySecondMailFailed });
    const [row] = await queriesOf(email);
    expect(row).toMatchObject({ teamMailStatus: "sent", confirmationMailStatus: "failed" });
  });

  it("limits each user to 5 queries an hour", async () => {
    const { token } = await login();
    for (let i = 0; i < 5; i++) {
      const ok = await store.post("/api/query", { query: `Question number ${i}` }, { token });
      expect(ok.status).toBe(200);
    }
    const sixth = await store.post("/api/query", { query: "One more" }, { token });
    expect(sixth.status).toBe(429);
    expect(sixth.json).toEqual({ success: false, message: MESSAGES.queryTooMany });
    const other = await login();
    expect((await store.post("/api/query", { query: "Another shopper" }, { token: other.token })).status).toBe(200);
  });
});

const partner = {
  firstName: "Kabir",
  lastName: "Mehta",
  email: "kabir@printshop.in",
  phoneNumber: "9876500011",
  topic: "POD and Bulk Order",
  message: "We need 300 printed hoodies for a college fest.",
  acceptTerms: true,
};

describe("POST /api/partner", () => {
  it("refuses the form without the terms accepted", async () => {
    const res = await store.post("/api/partner", { ...partner, acceptTerms: false }, from());
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, message: MESSAGES.partnerTerms, field: "acceptTerms" });
  });

  it.each([
    [{ email: "kabir-at-printshop" }, "email"],
    [{ topic: "Free stuff" }, "topic"],
    [{ message: "   " }, "message"],
    [{ firstName: "" }, "firstName"],
    [{ phoneNumber: "12ab" }, "phoneNumber"],
  ])("names the bad field %j", async (change, field) => {
    const res = await store.post("/api/partner", { ...partner, ...change }, from());
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, field });
  });

  it("stores the inquiry and mails it to the team", async () => {
    const res = await store.post("/api/partner", { ...partner, message: "Bulk order of 300 hoodies, <script>x</script>" }, from());
    expect(res.json).toEqual({ success: true, message: MESSAGES.partnerSent });
    const mail = await twin.waitFor(TEAM);
    expect(mail.subject).toContain("POD and Bulk Order");
    expect(mail.text).toContain("kabir@printshop.in");
    expect(mail.text).toContain("Bulk order of 300 hoodies");
    const rows = await store.db.select().from(partnerInquiries).where(eq(partnerInquiries.email, "kabir@printshop.in"));
    expect(rows.at(-1)).toMatchObject({ topic: "POD and Bulk Order", mailStatus: "sent" });
  });

  it("keeps the inquiry and answers with the spec's message when mail fails", async () => {
    twin.failNext(1);
    const res = await store.post("/api/partner", { ...partner, email: "failing@printshop.in" }, from());
    expect(res.status).toBe(502);
    expect(res.json).toEqual({ success: false, message: MESSAGES.partnerFailed });
    const [row] = await store.db.select().from(partnerInquiries).where(eq(partnerInquiries.email, "failing@printshop.in"));
    expect(row.mailStatus).toBe("failed");
  });

  it("limits one address to 5 inquiries an hour", async () => {
    const address = from();
    for (let i = 0; i < 5; i++) expect((await store.post("/api/partner", partner, address)).status).toBe(200);
    const sixth = await store.post("/api/partner", partner, address);
    expect(sixth.status).toBe(429);
    expect(sixth.json.message).toBe(MESSAGES.partnerTooMany);
  });
});

describe("POST /api/newsletter/subscribe", () => {
  it.each([{}, { email: "" }, { email: "not-an-email" }, { email: 42 }, { email: `${"a".repeat(250)}@x.in` }])("refuses %j", async (body) => {
    const res = await store.post("/api/newsletter/subscribe", body, from());
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, message: MESSAGES.newsletterInvalid });
  });

  it("stores an address once, whatever its case", async () => {
    const address = from();
    const first = await store.post("/api/newsletter/subscribe", { email: "Meera@Example.in" }, address);
    expect(first.json).toEqual({ success: true, message: MESSAGES.newsletterSubscribed });
    const again = await store.post("/api/newsletter/subscribe", { email: " meera@example.IN " }, address);
    expect(again.json).toEqual({ success: true, message: MESSAGES.newsletterAlready });
    const rows = await store.db.select().from(newsletterSubscribers).where(sql`lower(${newsletterSubscribers.email}) = 'meera@example.in'`);
    expect(rows).toHaveLength(1);
  });

  it("limits sign-ups from one address", async () => {
    const address = from();
    for (let i = 0; i < 10; i++) {
      expect((await store.post("/api/newsletter/subscribe", { email: `fan${i}@example.in` }, address)).status).toBe(200);
    }
    const res = await store.post("/api/newsletter/subscribe", { email: "fan-extra@example.in" }, address);
    expect(res.status).toBe(429);
    expect(res.json.message).toBe(MESSAGES.newsletterTooMany);
    const [{ n }] = await store.db.select({ n: sql<number>`count(*)::int` }).from(newsletterSubscribers).where(sql`email = 'fan-extra@example.in'`);
    expect(n).toBe(0);
  });
});
