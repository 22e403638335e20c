import { eq } from "drizzle-orm";
import { DEFAULT_LOW_STOCK_THRESHOLD } from "../../../domain/console-catalog";
import type { Db } from "../../db/client";
import { storeMeta } from "../../db/schema";
import { type Actor, recordAudit } from "../audit/audit.service";

const THRESHOLD_KEY = "low_stock_threshold";

/** At or below this many of a size and colour, a product counts as low on stock. */
export async function lowStockThreshold(db: Db): Promise<number> {
  const [row] = await db.select().from(storeMeta).where(eq(storeMeta.key, THRESHOLD_KEY));
  const n = row ? Number(row.value) : Number.NaN;
  return Number.isInteger(n) && n >= 0 ? n : DEFAULT_LOW_STOCK_THRESHOLD;
}

export async function setLowStockThreshold(db: Db, actor: Actor, threshold: number): Promise<number> {
  const before = await lowStockThreshold(db);
  await db.transaction(async (tx) => {
    await tx
      .insert(storeMeta)
      .values({ key: THRESHOLD_KEY, value: String(threshold) })
      .onConflictDoUpdate({ target: storeMeta.key, set: { value: String(threshold), updatedAt: new Date() } });
    await recordAudit(tx, actor, {
      action: "settings.low-stock",
      targetType: "settings",
      targetId: THRESHOLD_KEY,
      before: { threshold: before },
      after: { threshold },
    });
  });
  return threshold;
}
