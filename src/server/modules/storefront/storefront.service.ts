import type { ProductCardDto } from "../catalog/product.dto";
import type { HomeSections, OfferSlideDto, TestimonialDto } from "../../../contracts/pages";
import type { RecentPurchaseDto } from "../../../contracts/storefront";
import { and, desc, eq, gt, inArray, ne, or, sql } from "drizzle-orm";
import { productSlug } from "../../../domain/catalog";
import {
  HOME_STRIP_COUNT,
  RECENT_PURCHASE_AGO_MAX_MS,
  RELATED_COUNT,
  SHOWCASE_CATEGORY,
  SHOWCASE_COUNT,
} from "../../../domain/constants";
import { paiseToRupees } from "../../../domain/money";
import type { Db } from "../../db/client";
import { orderItems, orders, products, users } from "../../db/schema";
import { createRelatedPool } from "./related-pool";

type ProductRow = typeof products.$inferSelect;

export type { HomeSections, OfferSlideDto, TestimonialDto };

export const toCardDto = (p: ProductRow): ProductCardDto => ({
  _id: p.id,
  name: p.name,
  slug: p.slug,
  price: paiseToRupees(p.pricePaise),
  originalPrice: paiseToRupees(p.originalPricePaise),
  image: p.images.slice(0, 2),
  category: p.category,
  sizes: p.sizes,
  colors: p.colors,
});

/** Offer slides are drawn for these products (demo art); a slide whose product is gone is dropped. */
export interface OfferArt {
  productName: string;
  image: string;
}

/** Home sections and the recent panel change rarely; a few seconds of staleness saves a query per view. */
const CACHE_MS = 5_000;
const RECENT_LIMIT = 12;

function firstNameOf(name: string): string {
  const first = name.trim().split(/\s+/)[0] ?? "";
  return first.slice(0, 24) || "A shopper";
}

export function createStorefrontService(db: Db, offerArt: OfferArt[], testimonials: TestimonialDto[]) {
  let home: { value: HomeSections; at: number } | null = null;
  let recent: { value: RecentPurchaseDto[]; at: number } | null = null;
  const related = createRelatedPool(db);

  const newest = [desc(products.createdAt), desc(products.id)];
  const byCategory = (category: string, limit: number) =>
    db
      .select()
      .from(products)
      .where(and(eq(products.active, true), eq(products.category, category)))
      .orderBy(...newest)
      .limit(limit);

  return {
    /** The home page's products: three small indexed queries, never the whole catalog. */
    async homeSections(): Promise<HomeSections> {
      if (home && Date.now() - home.at < CACHE_MS) return home.value;
      const offerSlugs = offerArt.map((o) => productSlug(o.productName));
      const [hoodies, sweatshirts, showcase, offerRows] = await Promise.all([
        byCategory("Hoodies", HOME_STRIP_COUNT),
        byCategory("Sweatshirts", HOME_STRIP_COUNT),
        db
          .select()
          .from(products)
          .where(and(eq(products.active, true), eq(products.category, SHOWCASE_CATEGORY), eq(products.bestseller, true)))
          .orderBy(...newest)
          .limit(SHOWCASE_COUNT),
        offerSlugs.length
          ? db
              .select({ id: products.id, slug: products.slug, name: products.name })
              .from(products)
              .where(and(eq(products.active, true), inArray(products.slug, offerSlugs)))
          : Promise.resolve([]),
      ]);
      const bySlug = new Map(offerRows.map((r) => [r.slug, r]));
      const offers = offerArt.flatMap((o) => {
        const p = bySlug.get(productSlug(o.productName));
        return p ? [{ image: o.image, alt: `Offer: ${p.name}`, productId: p.id, slug: p.slug }] : [];
      });
      const value = { testimonials, hoodies: hoodies.map(toCardDto), sweatshirts: sweatshirts.map(toCardDto), showcase: showcase.map(toCardDto), offers };
      home = { value, at: Date.now() };
      return value;
    },

    /** Five other products, of the same category first, in a different order on each visit. */
    async relatedProducts(productId: string, category: string): Promise<ProductCardDto[]> {
      return (await related.pick(productId, category, RELATED_COUNT)).map(toCardDto);
    },

    /** Five products from anywhere in the catalog, for pages about no product (the cart). */
    async suggestedProducts(): Promise<ProductCardDto[]> {
      return (await related.pick(null, null, RELATED_COUNT)).map(toCardDto);
    },

    /**
     * Real orders of the last two days, newest first, one line per order, reduced to the buyer's
     * first name and city. Canceled orders and unpaid online payments are not purchases.
     */
    async recentPurchases(): Promise<RecentPurchaseDto[]> {
      if (recent && Date.now() - recent.at < CACHE_MS) return recent.value;
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
        .where(
          and(
            gt(orders.createdAt, since),
            ne(orders.status, "Order Canceled"),
            or(eq(orders.payment, true), eq(orders.paymentMethod, "cod")),
          ),
        )
        .orderBy(desc(orders.createdAt), desc(orders.id), orderItems.id)
        .limit(RECENT_LIMIT);
      const value = rows.map((r) => ({
        firstName: firstNameOf(r.buyer),
        city: (typeof r.city === "string" ? r.city.trim().slice(0, 40) : "") || "India",
        productName: r.productName,
        slug: r.slug,
        at: r.at.toISOString(),
      }));
      recent = { value, at: Date.now() };
      return value;
    },

    invalidate() {
      home = null;
      recent = null;
      related.clear();
    },
  };
}

export type StorefrontService = ReturnType<typeof createStorefrontService>;
