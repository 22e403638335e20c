import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** A response body compressed once and served as stored bytes, with a strong ETag. */
export interface CachedBody {
  raw: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
  type: string;
}

export function cacheBody(raw: Buffer | string, type: string): CachedBody {
  const buf = typeof raw === "string" ? Buffer.from(raw) : raw;
  return {
    raw: buf,
    gzip: gzipSync(buf, { level: 9 }),
    br: brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    etag: `"${createHash("sha1").update(buf).digest("base64url")}"`,
    type,
  };
}

/** Picks the stored encoding the client accepts; answers 304 when the ETag matches. */
export function serveCached(body: CachedBody, req: { header(name: string): string | undefined }, cacheControl: string): Response {
  const headers: Record<string, string> = {
    "content-type": body.type,
    etag: body.etag,
    "cache-control": cacheControl,
    vary: "accept-encoding",
  };
  if (req.header("if-none-match") === body.etag) return new Response(null, { status: 304, headers });
  const accept = req.header("accept-encoding") ?? "";
  let bytes = body.raw;
  if (/\bbr\b/.test(accept)) {
    bytes = body.br;
    headers["content-encoding"] = "br";
  } else if (/\bgzip\b/.test(accept)) {
    bytes = body.gzip;
    headers["content-encoding"] = "gzip";
  }
  headers["content-length"] = String(bytes.length);
  return new Response(new Uint8Array(bytes) as Uint8Array<ArrayBuffer>, { status: 200, headers });
}
