import * as z from "zod";
import { SUB_CATEGORIES } from "../domain/constants";
import { CONSOLE_MESSAGES as M } from "../domain/console-messages";
import { goLiveInstant } from "../domain/drop-time";
import { PRODUCT_FIELDS, PRODUCT_SORTS, PRODUCT_STATUSES, type ProductField, STOCK_FILTERS, STOCK_STATES } from "../domain/console-catalog";

import { allSizes, categoryNames, knownColourCodes } from "../domain/vocabulary";
import { endpoints, Failure, ok } from "./endpoint";
import { oneOf } from "./vocabulary-values";

/** The console's product calls: list, edit, status, stock and images. Prices in rupees, as on the shop's wire. */

const empty = z.literal("").transform(() => undefined);
const HSN_FORMAT = "HSN code must be 4, 6 or 8 digits.";
/** A number sent where the code is text: leading zeros and length would be lost. */
const HSN_AS_TEXT = "HSN code must be 4, 6 or 8 digits, written as text.";

export const ProductListQuery = z.object({
  q: z.string().trim().max(100, "Search is at most 100 characters.").optional().default(""),
  category: oneOf(categoryNames, (names) => `category must be one of ${names.join(", ")}.`)
    .optional()
    .or(empty),
  audience: z.enum(["men", "women", "kids"], { error: "audience must be men, women or kids." }).optional().or(empty),
  stock: z.enum(STOCK_FILTERS, { error: "stock must be in, low, out or short." }).optional().or(empty),
  status: z.enum(PRODUCT_STATUSES, { error: "status must be draft, published or archived." }).optional().or(empty),
  sort: z
    .enum(PRODUCT_SORTS, { error: `sort must be one of ${PRODUCT_SORTS.join(", ")}.` })
    .optional()
    .default("newest")
    .or(empty.transform(() => "newest" as const)),
  page: z.coerce.number().int("page must be a whole number from 1.").min(1, "page must be a whole number from 1.").default(1),
});
export type ProductListQuery = z.infer<typeof ProductListQuery>;

export const ProductRow = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  sku: z.string(),
  category: z.string(),
  subCategory: z.string(),
  price: z.number(),
  status: z.enum(PRODUCT_STATUSES),
  stock: z.number(),
  stockState: z.enum(STOCK_STATES),
  image: z.string().nullable(),
});
export type ProductRow = z.infer<typeof ProductRow>;

export const ProductListAnswer = z.object({
  success: z.literal(true),
  products: z.array(ProductRow),
  total: z.number(),
  page: z.number(),
  pages: z.number(),
  lowStockThreshold: z.number(),
});
export type ProductListAnswer = z.infer<typeof ProductListAnswer>;

const rupees = (label: string) =>
  z
    .number({ error: `${label} must be a number of rupees.` })
    .positive(`${label} must be more than 0.`)
    .max(1_000_000, `${label} must be at most ₹10,00,000.`)
    .refine((v) => Math.round(v * 100) === v * 100, `${label} can have at most 2 decimals.`);

