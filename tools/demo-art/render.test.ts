import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, it, expect } from "vitest";
import { demoCatalog } from "../../src/server/db/seed/demo-catalog";
import { garmentSvg } from "./garments";
import { IMAGE_FORMATS, IMAGE_WIDTHS } from "../../src/server/adapters/images/image-pipeline";
import { DEMO_ART_VERSION, renderDemoImages, renderVariants } from "./render";

const product = demoCatalog().find((p) => p.key === "magma-black-tiger-hoodie")!;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "dhaaga-art-"));
  for (const view of ["front", "back"] as const) {
    const svg = garmentSvg({ garment: product.garment, color: product.color, view, graphic: product.graphic });
    await renderVariants(svg, dir, `products/${product.key}-${view}`, IMAGE_WIDTHS, 4 / 5);
  }
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Mean absolute difference per channel, 0..255, of two same-sized images. */
async function meanDiff(a: string, b: string): Promise<number> {
  const [x, y] = await Promise.all([a, b].map((f) => sharp(f).removeAlpha().raw().toBuffer()));
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs(x[i] - y[i]);
  return sum / x.length;
}

describe("renderVariants", () => {
  it("writes every width and format at 4:5 with the right pixel size", async () => {
    for (const view of ["front", "back"]) {
      for (const w of IMAGE_WIDTHS) {
        for (const fmt of IMAGE_FORMATS) {
          const file = path.join(dir, "products", `${product.key}-${view}-${w}.${fmt}`);
          const meta = await sharp(file).metadata();
          expect(meta.width, file).toBe(w);
          expect(meta.height, file).toBe(Math.round((w * 5) / 4));
          expect(meta.format).toBe(fmt === "jpg" ? "jpeg" : fmt === "avif" ? "heif" : fmt);
        }
      }
    }
    const files = await readdir(path.join(dir, "products"));
    expect(files).toHaveLength(2 * IMAGE_WIDTHS.length * IMAGE_FORMATS.length);
  });

  it("draws the front and the back differently", async () => {
    const front = path.join(dir, "products", `${product.key}-front-300.jpg`);
    const back = path.join(dir, "products", `${product.key}-back-300.jpg`);
    expect(await meanDiff(front, back)).toBeGreaterThan(4);
  });

  it("draws the garment in its colour on a light backdrop", async () => {
    const file = path.join(dir, "products", `${product.key}-front-150.jpg`);
    const mean = async (left: number, top: number, size: number) => {
      const px = await sharp(file).extract({ left, top, width: size, height: size }).removeAlpha().raw().toBuffer();
      return px.reduce((n, v) => n + v, 0) / px.length;
    };
    // Magma Black hoodie: the pocket area is dark, the studio corner is light.
    expect(await mean(55, 112, 40)).toBeLessThan(70);
    expect(await mean(0, 0, 10)).toBeGreaterThan(200);
  });
});

describe("renderDemoImages", () => {
  it("renders a one-product catalogue, then skips when the stamp matches", { timeout: 120_000 }, async () => {
    const out = path.join(dir, "all");
    const first = await renderDemoImages(out, [product], { concurrency: 2 });
    expect(first.files).toBeGreaterThan(100);
    const stamp = await readFile(path.join(out, ".stamp"), "utf8");
    expect(stamp).toContain(DEMO_ART_VERSION);
    expect(stamp).toContain("products=1");

    const expectSize = async (rel: string, w: number, h: number) => {
      const meta = await sharp(path.join(out, rel)).metadata();
      expect([meta.width, meta.height], rel).toEqual([w, h]);
    };
    await expectSize(`products/${product.key}-back-1200.avif`, 1200, 1500);
    // Every colour is drawn: where the Magma Black hoodie's pocket is dark, the Bone White one's is light.
    await expectSize(`products/${product.key}-f6f6f6-front-600.jpg`, 600, 750);
    const pocket = async (rel: string) => {
      const px = await sharp(path.join(out, rel)).extract({ left: 55, top: 112, width: 40, height: 40 }).removeAlpha().raw().toBuffer();
      return px.reduce((n, v) => n + v, 0) / px.length;
    };
    expect(await pocket(`products/${product.key}-front-150.jpg`)).toBeLessThan(70);
    expect(await pocket(`products/${product.key}-f6f6f6-front-150.jpg`)).toBeGreaterThan(180);
    await expectSize("hero/hero-3-desktop-1920.jpg", 1920, 800);
    await expectSize("hero/hero-5-mobile-400.webp", 400, 500);
    await expectSize("banners/banner-4-600.jpg", 600, 600);
    await expectSize("offers/offer-2-1200.webp", 1200, 600);
    await expectSize("testimonials/rajat-singh-96.avif", 96, 96);
    expect((await readdir(path.join(out, "partners"))).sort()).toEqual([
      "cod.svg",
      "mastercard.svg",
      "razorpay.svg",
      "rupay.svg",
      "stripe.svg",
      "upi.svg",
      "visa.svg",
    ]);

    const before = (await stat(path.join(out, "hero/hero-1-desktop-960.jpg"))).mtimeMs;
    const second = await renderDemoImages(out, [product]);
    expect(second.files).toBe(0);
    expect((await stat(path.join(out, "hero/hero-1-desktop-960.jpg"))).mtimeMs).toBe(before);
  });
});
