import { randomUUID } from "node:crypto";
import { crc32 } from "node:zlib";
import { count, desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSOLE_MESSAGES as M } from "../../../domain/console-messages";
import { type consoleClient, ownerConsole } from "../../../../tests/support/console-kit";
import { ADDRESS, auth, registerUser } from "../../../../tests/support/order-kit";
import type { TestStore } from "../../../../tests/support/test-store";
import { auditLog, media, mediaFiles } from "../../db/schema";

let store: TestStore;
let kit: ReturnType<typeof consoleClient>;
let cookie: string;

const call = (method: string, path: string, body?: unknown) => kit.call(method, `/api/admin/products${path}`, cookie, body);

const KURTA = {
  name: "Block Print Oversized Tee",
  description: "Hand block printed in Jaipur.",
  category: "Oversized T-Shirts",
  subCategory: "B",
  price: 999,
  originalPrice: 1499,
  sizes: ["S", "M", "L"],
  colors: ["#151515", "#f6f6f6"],
  bestseller: true,
  metaTitle: "Block print tee",
  metaDescription: "A block printed oversized tee.",
  keywords: "block print, tee",
};

beforeAll(async () => {
  ({ store, kit, cookie } = await ownerConsole());
});
afterAll(() => store.close());

async function upload(id: string, body: Buffer, alt = "") {
  const res = await store.app.request(`/api/admin/products/${id}/images?alt=${encodeURIComponent(alt)}`, {
    method: "POST",
    headers: { cookie, origin: kit.origin, "content-type": "application/octet-stream" },
    body: new Uint8Array(body),
  });
  return { status: res.status, json: (await res.json()) as any };
}