/** Everything a product has that the merchant edits. The slug follows the name when left empty. */
export const ProductInput = z
  .object({
    name: z.string({ error: "Name is required." }).trim().min(1, "Name is required.").max(120, "Name is at most 120 characters."),
    slug: z
      .string()
      .trim()
      .max(140, "Slug is at most 140 characters.")
      // A typed slug is a link's last part; the name's own slug (left empty) keeps what the name holds.
      .refine((v) => !/[/?#%\\]/.test(v), "A slug cannot hold / ? # % or \\: they read badly in a link.")
      .optional()
      .default(""),
    sku: z.string().trim().max(40, "SKU is at most 40 characters.").optional().default(""),
    description: z.string().trim().max(5000, "Description is at most 5000 characters.").optional().default(""),
    category: oneOf(categoryNames, (names) => `Category must be one of ${names.join(", ")}.`),
    subCategory: z.enum(SUB_CATEGORIES, { error: "Audience must be M (men), F (women), B (both) or K (kids)." }),
    price: rupees("Price"),
    originalPrice: rupees("Original price"),
    sizes: z
      .array(
        oneOf(allSizes, (sizes) => `Sizes must be among ${sizes.join(", ")}.`),
        { error: "Choose at least one size." },
      )
      .min(1, "Choose at least one size.")
      .refine((s) => new Set(s).size === s.length, "Each size once."),
    colors: z
      .array(
        z
          .string()
          .trim()
          .toUpperCase()
          .pipe(oneOf(knownColourCodes, () => "Colours must come from the palette.")),
        { error: "Choose at least one colour." },
      )
      .min(1, "Choose at least one colour.")
      .refine((s) => new Set(s).size === s.length, "Each colour once."),
    bestseller: z.boolean({ error: "Bestseller must be true or false." }).optional().default(false),
    /** False for sale and customised items: they come back only when damaged or wrong. */
    returnable: z.boolean({ error: "Returnable must be true or false." }).optional().default(true),
    /** Empty: the category's code (hsnForCategory). */
    hsn: z
      .string({ error: HSN_AS_TEXT })
      .trim()
      .refine((v) => v === "" || /^(\d{4}|\d{6}|\d{8})$/.test(v), HSN_FORMAT)
      .optional()
      .default(""),
    metaTitle: z.string().trim().max(120, "SEO title is at most 120 characters.").optional().default(""),
    metaDescription: z.string().trim().max(320, "SEO description is at most 320 characters.").optional().default(""),
    keywords: z.string().trim().max(500, "Keywords are at most 500 characters.").optional().default(""),
    status: z.enum(PRODUCT_STATUSES, { error: "Status must be draft, published or archived." }).optional(),
  })
  .refine((p) => p.originalPrice >= p.price, { message: "Original price must be at least the price.", path: ["originalPrice"] });
export type ProductInput = z.input<typeof ProductInput>;
/** ProductInput holds exactly PRODUCT_FIELDS: a field added to one and not the other does not compile. */
const _fieldsAreTheInput: [Exclude<keyof ProductInput, ProductField>, Exclude<ProductField, keyof ProductInput>] extends [never, never]
  ? true
  : never = true;

/** A drop time: a minute in India time as the form's datetime-local field sends it, or "" for none. */
export const GoesLiveRequest = z.object({
  goesLiveAt: z
    .string({ error: "goesLiveAt must be a date and time, like 2026-12-08T20:00 (India time), or empty." })
    .trim()
    .refine((v) => v === "" || goLiveInstant(v) !== null, "goesLiveAt must be a date and time, like 2026-12-08T20:00 (India time), or empty.")
    .transform((v) => (v === "" ? null : goLiveInstant(v))),
});

export const StatusRequest = z.object({ status: z.enum(PRODUCT_STATUSES, { error: "Status must be draft, published or archived." }) });

export const StockCell = z.object({
  size: z.string({ error: "size is required." }),
  color: z.string({ error: "color is required." }).trim().toUpperCase(),
  stock: z
    .number({ error: "Stock must be a whole number." })
    .int("Stock must be a whole number.")
    .min(0, "Stock cannot be negative.")
    .max(100_000, "Stock is at most 100000."),
});
export const StockRequest = z.object({
  cells: z
    .array(StockCell, { error: "cells must be a list." })
    .max(200, "At most 200 cells at once.")
    .refine((cells) => new Set(cells.map((c) => `${c.size}|${c.color}`)).size === cells.length, "Each size and colour once."),
});
export type StockRequest = z.infer<typeof StockRequest>;

/** The colour a photo shows: one of the product's colours, or "" for the default colour (or none in particular). */
const ImageColor = z.string().trim().toUpperCase().max(20, "Colour is at most 20 characters.").optional().default("");

export const ImagesRequest = z.object({
  images: z
    .array(
      z.object({
        url: z.string().min(1).max(300),
        alt: z.string().trim().max(200, "Alt text is at most 200 characters.").optional().default(""),
        color: ImageColor,
      }),
      { error: "images must be a list." },
    )
    .max(12, "At most 12 images.")
    .refine((list) => new Set(list.map((i) => i.url)).size === list.length, "Each image once."),
});

export const ThresholdRequest = z.object({
  threshold: z
    .number({ error: "The low-stock threshold must be a whole number." })
    .int("The low-stock threshold must be a whole number.")
    .min(0, "The low-stock threshold cannot be negative.")
    .max(10_000, "The low-stock threshold is at most 10000."),
});

export const ProductDetail = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  sku: z.string(),
  description: z.string(),
  category: z.string(),
  subCategory: z.string(),
  price: z.number(),
  originalPrice: z.number(),
  sizes: z.array(z.string()),
  colors: z.array(z.string()),
  bestseller: z.boolean(),
  returnable: z.boolean(),
  /** The product's own HSN code; empty when it takes its category's. */
  hsn: z.string(),
  /** The code its invoices print: its own, or its category's. */
  invoiceHsn: z.string(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  keywords: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  images: z.array(
    z.object({ url: z.string(), alt: z.string(), color: z.string().describe('hex code of the colour shown; "" for the default colour') }),
  ),
  stock: z.array(z.object({ size: z.string(), color: z.string(), stock: z.number() })),
  orderCount: z.number(),
  /** "Goes live at", India time to the minute ("2026-12-08T20:00"); "" when the product has no drop time. */
  goesLiveAt: z.string(),
  /** Whether shoppers can buy it now: published, and its drop time (if any) come. */
  onSale: z.boolean(),
});
export type ProductDetail = z.infer<typeof ProductDetail>;

export const ProductIdParam = z.object({ id: z.uuid(M.productNotFound) });

/** The alt text of an uploaded image rides in the query: the body is the image itself. */
export const ImageAltQuery = z.object({
  alt: z.string().trim().max(200, "Alt text is at most 200 characters.").optional().default(""),
  color: z
    .string()
    .trim()
    .toUpperCase()
    .max(20, "Colour is at most 20 characters.")
    .optional()
    .default("")
    .describe("the colour the photo shows (hex)"),
});

/** What sharp is let to read: JPEG, PNG, WebP, AVIF (see the upload pipeline). */
export const UPLOAD_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif"] as const;

const Saved = ok({ product: ProductDetail, message: z.string() });

/** The product CSV's columns, in order: the product's id, the fields the console edits, then the stock cells. */
export const PRODUCT_CSV_COLUMNS = ["id", ...PRODUCT_FIELDS, "stock"] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];
export const CSV_MAX_BYTES = 2 * 1024 * 1024;
/** Product lines one import may hold; a larger catalogue is imported in several files. */
export const CSV_MAX_LINES = 5000;
/** How many of the lines that change something an import's answer lists; it counts the rest in `more`. */
export const CSV_ROWS_LISTED = 200;
/** How many of a refused file's problems the answer lists; it counts the rest in `more`. */
export const CSV_PROBLEMS_LISTED = 50;

