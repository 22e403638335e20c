import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { products } from "../../db/schema";
import { type CachedBody, cacheBody } from "../../http/cached-body";

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
  "/termandc",
  "/career",
  "/return-exchange",
  "/oflinestore",
  "/became-a-partnar",
] as const;

/** Personal pages robots need not crawl. */
export const ROBOTS_DISALLOW = ["/api/", "/cart", "/login", "/signup", "/reset-password", "/place-order", "/orders", "/verify", "/profile"];

/** A new product shows in the sitemap within this long; crawlers fetch it rarely anyway. */
const SITEMAP_TTL_MS = 10 * 60_000;

const xmlEscape = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] as string);

export function createSeoService(db: Db, publicUrl: string) {
  let sitemap: { body: CachedBody; at: number } | null = null;
  const robots = cacheBody(
    ["User-agent: *", "Allow: /", ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`), "", `Sitemap: ${publicUrl}/sitemap.xml`, ""].join("\n"),
    "text/plain; charset=utf-8",
  );

  async function buildSitemap(): Promise<string> {
    const rows = await db
      .select({ slug: products.slug, updatedAt: products.updatedAt })
      .from(products)
      .where(eq(products.active, true))
      .orderBy(desc(products.createdAt), desc(products.id));
    const url = (loc: string, lastmod?: Date) =>
      `  <url><loc>${xmlEscape(publicUrl + loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ""}</url>`;
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...SITEMAP_PAGES.map((p) => url(p)),
      ...rows.map((r) => url(`/product/${encodeURIComponent(r.slug)}`, r.updatedAt)),
      "</urlset>",
      "",
    ].join("\n");
  }

  return {
    robots: () => robots,
    async sitemap(): Promise<CachedBody> {
      if (sitemap && Date.now() - sitemap.at < SITEMAP_TTL_MS) return sitemap.body;
      const body = cacheBody(await buildSitemap(), "application/xml; charset=utf-8");
      sitemap = { body, at: Date.now() };
      return body;
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
