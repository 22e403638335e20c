import { type ProductCardDto, ratingOf } from "../catalog/product.dto";
import type { HomeSections, OfferSlideDto, TestimonialDto } from "../../../contracts/pages";
import type { RecentPurchaseDto } from "../../../contracts/storefront";
import { and, desc, eq, gt, ne, or, sql } from "drizzle-orm";
import { HOME_STRIP_COUNT, RECENT_PURCHASE_AGO_MAX_MS, RELATED_COUNT, SHOWCASE_CATEGORY, SHOWCASE_COUNT } from "../../../domain/constants";
import { colorImageMap, defaultImages } from "../../../domain/color-images";
import { paiseToRupees } from "../../../domain/money";
import type { Db } from "../../db/client";
import { orderItems, orders, products, users } from "../../db/schema";
import { valueCache } from "../../lib/cache";
import { readStorefrontContent, type StorefrontContent } from "./content";
import { createRelatedPool } from "./related-pool";

type ProductRow = typeof products.$inferSelect;

export type { HomeSections, OfferSlideDto, TestimonialDto };

export const toCardDto = (p: ProductRow): ProductCardDto => ({
  _id: p.id,
  name: p.name,
  slug: p.slug,
  price: paiseToRupees(p.pricePaise),
  originalPrice: paiseToRupees(p.originalPricePaise),
  image: defaultImages(p).slice(0, 2),
  colorImages: colorImageMap(p, 1),
  category: p.category,
  sizes: p.sizes,
  colors: p.colors,
  rating: ratingOf(p.ratingSum, p.reviewCount),
});

/** Home sections and the recent panel change rarely; a few seconds of staleness saves a query per view. */
const CACHE_MS = 5_000;
const RECENT_LIMIT = 12;

function firstNameOf(name: string): string {
  const first = name.trim().split(/\s+/)[0] ?? "";
  return first.slice(0, 24) || "A shopper";
}

export function createStorefrontService(db: Db) {
  const related = createRelatedPool(db);

  const newest = [desc(products.createdAt), desc(products.id)];
  const byCategory = (category: string, limit: number) =>
    db
      .select()
      .from(products)
      .where(and(eq(products.active, true), eq(products.category, category)))
      .orderBy(...newest)
      .limit(limit);

  /** The home page: three small indexed queries for its products (never the whole catalog) and the content. */
  async function loadHomeSections(): Promise<HomeSections> {
    const [hoodies, sweatshirts, showcase, { hero, testimonials, offers }] = await Promise.all([
      byCategory("Hoodies", HOME_STRIP_COUNT),
      byCategory("Sweatshirts", HOME_STRIP_COUNT),
      db
        .select()
        .from(products)
        .where(and(eq(products.active, true), eq(products.category, SHOWCASE_CATEGORY), eq(products.bestseller, true)))
        .orderBy(...newest)
        .limit(SHOWCASE_COUNT),
      content.get(),
    ]);
    return {
      hero,
      testimonials,
      offers,
      hoodies: hoodies.map(toCardDto),
      sweatshirts: sweatshirts.map(toCardDto),
      showcase: showcase.map(toCardDto),
    };
  }

  /**
   * Real orders of the last two days, newest first, one line per order, reduced to the buyer's
   * first name and city. Canceled orders and unpaid online payments are not purchases.
   */
  async function loadRecentPurchases(): Promise<RecentPurchaseDto[]> {
    const since = new Date(Date.now() - RECENT_PURCHASE_AGO_MAX_MS);
    const rows = await db
      .selectDistinctOn([orders.createdAt, orders.id], {
        at: orders.createdAt,
        buyer: users.name,
        city: sql<string | null>`${orders.address}->>'city'`,
        productName: orderItems.name,
        slug: products.slug,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .innerJoin(products, and(eq(products.id, orderItems.productId), eq(products.active, true)))
      .where(and(gt(orders.createdAt, since), ne(orders.status, "Order Canceled"), or(eq(orders.payment, true), eq(orders.paymentMethod, "cod"))))
      .orderBy(desc(orders.createdAt), desc(orders.id), orderItems.id)
      .limit(RECENT_LIMIT);
    return rows.map((r) => ({
      firstName: firstNameOf(r.buyer),
      city: (typeof r.city === "string" ? r.city.trim().slice(0, 40) : "") || "India",
      productName: r.productName,
      slug: r.slug,
      at: r.at.toISOString(),
    }));
  }

  const content = valueCache<StorefrontContent>({ ttlMs: CACHE_MS, load: () => readStorefrontContent(db) });
  const home = valueCache({ ttlMs: CACHE_MS, load: loadHomeSections });
  const recent = valueCache({ ttlMs: CACHE_MS, load: loadRecentPurchases });

  return {
    homeSections: () => home.get(),
    /** Hero copy, testimonials and offer slides as the merchant set them (none on a store without them). */
    content: () => content.get(),

    /** Five other products, of the same category first, in a different order on each visit. */
    async relatedProducts(productId: string, category: string): Promise<ProductCardDto[]> {
      return (await related.pick(productId, category, RELATED_COUNT)).map(toCardDto);
    },

    /** Five products from anywhere in the catalog, for pages about no product (the cart). */
    async suggestedProducts(): Promise<ProductCardDto[]> {
      return (await related.pick(null, null, RELATED_COUNT)).map(toCardDto);
    },

    recentPurchases: () => recent.get(),

    /** Call after any write to products, orders or storefront content: every section is read again. */
    invalidate() {
      content.invalidate();
      home.invalidate();
      recent.invalidate();
      related.invalidate();
    },
  };
}

export type StorefrontService = ReturnType<typeof createStorefrontService>;
