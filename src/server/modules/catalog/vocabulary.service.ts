import { arrayOverlaps, asc, count, eq, sql } from "drizzle-orm";
import type * as z from "zod";
import type { CategoryInput, ColourChange, ColourInput, SizeSetChange, SizeSetInput, VocabularyAnswer } from "../../../contracts/admin-vocabulary";
import { applyVocabulary, categorySlug, type Vocabulary } from "../../../domain/vocabulary";
import type { Db, Executor, Tx } from "../../db/client";
import { categories, colours, products, sizeSets, variants } from "../../db/schema";
import { AppError, badRequest, notFound } from "../../http/errors";
import { type Actor, type AuditEntry, recordAudit } from "../audit/audit.service";

/** The tables whose change (announced on the storefront's channel with the table's name) is a change of vocabulary. */
export const VOCABULARY_TABLES: ReadonlySet<string> = new Set(["colours", "size_sets", "categories"]);

const inUse = (message: string, field: string) => new AppError("conflict", message, field);

/** How many products carry any of these values in a keyed array column (trimmed, upper-cased). */
async function productsWith(db: Executor, column: "sizeKeys" | "colorKeys", values: string[]): Promise<number> {
  if (values.length === 0) return 0;
  const keys = values.map((v) => v.trim().toUpperCase());
  const [row] = await db.select({ n: count() }).from(products).where(arrayOverlaps(products[column], keys));
  return Number(row?.n ?? 0);
}

/**
 * The catalog's vocabulary (decision 221): read from its tables at start and whenever any process
 * announces a change, and put in force in place (`applyVocabulary`), as the settings are.
 */
