import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CatalogFilters, DEFAULT_FILTERS } from "../../../domain/catalog";
import { type Database, openDatabase } from "../../db/client";
import { fillProducts } from "../../../../scripts/bench/catalog-query";
import { cardPageSql } from "./catalog-search";

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  Plans?: PlanNode[];
}

const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)];

const FILTERS: [string, CatalogFilters][] = [
  ["the whole collection", { ...DEFAULT_FILTERS }],
  ["page 3, cheapest first", { ...DEFAULT_FILTERS, sort: "low-high", page: 3 }],
  ["men", { ...DEFAULT_FILTERS, audience: "men" }],
  [
    "hoodies in M or L under ₹2,000",
    { ...DEFAULT_FILTERS, audience: "men", categories: ["Hoodies"], sizes: ["M", "L"], priceMax: 2000, sort: "low-high" },
  ],
  ["a colour, dearest first", { ...DEFAULT_FILTERS, colors: ["#242E44"], sort: "high-low" }],
];

/**
 * The page of cards is read on every collection request (the facet counts beside it are kept per
 * filter set, decision 080, and emptied only by changes, decision 140): at 100,000 products it
 * must come from an index in the sort's order, never from reading the whole table.
 */
describe("the collection's page of cards at 100,000 products reads through indexes", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: "memory://" });
    await database.migrate();
    await fillProducts(database.db, 100_000);
  });
  afterAll(async () => database?.close());

  async function plan(query: SQL): Promise<PlanNode[]> {
    const res = (await database.db.execute(sql`explain (format json) ${query}`)) as unknown as { rows: { "QUERY PLAN": unknown }[] };
    const raw = res.rows[0]!["QUERY PLAN"];
    const parsed = (typeof raw === "string" ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
    return nodes(parsed[0]!.Plan);
  }

  it.each(FILTERS)("the page of cards for %s", async (_name, f) => {
    const scans = (await plan(cardPageSql(f))).filter((n) => n["Node Type"] === "Seq Scan").map((n) => n["Relation Name"]);
    expect(scans).not.toContain("products");
  });
});
