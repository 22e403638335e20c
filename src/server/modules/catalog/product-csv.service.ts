import type { ImportAnswer, ImportRow, ProductCsvColumn, ProductListQuery } from "../../../contracts/admin-products";
import { CSV_ROWS_LISTED, PRODUCT_CSV_COLUMNS } from "../../../contracts/admin-products";
import { CONSOLE_MESSAGES as M } from "../../../domain/console-messages";
import type { Db } from "../../db/client";
import { products } from "../../db/schema";
import { inArray } from "drizzle-orm";
import type { Actor } from "../audit/audit.service";
import type { ConsoleProducts } from "./console-products.service";
import { editableFields } from "./product-fields";
import { type CsvRecord, csvRecord, listCell, listOf, toCsv } from "./product-csv";
import { importApplier } from "./product-import-apply";
import type { RestockedVariant } from "../stock-alerts/stock-alerts.service";
import { importPlanner, type PlannedLine } from "./product-import-plan";

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

/**
 * Product CSV export and import: the import is checked whole (product-import-plan.ts), shown as a
 * diff, and applied in short batches (product-import-apply.ts).
 */
export function createProductCsv(deps: { db: Db; products: ConsoleProducts; onRestock?: (back: RestockedVariant[]) => Promise<void> }) {
  const { db } = deps;
  const { plan, stockOf } = importPlanner(db);
  const apply = importApplier(db, deps.onRestock);

  return {
    /** The products the filters match, every page, as CSV. */
    async exportCsv(q: ProductListQuery): Promise<string> {
      const ids = (await deps.products.list(q, { all: true })).products.map((p) => p.id);
      if (ids.length === 0) return toCsv([]);
      const rows = await db.select().from(products).where(inArray(products.id, ids));
      const byId = new Map(rows.map((r) => [r.id, r]));
      const stock = await stockOf(ids);
      return toCsv(ids.map((id) => csvRecord(id, editableFields(byId.get(id)!), stock.get(id)!)));
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
