import { pipeline, Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { promisify } from "node:util";
import { constants, createBrotliCompress, createGzip, gzip } from "node:zlib";
import { brotliWhole } from "./brotli-window";
import { bodyOf, hasBody, wholeBody } from "./buffered-response";

/** Pages smaller than this go as they are: compressing them saves less than a packet. */
const MIN_BYTES = 1024;

/**
 * What React Router answers besides pages: loader data for client navigations (`.data`,
 * `text/x-script`) and the route manifest lazy route discovery asks for after hydration
 * (`/__manifest`, JSON, some 12 KB on a page that links every product).
 */
const COMPRESSIBLE = /^(text\/html|text\/x-script|application\/json)\b/;

/** Brotli's quality for pages compressed as they are sent (decision 194). */
const BROTLI_PAGE_QUALITY = 3;
const GZIP_LEVEL = 6;
const gzipWhole = promisify(gzip);

/**
 * Compresses a server-rendered page. Pages differ per request, so they cannot be compressed once
 * like assets and the product list; a fast level (Brotli 3, gzip 6) costs one or two milliseconds
 * per page and turns ~130 KB of markup into ~22 KB. A body whose length is known (a page read whole
 * and rewritten, as every server-rendered page is) is compressed in one call on libuv's pool and
 * sent with its length. A streamed body (React Router's other answers, `COMPRESSIBLE`) is
 * compressed as it streams, every chunk flushed, so the browser gets each part as it is ready.
 */
export async function compressHtml(req: Request, res: Response): Promise<Response> {
  const type = res.headers.get("content-type") ?? "";
  const length = Number(res.headers.get("content-length") ?? Number.POSITIVE_INFINITY);
  if (!hasBody(res) || !COMPRESSIBLE.test(type) || res.headers.has("content-encoding") || length < MIN_BYTES) return res;
  const accept = req.headers.get("accept-encoding") ?? "";
  const encoding = /\bbr\b/.test(accept) ? "br" : /\bgzip\b/.test(accept) ? "gzip" : null;
  if (!encoding) return res;
  const headers = new Headers(res.headers);
  headers.set("content-encoding", encoding);
  headers.append("vary", "accept-encoding");
  if (bodyOf(res) || Number.isFinite(length)) {
    const whole = await wholeBody(res);
    const body = encoding === "br" ? await brotliWhole(whole, BROTLI_PAGE_QUALITY) : await gzipWhole(whole, { level: GZIP_LEVEL });
    headers.set("content-length", String(body.length));
    // No status text: Node writes the status's own reason phrase, and asking for it would build a full response.
    return new Response(body, { status: res.status, headers });
  }
  const compressor =
    encoding === "br"
      ? createBrotliCompress({
          flush: constants.BROTLI_OPERATION_FLUSH,
          params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_PAGE_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
        })
      : createGzip({ level: GZIP_LEVEL, flush: constants.Z_SYNC_FLUSH });
  // pipeline, not pipe: a render that fails midway ends the compressed stream too.
  pipeline(Readable.fromWeb(res.body as WebReadableStream<Uint8Array>), compressor, () => undefined);
  headers.delete("content-length");
  return new Response(Readable.toWeb(compressor) as ReadableStream<Uint8Array>, { status: res.status, statusText: res.statusText, headers });
}
