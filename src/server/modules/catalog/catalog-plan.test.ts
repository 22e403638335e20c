import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CatalogFilters, DEFAULT_FILTERS } from "../../../domain/catalog";
import { type Database, openDatabase } from "../../db/client";
import { fillProducts } from "../../../../scripts/bench/catalog-query";
import { cardPageSql, facetSql } from "./catalog-search";

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
  ["a band, kids", { ...DEFAULT_FILTERS, band: "799-1099", audience: "kids" }],
  // ₹1,234 and ₹2,037 end no price step: the steps they cut are read through the price index.
  ["women from ₹1,234 to ₹2,037", { ...DEFAULT_FILTERS, audience: "women", priceMin: 1234, priceMax: 2037 }],
];

/**
 * A collection page reads its page of cards and its facet counts on every request: at 100,000
 * products the cards must come from an index in the sort's order, and the counts from
 * catalog_facet_counts (decision 160), never from reading the whole table.
 */
describe("the collection at 100,000 products reads through indexes and kept counts", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: "memory://" });
    await database.migrate();
    await fillProducts(database.db, 100_000);
    // 100,000 rows, their search text and five indexes (a trigram one among them) are built in
    // WebAssembly: minutes on a busy machine.
  }, 600_000);
  afterAll(async () => database?.close());

  async function plan(query: SQL): Promise<PlanNode[]> {
    const res = (await database.db.execute(sql`explain (format json) ${query}`)) as unknown as { rows: { "QUERY PLAN": unknown }[] };
    const raw = res.rows[0]!["QUERY PLAN"];
    const parsed = (typeof raw === "string" ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
    return nodes(parsed[0]!.Plan);
  }

  const seqScans = async (query: SQL) => (await plan(query)).filter((n) => n["Node Type"] === "Seq Scan").map((n) => n["Relation Name"]);

  it.each(FILTERS)("the page of cards for %s", async (_name, f) => {
    expect(await seqScans(cardPageSql(f))).not.toContain("products");
  });

  it.each([
    ["a word", "hoodie"],
    ["a typo and a colour", "blak hodie"],
  ])("the page of cards for a search of %s reads through the trigram index", async (_name, search) => {
    const found = await plan(cardPageSql({ ...DEFAULT_FILTERS, search }));
    expect(found.filter((n) => n["Node Type"] === "Seq Scan").map((n) => n["Relation Name"])).not.toContain("products");
    expect(found.map((n) => (n as { "Index Name"?: string })["Index Name"])).toContain("products_search_text_trgm");
  });

  it.each(FILTERS)("the facet counts and total for %s", async (_name, f) => {
    expect(await seqScans(facetSql(f))).not.toContain("products");
    expect((await plan(facetSql(f))).map((n) => n["Relation Name"])).toContain("catalog_facet_counts");
  });
});
