import { eq, inArray } from "drizzle-orm";
import type { ImportAnswer, ImportRow, ProductCsvColumn, ProductListQuery } from "../../../contracts/admin-products";
import { CSV_ROWS_LISTED, ProductInput, PRODUCT_CSV_COLUMNS } from "../../../contracts/admin-products";
import { productSlug } from "../../../domain/catalog";
import { CONSOLE_MESSAGES as M } from "../../../domain/console-messages";
import { paiseToRupees } from "../../../domain/money";
import type { Db } from "../../db/client";
import { products, variants } from "../../db/schema";
import { type Actor, recordAudit } from "../audit/audit.service";
import {
  auditView,
  columnsOf,
  type ConsoleProducts,
  newSku,
  type ProductFields,
  type ProductRowDb,
  type Tx,
  uniqueFieldError,
} from "./console-products.service";
import {
  type CsvRecord,
  cellKey,
  formatStock,
  fromCsv,
  type LineProblem,
  lineProblem,
  linesRefused,
  listCell,
  listOf,
  parseStock,
  type StockCells,
  toCsv,
} from "./product-csv";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Lines written per transaction. On the embedded database a transaction holds the one connection,
 * so a whole file in one (5,000 lines, 10 s) kept every shopper waiting; a batch is a few hundred
 * milliseconds at most, and shoppers' requests run between batches.
 */
export const CSV_APPLY_BATCH = 50;
/** Lines checked between two turns of the event loop. */
const CHECK_BATCH = 250;

/** Lets requests that arrived meanwhile run before the next batch. */
const nextTurn = () => new Promise<void>((done) => setImmediate(done));

/** A product as its CSV row. */
function recordOf(p: ProductRowDb, stock: StockCells): CsvRecord {
  return {
    id: p.id,
    sku: p.sku,
    name: p.name,
    slug: p.slug,
    status: p.status,
    category: p.category,
    subCategory: p.subCategory,
    price: String(paiseToRupees(p.pricePaise)),
    originalPrice: String(paiseToRupees(p.originalPricePaise)),
    sizes: listCell(p.sizes),
    colors: listCell(p.colors.map((c) => c.toUpperCase())),
    bestseller: p.bestseller ? "yes" : "no",
    hsn: p.hsn ?? "",
    description: p.description,
    metaTitle: p.metaTitle,
    metaDescription: p.metaDescription,
    keywords: p.keywords,
    stock: formatStock(p.sizes, p.colors, stock),
  };
}

/** A CSV row as the products API's input: numbers and yes/no read, anything else left for ProductInput to refuse. */
function inputOf(r: CsvRecord) {
  const num = (v: string) => (/^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v.trim() === "" ? undefined : v);
  const yes = r.bestseller.trim().toLowerCase();
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
    bestseller: ["yes", "true", "1"].includes(yes) ? true : ["no", "false", "0", ""].includes(yes) ? false : r.bestseller,
    hsn: r.hsn,
    metaTitle: r.metaTitle,
    metaDescription: r.metaDescription,
    keywords: r.keywords,
    status: r.status.trim() === "" ? undefined : r.status.trim(),
  };
}

/** A line read, checked and matched to the product it names (by id, else by SKU), with what it would make of it. */
interface PlannedLine {
  line: number;
  fields: ProductFields;
  cells: StockCells;
  product: ProductRowDb | null;
  before: CsvRecord | null;
  after: CsvRecord;
}

const STOCK_COLUMN: ProductCsvColumn = "stock";

function changesOf(before: CsvRecord | null, after: CsvRecord) {
  const changes: ImportRow["changes"] = [];
  for (const c of PRODUCT_CSV_COLUMNS) {
    if (c === "id") continue;
    const was = before?.[c] ?? "";
    if (was === after[c]) continue;
    if (c === STOCK_COLUMN && before) {
      const old = new Set(listOf(was));
      const now = new Set(listOf(after[c]));
      changes.push({ field: c, before: listCell([...old].filter((x) => !now.has(x))), after: listCell([...now].filter((x) => !old.has(x))) });
    } else if (after[c] !== "" || was !== "") changes.push({ field: c, before: was, after: after[c] });
  }
  return changes;
}

