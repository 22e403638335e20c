import { desc, eq } from "drizzle-orm";
import { productHref } from "../../../domain/catalog";
import type { Db } from "../../db/client";
import { products } from "../../db/schema";
import { type CachedBody, compressBody } from "../../page-cache/cached-body";
import { valueCache } from "../../lib/cache";

/** Pages a search engine should know; account, cart and checkout pages are left out on purpose. */
export const SITEMAP_PAGES = [
  "/",
  "/collection",
  "/men",
  "/women",
  "/kids",
  "/about",
  "/contact",
  "/sitemap",
  "/privacy-policy",
  "/grievance-officer",
  "/termandc",
  "/career",
  "/return-exchange",
  "/oflinestore",
  "/became-a-partnar",
  "/customize",
  "/chat",
  "/scratch",
] as const;

/** Personal pages robots need not crawl. */
export const ROBOTS_DISALLOW = ["/api/", "/cart", "/login", "/signup", "/reset-password", "/place-order", "/orders", "/verify", "/profile"];

/** A new product shows in the sitemap within this long; crawlers fetch it rarely anyway. */
const SITEMAP_TTL_MS = 10 * 60_000;
/** The sitemap protocol's limit of URLs per file; a larger site is served as an index of parts. */
export const SITEMAP_MAX_URLS = 50_000;

const xmlEscape = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] as string);

type SitemapUrl = { loc: string; lastmod?: Date };

export function createSeoService(db: Db, publicUrl: string, opts: { sitemapChunkSize?: number } = {}) {
  const chunkSize = opts.sitemapChunkSize ?? SITEMAP_MAX_URLS;
  // Written once, on its first request.
  let robots: Promise<CachedBody> | undefined;
  const robotsBody = () =>
    compressBody(
      ["User-agent: *", "Allow: /", ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`), "", `Sitemap: ${publicUrl}/sitemap.xml`, ""].join("\n"),
      "text/plain; charset=utf-8",
    );

  async function loadUrls(): Promise<SitemapUrl[]> {
    const rows = await db
      .select({ slug: products.slug, updatedAt: products.updatedAt })
      .from(products)
      .where(eq(products.active, true))
      .orderBy(desc(products.createdAt), desc(products.id));
    return [...SITEMAP_PAGES.map((loc) => ({ loc })), ...rows.map((r) => ({ loc: productHref(r.slug), lastmod: r.updatedAt }))];
  }

  const xml = (lines: string[]) =>
    compressBody(['<?xml version="1.0" encoding="UTF-8"?>', ...lines, ""].join("\n"), "application/xml; charset=utf-8");

  const urlset = (urls: SitemapUrl[]) =>
    xml([
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls.map(
        (u) =>
          `  <url><loc>${xmlEscape(publicUrl + u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod.toISOString().slice(0, 10)}</lastmod>` : ""}</url>`,
      ),
      "</urlset>",
    ]);

  const index = (parts: number) =>
    xml([
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...Array.from({ length: parts }, (_, i) => `  <sitemap><loc>${xmlEscape(`${publicUrl}/sitemap-${i + 1}.xml`)}</loc></sitemap>`),
      "</sitemapindex>",
    ]);

  // One snapshot of the URLs feeds the index and its parts, so they always agree; each file is
  // written and compressed only when first asked for.
  type Snapshot = { urls: SitemapUrl[]; files: Map<number, Promise<CachedBody>> };
  const snapshot = valueCache<Snapshot>({ ttlMs: SITEMAP_TTL_MS, load: async () => ({ urls: await loadUrls(), files: new Map() }) });
  const current = () => snapshot.get();

  function file(s: Snapshot, n: number, make: () => Promise<CachedBody>): Promise<CachedBody> {
    const kept = s.files.get(n);
    if (kept) return kept;
    const body = make();
    s.files.set(n, body);
    return body;
  }

  return {
    robots: () => {
      robots ??= robotsBody();
      return robots;
    },
    /** The whole sitemap while it fits in one file, else an index of its parts. */
    async sitemap(): Promise<CachedBody> {
      const s = await current();
      const parts = Math.ceil(s.urls.length / chunkSize);
      return file(s, 0, () => (parts <= 1 ? urlset(s.urls) : index(parts)));
    },
    /** Part n (from 1) of a sitemap served as an index; null when there is no such part. */
    async sitemapPart(n: number): Promise<CachedBody | null> {
      const s = await current();
      const parts = Math.ceil(s.urls.length / chunkSize);
      if (parts <= 1 || !Number.isInteger(n) || n < 1 || n > parts) return null;
      return file(s, n, () => urlset(s.urls.slice((n - 1) * chunkSize, n * chunkSize)));
    },
    /** Call after products are added, renamed or hidden: the sitemap is written again on its next request. */
    invalidate() {
      snapshot.invalidate();
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
