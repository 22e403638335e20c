import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { brotliWhole } from "../render/brotli-window";

const gzipAsync = promisify(gzip);

/**
 * Brotli's quality for bodies compressed once and served many times. From quality 7 up, Brotli's
 * encoder hashes into a 32 MB table that a 100 KB page touches nearly all of, per compression
 * running: quality 9 took some 26 MB and 14 ms per page for 1–2 % fewer bytes than 6, which takes
 * 5 MB and 2 ms (decision 155). Quality 11 costs some 20 times the CPU of 9.
 */
export const STORED_BROTLI_QUALITY = 6;

/** A response body compressed once and served as stored bytes, with a strong ETag. */
export interface CachedBody {
  raw: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
  type: string;
}

/**
 * Compresses a body once per encoding. zlib's asynchronous calls run on libuv's thread pool, so
 * a large body (the product list, a cached page) never blocks the event loop while it is packed.
 */
export async function compressBody(raw: Buffer | string, type: string): Promise<CachedBody> {
  const buf = typeof raw === "string" ? Buffer.from(raw) : raw;
  const [gz, br] = await Promise.all([gzipAsync(buf, { level: 9 }), brotliWhole(buf, STORED_BROTLI_QUALITY)]);
  return {
    raw: buf,
    gzip: gz,
    br,
    etag: `"${createHash("sha1").update(buf).digest("base64url")}"`,
    type,
  };
}

/** Bytes a stored body holds in memory, all encodings together. */
export const storedBytes = (body: CachedBody) => body.raw.length + body.gzip.length + body.br.length;

/** Whether an If-None-Match header names this ETag (a list, weak forms and * included). */
function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/** What a stored body answers a request with: the status, every header, and the bytes to send. */
export interface StoredAnswer {
  status: 200 | 304;
  headers: Record<string, string>;
  /** A view of the stored bytes, not a copy of them; null for a 304. */
  bytes: Uint8Array<ArrayBuffer> | null;
}

/**
 * Picks the stored encoding the client accepts; answers 304 when the ETag matches. `headers`, the
 * answer's other headers, is a record of the caller's own for this answer: it is completed in place
 * and becomes the answer's, with no copy made per request.
 */
export function storedAnswer(
  body: CachedBody,
  ifNoneMatch: string | undefined,
  acceptEncoding: string | undefined,
  cacheControl: string,
  headers: Record<string, string>,
): StoredAnswer {
  headers["content-type"] = body.type;
  headers.etag = body.etag;
  headers["cache-control"] = cacheControl;
  headers.vary = "accept-encoding";
  if (etagMatches(ifNoneMatch, body.etag)) return { status: 304, headers, bytes: null };
  const accept = acceptEncoding ?? "";
  let bytes = body.raw;
  if (/\bbr\b/.test(accept)) {
    bytes = body.br;
    headers["content-encoding"] = "br";
  } else if (/\bgzip\b/.test(accept)) {
    bytes = body.gzip;
    headers["content-encoding"] = "gzip";
  }
  headers["content-length"] = String(bytes.length);
  return { status: 200, headers, bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) as Uint8Array<ArrayBuffer> };
}

/** A stored body's answer as a web Response. */
export function serveCached(
  body: CachedBody,
  req: { header(name: string): string | undefined },
  cacheControl: string,
  extraHeaders: Record<string, string> = {},
): Response {
  const answer = storedAnswer(body, req.header("if-none-match"), req.header("accept-encoding"), cacheControl, { ...extraHeaders });
  return new Response(answer.bytes, { status: answer.status, headers: answer.headers });
}
