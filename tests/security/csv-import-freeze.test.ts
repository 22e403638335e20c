import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { count, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CSV_MAX_LINES, CSV_ROWS_LISTED, PRODUCT_CSV_COLUMNS } from "../../src/contracts/admin-products";
import { CONSOLE_MESSAGES as M } from "../../src/domain/console-messages";
import { products } from "../../src/server/db/schema";
import { CSV_APPLY_BATCH } from "../../src/server/modules/catalog/product-import-apply";
import { type consoleClient, ownerConsole } from "../support/console-kit";
import type { TestStore } from "../support/test-store";

/**
 * A big CSV import froze the store (issue 49, finding 8): 5,000 lines in one transaction held the
 * embedded database 10 s while a shopper's search waited, and a dry run of 48,000 lines answered 28 MB.
 */

type Row = Record<(typeof PRODUCT_CSV_COLUMNS)[number], string>;
let store: TestStore;
let kit: ReturnType<typeof consoleClient>;
let cookie: string;
let template: Row;

beforeAll(async () => {
  ({ store, kit, cookie } = await ownerConsole());
  const exported = await kit.call("GET", "/api/admin/products/export.csv?category=Hoodies&sort=name", cookie);
  [template] = parse(exported.text, { columns: true, bom: true }) as Row[];
});
afterAll(() => store?.close());

const importCsv = (csv: string, apply = false) => kit.call("POST", "/api/admin/products/import", cookie, { csv, apply });
/** `n` new products named `prefix 1…n`, published, with the template's sizes and colours. */
const newProducts = (prefix: string, n: number, trim = false) =>
  stringify(
    Array.from({ length: n }, (_, i) => ({
      ...template,
      ...(trim ? { description: "", metaTitle: "", metaDescription: "", keywords: "" } : {}),
      id: "",
      sku: "",
      slug: "",
      name: `${prefix} ${i + 1}`,
      status: "published",
      stock: "",
    })),
    { header: true, columns: [...PRODUCT_CSV_COLUMNS] },
  );
const madeWith = async (prefix: string) =>
  (
    await store.db
      .select({ n: count() })
      .from(products)
      .where(like(products.name, `${prefix} %`))
  )[0]!.n;

describe("a large product import", () => {
  it(`refuses a file of more than ${CSV_MAX_LINES} products with a 400 naming the limit, and changes nothing`, async () => {
    const res = await importCsv(newProducts("Too Many", CSV_MAX_LINES + 1, true), true);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, field: "csv", message: M.csvTooManyLines(CSV_MAX_LINES, CSV_MAX_LINES + 1) });
    expect(await madeWith("Too Many")).toBe(0);
  });

  it(`a dry run lists the first ${CSV_ROWS_LISTED} lines that change something and counts the rest`, async () => {
    const res = await importCsv(newProducts("Dry Run", CSV_ROWS_LISTED + 250));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, applied: false, created: CSV_ROWS_LISTED + 250, changed: 0, unchanged: 0, more: 250 });
    expect(res.json.rows).toHaveLength(CSV_ROWS_LISTED);
    expect(res.json.rows[0]).toMatchObject({ line: 2, action: "create", id: null, name: "Dry Run 1" });
    expect(res.json.rows.at(-1)).toMatchObject({ line: CSV_ROWS_LISTED + 1, name: `Dry Run ${CSV_ROWS_LISTED}` });
    expect(await madeWith("Dry Run")).toBe(0);
  });

  it("applies in batches: shoppers' searches are answered while it runs, seeing it part done", async () => {
    const total = CSV_APPLY_BATCH * 6;
    let done = false;
    const importing = importCsv(newProducts("Bulk Tee", total), true).finally(() => {
      done = true;
    });
    const partWay: number[] = [];
    for (let i = 0; !done; i++) {
      // A shopper's request comes in over the network: from the event loop's next turn.
      await new Promise((turn) => setImmediate(turn));
      const search = await store.get(`/api/product/search?q=${encodeURIComponent(`bulk tee ${i}`)}`);
      expect(search.status).toBe(200);
      if (done) break;
      const made = await madeWith("Bulk Tee");
      if (made > 0 && made < total) partWay.push(made);
    }
    const answer = await importing;
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toMatchObject({ applied: true, created: total, more: total - CSV_ROWS_LISTED });
    expect(answer.json.rows.every((r: { id: string | null }) => typeof r.id === "string")).toBe(true);
    expect(await madeWith("Bulk Tee")).toBe(total);
    // A search was answered between two batches, not only after the whole file.
    expect(partWay.length).toBeGreaterThan(0);
  });
});
