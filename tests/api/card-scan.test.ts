import { createHash, randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cardDataIn, cardDataInLogs, cardDataInTables, luhnValid } from "../support/card-scan";
import { createTestStore, type TestStore } from "../support/test-store";

describe("the card-data scan of a piece of text", () => {
  it.each([
    ["4111111111111111", true],
    ["4111111111111112", false],
    ["5555555555554444", true],
    ["378282246310005", true],
    ["6521000000000007", true],
    ["1234", false],
    ["41111111111111x1", false],
    ["0000000000000000", false],
  ])("takes %s for a card number: %s (the Luhn check)", (n, ok) => expect(luhnValid(n)).toBe(ok));

  it("finds a card number the test sent, plain, spaced, dashed or inside other text", () => {
    const sent = { cardNumbers: ["4111 1111 1111 1111"] };
    for (const text of ["4111111111111111", "4111 1111 1111 1111", "4111-1111-1111-1111", '{"n":"x4111111111111111y"}']) {
      expect(cardDataIn(text, sent)).toEqual(["card number 4111111111111111"]);
    }
  });

  it("finds a Luhn-valid 13 to 19 digit number nobody sent when it stands on its own", () => {
    expect(cardDataIn('{"note":"card 5555555555554444 on file"}')).toEqual(["card number 5555555555554444"]);
    expect(cardDataIn("paid with 3782-822463-10005")).toEqual(["card number 378282246310005"]);
    expect(cardDataIn('{"pan":6521000000000007}')).toEqual(["card number 6521000000000007"]);
  });

  it("lets a number failing the Luhn check, or one too short or too long, pass", () => {
    expect(cardDataIn("order 4111111111111112")).toEqual([]);
    expect(cardDataIn("phone 919876543210")).toEqual([]);
    expect(cardDataIn("id 41111111111111111111111")).toEqual([]);
  });

  it("lets hex and base64 tokens pass, whatever digit runs they hold", () => {
    // The session hash that once turned CI red: a 13-digit run inside a SHA-256.
    expect(cardDataIn("cd9604226644056159d4888ce7d687642d2df35f38c2c44b9e6f9cb98297a545")).toEqual([]);
    expect(cardDataIn("a4111111111111111")).toEqual([]);
    expect(cardDataIn("4111111111111111f")).toEqual([]);
    fc.assert(
      // From 16 bytes, the size of the store's shortest token, no hex or base64 form fits in 19
      // characters; a shorter hex token can be all digits, and then it is a card number by sight.
      fc.property(fc.uint8Array({ minLength: 16, maxLength: 64 }), (bytes) => {
        const b = Buffer.from(bytes);
        const sha = createHash("sha256").update(b).digest("hex");
        for (const token of [b.toString("hex"), sha, b.toString("base64"), b.toString("base64url")]) {
          expect(cardDataIn(`{"token":"${token}"}`)).toEqual([]);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it("finds a CVV by its name or as the exact value sent", () => {
    expect(cardDataIn('{"cvv":"321"}')).toEqual(["named CVV"]);
    expect(cardDataIn("security code: 4321")).toEqual(["named CVV"]);
    expect(cardDataIn('{"x":"987"}', { cvvs: ["987"] })).toEqual(["CVV 987"]);
    expect(cardDataIn("987", { cvvs: ["987"] })).toEqual(["CVV 987"]);
    expect(cardDataIn("2026-11-24 10:08:57.987+00", { cvvs: ["987"] })).toEqual([]);
  });
});

// Each test has a store of its own: what one plants must not reach another's scan.
describe("the card-data scan of a store", () => {
  let store: TestStore;
  beforeEach(async () => {
    store = await createTestStore({ seed: false });
    for (let i = 0; i < 20; i++) {
      await store.post("/api/user/register", { name: `Shopper ${i}`, email: `s${i}@example.in`, password: "filter-coffee-9" });
    }
  });
  afterEach(() => store.close());

  it("finds nothing in a store with sessions but no card data", async () => {
    const sessions = await store.db.execute(sql`select count(*)::int as n from sessions`);
    expect((sessions as unknown as { rows: { n: number }[] }).rows[0].n).toBe(20);
    expect(await cardDataInTables(store.db, { cardNumbers: ["4111111111111111"], cvvs: ["987"] })).toEqual([]);
    expect(cardDataInLogs(store.logLines, { cardNumbers: ["4111111111111111"], cvvs: ["987"] })).toEqual([]);
  });

  it("catches a card number planted in a text column, a JSON column and a log line", async () => {
    await store.db.execute(sql`update users set mobile_number = '4111 1111 1111 1111' where email = 's3@example.in'`);
    await store.db.execute(
      sql`insert into payment_events (provider, event_id, type, payload)
          values ('stripe', ${`evt_${randomBytes(4).toString("hex")}`}, 'x', ${JSON.stringify({ card: { number: "5555555555554444", cvc: "987" } })}::jsonb)`,
    );
    expect(await cardDataInTables(store.db, { cardNumbers: ["4111111111111111"], cvvs: ["987"] })).toEqual([
      "payment_events.payload: card number 5555555555554444",
      "payment_events.payload: named CVV",
      "payment_events.payload: CVV 987",
      "users.mobile_number: card number 4111111111111111",
    ]);
    const lines = [...store.logLines, '{"msg":"charge 4111111111111111"}'];
    expect(cardDataInLogs(lines, { cardNumbers: ["4111111111111111"] })).toEqual([`log line ${lines.length}: card number 4111111111111111`]);
  });
});
