import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PGlite } from "@electric-sql/pglite";
import { NAMED_STATEMENTS_MAX, namedStatements } from "./named-statements";

// The same database twice: through named statements, and as PGlite answers on its own.
let plain: PGlite;
let named: PGlite;
beforeAll(async () => {
  plain = new PGlite();
  await plain.waitReady;
  named = namedStatements(plain);
  await plain.exec(`create table things (id int primary key, name text not null, at timestamptz, tags text[], facts jsonb, ok boolean, ref uuid);
    insert into things values (1, 'tee', '2026-11-27 10:00:00+00', '{S,M}', '{"gsm": 240}', true, 'c0ffee00-0000-4000-8000-000000000001');`);
});
afterAll(async () => {
  await plain.close();
});

const select = "select * from things where id = $1 and name = $2";

describe("statements with parameters, run as named prepared statements", () => {
  it("answer with the rows, types and counts PGlite's own query gives, the first time and after", async () => {
    const own = await PGlite.prototype.query.call(plain, select, [1, "tee"]);
    for (let i = 0; i < 3; i++) {
      const res = await named.query(select, [1, "tee"]);
      expect(res.rows).toEqual(own.rows);
      expect(res.fields).toEqual(own.fields);
    }
    expect((await named.query("select * from things where id = $1", [1], { rowMode: "array" })).rows[0]).toContain("tee");
    const written = await named.query("insert into things (id, name, tags, facts, ok) values ($1, $2, $3, $4, $5)", [
      2,
      "hoodie",
      ["L"],
      { gsm: 320 },
      false,
    ]);
    expect(written.affectedRows).toBe(1);
    expect((await named.query<{ tags: string[]; facts: unknown; ok: boolean; at: unknown }>(select, [2, "hoodie"])).rows[0]).toMatchObject({
      tags: ["L"],
      facts: { gsm: 320 },
      ok: false,
      at: null,
    });
  });

  it("fail with Postgres's error and the statement, and leave a transaction to roll back as before", async () => {
    const failed = await named.query("insert into things (id, name) values ($1, $2)", [1, "again"]).catch((err: unknown) => err);
    expect(failed).toMatchObject({ code: "23505", query: "insert into things (id, name) values ($1, $2)" });
    const outcome = await named
      .transaction(async (tx) => {
        await tx.query("update things set name = $1 where id = $2", ["renamed", 1]);
        await tx.query("insert into things (id, name) values ($1, $2)", [1, "again"]);
      })
      .catch((err: unknown) => (err as { code?: string }).code);
    expect(outcome).toBe("23505");
    expect((await named.query<{ name: string }>("select name from things where id = $1", [1])).rows[0]?.name).toBe("tee");
  });

  it("of the client wait for an open transaction to end, and never run inside it", async () => {
    let started!: () => void;
    const inside = new Promise<void>((resolve) => {
      started = resolve;
    });
    const rolledBack = named
      .transaction(async (tx) => {
        await tx.query("insert into things (id, name) values ($1, $2)", [50, "draft"]);
        started();
        await new Promise((resolve) => setTimeout(resolve, 30));
        throw new Error("changed my mind");
      })
      .catch((err: Error) => err.message);
    await inside;
    const seen = named.query<{ n: number }>("select count(*)::int as n from things where id = $1", [50]);
    expect(await rolledBack).toBe("changed my mind");
    expect((await seen).rows[0]?.n).toBe(0);
  });

  it("still answer after the table they read changes", async () => {
    await named.query(select, [1, "tee"]);
    await plain.exec("alter table things add column colour text default 'black'");
    expect((await named.query<{ colour: string }>(select, [1, "tee"])).rows[0]?.colour).toBe("black");
  });

  it("keep working past the number kept, closing the oldest", async () => {
    for (let n = 0; n < NAMED_STATEMENTS_MAX + 20; n++) {
      const res = await named.query<{ n: number }>(`select $1::int + ${n} as n`, [1]);
      expect(res.rows[0]?.n).toBe(n + 1);
    }
    const open = await plain.query<{ count: number }>("select count(*)::int as count from pg_prepared_statements");
    expect(open.rows[0]?.count).toBeLessThanOrEqual(NAMED_STATEMENTS_MAX);
    expect((await named.query<{ n: number }>("select $1::int + 0 as n", [5])).rows[0]?.n).toBe(5);
  });

  it("deliver the notifications they raise", async () => {
    const heard: string[] = [];
    await plain.listen("things_changed", (payload) => heard.push(payload));
    await named.query("select pg_notify($1, $2)", ["things_changed", "tee"]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(heard).toEqual(["tee"]);
  });
});
