import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { encode, IMAGE_FORMATS, IMAGE_WIDTHS } from "../../src/server/adapters/images/image-pipeline";

import { DEMO_TESTIMONIALS, type DemoProduct, demoImageBase, demoSlideProductKeys, kebab } from "../../src/server/db/seed/demo-catalog";
import { bannerSvg } from "./banners";
import { PARTNER_NAMES, partnerMarkSvg } from "./brand-marks";
import { garmentSvg } from "./garments";
import { heroSvg } from "./hero";
import { offerSvg } from "./offers";
import { portraitSvg } from "./portraits";

/**
 * Rasterises the demo artwork into every width × format the storefront asks for.
 * Output is a pure function of DEMO_ART_VERSION and the product list, so a stamp file
 * lets repeated runs (every dev start, every CI job) skip the work entirely.
 */

/** Bump whenever a drawing in tools/demo-art or the encoder settings change, so stale stamps re-render. */
export const DEMO_ART_VERSION = "dhaaga-demo-art-3";

function svgWidth(svg: string): number {
  const m = /<svg[^>]*\swidth="(\d+(?:\.\d+)?)"/.exec(svg);
  if (!m) throw new Error("SVG root needs a numeric width attribute");
  return Number(m[1]);
}

/**
 * Writes `${outDir}/${baseName}-${w}.${fmt}` for every width and format. `aspect` is
 * width / height. The SVG is rasterised once, at the largest width, and every smaller
 * size is a resize of that bitmap: librsvg is the slow step, not the resize.
 */
export async function renderVariants(svg: string, outDir: string, baseName: string, widths: readonly number[], aspect: number): Promise<void> {
  const maxW = Math.max(...widths);
  const maxH = Math.round(maxW / aspect);
  // Density scales the SVG's own size up to the target, so text and strokes are drawn sharp rather than upscaled.
  const density = (72 * maxW) / svgWidth(svg);
  const { data, info } = await sharp(Buffer.from(svg), { density })
    .resize(maxW, maxH, { fit: "cover" })
    .flatten({ background: "#ffffff" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  await mkdir(path.dirname(path.join(outDir, baseName)), { recursive: true });
  await Promise.all(
    widths.flatMap((w) => {
      const h = Math.round(w / aspect);
      return IMAGE_FORMATS.map((fmt) => {
        const img = w === maxW ? sharp(data, raw) : sharp(data, raw).resize(w, h, { kernel: "lanczos3" });
        return encode(img, fmt, w).toFile(path.join(outDir, `${baseName}-${w}.${fmt}`));
      });
    }),
  );
}

interface Job {
  files: number;
  run: () => Promise<void>;
}

function rasterJob(outDir: string, baseName: string, widths: readonly number[], aspect: number, svg: () => string): Job {
  return { files: widths.length * IMAGE_FORMATS.length, run: () => renderVariants(svg(), outDir, baseName, widths, aspect) };
}

function svgFileJob(outDir: string, rel: string, svg: () => string): Job {
  return {
    files: 1,
    run: async () => {
      const file = path.join(outDir, rel);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, svg());
    },
  };
}

/** Everything that decides what gets drawn, so a changed catalogue invalidates the stamp too. */
function stampFor(products: DemoProduct[]): string {
  const drawn = products.map((p) => [p.key, p.garment, p.colors, p.graphic, p.subCategory, p.name]);
  const fp = createHash("sha256")
    .update(JSON.stringify([drawn, demoSlideProductKeys(), DEMO_TESTIMONIALS.map((t) => [t.name, t.animal])]))
    .digest("hex")
    .slice(0, 16);
  return `${DEMO_ART_VERSION} products=${products.length} fp=${fp}\n`;
}

async function runPool(jobs: Job[], concurrency: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) await jobs[next++].run();
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, jobs.length)) }, worker));
}

function demoImageJobs(outDir: string, products: DemoProduct[]): Job[] {
  const jobs: Job[] = [];
  for (const p of products) {
    // Every colour the product comes in, so the shopper sees the colour they choose.
    for (const color of p.colors) {
      for (const view of ["front", "back"] as const) {
        jobs.push(
          rasterJob(outDir, demoImageBase(p, color, view), IMAGE_WIDTHS, 4 / 5, () =>
            garmentSvg({ garment: p.garment, color, view, graphic: p.graphic, kids: p.subCategory === "K" }),
          ),
        );
      }
    }
  }
  for (let i = 1; i <= 5; i++) {
    jobs.push(rasterJob(outDir, `hero/hero-${i}-desktop`, [960, 1920], 1920 / 800, () => heroSvg(i, "desktop")));
    jobs.push(rasterJob(outDir, `hero/hero-${i}-mobile`, [400, 800], 4 / 5, () => heroSvg(i, "mobile")));
  }
  for (let i = 1; i <= 4; i++) jobs.push(rasterJob(outDir, `banners/banner-${i}`, [300, 600], 1, () => bannerSvg(i - 1)));
  const byKey = new Map(products.map((p) => [p.key, p]));
  demoSlideProductKeys().forEach((key, i) => {
    // A trimmed product list (tests, partial seeds) may lack the slide products; any product will do then.
    const p = byKey.get(key) ?? products[i % products.length];
    if (!p) return;
    jobs.push(rasterJob(outDir, `offers/offer-${i + 1}`, [600, 1200], 2, () => offerSvg(i, p.name, p.color, p.garment, p.graphic)));
  });
  DEMO_TESTIMONIALS.forEach((t, i) => {
    jobs.push(rasterJob(outDir, `testimonials/${kebab(t.name)}`, [96, 192], 1, () => portraitSvg(t.animal, i)));
  });
  for (const name of PARTNER_NAMES) jobs.push(svgFileJob(outDir, `partners/${name.toLowerCase()}.svg`, () => partnerMarkSvg(name)));
  // Largest first, so a slow straggler does not start last and leave a core idle.
  return jobs.sort((a, b) => b.files - a.files);
}

/**
 * Renders all demo art into outDir. Returns how many files were written (0 when the
 * stamp shows outDir is already current) and the wall time in milliseconds.
 */
export async function renderDemoImages(
  outDir: string,
  products: DemoProduct[],
  opts: { concurrency?: number } = {},
): Promise<{ files: number; ms: number }> {
  const started = performance.now();
  const stampFile = path.join(outDir, ".stamp");
  const stamp = stampFor(products);
  const existing = await readFile(stampFile, "utf8").catch(() => null);
  if (existing === stamp) return { files: 0, ms: Math.round(performance.now() - started) };

  const jobs = demoImageJobs(outDir, products);
  await mkdir(outDir, { recursive: true });
  await runPool(jobs, opts.concurrency ?? 2);
  // Written last: an interrupted run leaves no stamp and is redone next time.
  await writeFile(stampFile, stamp);
  return { files: jobs.reduce((n, j) => n + j.files, 0), ms: Math.round(performance.now() - started) };
}
