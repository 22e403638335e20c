import { desc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type consoleClient, ownerConsole } from "../../../../tests/support/console-kit";
import type { TestStore } from "../../../../tests/support/test-store";
import { colorName } from "../../../domain/palette";
import { auditLog, colours, orderItems } from "../../db/schema";
import { ADDRESS, auth, registerUser } from "../../../../tests/support/order-kit";
import { randomUUID } from "node:crypto";

let store: TestStore;
let kit: ReturnType<typeof consoleClient>;
let cookie: string;

beforeAll(async () => {
  ({ store, kit, cookie } = await ownerConsole());
});
afterAll(() => store.close());

const call = (method: string, path: string, body?: unknown) => kit.call(method, `/api/admin/catalog${path}`, cookie, body);
const view = async () => (await call("GET", "")).json;
const audited = async () => (await store.db.select().from(auditLog).where(like(auditLog.action, "colour.%"))).length;
const colourId = async (name: string) => ((await view()).colours as { id: string; name: string }[]).find((c) => c.name === name)!.id;
const sizeSetId = async (name: string) => ((await view()).sizeSets as { id: string; name: string }[]).find((s) => s.name === name)!.id;

/** Waits until `check` holds, up to `ms`. */
async function within(ms: number, check: () => Promise<boolean> | boolean) {
  const start = performance.now();
  while (!(await check())) {
    if (performance.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("the catalog's vocabulary", () => {
  it("starts as the spec's: six colours (the two second codes kept as former codes), two size sets, three categories, each with its products", async () => {
    const v = await view();
    expect(v.success).toBe(true);
    expect(v.colours.map((c: { name: string; hex: string; formerHexes: string[] }) => [c.name, c.hex, c.formerHexes])).toEqual([
      ["Bone White", "#F6F6F6", []],
      ["Magma Black", "#151515", []],
      ["Moss Green", "#C5DDAC", []],
      ["Midnight Blue", "#2C2CBD", ["#242E44"]],
      ["Amber Crust", "#745539", ["#90867D"]],
      ["Ivory Ember", "#FAEEB2", []],
    ]);
    for (const c of v.colours) expect(c.products).toBeGreaterThan(0);
    expect(v.sizeSets.map((s: { name: string; sizes: { size: string }[] }) => [s.name, s.sizes.map((x) => x.size)])).toEqual([
      ["Adults", ["S", "M", "L", "XL", "XXL"]],
      ["Kids", ["2-4 yr", "4-6 yr", "6-8 yr", "8-12 yr"]],
    ]);
    expect(v.categories.map((c: { slug: string; name: string; hsn: string; gstRate: number | null }) => [c.slug, c.name, c.hsn, c.gstRate])).toEqual([
      ["oversized-t-shirts", "Oversized T-Shirts", "6109", null],
      ["hoodies", "Hoodies", "6110", null],
      ["sweatshirts", "Sweatshirts", "6110", null],
    ]);
    expect(colorName("#242E44")).toBe("Midnight Blue");
  });

  it("takes Saffron, 3XL and Joggers: a product made of them is offered on the storefront's filters, and the audit log keeps each change", async () => {
    const saffron = await call("POST", "/colours", { name: "Saffron", hex: "#f4c430" });
    expect(saffron.status).toBe(201);
    expect(saffron.json.colours.at(-1)).toMatchObject({ name: "Saffron", hex: "#F4C430", retired: false, products: 0 });
    const adults = await sizeSetId("Adults");
    const sized = await call("PUT", `/size-sets/${adults}`, { sizes: ["S", "M", "L", "XL", "XXL", "3XL"] });
    expect(sized.status).toBe(200);
    const joggers = await call("POST", "/categories", { name: "Joggers", hsn: "6103", gstRate: 5 });
    expect(joggers.status).toBe(201);
    expect(joggers.json.categories.at(-1)).toMatchObject({ slug: "joggers", name: "Joggers", hsn: "6103", gstRate: 5 });

    const made = await kit.call("POST", "/api/admin/products", cookie, {
      name: "Saffron Track Joggers",
      category: "Joggers",
      subCategory: "B",
      price: 1299,
      originalPrice: 1599,
      sizes: ["XL", "3XL"],
      colors: ["#F4C430"],
      status: "published",
    });
    expect(made.status).toBe(201);
    expect(made.json.product).toMatchObject({ category: "Joggers", sizes: ["XL", "3XL"], colors: ["#F4C430"], invoiceHsn: "6103" });

    const found = (await store.get("/api/product/search?category=joggers&size=3xl&color=%23F4C430")).json;
    expect(found.products.map((p: { name: string }) => p.name)).toEqual(["Saffron Track Joggers"]);
    expect(found.facets.category).toContainEqual({ value: "Joggers", count: 1 });
    expect(found.facets.size).toContainEqual({ value: "3XL", count: 1 });
    expect(colorName("#F4C430")).toBe("Saffron");

    // Its invoices carry the category's HSN code and flat GST rate.
    const stocked = await kit.call("PUT", `/api/admin/products/${made.json.product.id}/stock`, cookie, {
      cells: [{ size: "3XL", color: "#F4C430", stock: 5 }],
    });
    expect(stocked.status).toBe(200);
    const { token } = await registerUser(store);
    const items = [{ _id: made.json.product.id, size: "3XL", color: "#F4C430", quantity: 1 }];
    const placed = await store.post("/api/order/place", { address: ADDRESS, items }, auth(token, randomUUID()));
    expect(placed.json).toMatchObject({ success: true, message: "Order placed." });
    const [line] = await store.db.select().from(orderItems).where(eq(orderItems.productId, made.json.product.id));
    expect(line).toMatchObject({ hsn: "6103", gstRate: 5, size: "3XL", color: "#F4C430" });

    const actions = (await store.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(6)).map((r) => [r.action, r.actorEmail]);
    expect(actions).toEqual(
      expect.arrayContaining([
        ["colour.add", "owner@dhaaga.test"],
        ["size_set.change", "owner@dhaaga.test"],
        ["category.add", "owner@dhaaga.test"],
      ]),
    );
  });

  describe("bad input is refused with 400 on its field, and nothing is written", () => {
    const cases: [string, string, string, unknown, string, RegExp][] = [
      [
        "a colour name already taken, in any case",
        "POST",
        "/colours",
        { name: "magma black", hex: "#101010" },
        "name",
        /Colour name magma black is taken/,
      ],
      ["a hex that is not one", "POST", "/colours", { name: "Rust", hex: "#12345" }, "hex", /Hex code must be # and six hex digits/],
      ["a hex written as a word", "POST", "/colours", { name: "Rust", hex: "orange" }, "hex", /Hex code must be # and six hex digits/],
      ["a hex another colour has as its former code", "POST", "/colours", { name: "Navy", hex: "#242e44" }, "hex", /#242E44 is Midnight Blue's/],
      ["a colour without a name", "POST", "/colours", { name: " ", hex: "#101010" }, "name", /Colour name is required/],
      [
        "a category slug already taken",
        "POST",
        "/categories",
        { name: "Hoodies Two", slug: "hoodies", hsn: "6110" },
        "slug",
        /Slug hoodies is taken/,
      ],
      ["an HSN code of 5 digits", "POST", "/categories", { name: "Caps", hsn: "65050" }, "hsn", /HSN code must be 4, 6 or 8 digits/],
      ["a GST rate that is no GST rate", "POST", "/categories", { name: "Caps", hsn: "6505", gstRate: 7 }, "gstRate", /GST rate must be one of/],
      ["a size set with a size twice", "POST", "/size-sets", { name: "Waist", sizes: ["28", "30", "28"] }, "sizes", /Each size once/],
      ["a category order that leaves one out", "PUT", "/categories/order", { slugs: ["hoodies"] }, "slugs", /every category once/],
    ];
    it.each(cases)("%s", async (_, method, path, body, field, message) => {
      const before = await view();
      const lines = await store.db.select().from(auditLog);
      const res = await call(method, path, body);
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ success: false, field });
      expect(res.json.message).toMatch(message);
      expect(await view()).toEqual(before);
      expect(await store.db.select().from(auditLog)).toHaveLength(lines.length);
    });
  });

  describe("what products use is kept: 409 on its field, and nothing is written", () => {
    it("a colour in use cannot be deleted, only retired; retired, it is still named but offered no more; an unused one is deleted", async () => {
      const black = await colourId("Magma Black");
      const before = await audited();
      const refused = await call("DELETE", `/colours/${black}`);
      expect(refused.status).toBe(409);
      expect(refused.json).toMatchObject({ success: false, field: "retired" });
      expect(refused.json.message).toMatch(/Magma Black is a colour of \d+ products: retire it instead/);
      expect(await audited()).toBe(before);

      const retired = await call("PUT", `/colours/${black}`, { retired: true });
      expect(retired.status).toBe(200);
      expect(retired.json.colours.find((c: { name: string }) => c.name === "Magma Black")).toMatchObject({ retired: true });
      expect(colorName("#151515")).toBe("Magma Black");
      await call("PUT", `/colours/${black}`, { retired: false });

      const spare = await call("POST", "/colours", { name: "Rust", hex: "#B7410E" });
      const rust = spare.json.colours.find((c: { name: string }) => c.name === "Rust").id;
      expect((await call("DELETE", `/colours/${rust}`)).status).toBe(200);
      expect((await view()).colours.map((c: { name: string }) => c.name)).not.toContain("Rust");
    });

    it("a colour renamed and given a new code keeps its old code for the products made in it", async () => {
      const ivory = await colourId("Ivory Ember");
      const res = await call("PUT", `/colours/${ivory}`, { name: "Ivory Glow", hex: "#FFF1B5" });
      expect(res.status).toBe(200);
      expect(res.json.colours.find((c: { name: string }) => c.name === "Ivory Glow")).toMatchObject({ hex: "#FFF1B5", formerHexes: ["#FAEEB2"] });
      expect(colorName("#FAEEB2")).toBe("Ivory Glow");
      const taken = await call("PUT", `/colours/${ivory}`, { name: "Bone White" });
      expect(taken.status).toBe(400);
      expect(taken.json.field).toBe("name");
      await call("PUT", `/colours/${ivory}`, { name: "Ivory Ember", hex: "#FAEEB2" });
      expect(colorName("#FAEEB2")).toBe("Ivory Ember");
    });

    it("a size a product is made in cannot be removed, a set products use cannot be emptied, and a renamed size carries its products along", async () => {
      const kids = await sizeSetId("Kids");
      const before = await view();
      const removed = await call("PUT", `/size-sets/${kids}`, { sizes: ["4-6 yr", "6-8 yr", "8-12 yr"] });
      expect(removed.status).toBe(409);
      expect(removed.json).toMatchObject({
        success: false,
        field: "sizes",
        message: "Size 2-4 yr cannot be removed from Kids: products are made in it.",
      });
      const emptied = await call("PUT", `/size-sets/${kids}`, { sizes: [] });
      expect(emptied.status).toBe(409);
      expect(emptied.json).toMatchObject({ success: false, field: "sizes" });
      expect(emptied.json.message).toMatch(/^Kids cannot be emptied: products are made in 2-4 yr, 4-6 yr, 6-8 yr, 8-12 yr\.$/);
      expect(await view()).toEqual(before);

      const renamed = await call("PUT", `/size-sets/${kids}`, {
        sizes: ["2-4 yrs", "4-6 yr", "6-8 yr", "8-12 yr"],
        renamed: { "2-4 yr": "2-4 yrs" },
      });
      expect(renamed.status).toBe(200);
      const found = (await store.get("/api/product/search?size=2-4%20yrs")).json;
      expect(found.total).toBe(before.sizeSets[1].sizes[0].products);
      await call("PUT", `/size-sets/${kids}`, { sizes: ["2-4 yr", "4-6 yr", "6-8 yr", "8-12 yr"], renamed: { "2-4 yrs": "2-4 yr" } });
    });
  });

  it("a colour another process writes is in force here within 2 seconds, through the storefront's change notice", async () => {
    await store.db.insert(colours).values({ name: "Indigo Dye", hex: "#3F51B5", position: 99 });
    await within(2000, () => colorName("#3F51B5") === "Indigo Dye");
    await store.db.delete(colours).where(eq(colours.hex, "#3F51B5"));
    await within(2000, () => colorName("#3F51B5") === "#3F51B5");
  });
});