export const ImportRequest = z.object({
  // At most CSV_MAX_BYTES of UTF-8, checked on the bytes (413), not on the characters.
  csv: z.string({ error: "csv must be the file's text." }),
  apply: z.boolean({ error: "apply must be true or false." }).optional().default(false),
});
export type ImportRequest = z.input<typeof ImportRequest>;

export const ImportRow = z.object({
  line: z.number().int(),
  action: z.enum(["create", "update", "unchanged"]),
  id: z.string().nullable(),
  name: z.string(),
  changes: z.array(z.object({ field: z.string(), before: z.string(), after: z.string() })),
});
export type ImportRow = z.infer<typeof ImportRow>;

export const ImportAnswer = ok({
  applied: z.boolean(),
  created: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
  /** The lines that create or change a product, in file order, with what they change: at most CSV_ROWS_LISTED. */
  rows: z.array(ImportRow),
  /** Lines that create or change a product beyond those listed. */
  more: z.number().int(),
  message: z.string(),
});
export type ImportAnswer = z.infer<typeof ImportAnswer>;

/** One thing wrong on one line: `message` reads whole on its own ("Line 7, price: …"). */
export const ImportProblem = z.object({ line: z.number().int(), field: z.string(), message: z.string() });
export type ImportProblem = z.infer<typeof ImportProblem>;

/**
 * A file refused for what its lines hold: `message` is the one problem, or how many lines need
 * fixing; `problems` lists them in file order, at most CSV_PROBLEMS_LISTED, and `more` counts the
 * rest. A file that cannot be read at all (not CSV, no header) is a plain Failure.
 */
export const ImportRefusal = Failure.extend({
  problems: z.array(ImportProblem).optional(),
  more: z.number().int().optional(),
});
export type ImportRefusal = z.infer<typeof ImportRefusal>;

