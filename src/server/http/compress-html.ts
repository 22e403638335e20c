import { pipeline, Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { constants, createBrotliCompress, createGzip } from "node:zlib";

/** Pages smaller than this go as they are: compressing them saves less than a packet. */
const MIN_BYTES = 1024;

/**
 * What React Router answers besides pages: loader data for client navigations (`.data`,
 * `text/x-script`) and the route manifest lazy route discovery asks for after hydration
 * (`/__manifest`, JSON, some 12 KB on a page that links every product).
 */
const COMPRESSIBLE = /^(text\/html|text\/x-script|application\/json)\b/;

/**
 * Compresses a server-rendered page as it streams. Pages differ per request, so they cannot be
 * compressed once like assets and the product list; a fast level (Brotli 4, gzip 6) costs about
 * a millisecond per page and turns ~100 KB of markup into ~15 KB. Every chunk is flushed, so the
 * browser still gets the shell before the whole page is rendered. React Router's other answers
 * (`COMPRESSIBLE`) go the same way.
 */
export function compressHtml(req: Request, res: Response): Response {
  const type = res.headers.get("content-type") ?? "";
  const length = Number(res.headers.get("content-length") ?? Number.POSITIVE_INFINITY);
  if (!res.body || !COMPRESSIBLE.test(type) || res.headers.has("content-encoding") || length < MIN_BYTES) return res;
  const accept = req.headers.get("accept-encoding") ?? "";
  const encoding = /\bbr\b/.test(accept) ? "br" : /\bgzip\b/.test(accept) ? "gzip" : null;
  if (!encoding) return res;
  const compressor =
    encoding === "br"
      ? createBrotliCompress({
          flush: constants.BROTLI_OPERATION_FLUSH,
          params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
        })
      : createGzip({ level: 6, flush: constants.Z_SYNC_FLUSH });
  // pipeline, not pipe: a render that fails midway ends the compressed stream too.
  pipeline(Readable.fromWeb(res.body as WebReadableStream<Uint8Array>), compressor, () => undefined);
  const headers = new Headers(res.headers);
  headers.set("content-encoding", encoding);
  headers.delete("content-length");
  headers.append("vary", "accept-encoding");
  return new Response(Readable.toWeb(compressor) as ReadableStream<Uint8Array>, { status: res.status, statusText: res.statusText, headers });
}
