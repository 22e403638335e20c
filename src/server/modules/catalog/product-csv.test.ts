import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CSV_PROBLEMS_LISTED, ImportRefusal, PRODUCT_CSV_COLUMNS } from "../../../contracts/admin-products";
import { CONSOLE_MESSAGES as M } from "../../../domain/console-messages";
import { type consoleClient, ownerConsole } from "../../../../tests/support/console-kit";
import type { TestStore } from "../../../../tests/support/test-store";
import { auditLog, products, variants } from "../../db/schema";

let store: TestStore;
let kit: ReturnType<typeof consoleClient>;
let cookie: string;

beforeAll(async () => {
  ({ store, kit, cookie } = await ownerConsole());
});
afterAll(() => store.close());

type Row = Record<(typeof PRODUCT_CSV_COLUMNS)[number], string>;
const exportCsv = async (query = "") => {
  const res = await kit.call("GET", `/api/admin/products/export.csv${query}`, cookie);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/);
  return res.text;
};
const rowsOf = (csv: string): Row[] => parse(csv, { columns: true, bom: true });
const csvOf = (rows: Row[]) => stringify(rows, { header: true, columns: [...PRODUCT_CSV_COLUMNS] });
const importCsv = (csv: string, apply = false) => kit.call("POST", "/api/admin/products/import", cookie, { csv, apply });

describe("product CSV export", () => {
  it("holds every product the filters match, all pages, with its stock per size and colour", async () => {
    const all = rowsOf(await exportCsv());
    const total = (await kit.call("GET", "/api/admin/products", cookie)).json.total;
    expect(total).toBeGreaterThan(25);
    expect(all).toHaveLength(total);
    expect(Object.keys(all[0])).toEqual([...PRODUCT_CSV_COLUMNS]);

    const hoodies = rowsOf(await exportCsv("?category=Hoodies"));
    expect(hoodies.length).toBeGreaterThan(0);
    expect(hoodies.every((r) => r.category === "Hoodies")).toBe(true);

    const one = hoodies[0];
    const stock = await store.db.select().from(variants).where(eq(variants.productId, one.id));
    const [v] = stock;
    expect(one.stock.split("; ")).toHaveLength(one.sizes.split("; ").length * one.colors.split("; ").length);
    expect(one.stock.split("; ")).toContain(`${v.size}/${v.color.toUpperCase()}=${v.stock}`);
  });
});

describe("product CSV cells a spreadsheet would run", () => {
  it("are written with a leading quote, and the file imports back unchanged", async () => {
    const [p] = await store.db.select().from(products).where(eq(products.category, "Hoodies")).orderBy(products.name).limit(1);
    await store.db
      .update(products)
      .set({ description: '=HYPERLINK("http://evil.example","Open")', keywords: "+91 cotton", metaDescription: "'=kept as typed" })
      .where(eq(products.id, p.id));
    const csv = await exportCsv("?category=Hoodies");
    const row = rowsOf(csv).find((r) => r.id === p.id);
    expect(row).toMatchObject({
      description: `'=HYPERLINK("http://evil.example","Open")`,
      keywords: "'+91 cotton",
      metaDescription: "''=kept as typed",
    });
    const res = await importCsv(csv, true);
    expect(res.json).toMatchObject({ applied: false, changed: 0, created: 0 });
    const [after] = await store.db.select().from(products).where(eq(products.id, p.id));
    expect(after).toMatchObject({
      description: '=HYPERLINK("http://evil.example","Open")',
      keywords: "+91 cotton",
      metaDescription: "'=kept as typed",
    });
  });
});