/** A PNG header claiming 50,000 × 50,000 pixels, a few hundred bytes on disk: a decompression bomb. */
function bombPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(50_000, 0);
  ihdr.writeUInt32BE(50_000, 4);
  ihdr.writeUInt8(8, 8);
  ihdr.writeUInt8(2, 9);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk("IHDR", ihdr),
    chunk("IDAT", Buffer.alloc(64)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

// One story told in order: each step starts from what the steps before it left (Vitest keeps
// this order when the suites run shuffled).
describe("the console's products, from a first draft to the list", { shuffle: false }, () => {
  describe("editing products", () => {
    let id: string;

    it("names the field of every refusal, in a sentence that needs no field name in front", async () => {
      const cases: [Record<string, unknown>, string, string?][] = [
        [{ ...KURTA, name: "  " }, "name"],
        [{ ...KURTA, price: -5 }, "price"],
        [{ ...KURTA, price: "999" }, "price"],
        [{ ...KURTA, price: 999.555 }, "price"],
        [{ ...KURTA, originalPrice: 500 }, "originalPrice"],
        [{ ...KURTA, category: "Kurtas" }, "category"],
        [{ ...KURTA, subCategory: "X" }, "subCategory"],
        [{ ...KURTA, sizes: [] }, "sizes"],
        [{ ...KURTA, sizes: ["XXXL"] }, "sizes.0"],
        [{ ...KURTA, colors: ["#123456"] }, "colors.0", "Colours must come from the palette."],
        [{ ...KURTA, metaDescription: "x".repeat(400) }, "metaDescription"],
        [{ ...KURTA, hsn: "61A9" }, "hsn", "HSN code must be 4, 6 or 8 digits."],
        [{ ...KURTA, hsn: "61091" }, "hsn"],
        [{ ...KURTA, hsn: 6109 }, "hsn", "HSN code must be 4, 6 or 8 digits, written as text."],
        [{ ...KURTA, slug: "tees/block-print?new" }, "slug", "A slug cannot hold / ? # % or \\: they read badly in a link."],
      ];
      for (const [body, field, message] of cases) {
        const res = await call("POST", "", body);
        expect(res.status, field).toBe(400);
        expect(res.json.success).toBe(false);
        expect(res.json.field, JSON.stringify(body)).toBe(field);
        expect(typeof res.json.message).toBe("string");
        if (message) expect(res.json.message).toBe(message);
      }
      expect((await call("GET", "?q=Block%20Print")).json.total).toBe(0);
    });

    it("creates a draft with a slug from the name, kept off the storefront until published", async () => {
      const res = await call("POST", "", KURTA);
      expect(res.status).toBe(201);
      id = res.json.product.id;
      expect(res.json.product).toMatchObject({ slug: "block_print_oversized_tee", status: "draft", price: 999, colors: ["#151515", "#F6F6F6"] });
      expect(res.json.product.stock).toHaveLength(6);
      expect((await store.get("/api/product/by-slug/block_print_oversized_tee")).status).toBe(404);

      const list = (await store.get("/api/product/list")).json.products;
      expect(list.some((p: { _id: string }) => p._id === id)).toBe(false);
      const published = await call("POST", `/${id}/status`, { status: "published" });
      expect(published.json.product.status).toBe("published");
      // The storefront's product list, page, collection and sitemap show it at once.
      const after = (await store.get("/api/product/list")).json.products;
      expect(after.some((p: { _id: string }) => p._id === id)).toBe(true);
      expect((await store.get("/api/product/by-slug/block_print_oversized_tee")).status).toBe(200);
      expect((await store.get("/sitemap.xml")).text).toContain("block_print_oversized_tee");
    });

    it("saves every field, refuses a slug another product has, and logs before → after", async () => {
      const other = (await call("GET", "?sort=oldest")).json.products.find((p: { id: string }) => p.id !== id);
      const clash = await call("PUT", `/${id}`, { ...KURTA, slug: other.slug });
      expect(clash.status).toBe(409);
      expect(clash.json).toMatchObject({ message: M.slugTaken, field: "slug" });

      const res = await call("PUT", `/${id}`, { ...KURTA, name: "Block Print Tee", price: 899, status: "published" });
      expect(res.json.product).toMatchObject({ name: "Block Print Tee", slug: "block_print_tee", price: 899 });
      expect((await store.get("/api/product/by-slug/block_print_tee")).json.product.price).toBe(899);
      const [line] = await store.db.select().from(auditLog).where(eq(auditLog.action, "product.update"));
      expect(line).toMatchObject({ targetId: id, before: { name: KURTA.name, price: 999 }, after: { name: "Block Print Tee", price: 899 } });
    });

    it("keeps the HSN code the merchant gives, and falls back to the category's on invoices when it is left empty", async () => {
      const own = await call("PUT", `/${id}`, { ...KURTA, name: "Block Print Tee", price: 899, status: "published", hsn: "61091000" });
      expect(own.json.product).toMatchObject({ hsn: "61091000", invoiceHsn: "61091000" });
      expect((await call("GET", `/${id}`)).json.product.hsn).toBe("61091000");
      const none = await call("PUT", `/${id}`, { ...KURTA, name: "Block Print Tee", price: 899, status: "published", hsn: "" });
      expect(none.json.product).toMatchObject({ hsn: "", invoiceHsn: "6109" });
      const [line] = await store.db.select().from(auditLog).where(eq(auditLog.action, "product.update")).orderBy(desc(auditLog.id)).limit(1);
      expect(line).toMatchObject({ before: { hsn: "61091000" }, after: { hsn: "" } });
    });

    it("sets stock per size × colour, flags low and sold-out products, and refuses sizes the product lacks", async () => {
      const bad = await call("PUT", `/${id}/stock`, { cells: [{ size: "XL", color: "#151515", stock: 3 }] });
      expect(bad.status).toBe(400);
      expect(bad.json.field).toBe("cells.0.size");
      const negative = await call("PUT", `/${id}/stock`, { cells: [{ size: "S", color: "#151515", stock: -1 }] });
      expect(negative.json.field).toBe("cells.0.stock");
      const twice = await call("PUT", `/${id}/stock`, {
        cells: [
          { size: "S", color: "#151515", stock: 4 },
          { size: "S", color: "#151515", stock: 9 },
        ],
      });
      expect(twice.json).toMatchObject({ success: false, message: "Each size and colour once.", field: "cells" });

      const none = (await call("GET", `?q=block%20print&stock=out`)).json.products;
      expect(none.map((p: { id: string }) => p.id)).toEqual([id]);
      const cells = ["S", "M", "L"].flatMap((size) => ["#151515", "#F6F6F6"].map((color) => ({ size, color, stock: 20 })));
      const saved = await call("PUT", `/${id}/stock`, { cells: [...cells.slice(1), { size: "S", color: "#151515", stock: 4 }] });
      expect(saved.json.product.stock.find((s: { size: string; color: string }) => s.size === "S" && s.color === "#151515").stock).toBe(4);
      const low = (await call("GET", `?q=block%20print`)).json.products[0];
      expect(low).toMatchObject({ stock: 104, stockState: "low" });
      expect((await kit.call("PUT", "/api/admin/products/low-stock-threshold", cookie, { threshold: 3 })).json.threshold).toBe(3);
      expect((await call("GET", `?q=block%20print`)).json.products[0].stockState).toBe("in");
      expect((await kit.call("PUT", "/api/admin/products/low-stock-threshold", cookie, { threshold: -1 })).json.field).toBe("threshold");
      // The storefront's size and colour pickers see the stock.
      expect((await store.get("/api/product/by-slug/block_print_tee")).json.product.soldOut).toEqual([]);
    });

    it("takes JPEG, PNG, WebP and AVIF uploads into every width and format, served immutable", async () => {
      const photo = sharp({ create: { width: 900, height: 1100, channels: 3, background: "#c5ddac" } });
      const uploads = await Promise.all([
        photo.clone().png().toBuffer(),
        photo.clone().webp().toBuffer(),
        photo.clone().avif().toBuffer(),
        photo.clone().jpeg().toBuffer(),
      ]);
      let product: any;
      for (const [i, body] of uploads.entries()) {
        const res = await upload(id, body, i === 0 ? "Front, on a model" : "");
        expect(res.status, `upload ${i}`).toBe(201);
        product = res.json.product;
      }
      expect(product.images).toHaveLength(4);
      // The audit log shows the photo that came.
      const [added] = (await kit.call("GET", "/api/admin/audit?action=product.image.add", cookie)).json.entries;
      expect([added.before.photos, added.after.photos]).toEqual([
        ["Front, on a model", "no alt text", "no alt text"],
        ["Front, on a model", "no alt text", "no alt text", "no alt text"],
      ]);
      // The same photo again adds nothing, and says so.
      const again = await upload(id, uploads[0]!, "Front again");
      expect(again.status).toBe(200);
      expect(again.json).toMatchObject({ success: true, message: "This photo is already on the product, so nothing was added." });
      expect(again.json.product.images).toEqual(product.images);
      expect(product.images[0]).toEqual({ url: expect.stringMatching(/^\/media\/[0-9a-f]{32}-600\.jpg$/), alt: "Front, on a model", color: "" });
      const base = product.images[0].url.replace(/-600\.jpg$/, "");
      for (const w of [150, 300, 600, 1200]) {
        for (const [ext, type] of [
          ["avif", "image/avif"],
          ["webp", "image/webp"],
          ["jpg", "image/jpeg"],
        ]) {
          const res = await store.app.request(`${base}-${w}.${ext}`);
          expect(res.status).toBe(200);
          expect(res.headers.get("content-type")).toBe(type);
          expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
          const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
          expect([meta.width, meta.height]).toEqual([w, Math.round((w * 5) / 4)]);
        }
      }
      const page = (await store.get("/api/product/by-slug/block_print_tee")).json.product;
      expect(page.image[0]).toBe(product.images[0].url);

      const reordered = await call("PUT", `/${id}/images`, {
        images: [
          { url: product.images[1].url, alt: "Back" },
          { url: product.images[0].url, alt: "Front" },
        ],
      });
      expect(reordered.json.product.images).toEqual([
        { url: product.images[1].url, alt: "Back", color: "" },
        { url: product.images[0].url, alt: "Front", color: "" },
      ]);
      // The storefront's product carries each image's alt text, by the image's URL.
      const shown = (await store.get("/api/product/by-slug/block_print_tee")).json.product;
      expect(shown.image.slice(0, 2)).toEqual([product.images[1].url, product.images[0].url]);
      expect(shown.imageAlts).toMatchObject({ [product.images[1].url]: "Back", [product.images[0].url]: "Front" });
      const foreign = await call("PUT", `/${id}/images`, { images: [{ url: "/images/demo/products/x-600.jpg", alt: "" }] });
      expect(foreign.json.field).toBe("images.0.url");
      // One photo listed twice would show twice in the shop's gallery.
      const twice = await call("PUT", `/${id}/images`, { images: [{ url: product.images[0].url }, { url: product.images[0].url }] });
      expect(twice.status).toBe(400);
      expect(twice.json).toMatchObject({ success: false, message: "Each image once.", field: "images" });
      expect((await call("GET", `/${id}`)).json.product.images.slice(0, 2).map((i: { url: string }) => i.url)).toEqual([
        product.images[1].url,
        product.images[0].url,
      ]);
    });

    it("refuses what is not an image, too big, or a decompression bomb, and stores nothing", async () => {
      const before = (await store.db.select({ n: count() }).from(mediaFiles))[0].n;
      const text = await upload(id, Buffer.from("<script>alert(1)</script>"));
      expect(text.status).toBe(422);
      expect(text.json).toMatchObject({ success: false, message: M.imageNotImage, field: "image" });
      const gif = await upload(
        id,
        await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
          .gif()
          .toBuffer(),
      );
      expect(gif.json.message).toBe(M.imageNotImage);
      const bomb = await upload(id, bombPng());
      expect(bomb.status).toBe(422);
      expect(bomb.json.message).toBe(M.imageTooManyPixels);
      const big = await upload(id, Buffer.alloc(10 * 1024 * 1024 + 1, 1));
      expect(big.status).toBe(413);
      expect(big.json).toMatchObject({ message: M.imageTooBig, field: "image" });
      expect((await store.db.select({ n: count() }).from(mediaFiles))[0].n).toBe(before);
      expect((await store.db.select({ n: count() }).from(media))[0].n).toBe(4);
      expect((await call("GET", `/${id}`)).json.product.images).toHaveLength(2);
    });

    it("tags photos with the colour they show: on upload and when saving; the shop shows them for that colour only", async () => {
      const photo = (background: string) =>
        sharp({ create: { width: 400, height: 500, channels: 3, background } })
          .jpeg()
          .toBuffer();
      const bad = await store.app.request(`/api/admin/products/${id}/images?color=${encodeURIComponent("#123456")}`, {
        method: "POST",
        headers: { cookie, origin: kit.origin, "content-type": "application/octet-stream" },
        body: new Uint8Array(await photo("#123456")),
      });
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { field: string }).field).toBe("color");
      const res = await store.app.request(`/api/admin/products/${id}/images?color=${encodeURIComponent("#f6f6f6")}&alt=Bone`, {
        method: "POST",
        headers: { cookie, origin: kit.origin, "content-type": "application/octet-stream" },
        body: new Uint8Array(await photo("#f6f6f6")),
      });
      expect(res.status).toBe(201);
      const images = ((await res.json()) as { product: { images: { url: string; alt: string; color: string }[] } }).product.images;
      const bone = images.at(-1)!;
      expect(bone).toMatchObject({ alt: "Bone", color: "#F6F6F6" });
      const shop = (await store.get("/api/product/by-slug/block_print_tee")).json.product;
      expect(shop.image).not.toContain(bone.url);
      expect(shop.colorImages).toEqual({ "#F6F6F6": [bone.url] });

      const retag = images.map((img, i) => (i === 0 ? { ...img, color: "#F6F6F6" } : img));
      const saved = await call("PUT", `/${id}/images`, { images: retag });
      expect(saved.json.product.images.map((i: { color: string }) => i.color)).toEqual(retag.map((i) => i.color));
      const after = (await store.get("/api/product/by-slug/block_print_tee")).json.product;
      expect(after.colorImages["#F6F6F6"]).toEqual([images[0].url, bone.url]);
      const foreign = await call("PUT", `/${id}/images`, { images: [{ ...images[0], color: "#123456" }] });
      expect(foreign.status).toBe(400);
      expect(foreign.json.field).toBe("images.0.color");
    });

    it("archives instead of deleting a product that orders name, and deletes one no order names", async () => {
      const { token } = await registerUser(store);
      const placed = await store.post(
        "/api/order/place",
        { address: ADDRESS, items: [{ _id: id, size: "M", color: "#151515", quantity: 1 }] },
        auth(token, randomUUID()),
      );
      expect(placed.status).toBe(200);
      const archived = await call("DELETE", `/${id}`);
      expect(archived.json).toMatchObject({ deleted: false, message: M.productArchived });
      expect((await call("GET", `/${id}`)).json.product.status).toBe("archived");
      expect((await store.get("/api/product/by-slug/block_print_tee")).status).toBe(404);

      const spare = (await call("POST", "", { ...KURTA, name: "Spare Tee" })).json.product;
      expect((await call("DELETE", `/${spare.id}`)).json.deleted).toBe(true);
      expect((await call("GET", `/${spare.id}`)).status).toBe(404);
    });
  });

  describe("the product list", () => {
    it("searches, filters, sorts and pages", async () => {
      const all = (await call("GET", "")).json;
      expect(all.total).toBeGreaterThanOrEqual(48);
      expect(all.products).toHaveLength(25);
      expect(all.pages).toBe(Math.ceil(all.total / 25));
      const second = (await call("GET", "?page=2")).json.products;
      expect(second[0].id).not.toBe(all.products[0].id);

      const hoodies = (await call("GET", "?category=Hoodies")).json.products;
      expect(hoodies.length).toBeGreaterThan(0);
      expect(hoodies.every((p: { category: string }) => p.category === "Hoodies")).toBe(true);
      const kids = (await call("GET", "?audience=kids")).json.products;
      expect(kids.every((p: { subCategory: string }) => p.subCategory === "K")).toBe(true);
      const cheap = (await call("GET", "?sort=price-asc")).json.products.map((p: { price: number }) => p.price);
      expect(cheap).toEqual([...cheap].sort((a, b) => a - b));
      const archived = (await call("GET", "?status=archived")).json.products;
      expect(archived.map((p: { name: string }) => p.name)).toEqual(["Block Print Tee"]);
      expect((await call("GET", "?sort=random")).json.field).toBe("sort");
      expect((await call("GET", "?page=0")).json.field).toBe("page");
    });
  });
});