export const adminProductsApi = endpoints({
  "GET /api/admin/products": {
    summary: "Products, filtered and sorted, a page at a time, with the low-stock threshold their stock state is judged by.",
    auth: "console",
    query: ProductListQuery,
    response: ProductListAnswer,
    errors: [400, 401, 403],
  },
  "GET /api/admin/products/export.csv": {
    summary:
      "Every product the filters match (all pages) as CSV, one row a product with its stock as SIZE/#COLOUR=COUNT cells; the import takes the same file back.",
    auth: "console",
    query: ProductListQuery,
    response: z.string(),
    produces: "text/csv",
    errors: [400, 401, 403],
  },
  "POST /api/admin/products/import": {
    summary:
      "Reads a product CSV (as exported), at most 5,000 product lines. Without apply it only answers what the lines would create or change (the first 200 such lines listed, the rest counted in more); with apply it makes all of it, a short transaction per batch of lines so the shop keeps answering. Bad lines are a 400 listing every one with its line and field, and nothing is changed.",
    auth: "console",
    body: ImportRequest,
    response: ImportAnswer,
    failures: { 400: ImportRefusal },
    errors: [400, 401, 403, 409, 413],
  },
  "GET /api/admin/products/low-stock-threshold": {
    summary: "The stock at or below which a product counts as low.",
    auth: "console",
    response: ok({ threshold: z.number().int() }),
    errors: [401, 403],
  },
  "PUT /api/admin/products/low-stock-threshold": {
    summary: "Sets the low-stock threshold.",
    auth: "console",
    body: ThresholdRequest,
    response: ok({ threshold: z.number().int() }),
    errors: [400, 401, 403],
  },
  "POST /api/admin/products": {
    summary: "Creates a product (a draft unless a status is given); the slug follows the name when left empty.",
    auth: "console",
    body: ProductInput,
    status: 201,
    response: Saved,
    errors: [400, 401, 403, 409],
  },
  "GET /api/admin/products/{id}": {
    summary: "One product with everything the edit page shows: fields, images, stock per size and colour, and how many orders hold it.",
    auth: "console",
    params: ProductIdParam,
    response: ok({ product: ProductDetail }),
    errors: [400, 401, 403, 404],
  },
  "PUT /api/admin/products/{id}": {
    summary: "Saves a product's fields; the shop shows the change at once.",
    auth: "console",
    params: ProductIdParam,
    body: ProductInput,
    response: Saved,
    errors: [400, 401, 403, 404, 409],
  },
  "POST /api/admin/products/{id}/status": {
    summary: "Publishes a product, moves it to drafts, or archives it.",
    auth: "console",
    params: ProductIdParam,
    body: StatusRequest,
    response: Saved,
    errors: [400, 401, 403, 404],
  },
  "PUT /api/admin/products/{id}/goes-live": {
    summary:
      'Sets a published product\'s drop time ("Goes live at", India time to the minute) or clears it (""): before it the product is not on sale and its page says when it drops.',
    auth: "console",
    params: ProductIdParam,
    body: GoesLiveRequest,
    response: Saved,
    errors: [400, 401, 403, 404],
  },
  "DELETE /api/admin/products/{id}": {
    summary: "Deletes a product no order holds; one that orders hold is archived instead (deleted: false).",
    auth: "console",
    params: ProductIdParam,
    response: ok({ deleted: z.boolean(), message: z.string() }),
    errors: [400, 401, 403, 404],
  },
  "PUT /api/admin/products/{id}/stock": {
    summary: "Sets the stock of the size and colour cells given; cells not sent keep theirs.",
    auth: "console",
    params: ProductIdParam,
    body: StockRequest,
    response: Saved,
    errors: [400, 401, 403, 404],
  },
  "POST /api/admin/products/{id}/images": {
    summary: "Uploads one photo as the request body (at most 10 MB); it is cropped to 4:5, rendered in every width and format, and added last.",
    auth: "console",
    params: ProductIdParam,
    query: ImageAltQuery,
    body: { bytes: UPLOAD_TYPES, description: "The image file's bytes, as read from disk; the format is read from the file itself." },
    status: 201,
    response: Saved,
    errors: [400, 401, 403, 404, 413, 422],
  },
  "PUT /api/admin/products/{id}/images": {
    summary: "Reorders, removes and re-describes the product's images; only images it already has may be listed.",
    auth: "console",
    params: ProductIdParam,
    body: ImagesRequest,
    response: Saved,
    errors: [400, 401, 403, 404],
  },
});
