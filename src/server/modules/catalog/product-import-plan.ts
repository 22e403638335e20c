import { inArray } from "drizzle-orm";
import { ProductInput } from "../../../contracts/admin-products";
import { productSlug } from "../../../domain/catalog";
import type { ProductStatus } from "../../../domain/console-catalog";
import { CONSOLE_MESSAGES as M } from "../../../domain/console-messages";
import type { Db } from "../../db/client";
import { products, variants } from "../../db/schema";
import type { ProductFields, ProductRowDb } from "./product-fields";
import { editableFields } from "./product-fields";
import {
  type CsvRecord,
  cellKey,
  csvRecord,
  fromCsv,
  type LineProblem,
  lineProblem,
  linesRefused,
  listOf,
  parseStock,
  type StockCells,
} from "./product-csv";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Lines checked between two turns of the event loop. */
const CHECK_BATCH = 250;

/** Lets requests that arrived meanwhile run before the next batch. */
export const nextTurn = () => new Promise<void>((done) => setImmediate(done));

/** A CSV row as the products API's input: numbers and yes/no read, anything else left for ProductInput to refuse. */
function inputOf(r: CsvRecord) {
  const num = (v: string) => (/^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v.trim() === "" ? undefined : v);
  const yesNo = (cell: string, empty: boolean) => {
    const v = cell.trim().toLowerCase();
    return v === "" ? empty : ["yes", "true", "1"].includes(v) ? true : ["no", "false", "0"].includes(v) ? false : cell;
  };
  return {
    name: r.name,
    slug: r.slug,
    sku: r.sku,
    description: r.description,
    category: r.category.trim(),
    subCategory: r.subCategory.trim(),
    price: num(r.price),
    originalPrice: num(r.originalPrice),
    sizes: listOf(r.sizes),
    colors: listOf(r.colors),
    bestseller: yesNo(r.bestseller, false),
    returnable: yesNo(r.returnable, true),
    hsn: r.hsn,
    metaTitle: r.metaTitle,
    metaDescription: r.metaDescription,
    keywords: r.keywords,
    status: r.status.trim() === "" ? undefined : r.status.trim(),
  };
}

/** A line read, checked and matched to the product it names (by id, else by SKU), with what it would make of it. */
export interface PlannedLine {
  line: number;
  fields: ProductFields;
  cells: StockCells;
  product: ProductRowDb | null;
  before: CsvRecord | null;
  after: CsvRecord;
}

/**
 * A product CSV read and checked whole before anything is written: each line by itself, matched to
 * the product it names (by id, else by SKU), and the file's slugs and SKUs against each other and
 * the catalog. Any problem on any line refuses the whole file, listing them all.
 */
