// Anonymous pages: the store with its page cache, the store rendering every request, and a raw
// node:http server sending the same compressed bytes, each under the same autocannon load, after
// the same warm-up: a store in service has compiled its code and kept its parts rendered once
// (decision 196), and a figure of its first seconds would measure the compiler.
import { load, loadInTurns } from "./load";
import { asSent, rawServer } from "./product-list";

export interface PageFigures {
  path: string;
  cached: number;
  uncached: number;
  raw: number;
  /** cached / raw */
  share: number;
}

const HEADERS = { "accept-encoding": "br" };
const WARM_UP_SECONDS = 3;
/**
 * Seconds the store that renders every request serves the three pages in turn before any is
 * measured (decision 208). Its JavaScript compiler keeps working well past the first seconds: 420,
 * 238, 120 and 77 functions optimized in each 10 s of `/` on a fresh store, on V8's helper
 * threads, which share the two cores with the pages. A store in service is past that.
 */
export const RENDER_WARM_UP_SECONDS = 20;

async function rate(url: string, seconds: number): Promise<{ rps: number; errors: number }> {
  await load(url, HEADERS, 20, WARM_UP_SECONDS);
  const r = await load(url, HEADERS, 20, seconds);
  return { rps: r.requestsPerSec, errors: r.errors };
}

export async function benchPages(cachedUrl: string, uncachedUrl: string, paths: string[], seconds: number): Promise<PageFigures[]> {
  const out: PageFigures[] = [];
  await loadInTurns(uncachedUrl, paths, HEADERS, 20, RENDER_WARM_UP_SECONDS);
  for (const path of paths) {
    const sent = await asSent(`${cachedUrl}${path}`, HEADERS);
    const raw = await rawServer(sent.body, sent.headers);
    try {
      const cached = await rate(`${cachedUrl}${path}`, seconds);
      const uncached = await rate(`${uncachedUrl}${path}`, seconds);
      const ceiling = await rate(raw.url, seconds);
      out.push({ path, cached: cached.rps, uncached: uncached.rps, raw: ceiling.rps, share: cached.rps / Math.max(1, ceiling.rps) });
    } finally {
      await raw.close();
    }
  }
  return out;
}
