import * as z from "zod";
import { Done, endpoints, ok } from "./endpoint";

/** The console's catalog vocabulary (decision 221): colours, size sets and categories. */

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} is at most ${max} characters.`);

const hex = z
  .string({ error: "Hex code is required." })
  .trim()
  .toUpperCase()
  .regex(/^#[0-9A-F]{6}$/, "Hex code must be # and six hex digits, like #F4C430.");

const sizeList = z
  .array(text("Size", 20), { error: "Sizes must be a list." })
  .max(40, "A size set holds at most 40 sizes.")
  .refine((s) => new Set(s.map((x) => x.toUpperCase())).size === s.length, "Each size once.");

const hsn = z
  .string({ error: "HSN code must be 4, 6 or 8 digits, written as text." })
  .trim()
  .regex(/^(\d{4}|\d{6}|\d{8})$/, "HSN code must be 4, 6 or 8 digits.");

/** Flat GST rates of the GST schedules; null: the garment slabs by a piece's value. */
export const GST_RATES = [0, 5, 12, 18, 28] as const;
const gstRate = z
  .number({ error: "GST rate must be a number of per cent, or null for the garment slabs." })
  .refine(
    (v) => (GST_RATES as readonly number[]).includes(v),
    `GST rate must be one of ${GST_RATES.join(", ")} per cent, or null for the garment slabs.`,
  )
  .nullable();

export const ColourInput = z.object({ name: text("Colour name", 40), hex }).strict();
export const ColourChange = z
  .object({ name: text("Colour name", 40), hex, retired: z.boolean({ error: "Retired must be true or false." }) })
  .partial()
  .strict();
export const SizeSetInput = z.object({ name: text("Size set name", 40), sizes: sizeList.min(1, "Sizes: a set holds at least one size.") }).strict();
/**
 * A set's new name or its sizes in their new order; `renamed` maps a size's old spelling to its
 * new one, so products made in it follow.
 */
export const SizeSetChange = z
  .object({
    name: text("Size set name", 40),
    sizes: sizeList,
    renamed: z.record(z.string(), text("Size", 20), { error: "Renamed must map old sizes to new ones." }),
  })
  .partial()
  .strict();
export const CategoryInput = z
  .object({
    name: text("Category name", 60),
    slug: z
      .string({ error: "Slug must be text." })
      .trim()
      .toLowerCase()
      .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, "Slug must be lower-case letters, digits and single hyphens, like joggers.")
      .max(60, "Slug is at most 60 characters.")
      .optional()
      .default(""),
    hsn,
    gstRate: gstRate.optional().default(null),
  })
  .strict();
export const CategoryOrder = z.object({ slugs: z.array(z.string(), { error: "Slugs must be a list." }) }).strict();

export const ColourRow = z.object({
  id: z.string(),
  name: z.string(),
  hex: z.string(),
  formerHexes: z.array(z.string()),
  retired: z.boolean(),
  products: z.number(),
});
export const SizeSetRow = z.object({ id: z.string(), name: z.string(), sizes: z.array(z.object({ size: z.string(), products: z.number() })) });
export const CategoryRow = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  hsn: z.string(),
  gstRate: z.number().nullable(),
  products: z.number(),
});
export const VocabularyAnswer = ok({ colours: z.array(ColourRow), sizeSets: z.array(SizeSetRow), categories: z.array(CategoryRow) });
export type VocabularyAnswer = z.infer<typeof VocabularyAnswer>;
const Changed = VocabularyAnswer.extend({ message: z.string() });
const id = z.object({ id: z.string() });

export const StartFresh = z.object({ confirm: z.string({ error: "Type START FRESH to confirm." }) }).strict();

export const adminVocabularyApi = endpoints({
  "GET /api/admin/catalog": {
    summary: "The catalog's colours, size sets and categories, each with how many products use it.",
    auth: "console",
    response: VocabularyAnswer,
    errors: [401],
  },
  "POST /api/admin/catalog/colours": {
    summary: "Adds a colour: its name and hex code, each unique. Audit-logged; shown on every process at once.",
    auth: "console",
    body: ColourInput,
    response: Changed,
    status: 201,
    errors: [400, 401],
  },
  "PUT /api/admin/catalog/colours/{id}": {
    summary: "Renames a colour, changes its hex code (products keep the code they have, read as this colour) or retires it.",
    auth: "console",
    params: id,
    body: ColourChange,
    response: Changed,
    errors: [400, 401, 404],
  },
  "DELETE /api/admin/catalog/colours/{id}": {
    summary: "Deletes a colour no product has; one in use is refused (409): retire it instead.",
    auth: "console",
    params: id,
    response: Changed,
    errors: [401, 404, 409],
  },
  "POST /api/admin/catalog/size-sets": {
    summary: "Adds a size set: its name and its sizes in order.",
    auth: "console",
    body: SizeSetInput,
    response: Changed,
    status: 201,
    errors: [400, 401],
  },
  "PUT /api/admin/catalog/size-sets/{id}": {
    summary:
      "Renames a size set, adds, reorders or renames its sizes (products follow a rename). A size a product is made in cannot be removed (409).",
    auth: "console",
    params: id,
    body: SizeSetChange,
    response: Changed,
    errors: [400, 401, 404, 409],
  },
  "POST /api/admin/catalog/categories": {
    summary: "Adds a category with its slug, HSN code and GST rate, last in the menus and filters.",
    auth: "console",
    body: CategoryInput,
    response: Changed,
    status: 201,
    errors: [400, 401],
  },
  "PUT /api/admin/catalog/categories/order": {
    summary: "Orders the categories for the menus and filters: every slug once, in the new order.",
    auth: "console",
    body: CategoryOrder,
    response: Changed,
    errors: [400, 401],
  },
  "POST /api/admin/demo/clear": {
    summary:
      "Start fresh: removes every demo product, order, shopper, review, testimonial and slide in one transaction, keeping the vocabulary, settings and console accounts. Refused (409) once a real order exists. Owner only.",
    auth: "console",
    body: StartFresh,
    response: Done,
    errors: [400, 401, 403, 409],
  },
});
