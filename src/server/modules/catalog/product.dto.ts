import { paiseToRupees } from "../../../domain/money";
import type { products, reviews, variants } from "../../db/schema";

type ProductRow = typeof products.$inferSelect;
type ReviewRow = typeof reviews.$inferSelect;
type VariantRow = typeof variants.$inferSelect;

export interface ReviewDto {
  _id: string;
  userName: string;
  rating: number;
  comment: string;
  date: string;
}

/** A product on the wire, with the spec's field names; prices in rupees as the spec's client expects. */
export interface ProductDto {
  _id: string;
  name: string;
  price: number;
  originalPrice: number;
  image: string[];
  category: string;
  subCategory: string;
  sizes: string[];
  colors: string[];
  rank?: number;
  reviews: ReviewDto[];
  SKU: string;
  description: string;
  metadescription: string;
  metatitle: string;
  keywords: string;
  slug: string;
  bestseller: boolean;
  date: string;
  rating: { average: number; count: number };
  /** Sold-out size/colour pairs, so pickers can disable them. */
  soldOut: { size: string; color: string }[];
}

/** What a product card shows (first two images, prices in rupees): grids never need more. */
export interface ProductCardDto {
  _id: string;
  name: string;
  slug: string;
  price: number;
  originalPrice: number;
  image: string[];
  category: string;
  sizes: string[];
  colors: string[];
}

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
    image: p.images,
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
    date: p.createdAt.toISOString(),
    rating: {
      average: p.reviewCount ? Math.round((p.ratingSum / p.reviewCount) * 10) / 10 : 0,
      count: p.reviewCount,
    },
    soldOut: productVariants.filter((v) => v.stock <= 0).map((v) => ({ size: v.size, color: v.color })),
  };
}
