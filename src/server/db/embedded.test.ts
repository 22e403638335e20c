import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PGlite } from "@electric-sql/pglite";
import { openEmbedded } from "./embedded";

let client: PGlite;
beforeAll(async () => {
  client = await openEmbedded("memory://");
});
afterAll(async () => {
  await client.close();
});

describe("the embedded database under many requests at once", () => {
  it("lets the event loop take turns while their transactions run, so a request that arrives meanwhile is read", async () => {
    const log: string[] = [];
    // Thirty requests in flight, each a few transactions of a millisecond one after another, as
    // placing orders is: some 90 ms of work, many times the slice.
    const requests = Array.from({ length: 30 }, async (_, n) => {
      for (let step = 0; step < 3; step++)
        await client.transaction(async (tx) => {
          await tx.query("select pg_sleep(0.001), $1::int + $2::int as n", [n, step]);
        });
      log.push(`request ${n}`);
    });
    // What the event loop has to do meanwhile: a timer, a connection to accept, a request to read.
    setTimeout(() => log.push("event loop"), 0);
    await Promise.all(requests);
    expect(log).toContain("event loop");
    expect(log.indexOf("event loop")).toBeLessThan(log.length - 1);
  });

  it("still runs a transaction's statements together and keeps its answer", async () => {
    const n = await client.transaction(async (tx) => {
      await tx.query("create temporary table t (n int)");
      await tx.query("insert into t values (1), (2)");
      return (await tx.query<{ n: number }>("select sum(n)::int as n from t")).rows[0]?.n;
    });
    expect(n).toBe(3);
  });
});

describe("a query's own type parsers", () => {
  const asWritten = { 1184: (value: string) => `as written: ${value}` };
  const at = "select '2026-11-27 10:00:00+00'::timestamptz as at";

  it("read its result, in a transaction and out of one, the first time and after", async () => {
    const reads = [
      (await client.query<{ at: string }>(at, [], { parsers: asWritten })).rows[0]?.at,
      await client.transaction(async (tx) => (await tx.query<{ at: string }>(at, [], { parsers: asWritten })).rows[0]?.at),
      (await client.query<{ at: string }>(at, [], { parsers: asWritten })).rows[0]?.at,
    ];
    expect(reads).toEqual(Array(3).fill("as written: 2026-11-27 10:00:00+00"));
  });

  it("leave the other types to the client's own parsers", async () => {
    const { rows } = await client.query<{ n: number; tags: string[] }>("select 2::int as n, array['a', 'b'] as tags", [], { parsers: asWritten });
    expect(rows[0]).toEqual({ n: 2, tags: ["a", "b"] });
  });
});
