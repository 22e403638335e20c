import { randomBytes } from "node:crypto";
import type * as z from "zod";
import type { ProductInput } from "../../../contracts/admin-products";
import { productSlug } from "../../../domain/catalog";
import type { ProductStatus } from "../../../domain/console-catalog";
import { CONSOLE_MESSAGES as M } from "../../../domain/console-messages";
import { goLiveLocal } from "../../../domain/drop-time";
import { paiseToRupees, rupeesToPaise } from "../../../domain/money";
import type { Db } from "../../db/client";
import type { products } from "../../db/schema";
import { AppError } from "../../http/errors";

/**
 * A product's fields as the merchant edits them (PRODUCT_FIELDS), read from its row and written
 * back to its columns: the console's product page, the audit log and the product CSV all read a
 * product through `editableFields`, and every write goes through `columnsOf`.
 */

export type ProductRowDb = typeof products.$inferSelect;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A product's input after validation (the contracts' ProductInput, parsed). */
export type ProductFields = z.output<typeof ProductInput>;

/** The fields a product has now: prices in rupees, an empty HSN as "". */
export type EditableFields = Omit<ProductFields, "category" | "subCategory" | "sizes" | "colors" | "status"> & {
  category: string;
  subCategory: string;
  sizes: string[];
  colors: string[];
  status: ProductStatus;
};

/** A SKU for a product given none. */
export const newSku = () => `DH-${randomBytes(4).toString("hex").toUpperCase()}`;

export function editableFields(p: ProductRowDb): EditableFields {
  return {
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
    returnable: p.returnable,
    hsn: p.hsn ?? "",
    metaTitle: p.metaTitle,
    metaDescription: p.metaDescription,
    keywords: p.keywords,
    status: p.status as ProductStatus,
  };
}

/** What the audit log keeps of a product: its editable fields, prices in rupees, and its photos. */
export function auditView(p: ProductRowDb) {
  return {
    ...editableFields(p),
    // Photos by their alt text (or "no alt text"), so adding, removing or reordering one shows.
    photos: p.images.map((_, i) => p.imageAlts[i] || "no alt text"),
    goesLiveAt: p.goesLiveAt ? `${goLiveLocal(p.goesLiveAt)} India time` : "",
  };
}

/** The columns the fields are written to; the slug follows the name when left empty. */
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
    returnable: f.returnable,
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
