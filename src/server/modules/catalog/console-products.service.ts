import { randomBytes } from "node:crypto";
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { ProductDetail, ProductListAnswer, ProductListQuery, ProductRow, StockRequest } from "../../../contracts/admin-products";
import { DEFAULT_LOW_STOCK_THRESHOLD, PRODUCT_PAGE_SIZE, type ProductStatus } from "../../../domain/console-catalog";
import { AUDIENCE_SUBCATEGORIES } from "../../../domain/catalog";
import { productSlug } from "../../../domain/catalog";
import { hsnForCategory } from "../../../domain/india/gst";
import { CONSOLE_MESSAGES as M } from "../../../domain/console-messages";
import { paiseToRupees, rupeesToPaise } from "../../../domain/money";
import type { RenderedUpload } from "../../adapters/images/uploaded-images";
import type { Db } from "../../db/client";
import { media, mediaFiles, orderItems, products, storeMeta, variants } from "../../db/schema";
import { containing } from "../../db/search-text";
import { AppError, badRequest } from "../../http/errors";
import { type Actor, recordAudit } from "../audit/audit.service";

export type ProductRowDb = typeof products.$inferSelect;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A product's input after validation (contracts' ProductInput, parsed). */
export interface ProductFields {
  name: string;
  slug: string;
  sku: string;
  description: string;
  category: string;
  subCategory: string;
  price: number;
  originalPrice: number;
  sizes: string[];
  colors: string[];
  bestseller: boolean;
  hsn: string;
  metaTitle: string;
  metaDescription: string;
  keywords: string;
  status?: ProductStatus;
}

const THRESHOLD_KEY = "low_stock_threshold";
/** A SKU for a product given none. */
export const newSku = () => `DH-${randomBytes(4).toString("hex").toUpperCase()}`;
const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/** What the audit log keeps of a product: its editable fields, prices in rupees. */
export function auditView(p: ProductRowDb) {
  return {
    name: p.name,
    slug: p.slug,
    sku: p.sku,
    category: p.category,
    subCategory: p.subCategory,
    price: paiseToRupees(p.pricePaise),
    originalPrice: paiseToRupees(p.originalPricePaise),
    sizes: p.sizes,
    colors: p.colors,
    bestseller: p.bestseller,
    hsn: p.hsn ?? "",
    status: p.status,
    description: p.description,
    metaTitle: p.metaTitle,
    metaDescription: p.metaDescription,
    keywords: p.keywords,
    // Photos by their alt text (or "no alt text"), so adding, removing or reordering one shows.
    photos: p.images.map((_, i) => p.imageAlts[i] || "no alt text"),
  };
}

export function columnsOf(f: ProductFields) {
  const slug = productSlug(f.slug || f.name);
  return {
    name: f.name,
    slug,
    description: f.description,
    category: f.category,
    subCategory: f.subCategory,
    pricePaise: rupeesToPaise(f.price),
    originalPricePaise: rupeesToPaise(f.originalPrice),
    sizes: f.sizes,
    colors: f.colors,
    bestseller: f.bestseller,
    hsn: f.hsn || null,
    metaTitle: f.metaTitle,
    metaDescription: f.metaDescription,
    keywords: f.keywords,
  };
}

/** A unique index said no: which field, in the merchant's words. */
export function uniqueFieldError(err: unknown): AppError | null {
  const text = `${(err as { message?: string })?.message ?? ""} ${(err as { cause?: { message?: string } })?.cause?.message ?? ""} ${(err as { constraint?: string }).constraint ?? ""} ${(err as { cause?: { constraint?: string } })?.cause?.constraint ?? ""}`;
  if (text.includes("products_slug_key")) return new AppError("conflict", M.slugTaken, "slug");
  if (text.includes("products_sku_key")) return new AppError("conflict", M.skuTaken, "sku");
  return null;
}

/** A photo's colour is one of the product's colours, or "" (the default colour, or none in particular). */
function checkImageColor(p: { colors: string[] }, color: string, field: string): void {
  if (color && !p.colors.some((c) => c.toUpperCase() === color.toUpperCase()))
    throw badRequest(`${field}: ${color} is not a colour of this product.`, field);
}

