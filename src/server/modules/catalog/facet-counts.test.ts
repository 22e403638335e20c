import { randomUUID } from "node:crypto";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRODUCT_CSV_COLUMNS } from "../../../contracts/admin-products";
import { type CatalogFilters, type CatalogItem, DEFAULT_FILTERS, filterAndSort, filtersToSearchParams, PRICE_BANDS } from "../../../domain/catalog";
import { type consoleClient, ownerConsole } from "../../../../tests/support/console-kit";
import { ADDRESS, auth, registerUser } from "../../../../tests/support/order-kit";
import { sqlRows } from "../../../../tests/support/sql-rows";
import type { TestStore } from "../../../../tests/support/test-store";

/**
 * The collection's facet counts come from catalog_facet_counts, kept by triggers on products
 * (decision 160). Whatever writes products — the console, a CSV import, an order taking stock, a
 * plain SQL statement over many rows — the kept counts must equal a count of the products
 * themselves, and the collection must show what the domain's own filter says for every box.
 */

let store: TestStore;
let kit: ReturnType<typeof consoleClient>;
let cookie: string;
const admin = (method: string, path: string, body?: unknown) => kit.call(method, `/api/admin/products${path}`, cookie, body);

beforeAll(async () => {
  ({ store, kit, cookie } = await ownerConsole());
});
afterAll(() => store.close());

const FILTER_SETS: [string, Partial<CatalogFilters>][] = [
  ["the whole collection", {}],
  ["hoodies in M", { categories: ["Hoodies"], sizes: ["M"] }],
  // ₹1,234 and ₹555 are no step ends: the steps they cut are read product by product.
  ["men up to ₹1,234", { audience: "men", priceMax: 1234 }],
  ["from ₹555, black or white", { priceMin: 555, colors: ["#151515", "#F6F6F6"] }],
  ["₹799 to ₹1,099, kids", { band: "799-1099", types: ["K"] }],
];

const shownProducts = async (): Promise<CatalogItem[]> =>
  (
    await sqlRows<{ id: string; name: string; price_paise: number; category: string; sub_category: string; sizes: string[]; colors: string[] }>(
      store.db,
      sql`select id, name, price_paise, category, sub_category, sizes, colors from products where active`,
    )
  ).map((p) => ({
    id: p.id,
    name: p.name,
    pricePaise: p.price_paise,
    category: p.category,
    subCategory: p.sub_category,
    sizes: p.sizes,
    colors: p.colors,
    rank: null,
    createdAt: 0,
  }));

type Counts = Record<string, Record<string, number>>;

/** What each box would show: the products matching every filter, with that box the only one of its facet ticked. */
function expectedCounts(items: CatalogItem[], f: CatalogFilters): { total: number; facets: Counts } {
  const key = (v: string) => v.trim().toUpperCase();
  const countWith = (change: Partial<CatalogFilters>) => filterAndSort(items, { ...f, ...change }).length;
  const facet = (values: string[], change: (v: string) => Partial<CatalogFilters>) =>
    Object.fromEntries([...new Set(values.map(key))].map((v) => [v, countWith(change(v))]).filter(([, n]) => (n as number) > 0));
  return {
    total: filterAndSort(items, f).length,
    facets: {
      category: facet(
        items.map((p) => p.category),
        (v) => ({ categories: [v] }),
      ),
      type: facet(
        items.map((p) => p.subCategory),
        (v) => ({ types: [v as never] }),
      ),
      size: facet(
        items.flatMap((p) => p.sizes),
        (v) => ({ sizes: [v] }),
      ),
      color: facet(
        items.flatMap((p) => p.colors),
        (v) => ({ colors: [v] }),
      ),
      band: facet(
        PRICE_BANDS.map((b) => b.id),
        (v) => ({ band: PRICE_BANDS.find((b) => key(b.id) === v)!.id }),
      ),
    },
  };
}

async function shownCounts(f: CatalogFilters): Promise<{ total: number; facets: Counts }> {
  const params = filtersToSearchParams(f);
  if (f.audience) params.set("audience", f.audience);
  const res = await store.get(`/api/product/search?${params}`);
  expect(res.status).toBe(200);
  const facets = Object.fromEntries(
    Object.entries(res.json.facets as Record<string, { value: string; count: number }[]>).map(([name, values]) => [
      name,
      Object.fromEntries(values.map((v) => [v.value.toUpperCase(), v.count])),
    ]),
  );
  return { total: res.json.total, facets };
}

