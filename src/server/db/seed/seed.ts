import { count, sql } from "drizzle-orm";
import { SEEDED_COUPONS } from "../../../domain/coupons";
import { productSlug } from "../../../domain/catalog";
import type { Db, Executor, Tx } from "../client";
import { coupons, products, reviews, storeMeta, variants } from "../schema";
import { type DemoProduct, demoCatalog } from "./demo-catalog";
import { seedDemoOrders } from "./demo-orders";

const DAY_MS = 86_400_000;
/** Serialises seeding across app processes starting at once against one PostgreSQL. */
const SEED_LOCK = 7_130_001;

export const demoImageUrl = (key: string, view: "front" | "back") => `/images/demo/products/${key}-${view}-600.jpg`;

export async function seedCoupons(db: Executor): Promise<void> {
  for (const rule of SEEDED_COUPONS) {
    const { code, kind, ...params } = rule;
    await db.insert(coupons).values({ code, kind, params }).onConflictDoNothing();
  }
}

async function insertDemoProduct(tx: Tx, p: DemoProduct, now: number): Promise<void> {
  const [row] = await tx
    .insert(products)
    .values({
      name: p.name,
      slug: productSlug(p.name),
      pricePaise: p.pricePaise,
      originalPricePaise: p.originalPricePaise,
      category: p.category,
      subCategory: p.subCategory,
      sizes: p.sizes,
      colors: p.colors,
      rank: p.rank,
      bestseller: p.bestseller,
      sku: p.sku,
      description: p.description,
      metaTitle: p.metaTitle,
      metaDescription: p.metaDescription,
      keywords: p.keywords,
      images: [demoImageUrl(p.key, "front"), demoImageUrl(p.key, "back")],
      reviewCount: p.reviews.length,
      ratingSum: p.reviews.reduce((s, r) => s + r.rating, 0),
      createdAt: new Date(now - p.ageDays * DAY_MS),
      updatedAt: new Date(now - p.ageDays * DAY_MS),
    })
    .returning({ id: products.id });
  const variantRows = p.sizes.flatMap((size) => p.colors.map((color) => ({ productId: row.id, size, color, stock: p.stock })));
  if (variantRows.length) await tx.insert(variants).values(variantRows);
  if (p.reviews.length) {
    await tx.insert(reviews).values(
      p.reviews.map((r, i) => ({
        productId: row.id,
        userName: r.userName,
        rating: r.rating,
        comment: r.comment,
        createdAt: new Date(now - r.daysAgo * DAY_MS - i * 60_000),
      })),
    );
  }
}

/**
 * Seeds the demo catalog into an empty store, once: a store that was seeded before, or that
 * holds any product of its own, is left as it is.
 */
export async function seedDemoIfEmpty(db: Db, opts: { force?: boolean } = {}): Promise<{ seeded: boolean; products: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [{ n }] = await tx.select({ n: count() }).from(products);
    const marked = await tx.select().from(storeMeta).where(sql`${storeMeta.key} = 'demo_seeded_at'`);
    if (n > 0 || (marked.length > 0 && !opts.force)) return { seeded: false, products: n };
    const now = Date.now();
    const catalog = demoCatalog();
    for (const p of catalog) await insertDemoProduct(tx, p, now);
    await seedCoupons(tx);
    await seedDemoOrders(tx, now);
    await tx
      .insert(storeMeta)
      .values({ key: "demo_seeded_at", value: new Date(now).toISOString() })
      .onConflictDoUpdate({ target: storeMeta.key, set: { value: new Date(now).toISOString(), updatedAt: new Date() } });
    return { seeded: true, products: catalog.length };
  });
}