export function createVocabulary(deps: { db: Db }) {
  const { db } = deps;

  async function read(ex: Executor = db): Promise<Vocabulary> {
    const [c, s, k] = await Promise.all([
      ex.select().from(colours).orderBy(asc(colours.position), asc(colours.createdAt)),
      ex.select().from(sizeSets).orderBy(asc(sizeSets.position), asc(sizeSets.createdAt)),
      ex.select().from(categories).orderBy(asc(categories.position), asc(categories.createdAt)),
    ]);
    return {
      colours: c.map((r) => ({ name: r.name, hex: r.hex, formerHexes: r.formerHexes, retired: r.retired })),
      sizeSets: s.map((r) => ({ name: r.name, sizes: r.sizes })),
      categories: k.map((r) => ({ slug: r.slug, name: r.name, hsn: r.hsn, gstRate: r.gstRate })),
    };
  }

  /** Refuses a colour name or code another colour has (its own codes or former ones). */
  async function refuseTakenColour(ex: Executor, name: string | undefined, hex: string | undefined, except?: string) {
    const all = (await ex.select().from(colours)).filter((r) => r.id !== except);
    if (name !== undefined) {
      const other = all.find((r) => r.name.toLowerCase() === name.toLowerCase());
      if (other) throw badRequest(`Colour name ${name} is taken: choose another name.`, "name");
    }
    if (hex !== undefined) {
      const other = all.find((r) => r.hex === hex || r.formerHexes.includes(hex));
      if (other) throw badRequest(`Hex code ${hex} is ${other.name}'s: each colour has a code of its own.`, "hex");
    }
  }

  async function refuseTakenCategory(ex: Executor, name: string, slug: string) {
    const all = await ex.select().from(categories);
    if (all.some((r) => r.name.toLowerCase() === name.toLowerCase())) throw badRequest(`Category name ${name} is taken.`, "name");
    if (all.some((r) => r.slug === slug)) throw badRequest(`Slug ${slug} is taken by another category.`, "slug");
  }

  const nextPosition = async (ex: Executor, table: typeof colours | typeof sizeSets | typeof categories) =>
    Number((await ex.select({ n: sql<number>`coalesce(max(${table.position}), -1) + 1` }).from(table))[0]?.n ?? 0);

  /** Writes, then puts the new vocabulary in force on this process (the others hear the trigger). */
  async function write(actor: Actor, work: (tx: Tx) => Promise<AuditEntry>) {
    await db.transaction(async (tx) => {
      await recordAudit(tx, actor, await work(tx));
    });
    applyVocabulary(await read());
  }

  return {
    /** Reads the vocabulary's tables and puts them in force; true when something changed. */
    async load(): Promise<boolean> {
      return applyVocabulary(await read());
    },

    /** The console's view: every row with its id and how many products use it. */
    async view(): Promise<Omit<VocabularyAnswer, "success">> {
      const [c, s, k] = await Promise.all([
        db.select().from(colours).orderBy(asc(colours.position), asc(colours.createdAt)),
        db.select().from(sizeSets).orderBy(asc(sizeSets.position), asc(sizeSets.createdAt)),
        db.select().from(categories).orderBy(asc(categories.position), asc(categories.createdAt)),
      ]);
      const counts = await db.select({ category: products.categoryKey, n: sql<number>`count(*)::int` }).from(products).groupBy(products.categoryKey);
      const ofCategory = new Map(counts.map((r) => [r.category, Number(r.n)]));
      return {
        colours: await Promise.all(c.map(async (r) => ({ ...pick(r), products: await productsWith(db, "colorKeys", [r.hex, ...r.formerHexes]) }))),
        sizeSets: await Promise.all(
          s.map(async (r) => ({
            id: r.id,
            name: r.name,
            sizes: await Promise.all(r.sizes.map(async (size) => ({ size, products: await productsWith(db, "sizeKeys", [size]) }))),
          })),
        ),
        categories: k.map((r) => ({
          id: r.id,
          slug: r.slug,
          name: r.name,
          hsn: r.hsn,
          gstRate: r.gstRate,
          products: ofCategory.get(r.name.trim().toUpperCase()) ?? 0,
        })),
      };
    },

    async addColour(actor: Actor, input: z.output<typeof ColourInput>): Promise<void> {
      await write(actor, async (tx) => {
        await refuseTakenColour(tx, input.name, input.hex);
        const [row] = await tx
          .insert(colours)
          .values({ ...input, position: await nextPosition(tx, colours) })
          .returning();
        return { action: "colour.add", targetType: "colour", targetId: row.id, after: input };
      });
    },

    /** A new code keeps the old one as a former code: products made in it still read this colour's name. */
    async changeColour(actor: Actor, id: string, input: z.output<typeof ColourChange>): Promise<void> {
      await write(actor, async (tx) => {
        const [row] = await tx.select().from(colours).where(eq(colours.id, id));
        if (!row) throw notFound("No such colour.");
        const name = input.name !== undefined && input.name !== row.name ? input.name : undefined;
        const hex = input.hex !== undefined && input.hex !== row.hex ? input.hex : undefined;
        await refuseTakenColour(tx, name, hex === undefined || row.formerHexes.includes(hex) ? undefined : hex, id);
        const formerHexes =
          hex === undefined
            ? row.formerHexes
            : [...row.formerHexes.filter((h) => h !== hex), ...((await productsWith(tx, "colorKeys", [row.hex])) > 0 ? [row.hex] : [])];
        const after = { name: name ?? row.name, hex: hex ?? row.hex, formerHexes, retired: input.retired ?? row.retired };
        await tx.update(colours).set(after).where(eq(colours.id, id));
        return { action: "colour.change", targetType: "colour", targetId: id, before: pick(row), after };
      });
    },

    async deleteColour(actor: Actor, id: string): Promise<void> {
      await write(actor, async (tx) => {
        const [row] = await tx.select().from(colours).where(eq(colours.id, id));
        if (!row) throw notFound("No such colour.");
        const n = await productsWith(tx, "colorKeys", [row.hex, ...row.formerHexes]);
        if (n > 0)
          throw inUse(`${row.name} is a colour of ${n} product${n === 1 ? "" : "s"}: retire it instead, and it is offered no more.`, "retired");
        await tx.delete(colours).where(eq(colours.id, id));
        return { action: "colour.delete", targetType: "colour", targetId: id, before: pick(row) };
      });
    },

    async addSizeSet(actor: Actor, input: z.output<typeof SizeSetInput>): Promise<void> {
      await write(actor, async (tx) => {
        const all = await tx.select().from(sizeSets);
        if (all.some((r) => r.name.toLowerCase() === input.name.toLowerCase())) throw badRequest(`Size set name ${input.name} is taken.`, "name");
        const [row] = await tx
          .insert(sizeSets)
          .values({ ...input, position: await nextPosition(tx, sizeSets) })
          .returning();
        return { action: "size_set.add", targetType: "size_set", targetId: row.id, after: input };
      });
    },

    /**
     * A set's new name, or its sizes in a new order with some added, renamed (products and their
     * stock follow) or removed. Removing a size a product is made in is refused, and so is
     * emptying a set products use; nothing is written then.
     */
    async changeSizeSet(actor: Actor, id: string, input: z.output<typeof SizeSetChange>): Promise<void> {
      await write(actor, async (tx) => {
        const [row] = await tx.select().from(sizeSets).where(eq(sizeSets.id, id));
        if (!row) throw notFound("No such size set.");
        if (input.name !== undefined && input.name.toLowerCase() !== row.name.toLowerCase()) {
          const all = await tx.select().from(sizeSets);
          if (all.some((r) => r.id !== id && r.name.toLowerCase() === input.name?.toLowerCase()))
            throw badRequest(`Size set name ${input.name} is taken.`, "name");
        }
        const renamed = Object.entries(input.renamed ?? {}).filter(([from, to]) => from !== to);
        const sizes = input.sizes ?? row.sizes.map((s) => input.renamed?.[s] ?? s);
        for (const [from, to] of renamed) {
          if (!row.sizes.includes(from)) throw badRequest(`Size ${from} is not in ${row.name}.`, "renamed");
          if (!sizes.includes(to)) throw badRequest(`Size ${to}, renamed from ${from}, must be among the set's sizes.`, "sizes");
        }
        const gone = row.sizes.filter((s) => !sizes.includes(s) && !renamed.some(([from]) => from === s));
        const used: string[] = [];
        for (const size of gone) if ((await productsWith(tx, "sizeKeys", [size])) > 0) used.push(size);
        if (used.length > 0) {
          const emptied = sizes.length === 0;
          throw inUse(
            emptied
              ? `${row.name} cannot be emptied: products are made in ${used.join(", ")}.`
              : `Size ${used.join(", ")} cannot be removed from ${row.name}: products are made in it.`,
            "sizes",
          );
        }
        for (const [from, to] of renamed) {
          await tx.execute(sql`update products set sizes = array_replace(sizes, ${from}, ${to}) where ${from} = any(sizes)`);
          await tx.update(variants).set({ size: to }).where(eq(variants.size, from));
        }
        const after = { name: input.name ?? row.name, sizes };
        await tx.update(sizeSets).set(after).where(eq(sizeSets.id, id));
        return {
          action: "size_set.change",
          targetType: "size_set",
          targetId: id,
          before: { name: row.name, sizes: row.sizes },
          after: { ...after, ...(renamed.length ? { renamed: Object.fromEntries(renamed) } : {}) },
        };
      });
    },

    async addCategory(actor: Actor, input: z.output<typeof CategoryInput>): Promise<void> {
      await write(actor, async (tx) => {
        const slug = input.slug || categorySlug(input.name);
        if (!slug) throw badRequest("Slug is required: the name has no letters or digits to make one from.", "slug");
        await refuseTakenCategory(tx, input.name, slug);
        const values = { name: input.name, slug, hsn: input.hsn, gstRate: input.gstRate };
        const [row] = await tx
          .insert(categories)
          .values({ ...values, position: await nextPosition(tx, categories) })
          .returning();
        return { action: "category.add", targetType: "category", targetId: row.id, after: values };
      });
    },

    async orderCategories(actor: Actor, slugs: string[]): Promise<void> {
      await write(actor, async (tx) => {
        const rows = await tx.select().from(categories).orderBy(asc(categories.position), asc(categories.createdAt));
        const known = rows.map((r) => r.slug);
        if (slugs.length !== known.length || new Set(slugs).size !== slugs.length || !known.every((s) => slugs.includes(s))) {
          throw badRequest(`Slugs must list every category once: ${known.join(", ")}.`, "slugs");
        }
        for (const [position, slug] of slugs.entries()) await tx.update(categories).set({ position }).where(eq(categories.slug, slug));
        return { action: "category.order", targetType: "category", before: { order: known }, after: { order: slugs } };
      });
    },
  };
}

const pick = (r: typeof colours.$inferSelect) => ({ id: r.id, name: r.name, hex: r.hex, formerHexes: r.formerHexes, retired: r.retired });

export type VocabularyService = ReturnType<typeof createVocabulary>;
