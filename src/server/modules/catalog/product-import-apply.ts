import { eq } from "drizzle-orm";
import { CONSOLE_MESSAGES as M } from "../../../domain/console-messages";
import { onSale } from "../../../domain/drop-time";
import type { Db } from "../../db/client";
import { products, variants } from "../../db/schema";
import { type Actor, recordAudit } from "../audit/audit.service";
import { auditView, columnsOf, newSku, type ProductFields, type Tx, uniqueFieldError } from "./product-fields";
import { cellKey, type StockCells } from "./product-csv";
import { nextTurn, type PlannedLine } from "./product-import-plan";
import type { RestockedVariant } from "../stock-alerts/stock-alerts.service";

/**
 * Lines written per transaction. On the embedded database a transaction holds the one connection,
 * so a whole file in one (5,000 lines, 10 s) kept every shopper waiting; a batch is a few hundred
 * milliseconds at most, and shoppers' requests run between batches.
 */
export const CSV_APPLY_BATCH = 50;
/** A checked product CSV written: each line's product, its stock and its audit line. */
export function importApplier(db: Db, onRestock: (back: RestockedVariant[]) => Promise<void> = async () => {}) {
  /** The units each batch put back on sale, told once the batch is written. */
  let restocked: RestockedVariant[] = [];
  /** Writes one line's product and stock, and its audit entry; answers the product's id. */
  async function applyLine(tx: Tx, actor: Actor, p: PlannedLine): Promise<string> {
    const f = p.fields;
    const status = f.status ?? p.product?.status ?? "draft";
    const columns = { ...columnsOf(f), status, active: onSale(status, p.product?.goesLiveAt ?? null, new Date()) };
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
        restocked = [];
        await db.transaction(async (tx: Tx) => {
          for (const p of batch) ids.set(p, await applyLine(tx, actor, p));
        });
        await onRestock(restocked);
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
    const before = new Map(
      (await tx.select().from(variants).where(eq(variants.productId, productId))).map((v) => [cellKey(v.size, v.color), v.stock]),
    );
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
        const added = stock - Math.max(before.get(cellKey(size, color)) ?? 0, 0);
        if (added > 0) restocked.push({ productId, size, color, added });
      }
    }
  }

  return apply;
}
