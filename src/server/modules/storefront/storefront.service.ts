import { type ProductCardDto, ratingOf } from "../catalog/product.dto";
import type { HomeSections, OfferSlideDto, TestimonialDto } from "../../../contracts/pages";
import type { RecentPurchaseDto } from "../../../contracts/storefront";
import { and, desc, eq, gt, inArray, lte, or, sql } from "drizzle-orm";
import { HOME_STRIP_COUNT, RECENT_PURCHASE_AGO_MAX_MS, RELATED_COUNT, SHOWCASE_CATEGORY, SHOWCASE_COUNT } from "../../../domain/constants";
import type { PinLookup } from "../../../domain/india/pincodes";
import { colorImageMap, defaultImages } from "../../../domain/color-images";
import { paiseToRupees } from "../../../domain/money";
import { purchaseWhen, shownFirstName } from "../../../domain/recent-purchases";
import type { Db } from "../../db/client";
import { orderItems, orders, products, variants } from "../../db/schema";
import { saleStatusWhere } from "../../db/order-status-sql";
import { valueCache } from "../../lib/cache";
import { readStorefrontContent, type StorefrontContent } from "./content";
import { createRelatedPool } from "./related-pool";

type ProductRow = typeof products.$inferSelect;

export type { HomeSections, OfferSlideDto, TestimonialDto };

type SoldOut = ProductCardDto["soldOut"];

export const toCardDto = (p: ProductRow, soldOut: SoldOut = []): ProductCardDto => ({
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
  soldOut,
});

/** Home sections and the recent panel change rarely; a few seconds of staleness saves a query per view. */
const CACHE_MS = 5_000;
const RECENT_LIMIT = 12;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createStorefrontService(db: Db, deps: { placeOf: PinLookup }) {
  const related = createRelatedPool(db);

  const newest = [desc(products.createdAt), desc(products.id)];
  const byCategory = (category: string, limit: number) =>
    db
      .select()
      .from(products)
      .where(and(eq(products.active, true), eq(products.category, category)))
      .orderBy(...newest)
      .limit(limit);

  /** Cards for these products, each with its sold-out sizes and colours (one query for them all). */
  async function cardsOf(rows: ProductRow[]): Promise<ProductCardDto[]> {
    if (rows.length === 0) return [];
    const gone = await db
      .select({ productId: variants.productId, size: variants.size, color: variants.color })
      .from(variants)
      .where(
        and(
          inArray(
            variants.productId,
            rows.map((r) => r.id),
          ),
          lte(variants.stock, 0),
        ),
      );
    const by = new Map<string, SoldOut>();
    for (const v of gone) by.set(v.productId, [...(by.get(v.productId) ?? []), { size: v.size, color: v.color }]);
    return rows.map((r) => toCardDto(r, by.get(r.id) ?? []));
  }

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
    const [hoodieCards, sweatshirtCards, showcaseCards] = await Promise.all([cardsOf(hoodies), cardsOf(sweatshirts), cardsOf(showcase)]);
    return { hero, testimonials, offers, hoodies: hoodieCards, sweatshirts: sweatshirtCards, showcase: showcaseCards };
  }

  /**
   * Real orders of the last two days, newest first, one line per order (decision 125). The place
   * comes from India Post's directory by the order's PIN, never from the typed city: a first name
   * and city only for orders whose shopper agreed at checkout, else the state alone; an order
   * whose PIN the directory does not know is left out. Canceled orders and unpaid online payments
   * are not purchases.
   */
  async function loadRecentPurchases(): Promise<RecentPurchaseDto[]> {
    const now = new Date();
    const since = new Date(now.getTime() - RECENT_PURCHASE_AGO_MAX_MS);
    const rows = await db
      .selectDistinctOn([orders.createdAt, orders.id], {
        at: orders.createdAt,
        shared: orders.sharePurchase,
        firstName: sql<string | null>`${orders.address}->>'firstName'`,
        pin: sql<string | null>`${orders.address}->>'zipcode'`,
        productName: orderItems.name,
        slug: products.slug,
      })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .innerJoin(products, and(eq(products.id, orderItems.productId), eq(products.active, true)))
      .where(and(gt(orders.createdAt, since), saleStatusWhere(), or(eq(orders.payment, true), eq(orders.paymentMethod, "cod"))))
      .orderBy(desc(orders.createdAt), desc(orders.id), orderItems.id)
      .limit(RECENT_LIMIT);
    return rows.flatMap((r) => {
      const place = typeof r.pin === "string" ? deps.placeOf(r.pin.trim()) : null;
      if (!place) return [];
      const firstName = r.shared && typeof r.firstName === "string" ? shownFirstName(r.firstName) : null;
      return [
        {
          firstName,
          city: firstName ? place.city : null,
          state: place.state,
          productName: r.productName,
          slug: r.slug,
          when: purchaseWhen(r.at, now),
        },
      ];
    });
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
      return cardsOf(await related.pick(productId, category, RELATED_COUNT));
    },

    /** The cards of these products that are on sale, in the order asked (a wishlist, recently viewed). */
    async productCards(ids: readonly string[]): Promise<ProductCardDto[]> {
      const wanted = [...new Set(ids.filter((i) => UUID.test(i)))];
      if (wanted.length === 0) return [];
      const rows = await db
        .select()
        .from(products)
        .where(and(eq(products.active, true), inArray(products.id, wanted)));
      const cards = new Map((await cardsOf(rows)).map((c) => [c._id, c]));
      return wanted.flatMap((i) => cards.get(i) ?? []);
    },

    /** Five products from anywhere in the catalog, for pages about no product (the cart). */
    async suggestedProducts(): Promise<ProductCardDto[]> {
      return cardsOf(await related.pick(null, null, RELATED_COUNT));
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