/** Product CSV export and import: the import is checked whole, shown as a diff, and applied in short batches. */
export function createProductCsv(deps: { db: Db; products: ConsoleProducts }) {
  const { db } = deps;

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
    const after: CsvRecord = {
      id: product?.id ?? "",
      sku: f.sku || product?.sku || "",
      name: f.name,
      slug: productSlug(f.slug || f.name),
      status: f.status ?? product?.status ?? "draft",
      category: f.category,
      subCategory: f.subCategory,
      price: String(f.price),
      originalPrice: String(f.originalPrice),
      sizes: listCell(f.sizes),
      colors: listCell(f.colors),
      bestseller: f.bestseller ? "yes" : "no",
      hsn: f.hsn,
      description: f.description,
      metaTitle: f.metaTitle,
      metaDescription: f.metaDescription,
      keywords: f.keywords,
      stock: formatStock(f.sizes, f.colors, merged),
    };
    return { line, fields: f, cells, product, before: product ? recordOf(product, held) : null, after };
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

  /** Writes one line's product and stock, and its audit entry; answers the product's id. */
  async function applyLine(tx: Tx, actor: Actor, p: PlannedLine): Promise<string> {
    const f = p.fields;
    const status = f.status ?? p.product?.status ?? "draft";
    const columns = { ...columnsOf(f), status, active: status === "published" };
    const [row] = p.product
      ? await tx
          .update(products)
          .set({ ...columns, sku: f.sku || p.product.sku, updatedAt: new Date() })
          .where(eq(products.id, p.product.id))
          .returning()
      : await tx
          .insert(products)
          .values({ ...columns, sku: f.sku || newSku() })
          .returning();
    await writeStock(tx, row.id, f, p.cells);
    await recordAudit(tx, actor, {
      action: "product.import",
      targetType: "product",
      targetId: row.id,
      ...(p.product ? { before: { ...auditView(p.product), stock: p.before?.stock } } : {}),
      after: { ...auditView(row), stock: p.after.stock },
    });
    return row.id;
  }

  /**
   * The checked lines that change something, CSV_APPLY_BATCH to a transaction, the event loop
   * turning between batches. The whole file was checked first, so only an edit made meanwhile
   * (a slug taken by hand) can stop a batch; the batches before it stay, and the answer says so.
   */
  async function apply(actor: Actor, work: PlannedLine[]): Promise<Map<PlannedLine, string>> {
    const ids = new Map<PlannedLine, string>();
    for (let start = 0; start < work.length; start += CSV_APPLY_BATCH) {
      const batch = work.slice(start, start + CSV_APPLY_BATCH);
      try {
        await db.transaction(async (tx: Tx) => {
          for (const p of batch) ids.set(p, await applyLine(tx, actor, p));
        });
      } catch (err) {
        for (const p of batch) ids.delete(p);
        const refusal = uniqueFieldError(err);
        if (!refusal) throw err;
        if (start > 0) refusal.message = `${refusal.message} ${M.csvStoppedAt(batch[0]!.line, start)}`;
        throw refusal;
      }
      await nextTurn();
    }
    return ids;
  }

  /** Every listed cell is set; a new product's cells not listed start at 0. */
  async function writeStock(tx: Tx, productId: string, f: ProductFields, cells: StockCells) {
    for (const size of f.sizes) {
      for (const color of f.colors) {
        const stock = cells.get(cellKey(size, color));
        if (stock === undefined) {
          await tx.insert(variants).values({ productId, size, color, stock: 0 }).onConflictDoNothing();
          continue;
        }
        await tx
          .insert(variants)
          .values({ productId, size, color, stock })
          .onConflictDoUpdate({ target: [variants.productId, variants.size, variants.color], set: { stock } });
      }
    }
  }

  return {
    /** The products the filters match, every page, as CSV. */
    async exportCsv(q: ProductListQuery): Promise<string> {
      const ids = (await deps.products.list(q, { all: true })).products.map((p) => p.id);
      if (ids.length === 0) return toCsv([]);
      const rows = await db.select().from(products).where(inArray(products.id, ids));
      const byId = new Map(rows.map((r) => [r.id, r]));
      const stock = await stockOf(ids);
      return toCsv(ids.map((id) => recordOf(byId.get(id)!, stock.get(id)!)));
    },

    /**
     * What the file would change: the first CSV_ROWS_LISTED lines that change something, and how
     * many more do; with `apply`, made so in short batches.
     */
    async importCsv(actor: Actor, csv: string, doApply: boolean): Promise<ImportAnswer> {
      const planned = await plan(csv);
      const work: { p: PlannedLine; row: ImportRow }[] = [];
      for (const p of planned) {
        const changes = changesOf(p.before, p.after);
        const action = !p.product ? "create" : changes.length ? "update" : "unchanged";
        if (action !== "unchanged") work.push({ p, row: { line: p.line, action, id: p.product?.id ?? null, name: p.after.name, changes } });
      }
      const created = work.filter((w) => w.row.action === "create").length;
      const changed = work.length - created;
      const unchanged = planned.length - work.length;
      const applied = doApply && work.length > 0;
      const listed = work.slice(0, CSV_ROWS_LISTED);
      if (applied) {
        const ids = await apply(
          actor,
          work.map((w) => w.p),
        );
        for (const w of listed) w.row.id = ids.get(w.p) ?? w.row.id;
      }
      const counts = `${created} to create, ${changed} to change, ${unchanged} unchanged`;
      return {
        success: true,
        applied,
        created,
        changed,
        unchanged,
        rows: listed.map((w) => w.row),
        more: work.length - listed.length,
        message:
          work.length === 0
            ? M.csvNothingToApply
            : applied
              ? `Imported: ${created} created, ${changed} changed, ${unchanged} unchanged.`
              : `Checked: ${counts}. Nothing is changed until you apply it.`,
      };
    },
  };
}

export type ProductCsv = ReturnType<typeof createProductCsv>;
