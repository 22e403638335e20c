import { Column, entityKind, is as drizzleIs, Name, Param, Placeholder, SQL, StringChunk, Subquery, sql, Table, View } from "drizzle-orm";
import { alias, PgColumn, PgDialect, PgTable, QueryBuilder } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { is } from "./drizzle-entity";
import { products, users } from "./schema";

/** A class of another copy of Drizzle: the same kind, none of these classes in its chain. */
class SqlOfAnotherCopy {
  static readonly [entityKind] = "SQL";
  readonly queryChunks: unknown[] = [];
}
class AliasedOfAnotherCopy extends SqlOfAnotherCopy {}
class NoEntity {}

const qb = new QueryBuilder();
const values: [string, unknown][] = [
  ["a SQL fragment", sql`select ${1}`],
  ["an aliased fragment", sql`count(*)`.as("n")],
  ["a placeholder", sql.placeholder("id")],
  ["a parameter", new Param(7)],
  ["a text chunk", new StringChunk("select")],
  ["a name", new Name("id")],
  ["a table", products],
  ["another table", users],
  ["an aliased table", alias(products, "p")],
  ["a column", products.id],
  ["an aliased table's column", alias(users, "u").email],
  ["a subquery", qb.select().from(products).as("sq")],
  ["a select", qb.select().from(users)],
  ["a dialect", new PgDialect()],
  ["a class of another copy of Drizzle", new SqlOfAnotherCopy()],
  ["its subclass", new AliasedOfAnotherCopy()],
  ["a plain object", { [entityKind]: "SQL" }],
  ["an array", [sql`1`]],
  ["a date", new Date()],
  ["an instance of no entity", new NoEntity()],
  ["null", null],
  ["undefined", undefined],
  ["a number", 1],
  ["a string", "SQL"],
];
const classes: [string, unknown][] = [
  ["SQL", SQL],
  ["SQL.Aliased", SQL.Aliased],
  ["Placeholder", Placeholder],
  ["Param", Param],
  ["StringChunk", StringChunk],
  ["Name", Name],
  ["Table", Table],
  ["PgTable", PgTable],
  ["Column", Column],
  ["PgColumn", PgColumn],
  ["View", View],
  ["Subquery", Subquery],
];

describe("the server build's is()", () => {
  it("answers as Drizzle's own for every piece and class, asked twice", () => {
    const answers = (f: typeof is) =>
      values.flatMap(([v, value]) => classes.map(([c, type]) => `${v} is ${c}: ${f(value, type as typeof SQL)} ${f(value, type as typeof SQL)}`));
    const ours = answers(is);
    expect(ours).toEqual(answers(drizzleIs as typeof is));
    // The pieces a statement is built of are told apart, and another copy's SQL is SQL.
    expect(ours).toContain("a parameter is Param: true true");
    expect(ours).toContain("a parameter is SQL: false false");
    expect(ours).toContain("a class of another copy of Drizzle is SQL: true true");
    expect(ours).toContain("its subclass is SQL: true true");
    expect(ours).toContain("a plain object is SQL: false false");
  });

  it("refuses a class that is no Drizzle entity, as Drizzle's does", () => {
    expect(() => drizzleIs(sql`1`, NoEntity as never)).toThrow(/doesn't look like a Drizzle entity/);
    expect(() => is(sql`1`, NoEntity as never)).toThrow(/doesn't look like a Drizzle entity/);
  });
});