/** The kept counts equal a fresh count of the products, and every filter set shows the domain's counts. */
async function expectCountsExact() {
  const kept = await sqlRows(
    store.db,
    sql`select category_key, type_key, size_keys, color_keys, price_from, price_to, n from catalog_facet_counts
        order by 1, 2, 3, 4, 5`,
  );
  const recounted = await sqlRows(
    store.db,
    sql`select category_key, type_key, size_keys, color_keys, catalog_price_step_from(price_paise) as price_from,
          catalog_price_step_to(price_paise) as price_to, count(*)::int as n
        from products where active group by 1, 2, 3, 4, 5, 6 order by 1, 2, 3, 4, 5`,
  );
  expect(kept).toEqual(recounted);
  const items = await shownProducts();
  for (const [name, partial] of FILTER_SETS) {
    const f = { ...DEFAULT_FILTERS, ...partial } as CatalogFilters;
    expect(await shownCounts(f), name).toEqual(expectedCounts(items, f));
  }
}

const TEE = {
  name: "Facet Count Tee",
  description: "Counted.",
  category: "Oversized T-Shirts",
  subCategory: "M",
  price: 799,
  originalPrice: 1299,
  sizes: ["S", "M"],
  colors: ["#151515"],
  bestseller: false,
  metaTitle: "Facet Count Tee",
  metaDescription: "Counted.",
  keywords: "tee",
};

// One product's story, told in order: each step starts from what the steps before it left.
describe("facet counts kept in step with every write of products", { shuffle: false }, () => {
  let id: string;

  it("start equal to the products the store was seeded with", async () => {
    expect((await shownProducts()).length).toBeGreaterThan(40);
    await expectCountsExact();
  });

  it("follow the console: a draft is not counted, publishing counts it, an edit moves it, archiving removes it", async () => {
    const created = await admin("POST", "", TEE);
    expect(created.status).toBe(201);
    id = created.json.product.id;
    await expectCountsExact();
    expect((await admin("POST", `/${id}/status`, { status: "published" })).status).toBe(200);
    expect((await shownCounts({ ...DEFAULT_FILTERS, search: "" })).facets.band["399-799"]).toBeGreaterThan(0);
    await expectCountsExact();
    // Across a band end, into other sizes, colours, category and audience.
    const edited = await admin("PUT", `/${id}`, {
      ...TEE,
      price: 1099,
      category: "Hoodies",
      subCategory: "K",
      sizes: ["2-4 yr", "4-6 yr"],
      colors: ["#f6f6f6", "#242E44"],
      status: "published",
    });
    expect(edited.status).toBe(200);
    await expectCountsExact();
    expect((await admin("POST", `/${id}/status`, { status: "archived" })).status).toBe(200);
    await expectCountsExact();
    expect((await admin("POST", `/${id}/status`, { status: "published" })).status).toBe(200);
    await expectCountsExact();
  });

  it("do not move with stock: the console's stock grid and an order taking stock leave them exact", async () => {
    const cells = ["2-4 yr", "4-6 yr"].flatMap((size) => ["#F6F6F6", "#242E44"].map((color) => ({ size, color, stock: 5 })));
    expect((await admin("PUT", `/${id}/stock`, { cells })).status).toBe(200);
    const { token } = await registerUser(store);
    const placed = await store.post(
      "/api/order/place",
      { address: ADDRESS, items: [{ _id: id, size: "2-4 yr", color: "#F6F6F6", quantity: 1 }] },
      auth(token, randomUUID()),
    );
    expect(placed.status).toBe(200);
    await expectCountsExact();
  });

  it("follow a CSV import that changes one product and creates another", async () => {
    type Row = Record<(typeof PRODUCT_CSV_COLUMNS)[number], string>;
    const exported = await kit.call("GET", "/api/admin/products/export.csv?category=Sweatshirts&sort=name", cookie);
    const [first] = parse(exported.text, { columns: true }) as Row[];
    const rows: Row[] = [
      { ...first, price: "1499", sizes: "XL; XXL", stock: "" },
      { ...first, id: "", sku: "", slug: "", name: "Imported Facet Sweatshirt", price: "555", colors: "#C5DDAC", stock: "" },
    ];
    const csv = stringify(rows, { header: true, columns: [...PRODUCT_CSV_COLUMNS] });
    const done = await kit.call("POST", "/api/admin/products/import", cookie, { csv, apply: true });
    expect(done.json).toMatchObject({ applied: true, created: 1, changed: 1 });
    await expectCountsExact();
  });

  it("follow deletes, and statements that write many products at once", async () => {
    const spare = (await admin("POST", "", { ...TEE, name: "Spare Facet Tee" })).json.product;
    expect((await admin("POST", `/${spare.id}/status`, { status: "published" })).status).toBe(200);
    expect((await admin("DELETE", `/${spare.id}`)).json.deleted).toBe(true);
    await expectCountsExact();
    // Prices moved by one rupee, across band ends and step ends, in one statement.
    await store.db.execute(sql`update products set price_paise = price_paise + 100 where category = 'Hoodies'`);
    await expectCountsExact();
    await store.db.execute(sql`update products set active = false where sub_category = 'F'`);
    await expectCountsExact();
    await store.db.execute(
      sql`delete from products p where not exists (select 1 from order_items i where i.product_id = p.id) and p.category = 'Sweatshirts'`,
    );
    await expectCountsExact();
  });
});
