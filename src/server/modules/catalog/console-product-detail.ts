import { eq, sql } from "drizzle-orm";
import type { ProductDetail } from "../../../contracts/admin-products";
import { CONSOLE_MESSAGES as M } from "../../../domain/console-messages";
import { goLiveLocal } from "../../../domain/drop-time";
import { hsnForCategory } from "../../../domain/india/gst";
import type { Db } from "../../db/client";
import { orderItems, products, variants } from "../../db/schema";
import { AppError } from "../../http/errors";
import { type Actor, recordAudit } from "../audit/audit.service";
import { auditView, editableFields, type ProductRowDb, type Tx, uniqueFieldError } from "./product-fields";

export async function loadProduct(tx: Db | Tx, id: string): Promise<ProductRowDb> {
  const [p] = await tx.select().from(products).where(eq(products.id, id));
  if (!p) throw new AppError("not_found", M.productNotFound, "id");
  return p;
}

/** How many order lines name the product: a product with any is archived, never deleted. */
export async function orderCount(tx: Db | Tx, id: string): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(orderItems).where(eq(orderItems.productId, id));
  return Number(row.n);
}

/** One product as the console's product page edits it: its fields, photos, stock per size × colour and order count. */
export async function productDetail(db: Db, id: string): Promise<ProductDetail> {
  const p = await loadProduct(db, id);
  const stockRows = await db.select().from(variants).where(eq(variants.productId, id));
  const byKey = new Map(stockRows.map((v) => [`${v.size}|${v.color.toUpperCase()}`, v.stock]));
  return {
    id: p.id,
    ...editableFields(p),
    invoiceHsn: p.hsn || hsnForCategory(p.category),
    goesLiveAt: p.goesLiveAt ? goLiveLocal(p.goesLiveAt) : "",
    onSale: p.active,
    images: p.images.map((url, i) => ({ url, alt: p.imageAlts[i] ?? "", color: p.imageColors[i] ?? "" })),
    stock: p.sizes.flatMap((size) => p.colors.map((color) => ({ size, color, stock: byKey.get(`${size}|${color.toUpperCase()}`) ?? 0 }))),
    orderCount: await orderCount(db, id),
  };
}

/** Writes a product change and its audit line in one transaction; the product is locked while `change` decides. */
export async function writeProduct(
  db: Db,
  actor: Actor,
  id: string,
  action: string,
  change: (tx: Tx, before: ProductRowDb) => Promise<Partial<typeof products.$inferInsert>>,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const [before] = await tx.select().from(products).where(eq(products.id, id)).for("update");
      if (!before) throw new AppError("not_found", M.productNotFound, "id");
      const set = await change(tx, before);
      const [after] = await tx
        .update(products)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(products.id, id))
        .returning();
      await recordAudit(tx, actor, { action, targetType: "product", targetId: id, before: auditView(before), after: auditView(after) });
    });
  } catch (err) {
    throw uniqueFieldError(err) ?? err;
  }
}