export function importPlanner(db: Db) {
  async function stockOf(ids: string[]): Promise<Map<string, StockCells>> {
    const by = new Map<string, StockCells>(ids.map((id) => [id, new Map()]));
    if (ids.length === 0) return by;
    for (const v of await db.select().from(variants).where(inArray(variants.productId, ids))) {
      by.get(v.productId)?.set(cellKey(v.size, v.color), v.stock);
    }
    return by;
  }

  /** Every line read and checked; any problem on any line refuses the whole file, listing them all. */
  async function plan(csv: string): Promise<PlannedLine[]> {
    const lines = fromCsv(csv);
    const problems: LineProblem[] = [];
    const ids = lines.map((l) => l.record.id.trim()).filter((id) => UUID.test(id));
    const skus = lines.map((l) => l.record.sku.trim()).filter(Boolean);
    const known = [
      ...(ids.length ? await db.select().from(products).where(inArray(products.id, ids)) : []),
      ...(skus.length ? await db.select().from(products).where(inArray(products.sku, skus)) : []),
    ];
    const byId = new Map(known.map((p) => [p.id, p]));
    const bySku = new Map(known.map((p) => [p.sku, p]));
    const stock = await stockOf([...byId.keys()]);

    const seen = new Map<string, number>();
    const planned: PlannedLine[] = [];
    const unsure = new Set<string>();
    for (const [i, { line, record }] of lines.entries()) {
      if (i > 0 && i % CHECK_BATCH === 0) await nextTurn();
      const found = checkLine(line, record);
      const id = record.id.trim();
      const sku = record.sku.trim();
      const product = id ? (byId.get(id) ?? null) : sku ? (bySku.get(sku) ?? null) : null;
      if (id && !product) found.problems.push(lineProblem(line, "id", M.productNotFound));
      const earlier = product && seen.get(product.id);
      if (earlier) found.problems.push(lineProblem(line, id ? "id" : "sku", `line ${earlier} already has this product.`));
      else if (product) seen.set(product.id, line);
      problems.push(...found.problems);
      if (found.problems.length === 0 && found.fields) {
        // A file written before the column existed leaves it empty: a product keeps its flag, a new one is returnable.
        if (product && record.returnable.trim() === "") found.fields.returnable = product.returnable;
        planned.push(planLine(line, found.fields, found.cells, product, product ? (stock.get(product.id) ?? new Map()) : new Map()));
      } else if (product) unsure.add(product.id);
    }
    problems.push(...(await uniqueProblems(planned, unsure)));
    if (problems.length) throw linesRefused(problems);
    return planned;
  }

  /** One line by itself: each field, and its stock cells against its own sizes and colours. */
  function checkLine(line: number, record: CsvRecord): { fields: ProductFields | null; cells: StockCells; problems: LineProblem[] } {
    const problems: LineProblem[] = [];
    const input = inputOf(record);
    const parsed = ProductInput.safeParse(input);
    const fields = parsed.success ? (parsed.data as ProductFields) : null;
    const wrong = new Set<string>();
    for (const issue of parsed.error?.issues ?? []) {
      const field = String(issue.path[0] ?? "csv");
      if (!wrong.has(field)) problems.push(lineProblem(line, field, issue.message));
      wrong.add(field);
    }
    // Stock cells are judged against the line's sizes and colours, when those are right.
    if (wrong.has("sizes") || wrong.has("colors")) return { fields, cells: new Map(), problems };
    const { cells, problems: stockProblems } = parseStock(record.stock, fields?.sizes ?? input.sizes, fields?.colors ?? input.colors, line);
    problems.push(...stockProblems);
    return { fields, cells, problems };
  }

  /** A right line as what it makes: the product it names (if any) with the file's fields and stock over it. */
  function planLine(line: number, f: ProductFields, cells: StockCells, product: ProductRowDb | null, held: StockCells): PlannedLine {
    const merged: StockCells = new Map([...held, ...cells]);
    const after = csvRecord(
      product?.id ?? "",
      {
        ...f,
        slug: productSlug(f.slug || f.name),
        sku: f.sku || product?.sku || "",
        status: f.status ?? (product?.status as ProductStatus) ?? "draft",
      },
      merged,
    );
    return { line, fields: f, cells, product, before: product ? csvRecord(product.id, editableFields(product), held) : null, after };
  }

  /**
   * Slugs and SKUs stay unique: within the file, and against products the file does not rename.
   * Only right lines are compared; a product whose own line is wrong may yet be renamed, so what it
   * holds now is not held against the others.
   */
  async function uniqueProblems(planned: PlannedLine[], unsure: Set<string>): Promise<LineProblem[]> {
    const problems: LineProblem[] = [];
    for (const key of ["slug", "sku"] as const) {
      const lineOf = new Map<string, number>();
      for (const p of planned) {
        const v = p.after[key];
        if (!v) continue;
        const earlier = lineOf.get(v);
        if (earlier) problems.push(lineProblem(p.line, key, `line ${earlier} has the same ${key === "slug" ? "slug" : "SKU"}.`));
        else lineOf.set(v, p.line);
      }
      const values = [...lineOf.keys()];
      if (values.length === 0) continue;
      const column = key === "slug" ? products.slug : products.sku;
      const holders = await db.select({ id: products.id, value: column }).from(products).where(inArray(column, values));
      const inFile = new Map(planned.filter((p) => p.product).map((p) => [p.product!.id, p.after[key]]));
      for (const h of holders) {
        const p = planned.find((x) => x.after[key] === h.value)!;
        if (p.product?.id === h.id || unsure.has(h.id)) continue;
        // Another product holds it, unless this file gives that product another one.
        if (inFile.has(h.id) && inFile.get(h.id) !== h.value) continue;
        problems.push(lineProblem(p.line, key, key === "slug" ? M.slugTaken : M.skuTaken));
      }
    }
    return problems;
  }

  return { plan, stockOf };
}