describe("product CSV import", () => {
  it("takes its own export back with nothing to change (the round trip)", async () => {
    const csv = await exportCsv();
    const res = await importCsv(csv, true);
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ applied: false, created: 0, changed: 0, message: M.csvNothingToApply });
    expect(res.json.unchanged).toBe(rowsOf(csv).length);
    // Only lines that change something are listed.
    expect(res.json).toMatchObject({ rows: [], more: 0 });
  });

  it("shows created and changed lines first (unchanged ones counted), then applies them all", async () => {
    const rows = rowsOf(await exportCsv("?category=Hoodies&sort=name"));
    const [first, second] = rows;
    const cell = first.stock.split("; ")[0];
    const [cellKey] = cell.split("=");
    const edited: Row[] = [
      { ...first, price: "777", stock: `${cellKey}=42` },
      second,
      {
        ...first,
        id: "",
        sku: "",
        name: "Imported Indigo Hoodie",
        slug: "",
        status: "published",
        price: "1299",
        originalPrice: "1599",
        sizes: "M; L",
        colors: "#151515",
        stock: "M/#151515=7",
      },
    ];
    const dry = await importCsv(csvOf(edited));
    expect(dry.status).toBe(200);
    expect(dry.json).toMatchObject({ applied: false, created: 1, changed: 1, unchanged: 1, more: 0 });
    expect(dry.json.rows).toHaveLength(2);
    expect(dry.json.rows[0]).toMatchObject({ line: 2, action: "update", id: first.id });
    expect(dry.json.rows[0].changes).toEqual([
      { field: "price", before: first.price, after: "777" },
      { field: "stock", before: cell, after: `${cellKey}=42` },
    ]);
    expect(dry.json.rows[1]).toMatchObject({ line: 4, action: "create", id: null, name: "Imported Indigo Hoodie" });
    // A dry run changes nothing.
    const [still] = await store.db.select().from(products).where(eq(products.id, first.id));
    expect(still.pricePaise / 100).toBe(Number(first.price));
    expect(await store.db.select().from(products).where(eq(products.name, "Imported Indigo Hoodie"))).toEqual([]);

    const done = await importCsv(csvOf(edited), true);
    expect(done.json).toMatchObject({ applied: true, created: 1, changed: 1, unchanged: 1 });
    expect(done.json.message).toBe("Imported: 1 created, 1 changed, 1 unchanged.");
    const [after] = await store.db.select().from(products).where(eq(products.id, first.id));
    expect(after.pricePaise).toBe(77_700);
    const [size, color] = cellKey.split("/");
    const [cellRow] = await store.db
      .select()
      .from(variants)
      .where(and(eq(variants.productId, first.id), eq(variants.size, size), sql`upper(${variants.color}) = ${color}`));
    expect(cellRow.stock).toBe(42);
    const made = done.json.rows[1].id;
    const page = await store.get("/api/product/by-slug/imported_indigo_hoodie");
    expect(page.status).toBe(200);
    expect(page.json.product).toMatchObject({ _id: made, price: 1299 });
    // The storefront shows the new price at once; every product written has its audit line.
    expect((await store.get(`/api/product/by-slug/${first.slug}`)).json.product.price).toBe(777);
    const lines = await store.db.select().from(auditLog).where(eq(auditLog.action, "product.import"));
    expect(lines.map((l) => l.targetId).sort()).toEqual([first.id, made].sort());

    // And the file, exported again, imports with no change.
    const again = await importCsv(await exportCsv("?category=Hoodies"), true);
    expect(again.json).toMatchObject({ applied: false, created: 0, changed: 0 });
  });

  it("carries the returnable flag out as yes or no and back; a file without the column keeps each product's flag and makes new ones returnable", async () => {
    const [first, second] = rowsOf(await exportCsv("?category=Sweatshirts&sort=name"));
    expect([first.returnable, second.returnable]).toEqual(["yes", "yes"]);
    const set = await importCsv(csvOf([{ ...first, returnable: "no" }]), true);
    expect(set.json, set.text).toMatchObject({ applied: true, changed: 1 });
    expect(set.json.rows[0].changes).toEqual([{ field: "returnable", before: "yes", after: "no" }]);
    expect((await store.get(`/api/product/by-slug/${first.slug}`)).json.product.returnable).toBe(false);
    expect(rowsOf(await exportCsv("?category=Sweatshirts&sort=name"))[0].returnable).toBe("no");

    // A file saved before the column existed: the product keeps "no", a new product is returnable.
    const old = PRODUCT_CSV_COLUMNS.filter((c) => c !== "returnable");
    const made = { ...second, id: "", sku: "", slug: "", name: "Imported Kalamkari Sweatshirt" };
    const res = await importCsv(stringify([first, made], { header: true, columns: old }), true);
    expect(res.json, res.text).toMatchObject({ applied: true, created: 1, changed: 0, unchanged: 1 });
    expect((await store.get(`/api/product/by-slug/${first.slug}`)).json.product.returnable).toBe(false);
    expect((await store.get("/api/product/by-slug/imported_kalamkari_sweatshirt")).json.product.returnable).toBe(true);

    expect((await importCsv(csvOf([{ ...first, returnable: "perhaps" }]))).json).toMatchObject({
      field: "returnable",
      message: "Line 2, returnable: Returnable must be true or false.",
    });
  });

  it("names the line and field of a bad row, and changes nothing, not even the good lines before it", async () => {
    const rows = rowsOf(await exportCsv("?category=Hoodies&sort=name"));
    const [first, second] = rows;
    const base = [{ ...first, price: "555" }, second];
    const bad = (row: Partial<Row>, at = 1) => csvOf(base.map((r, i) => (i === at ? { ...r, ...row } : r)));
    const cases: [string, number, string, RegExp][] = [
      [bad({ price: "abc" }), 400, "price", /^Line 3, price: Price must be a number of rupees\.$/],
      [bad({ price: "-5" }), 400, "price", /^Line 3, price: Price must be more than 0\.$/],
      [bad({ originalPrice: "1" }), 400, "originalPrice", /^Line 3, originalPrice: Original price must be at least the price\.$/],
      [bad({ category: "Kurtas" }), 400, "category", /^Line 3, category: /],
      [bad({ sizes: "S; XXXL" }), 400, "sizes", /^Line 3, sizes: Sizes must be among/],
      [bad({ colors: "#123456" }), 400, "colors", /^Line 3, colors: Colours must come from the palette\.$/],
      [bad({ hsn: "61A0" }), 400, "hsn", /^Line 3, hsn: HSN code must be 4, 6 or 8 digits\.$/],
      [bad({ bestseller: "maybe" }), 400, "bestseller", /^Line 3, bestseller: /],
      [bad({ status: "hidden" }), 400, "status", /^Line 3, status: /],
      [bad({ stock: "XXXL/#151515=3" }), 400, "stock", /^Line 3, stock: XXXL is not one of this product's sizes\.$/],
      [bad({ stock: "lots" }), 400, "stock", /^Line 3, stock: "lots" is not SIZE\/#COLOUR=COUNT/],
      [bad({ id: "00000000-0000-4000-8000-000000000000" }), 400, "id", new RegExp(`^Line 3, id: ${M.productNotFound}$`)],
      [bad({ id: first.id }), 400, "id", /^Line 3, id: line 2 already has this product\.$/],
      [bad({ slug: first.slug }), 400, "slug", /^Line 3, slug: line 2 has the same slug\.$/],
      [bad({ slug: rows[2].slug }), 400, "slug", new RegExp(`^Line 3, slug: ${M.slugTaken}$`)],
      [`${csvOf(base)}"unclosed,quote\n`, 400, "csv", /^Line 4: a cell opens a quote \("\) that is never closed/],
      ["id,name\n,Tee\n", 400, "csv", /^Line 1: the header lacks sku, slug, status/],
      [csvOf([]), 400, "csv", new RegExp(`^${M.csvEmpty}$`)],
    ];
    for (const [csv, status, field, message] of cases) {
      const res = await importCsv(csv, true);
      expect(res.status, String(message)).toBe(status);
      expect(res.json).toMatchObject({ success: false, field });
      expect(res.json.message).toMatch(message);
      // A line's one problem is also the whole list; a file that cannot be read has none.
      if (field === "csv") expect(res.json.problems).toBeUndefined();
      else expect(res.json).toMatchObject({ problems: [{ line: 3, field, message: res.json.message }], more: 0 });
    }
    const [unchanged] = await store.db.select().from(products).where(eq(products.id, first.id));
    expect(unchanged.pricePaise / 100).toBe(Number(first.price));
  });

  it("lists every bad line with its line and field, not only the first, and checks a dry run the same way", async () => {
    const rows = rowsOf(await exportCsv("?sort=name")).slice(0, 7);
    const edits: Partial<Row>[] = [{}, { price: "abc" }, {}, { hsn: "61A0", stock: "lots" }, {}, { category: "Kurtas" }, { slug: rows[0].slug }];
    const csv = csvOf(rows.map((r, i) => ({ ...r, ...edits[i] })));
    for (const apply of [false, true]) {
      const res = await importCsv(csv, apply);
      expect(res.status).toBe(400);
      expect(ImportRefusal.safeParse(res.json).error).toBeUndefined();
      expect(res.json).toMatchObject({
        success: false,
        field: "price",
        message: "4 lines need fixing (5 problems). Nothing is imported until every line is right.",
        more: 0,
      });
      expect(res.json.problems).toEqual([
        { line: 3, field: "price", message: "Line 3, price: Price must be a number of rupees." },
        { line: 5, field: "hsn", message: "Line 5, hsn: HSN code must be 4, 6 or 8 digits." },
        { line: 5, field: "stock", message: 'Line 5, stock: "lots" is not SIZE/#COLOUR=COUNT, as in M/#151515=12.' },
        { line: 7, field: "category", message: expect.stringMatching(/^Line 7, category: Category must be one of /) },
        { line: 8, field: "slug", message: "Line 8, slug: line 2 has the same slug." },
      ]);
    }
  });

  it("documents the list of bad lines as the import's 400 answer", async () => {
    const doc = (await kit.call("GET", "/api/openapi.json", cookie)).json;
    const refused = doc.paths["/api/admin/products/import"].post.responses["400"].content["application/json"].schema;
    expect(refused.properties.problems.items.required).toEqual(["line", "field", "message"]);
    expect(refused.properties.more).toMatchObject({ type: "integer" });
  });

  it(`lists at most ${CSV_PROBLEMS_LISTED} problems and says how many more there are`, async () => {
    const [row] = rowsOf(await exportCsv("?category=Hoodies&sort=name"));
    const lines = Array.from({ length: 60 }, (_, i) => ({ ...row, id: "", sku: "", slug: "", name: `Unpriced Tee ${i}`, price: "abc" }));
    const res = await importCsv(csvOf(lines));
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(
      "60 lines need fixing. Nothing is imported until every line is right. The first 50 problems are listed; fix them and check the file again to see the other 10.",
    );
    expect(res.json.more).toBe(10);
    expect(res.json.problems).toHaveLength(CSV_PROBLEMS_LISTED);
    expect(res.json.problems[0]).toEqual({ line: 2, field: "price", message: "Line 2, price: Price must be a number of rupees." });
    expect(res.json.problems.at(-1)).toMatchObject({ line: 51, field: "price" });
  });

  it("writes nothing from a refused file: not its good lines, their stock, nor their audit lines", async () => {
    const [first, second] = rowsOf(await exportCsv("?category=Hoodies&sort=name"));
    const [cell] = first.stock.split("; ");
    const [cellKey] = cell.split("=");
    const made: Row = { ...second, id: "", sku: "", slug: "", name: "Never Imported Tee" };
    const csv = csvOf([{ ...first, price: "555", stock: `${cellKey}=99` }, made, { ...second, price: "0" }]);
    const auditBefore = await store.db.select().from(auditLog);
    const stockBefore = await store.db.select().from(variants).where(eq(variants.productId, first.id));

    const res = await importCsv(csv, true);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ message: "Line 4, price: Price must be more than 0.", problems: [{ line: 4, field: "price" }] });
    const [still] = await store.db.select().from(products).where(eq(products.id, first.id));
    expect(still.pricePaise / 100).toBe(Number(first.price));
    expect(await store.db.select().from(variants).where(eq(variants.productId, first.id))).toEqual(stockBefore);
    expect(await store.db.select().from(products).where(eq(products.name, "Never Imported Tee"))).toEqual([]);
    expect(await store.db.select().from(auditLog)).toHaveLength(auditBefore.length);
  });

  it("says in plain words that a semicolon-separated file must be saved with commas", async () => {
    const rows = rowsOf(await exportCsv("?category=Hoodies&sort=name"));
    const semicolons = stringify(rows, { header: true, columns: [...PRODUCT_CSV_COLUMNS], delimiter: ";" });
    for (const csv of [semicolons, `\uFEFF${semicolons}`, semicolons.replace(/\n/g, "\r\n")]) {
      const res = await importCsv(csv, true);
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ success: false, message: M.csvSemicolons, field: "csv" });
    }
    expect(M.csvSemicolons).toBe(
      'This file separates its columns with semicolons. Save it as CSV with commas (in Excel: "CSV UTF-8 (Comma delimited)").',
    );
  });

  it("words a file the CSV reader stops at for a merchant, naming the line, not the reader's own text", async () => {
    const base = rowsOf(await exportCsv("?category=Hoodies&sort=name")).slice(0, 2);
    const cases: [string, string][] = [
      [
        `${csvOf(base)}"unclosed,quote\n`,
        'Line 4: a cell opens a quote (") that is never closed, so the file cannot be read past it. Close the quote, or write a quote inside a cell as two ("").',
      ],
      [`${csvOf(base)}a,b\n`, "Line 4: it has 2 cells where the header has 19 columns. A cell that holds a comma must be in quotes."],
      [`${csvOf(base)}"a"b,c\n`, 'Line 4: a quoted cell goes on after its closing quote. Write a quote inside a cell as two ("").'],
      [`${csvOf(base)}a "b",c\n`, 'Line 4: a cell has a quote (") inside it. Put the whole cell in quotes and write the quote as two ("").'],
      [
        'id,"sku\n',
        'Line 1: a cell opens a quote (") that is never closed, so the file cannot be read past it. Close the quote, or write a quote inside a cell as two ("").',
      ],
    ];
    for (const [csv, message] of cases) {
      const res = await importCsv(csv);
      expect(res.status, message).toBe(400);
      expect(res.json).toEqual({ success: false, message, field: "csv" });
    }
  });

  it("refuses a file over 2 MB with 413, counted in the file's bytes whatever its characters", async () => {
    const MB2 = 2 * 1024 * 1024;
    for (const csv of ["x".repeat(MB2 + 1), "é".repeat(MB2 / 2 + 1), "x".repeat(5 * MB2)]) {
      const res = await importCsv(csv);
      expect(res.status).toBe(413);
      expect(res.json).toEqual({ success: false, message: M.csvTooBig, field: "csv" });
    }
    // A file under 2 MB that JSON's escapes make bigger on the way is read, and refused for what it holds.
    const quoted = await importCsv(`name\n${'"'.repeat(1_500_000)}\n`);
    expect(quoted.status).toBe(400);
    expect(quoted.json.field).toBe("csv");
  });
});
