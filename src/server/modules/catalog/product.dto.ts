import type { ProductCardDto, ProductDto, ReviewDto } from "../../../contracts/catalog";
import { colorImageMap, defaultImages } from "../../../domain/color-images";
import { dropsAtLabel } from "../../../domain/drop-time";
import { paiseToRupees } from "../../../domain/money";
import type { products, reviews, variants } from "../../db/schema";

type ProductRow = typeof products.$inferSelect;
type ReviewRow = typeof reviews.$inferSelect;
type VariantRow = typeof variants.$inferSelect;

export type { ProductCardDto, ProductDto, ReviewDto };

/** The average to one decimal (0 without reviews) and the number of reviews. */
export const ratingOf = (ratingSum: number, reviewCount: number) => ({
  average: reviewCount ? Math.round((ratingSum / reviewCount) * 10) / 10 : 0,
  count: reviewCount,
});

export const toReviewDto = (r: ReviewRow): ReviewDto => ({
  _id: r.id,
  userName: r.userName,
  rating: r.rating,
  comment: r.comment,
  date: r.createdAt.toISOString(),
});

export function toProductDto(p: ProductRow, productReviews: ReviewRow[], productVariants: VariantRow[]): ProductDto {
  return {
    _id: p.id,
    name: p.name,
    price: paiseToRupees(p.pricePaise),
    originalPrice: paiseToRupees(p.originalPricePaise),
    imageAlts: Object.fromEntries(p.images.flatMap((url, i) => (p.imageAlts[i]?.trim() ? [[url, p.imageAlts[i]]] : []))),
    image: defaultImages(p),
    colorImages: colorImageMap(p),
    category: p.category,
    subCategory: p.subCategory,
    sizes: p.sizes,
    colors: p.colors,
    ...(p.rank === null ? {} : { rank: p.rank }),
    reviews: productReviews.map(toReviewDto),
    SKU: p.sku,
    description: p.description,
    metadescription: p.metaDescription,
    metatitle: p.metaTitle,
    keywords: p.keywords,
    slug: p.slug,
    bestseller: p.bestseller,
    returnable: p.returnable,
    date: p.createdAt.toISOString(),
    rating: ratingOf(p.ratingSum, p.reviewCount),
    soldOut: productVariants.filter((v) => v.stock <= 0).map((v) => ({ size: v.size, color: v.color })),
    countryOfOrigin: p.countryOfOrigin,
    ...(!p.active && p.goesLiveAt ? { drop: { at: p.goesLiveAt.toISOString(), label: dropsAtLabel(p.goesLiveAt, new Date()) } } : {}),
  };
}
