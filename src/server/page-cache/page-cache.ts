import type { IncomingMessage } from "node:http";
import { LRUCache } from "lru-cache";
import { type CachedBody, compressBody, serveCached, storedBytes } from "./cached-body";
import { compressHtml } from "../render/html-compression";
import type { Stored } from "./stored-answer-listener";
import { hasBody, wholeBody } from "../render/buffered-response";

/**
 * Server-rendered pages are the same for every visitor (the shopper's session lives in the
 * browser), so a rendered page is kept per URL and served to the next visitor as stored bytes:
 * compressed once per encoding, with an ETag, and with the headers it was rendered with (its CSP
 * lists the page's own script hashes). Decision 140.
 */
export interface PageCacheOptions {
  /** Memory the kept pages may take, all encodings counted. */
  maxBytes: number;
  /** How long a page is kept at most: the bound on its per-moment parts (recent purchases, shuffles). */
  ttlMs: number;
  now?: () => number;
}

/**
 * How long a page is kept at most. Changes to what pages show clear them at once; this bounds
 * the parts that move by themselves: recent purchases, the shuffled related products and
 * testimonials, the home page's strips.
 */
export const PAGE_TTL_MS = 10_000;

export type Render = (request: Request) => Promise<Response>;

export interface PageCache {
  /** The page for this request: from the cache when it may be, else rendered (and kept when it may be). */
  serve(request: Request, render: Render): Promise<Response>;
  /** A kept page for a visitor's GET or HEAD, as node:http received it, without rendering (stored-answer-listener.ts). */
  lookup(req: IncomingMessage): Stored | undefined;
  /** Forgets every page: what pages show has changed. */
  clear(): void;
  readonly bytes: number;
  readonly pages: number;
}

interface KeptPage {
  body: CachedBody;
  /** The rendered response's own headers (the CSP among them), replayed on every answer. */
  headers: [string, string][];
}

/** Headers the stored answer sets itself, or that belong to one response only. */
const NOT_REPLAYED = new Set([
  "content-length",
  "content-encoding",
  "content-type",
  "etag",
  "vary",
  "cache-control",
  "date",
  "x-request-id",
  "transfer-encoding",
  "connection",
]);

/** Pages, and the loader data React Router fetches when a shopper moves between pages. */
const PAGE_TYPES = /^(text\/html|text\/x-script)\b/;

/** How a browser keeps a page: it asks again each time, and a 304 answers when nothing changed. */
const PAGE_CACHE_CONTROL = "no-cache";

/** The key of a page: its path and its query with parameters in one order (repeats keep theirs). */
export function pageKey(url: URL): string {
  const params = [...url.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(params).toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/**
 * Whether a request is a visitor's, with nothing that could make its page theirs alone: no cookie
 * (the console's session), no Authorization or token header (a shopper's), and not the console or
 * the development mailbox, whose pages depend on who asks.
 */
function anonymous(method: string | undefined, path: string, has: (header: string) => boolean): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  if (has("cookie") || has("authorization") || has("token")) return false;
  return !/^\/(admin|dev)(\/|\.data$|$)/.test(path);
}

export const isAnonymous = (request: Request): boolean =>
  anonymous(request.method, new URL(request.url).pathname, (name) => request.headers.has(name));

/** Whether a rendered response is the same for everyone and may be kept. */
function mayKeep(res: Response): boolean {
  if (res.status !== 200 || !hasBody(res)) return false;
  if (!PAGE_TYPES.test(res.headers.get("content-type") ?? "") || res.headers.has("content-encoding")) return false;
  if (res.headers.has("set-cookie")) return false;
  return !/\b(private|no-store)\b/.test(res.headers.get("cache-control") ?? "");
}

const headersOf = (page: KeptPage, state: "hit" | "miss") => ({ ...Object.fromEntries(page.headers), "x-page-cache": state });

function answer(page: KeptPage, request: Request, state: "hit" | "miss"): Response {
  const headers = headersOf(page, state);
  const res = serveCached(page.body, { header: (name) => request.headers.get(name) ?? undefined }, PAGE_CACHE_CONTROL, headers);
  return request.method === "HEAD" ? new Response(null, { status: res.status, headers: res.headers }) : res;
}

type Filled = { page: KeptPage } | { response: Response };

export function createPageCache(opts: PageCacheOptions): PageCache {
  const lru = new LRUCache<string, KeptPage>({
    maxSize: Math.max(1, opts.maxBytes),
    // A page bigger than a quarter of the cache would push out too many others.
    maxEntrySize: Math.max(1, Math.floor(opts.maxBytes / 4)),
    sizeCalculation: (page, key) => storedBytes(page.body) + key.length,
    ttl: opts.ttlMs,
    ...(opts.now ? { perf: { now: opts.now }, ttlResolution: 0 } : {}),
  });
  /** Renders under way, shared by visitors asking for the same page meanwhile. */
  const filling = new Map<string, Promise<Filled>>();
  /** Moves on every clear: a render that began before a change is not kept. */
  let generation = 0;

  async function fill(key: string, request: Request, render: Render): Promise<Filled> {
    const started = generation;
    const res = await render(request);
    if (!mayKeep(res)) return { response: res };
    const type = res.headers.get("content-type") ?? "text/html; charset=utf-8";
    const body = await compressBody(await wholeBody(res), type);
    const headers = [...res.headers].filter(([name]) => !NOT_REPLAYED.has(name.toLowerCase()));
    const page = { body, headers };
    if (started === generation) lru.set(key, page);
    return { page };
  }

  return {
    async serve(request, render) {
      if (!isAnonymous(request)) return compressHtml(request, await render(request));
      const key = pageKey(new URL(request.url));
      const kept = lru.get(key);
      if (kept) return answer(kept, request, "hit");
      if (request.method !== "GET") return compressHtml(request, await render(request));
      let pending = filling.get(key);
      const first = !pending;
      if (!pending) {
        const started = fill(key, request, render);
        pending = started;
        filling.set(key, started);
        const done = () => {
          if (filling.get(key) === started) filling.delete(key);
        };
        started.then(done, done);
      }
      const filled = await pending;
      if ("page" in filled) return answer(filled.page, request, "miss");
      // Not for keeping (a 404, a redirect): the response is the first caller's; the others render their own.
      return compressHtml(request, first ? filled.response : await render(request));
    },
    lookup(req) {
      // The address as the router reads it (origin form, after a host); anything else is the router's to refuse.
      if (!req.url?.startsWith("/")) return undefined;
      let url: URL;
      try {
        url = new URL(`http://store${req.url}`);
      } catch {
        return undefined;
      }
      if (!anonymous(req.method, url.pathname, (name) => req.headers[name] !== undefined)) return undefined;
      const kept = lru.get(pageKey(url));
      return kept && { body: kept.body, cacheControl: PAGE_CACHE_CONTROL, headers: headersOf(kept, "hit"), route: "/*" };
    },
    clear() {
      generation++;
      filling.clear();
      lru.clear();
    },
    get bytes() {
      return lru.calculatedSize;
    },
    get pages() {
      return lru.size;
    },
  };
}
