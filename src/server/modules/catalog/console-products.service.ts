import { eq } from "drizzle-orm";
import type { ProductDetail, StockRequest } from "../../../contracts/admin-products";
import type { ProductStatus } from "../../../domain/console-catalog";
import { onSale } from "../../../domain/drop-time";
import type { RenderedUpload } from "../../adapters/images/uploaded-images";
import type { Db } from "../../db/client";
import { products, variants } from "../../db/schema";
import { badRequest } from "../../http/errors";
import { type Actor, recordAudit } from "../audit/audit.service";
import { loadProduct, orderCount, productDetail, writeProduct } from "./console-product-detail";
import { productList } from "./console-product-list";
import { lowStockThreshold, setLowStockThreshold } from "./low-stock-threshold";
import { auditView, columnsOf, newSku, type ProductFields, uniqueFieldError } from "./product-fields";
import { addImage, setImages } from "./product-images";
import type { RestockedVariant } from "../stock-alerts/stock-alerts.service";

/**
 * The catalog as the merchant writes it: the console's list (console-product-list.ts), one
 * product's page (console-product-detail.ts), creating, editing, archiving and deleting products
 * and their stock (here), their photos (product-images.ts) and the low-stock threshold. Every
 * write keeps its audit line in its own transaction; the product CSV is product-csv.service.ts.
 */
export function createConsoleProducts(db: Db, deps: { onRestock?: (back: RestockedVariant[]) => Promise<void> } = {}) {
  return {
    lowStockThreshold: () => lowStockThreshold(db),
    setLowStockThreshold: (actor: Actor, threshold: number) => setLowStockThreshold(db, actor, threshold),
    list: (q: Parameters<typeof productList>[1], opts: { all?: boolean } = {}) => productList(db, q, opts),
    detail: (id: string) => productDetail(db, id),

    /** A new product starts as a draft unless told otherwise, with no stock. */
    async create(actor: Actor, f: ProductFields): Promise<ProductDetail> {
      const status = f.status ?? "draft";
      const sku = f.sku || newSku();
      let id = "";
      try {
        await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(products)
            .values({ ...columnsOf(f), sku, status, active: onSale(status, null, new Date()) })
            .returning();
          id = row.id;
          await recordAudit(tx, actor, { action: "product.create", targetType: "product", targetId: row.id, after: auditView(row) });
        });
      } catch (err) {
        throw uniqueFieldError(err) ?? err;
      }
      return productDetail(db, id);
    },

    async update(actor: Actor, id: string, f: ProductFields): Promise<ProductDetail> {
      await writeProduct(db, actor, id, "product.update", async (_tx, before) => {
        const status = f.status ?? (before.status as ProductStatus);
        return { ...columnsOf(f), sku: f.sku || before.sku, status, active: onSale(status, before.goesLiveAt, new Date()) };
      });
      return productDetail(db, id);
    },

    async setStatus(actor: Actor, id: string, status: ProductStatus): Promise<ProductDetail> {
      await writeProduct(
        db,
        actor,
        id,
        `product.${status === "published" ? "publish" : status === "draft" ? "unpublish" : "archive"}`,
        async (_tx, before) => ({
          status,
          active: onSale(status, before.goesLiveAt, new Date()),
        }),
      );
      return productDetail(db, id);
    },

    /**
     * Sets or clears the product's "Goes live at" (decision 270): before it a published product is
     * not on sale; the drop clock puts it on sale at the instant. A past minute puts it on sale now.
     */
    async setGoesLiveAt(actor: Actor, id: string, goesLiveAt: Date | null): Promise<ProductDetail> {
      await writeProduct(db, actor, id, goesLiveAt ? "product.schedule" : "product.unschedule", async (_tx, before) => ({
        goesLiveAt,
        active: onSale(before.status, goesLiveAt, new Date()),
      }));
      return productDetail(db, id);
    },

    /** Deleted when no order names it; otherwise archived, so every order keeps its product. */
    async remove(actor: Actor, id: string): Promise<{ deleted: boolean }> {
      return db.transaction(async (tx) => {
        const before = await loadProduct(tx, id);
        if ((await orderCount(tx, id)) > 0) {
          await tx.update(products).set({ status: "archived", active: false, updatedAt: new Date() }).where(eq(products.id, id));
          await recordAudit(tx, actor, {
            action: "product.archive",
            targetType: "product",
            targetId: id,
            before: auditView(before),
            after: { ...auditView(before), status: "archived" },
          });
          return { deleted: false };
        }
        await tx.delete(products).where(eq(products.id, id));
        await recordAudit(tx, actor, { action: "product.delete", targetType: "product", targetId: id, before: auditView(before) });
        return { deleted: true };
      });
    },

    /** Sets stock per size × colour; only the product's own sizes and colours are taken. */
    async setStock(actor: Actor, id: string, cells: StockRequest["cells"]): Promise<ProductDetail> {
      const restocked = await db.transaction(async (tx) => {
        const p = await loadProduct(tx, id);
        const colors = new Map(p.colors.map((c) => [c.toUpperCase(), c]));
        for (const [i, cell] of cells.entries()) {
          if (!p.sizes.includes(cell.size)) throw badRequest(`cells.${i}.size: ${cell.size} is not one of this product's sizes.`, `cells.${i}.size`);
          if (!colors.has(cell.color)) throw badRequest(`cells.${i}.color: ${cell.color} is not one of this product's colours.`, `cells.${i}.color`);
        }
        const before = await tx.select().from(variants).where(eq(variants.productId, id));
        for (const cell of cells) {
          const color = colors.get(cell.color)!;
          await tx
            .insert(variants)
            .values({ productId: id, size: cell.size, color, stock: cell.stock })
            .onConflictDoUpdate({ target: [variants.productId, variants.size, variants.color], set: { stock: cell.stock } });
        }
        const was = new Map(before.map((v) => [`${v.size}|${v.color.toUpperCase()}`, v.stock]));
        await recordAudit(tx, actor, {
          action: "product.stock",
          targetType: "product",
          targetId: id,
          before: cells.map((c) => ({ size: c.size, color: c.color, stock: was.get(`${c.size}|${c.color}`) ?? 0 })),
          after: cells,
        });
        return cells.flatMap((c) => {
          const added = c.stock - Math.max(was.get(`${c.size}|${c.color}`) ?? 0, 0);
          return added > 0 ? [{ productId: id, size: c.size, color: colors.get(c.color)!, added }] : [];
        });
      });
      await deps.onRestock?.(restocked);
      return productDetail(db, id);
    },

    /** Adds the photo; one the product already shows is left as it is (added: false), with no write. */
    async addImage(actor: Actor, id: string, upload: RenderedUpload, alt: string, color = ""): Promise<{ product: ProductDetail; added: boolean }> {
      const added = await addImage(db, actor, id, upload, alt, color);
      return { product: await productDetail(db, id), added };
    },

    /** Reorders, removes and re-describes images; only images the product already has are kept. */
    async setImages(actor: Actor, id: string, images: { url: string; alt: string; color?: string }[]): Promise<ProductDetail> {
      await setImages(db, actor, id, images);
      return productDetail(db, id);
    },
  };
}

export type ConsoleProducts = ReturnType<typeof createConsoleProducts>;
