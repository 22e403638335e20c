import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json",
};

interface Entry {
  file: string;
  size: number;
  type: string;
  etag: string;
  br?: { file: string; size: number };
  gz?: { file: string; size: number };
  cacheControl: string;
}

export interface StaticMount {
  /** URL prefix, with leading and trailing slash. */
  prefix: string;
  dir: string;
  cacheControl: (urlPath: string) => string;
}

/**
 * Indexes files once at start-up, so a request costs a map lookup; serves precompressed
 * siblings (.br, .gz) written at build time instead of compressing per request.
 */
export function createStaticFiles(mounts: StaticMount[]) {
  const index = new Map<string, Entry>();
  for (const mount of mounts) {
    if (!fs.existsSync(mount.dir)) continue;
    // One listing, then one stat per served file: siblings are looked up in the listing (start-up, decision 155).
    const files = new Set(
      fs
        .readdirSync(mount.dir, { recursive: true, withFileTypes: true })
        .filter((d) => d.isFile())
        .map((d) => (d.parentPath === mount.dir ? d.name : path.relative(mount.dir, path.join(d.parentPath, d.name)))),
    );
    for (const rel of files) {
      const file = path.join(mount.dir, rel);
      const ext = path.extname(file);
      if (ext === ".br" || ext === ".gz" || !TYPES[ext]) continue;
      const stat = fs.statSync(file);
      const urlPath = mount.prefix + rel.split(path.sep).join("/");
      const sibling = (suffix: string) => (files.has(rel + suffix) ? { file: file + suffix, size: fs.statSync(file + suffix).size } : undefined);
      index.set(urlPath, {
        file,
        size: stat.size,
        type: TYPES[ext],
        etag: `"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}"`,
        br: sibling(".br"),
        gz: sibling(".gz"),
        cacheControl: mount.cacheControl(urlPath),
      });
    }
  }

  return {
    size: () => index.size,
    serve(urlPath: string, headers: { get(name: string): string | null }, method: string): Response | null {
      const entry = index.get(urlPath);
      if (!entry) return null;
      const out: Record<string, string> = {
        "content-type": entry.type,
        etag: entry.etag,
        "cache-control": entry.cacheControl,
      };
      if (entry.br || entry.gz) out.vary = "accept-encoding";
      if (headers.get("if-none-match") === entry.etag) return new Response(null, { status: 304, headers: out });
      const accept = headers.get("accept-encoding") ?? "";
      let chosen: { file: string; size: number } = entry;
      if (entry.br && /\bbr\b/.test(accept)) {
        chosen = entry.br;
        out["content-encoding"] = "br";
      } else if (entry.gz && /\bgzip\b/.test(accept)) {
        chosen = entry.gz;
        out["content-encoding"] = "gzip";
      }
      out["content-length"] = String(chosen.size);
      if (method === "HEAD") return new Response(null, { status: 200, headers: out });
      const stream = Readable.toWeb(fs.createReadStream(chosen.file)) as ReadableStream;
      return new Response(stream, { status: 200, headers: out });
    },
  };
}

export type StaticFiles = ReturnType<typeof createStaticFiles>;
