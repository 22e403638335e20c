import { count, inArray, sql } from "drizzle-orm";
import { hsnForCategory } from "../../../domain/india/gst";
import { SEEDED_COUPONS } from "../../../domain/coupons";
import { productSlug } from "../../../domain/catalog";
import type { Db, Executor, Tx } from "../client";
import { coupons, products, reviews, storeMeta, variants } from "../schema";
import { type DemoProduct, demoCatalog, demoImageBase } from "./demo-catalog";
import { seedDemoContent } from "./demo-content";

const DAY_MS = 86_400_000;
/** Serialises seeding across app processes starting at once against one PostgreSQL. */
const SEED_LOCK = 7_130_001;

const VIEWS = ["front", "back"] as const;
const demoImageUrl = (base: string) => `/images/demo/${base}-600.jpg`;

/** Every colour's front and back: the first colour's untagged (the spec's image list), the others tagged with their hex code. */
export function demoImages(p: DemoProduct): { images: string[]; imageColors: string[] } {
  const shots = p.colors.flatMap((color, i) =>
    VIEWS.map((view) => ({ url: demoImageUrl(demoImageBase(p, color, view)), color: i === 0 ? "" : color })),
  );
  return { images: shots.map((s) => s.url), imageColors: shots.map((s) => s.color) };
}

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
      hsn: hsnForCategory(p.category),
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
      ...demoImages(p),
      reviewCount: p.reviews.length,
      ratingSum: p.reviews.reduce((s, r) => s + r.rating, 0),
      demo: true,
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

const SEEDED_AT = "demo_seeded_at";
/** Marks the demo storefront content; a demo store seeded before content lived in the database gets it once. */
const CONTENT_SEEDED_AT = "demo_content_seeded_at";

async function mark(tx: Tx, key: string, at: number): Promise<void> {
  const value = new Date(at).toISOString();
  await tx
    .insert(storeMeta)
    .values({ key, value })
    .onConflictDoUpdate({ target: storeMeta.key, set: { value, updatedAt: new Date() } });
}

/**
 * Seeds the demo catalog and its storefront content (hero copy, testimonials, offer slides) into
 * an empty store, once: a store that was seeded before, or that holds any product of its own, is
 * left as it is.
 */
export async function seedDemoIfEmpty(db: Db, opts: { force?: boolean } = {}): Promise<{ seeded: boolean; products: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [{ n }] = await tx.select({ n: count() }).from(products);
    const marks = new Set(
      (
        await tx
          .select({ key: storeMeta.key })
          .from(storeMeta)
          .where(inArray(storeMeta.key, [SEEDED_AT, CONTENT_SEEDED_AT]))
      ).map((r) => r.key),
    );
    const now = Date.now();
    if (n > 0 || (marks.has(SEEDED_AT) && !opts.force)) {
      if (marks.has(SEEDED_AT) && !marks.has(CONTENT_SEEDED_AT)) {
        await seedDemoContent(tx, demoCatalog());
        await mark(tx, CONTENT_SEEDED_AT, now);
      }
      return { seeded: false, products: n };
    }
    const catalog = demoCatalog();
    for (const p of catalog) await insertDemoProduct(tx, p, now);
    await seedCoupons(tx);
    await seedDemoContent(tx, catalog);
    await mark(tx, SEEDED_AT, now);
    await mark(tx, CONTENT_SEEDED_AT, now);
    return { seeded: true, products: catalog.length };
  });
}
