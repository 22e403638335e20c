import { createHash } from "node:crypto";
import { contentSecurityPolicy } from "../http/security-headers";
import type { Config } from "../config";
import { responseWithBody } from "./buffered-response";
import { bytesOf, segmentsOf } from "./page-segments";

/** Inline scripts are whatever stands between `<script …>` and `</script>` on a tag without src. */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SCRIPT_START = /<script/i;

/** The base64 SHA-256 of every inline script of a page (its text, or its segments), in the page's order, without repeats. */
export function inlineScriptHashes(page: string | readonly string[]): string[] {
  const hashes = new Set<string>();
  for (const segment of typeof page === "string" ? [page] : page) {
    if (!SCRIPT_START.test(segment)) continue;
    for (const [, attrs, body] of segment.matchAll(INLINE_SCRIPT)) {
      if (/\bsrc\s*=/i.test(attrs) || body.length === 0) continue;
      hashes.add(createHash("sha256").update(body, "utf8").digest("base64"));
    }
  }
  return [...hashes];
}

/** Changes a page, given and returned as its segments (`page-segments.ts`). */
export type PageRewrite = (segments: readonly string[]) => readonly string[];

/**
 * A server-rendered page with its CSP: the page is read whole, its inline scripts (React Router's
 * hydration context and module loader, React's streamed boundaries) are hashed, and the policy
 * travels in the response's headers, so a cache that keeps the response keeps the matching policy.
 * `rewrite` changes the page first (its stylesheets written inline, decision 150). `pieces` are the
 * page's markup as the renderer wrote it, when it handed them over: the body is then not read back
 * (decision 190), and the page is never made one long string (decision 193).
 */
export async function pageWithScriptHashes(
  res: Response,
  config: Config,
  rewrite: PageRewrite = (segments) => segments,
  pieces?: readonly string[],
): Promise<Response> {
  const type = res.headers.get("content-type") ?? "";
  if ((pieces === undefined && !res.body) || !type.startsWith("text/html") || res.headers.has("content-encoding")) return res;
  const segments = rewrite(pieces ? segmentsOf(pieces) : [await res.text()]);
  const body = bytesOf(segments);
  const headers = new Headers(res.headers);
  headers.set("content-security-policy", contentSecurityPolicy(config, inlineScriptHashes(segments)));
  // The page is whole: its length goes with it (and lets it be compressed in one call).
  headers.set("content-length", String(body.length));
  return responseWithBody(body, { status: res.status, headers });
}