export function createConsoleProducts(db: Db) {
  async function lowStockThreshold(): Promise<number> {
    const [row] = await db.select().from(storeMeta).where(eq(storeMeta.key, THRESHOLD_KEY));
    const n = row ? Number(row.value) : Number.NaN;
    return Number.isInteger(n) && n >= 0 ? n : DEFAULT_LOW_STOCK_THRESHOLD;
  }

  async function load(tx: Db | Tx, id: string): Promise<ProductRowDb> {
    const [p] = await tx.select().from(products).where(eq(products.id, id));
    if (!p) throw new AppError("not_found", M.productNotFound, "id");
    return p;
  }

  async function orderCount(tx: Db | Tx, id: string): Promise<number> {
    const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(orderItems).where(eq(orderItems.productId, id));
    return Number(row.n);
  }

  async function detail(id: string): Promise<ProductDetail> {
    const p = await load(db, id);
    const stockRows = await db.select().from(variants).where(eq(variants.productId, id));
    const byKey = new Map(stockRows.map((v) => [`${v.size}|${v.color.toUpperCase()}`, v.stock]));
    return {
      id: p.id,
      name: p.name,
      slug: p.slug,
      sku: p.sku,
      description: p.description,
      category: p.category,
      subCategory: p.subCategory,
      price: paiseToRupees(p.pricePaise),
      originalPrice: paiseToRupees(p.originalPricePaise),
      sizes: p.sizes,
      colors: p.colors,
      bestseller: p.bestseller,
      hsn: p.hsn ?? "",
      invoiceHsn: p.hsn || hsnForCategory(p.category),
      metaTitle: p.metaTitle,
      metaDescription: p.metaDescription,
      keywords: p.keywords,
      status: p.status as ProductStatus,
      images: p.images.map((url, i) => ({ url, alt: p.imageAlts[i] ?? "", color: p.imageColors[i] ?? "" })),
      stock: p.sizes.flatMap((size) => p.colors.map((color) => ({ size, color, stock: byKey.get(`${size}|${color.toUpperCase()}`) ?? 0 }))),
      orderCount: await orderCount(db, id),
    };
  }

  /** Writes a product change and its audit line in one transaction. */
  async function write(
    actor: Actor,
    id: string,
    action: string,
    change: (tx: Tx, before: ProductRowDb) => Promise<Partial<typeof products.$inferInsert>>,
  ) {
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
    return detail(id);
  }

  return {
    lowStockThreshold,
    detail,

    async setLowStockThreshold(actor: Actor, threshold: number): Promise<number> {
      const before = await lowStockThreshold();
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
    },

    /** One page of the catalog (or, with `all`, every match) with stock totals; the stock state uses the low-stock threshold. */
    async list(q: ProductListQuery, opts: { all?: boolean } = {}): Promise<ProductListAnswer> {
      const threshold = await lowStockThreshold();
      const where: SQL[] = [sql`true`];
      if (q.q) {
        const like = containing(q.q);
        where.push(sql`(p.name ilike ${like} or p.sku ilike ${like} or p.slug ilike ${like})`);
      }
      if (q.category) where.push(sql`p.category = ${q.category}`);
      if (q.audience)
        where.push(
          sql`upper(btrim(p.sub_category)) in (${sql.join(
            AUDIENCE_SUBCATEGORIES[q.audience].map((s) => sql`${s}`),
            sql`, `,
          )})`,
        );
      if (q.status) where.push(sql`p.status = ${q.status}`);
      const state = sql`case when s.total = 0 then 'out' when s.lowest <= ${threshold} then 'low' else 'in' end`;
      const stateFilter = q.stock === "short" ? sql`where ${state} <> 'in'` : q.stock ? sql`where ${state} = ${q.stock}` : sql``;
      const order = {
        newest: sql`created_at desc, id desc`,
        oldest: sql`created_at asc, id asc`,
        name: sql`lower(name) asc, id asc`,
        "price-asc": sql`price_paise asc, id asc`,
        "price-desc": sql`price_paise desc, id asc`,
        "stock-asc": sql`total asc, id asc`,
      }[q.sort];
      const res = await db.execute(sql`
        with s as (
          select p.id, p.name, p.slug, p.sku, p.category, p.sub_category, p.price_paise, p.status, p.images[1] as image, p.created_at,
            coalesce(sum(v.stock), 0)::int as total,
            -- A size × colour without a row has none in stock.
            case when count(v.stock) < cardinality(p.sizes) * cardinality(p.colors) then 0 else coalesce(min(v.stock), 0) end::int as lowest
          from products p
          left join variants v on v.product_id = p.id and v.size = any(p.sizes) and upper(v.color) = any(select upper(c) from unnest(p.colors) c)
          where ${sql.join(where, sql` and `)}
          group by p.id
        )
        select s.*, ${state} as state, count(*) over ()::int as n from s ${stateFilter}
        order by ${order}
        limit ${opts.all ? null : PRODUCT_PAGE_SIZE} offset ${opts.all ? 0 : (q.page - 1) * PRODUCT_PAGE_SIZE}`);
      const rows = rowsOf<{
        id: string;
        name: string;
        slug: string;
        sku: string;
        category: string;
        sub_category: string;
        price_paise: number;
        status: ProductStatus;
        image: string | null;
        total: number;
        state: ProductRow["stockState"];
        n: number;
      }>(res);
      const total = rows[0] ? Number(rows[0].n) : 0;
      return {
        success: true,
        products: rows.map((r) => ({
          id: r.id,
          name: r.name,
          slug: r.slug,
          sku: r.sku,
          category: r.category,
          subCategory: r.sub_category,
          price: paiseToRupees(Number(r.price_paise)),
          status: r.status,
          stock: Number(r.total),
          stockState: r.state,
          image: r.image,
        })),
        total,
        page: q.page,
        pages: Math.max(1, Math.ceil(total / PRODUCT_PAGE_SIZE)),
        lowStockThreshold: threshold,
      };
    },

    /** A new product starts as a draft unless told otherwise, with no stock. */
    async create(actor: Actor, f: ProductFields): Promise<ProductDetail> {
      const status = f.status ?? "draft";
      const sku = f.sku || newSku();
      let id = "";
      try {
        await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(products)
            .values({ ...columnsOf(f), sku, status, active: status === "published" })
            .returning();
          id = row.id;
          await recordAudit(tx, actor, { action: "product.create", targetType: "product", targetId: row.id, after: auditView(row) });
        });
      } catch (err) {
        throw uniqueFieldError(err) ?? err;
      }
      return detail(id);
    },

    async update(actor: Actor, id: string, f: ProductFields): Promise<ProductDetail> {
      return write(actor, id, "product.update", async (_tx, before) => {
        const status = f.status ?? (before.status as ProductStatus);
        return { ...columnsOf(f), sku: f.sku || before.sku, status, active: status === "published" };
      });
    },

    async setStatus(actor: Actor, id: string, status: ProductStatus): Promise<ProductDetail> {
      return write(actor, id, `product.${status === "published" ? "publish" : status === "draft" ? "unpublish" : "archive"}`, async () => ({
        status,
        active: status === "published",
      }));
    },

    /** Deleted when no order names it; otherwise archived, so every order keeps its product. */
    async remove(actor: Actor, id: string): Promise<{ deleted: boolean }> {
      return db.transaction(async (tx) => {
        const before = await load(tx, id);
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
      await db.transaction(async (tx) => {
        const p = await load(tx, id);
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
      });
      return detail(id);
    },

    /** Keeps an uploaded image's renditions (once per content) and adds it to the product's images. */
    /** Adds the photo; one the product already shows is left as it is (added: false), with no write. */
    async addImage(actor: Actor, id: string, upload: RenderedUpload, alt: string, color = ""): Promise<{ product: ProductDetail; added: boolean }> {
      const current = await load(db, id);
      checkImageColor(current, color, "color");
      if (current.images.includes(upload.url)) return { product: await detail(id), added: false };
      await db.transaction(async (tx) => {
        const [fresh] = await tx
          .insert(media)
          .values({ hash: upload.hash, originalType: upload.originalType, width: upload.width, height: upload.height, bytes: upload.bytes })
          .onConflictDoNothing()
          .returning({ hash: media.hash });
        if (fresh)
          await tx
            .insert(mediaFiles)
            .values(upload.files.map((f) => ({ name: f.name, hash: upload.hash, contentType: f.contentType, body: f.body })));
      });
      const product = await write(actor, id, "product.image.add", async (_tx, before) => {
        if (before.images.includes(upload.url)) return {};
        if (before.images.length >= 12) throw badRequest("A product has at most 12 images.", "image");
        const alts = before.images.map((_, i) => before.imageAlts[i] ?? "");
        const colors = before.images.map((_, i) => before.imageColors[i] ?? "");
        return { images: [...before.images, upload.url], imageAlts: [...alts, alt], imageColors: [...colors, color] };
      });
      return { product, added: true };
    },

    /** Reorders, removes and re-describes images; only images the product already has are kept. */
    async setImages(actor: Actor, id: string, images: { url: string; alt: string; color?: string }[]): Promise<ProductDetail> {
      return write(actor, id, "product.images", async (_tx, before) => {
        for (const [i, img] of images.entries()) {
          if (!before.images.includes(img.url)) throw badRequest(`images.${i}.url: not an image of this product.`, `images.${i}.url`);
          checkImageColor(before, img.color ?? "", `images.${i}.color`);
        }
        return { images: images.map((i) => i.url), imageAlts: images.map((i) => i.alt), imageColors: images.map((i) => i.color ?? "") };
      });
    },
  };
}

export type ConsoleProducts = ReturnType<typeof createConsoleProducts>;

/** An uploaded rendition, as /media serves it. */
export async function mediaFile(db: Db, name: string) {
  const [row] = await db
    .select({ body: mediaFiles.body, contentType: mediaFiles.contentType })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.name, name)));
  return row ?? null;
}
