import { createHash } from "node:crypto";
import { contentSecurityPolicy } from "../http/security-headers";
import type { Config } from "../config";
import { responseWithBody } from "./buffered-response";
import { bytesOf, segmentsOf } from "./page-segments";

/** The base64 SHA-256 of a script's text, as a policy names it. */
export function scriptHash(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("base64");
}

/**
 * The base64 SHA-256 of each inline script React wrote as an element of the page, in the order
 * written, without repeats: those of the store's components and React Router's (the hydration
 * context, the module script, the streamed data). React writes such an element as pieces of its
 * own: `<script`, its attributes, `>`, its text, `</script>`. A script that reached the page any
 * other way, inside markup written in as text (a kept part, a part rendered once), is one piece
 * of markup among others and is not listed, whatever it says.
 */
export function renderedScriptHashes(pieces: readonly string[]): string[] {
  const hashes = new Set<string>();
  for (let i = 0; i < pieces.length; i++) {
    if (pieces[i] !== "<script") continue;
    // The start tag, up to React's `>`: each attribute is a space, its name, `="`, its value, `"`.
    // A value is escaped text, so nothing in the tag starts another one.
    let at = i + 1;
    let loaded = false;
    for (; at < pieces.length && pieces[at] !== ">" && !(pieces[at] as string).startsWith("<"); at++)
      if (pieces[at - 1] === " " && (pieces[at] as string).toLowerCase() === "src") loaded = true;
    if (pieces[at] !== ">") continue;
    let end = at + 1;
    while (end < pieces.length && pieces[end] !== "</script>") end++;
    const text = pieces.slice(at + 1, end).join("");
    if (end < pieces.length && !loaded && text.length > 0) hashes.add(scriptHash(text));
    i = end;
  }
  return [...hashes];
}

/** Changes a page, given and returned as its segments (`page-segments.ts`). */
export type PageRewrite = (segments: readonly string[]) => readonly string[];

/**
 * A server-rendered page with its CSP. The policy lists only the store's own inline scripts: each
 * script element React wrote (`renderedScriptHashes` over the pieces the renderer hands over) and
 * the scripts the page step writes itself (`ownScriptHashes`, of constants of the store). A script
 * in the page's HTML for any other reason, markup written in as text or a rewrite gone wrong, runs
 * nowhere: the final HTML is never searched for scripts to allow (decision 215).
 *
 * The page is read whole and the policy travels in the response's headers, so a cache that keeps
 * the response keeps the matching policy. `rewrite` changes the page first (its stylesheets written
 * inline, decision 150; its scripts held, decision 178). `pieces` are the page's markup as the
 * renderer wrote it: the body is then not read back (decision 190), and the page is never made one
 * long string (decision 193). Without them, nothing of the page is known to be the store's, and
 * only `ownScriptHashes` are allowed.
 */
export async function pageWithScriptHashes(
  res: Response,
  config: Config,
  rewrite: PageRewrite = (segments) => segments,
  pieces?: readonly string[],
  ownScriptHashes: readonly string[] = [],
): Promise<Response> {
  const type = res.headers.get("content-type") ?? "";
  if ((pieces === undefined && !res.body) || !type.startsWith("text/html") || res.headers.has("content-encoding")) return res;
  const segments = rewrite(pieces ? segmentsOf(pieces) : [await res.text()]);
  const body = bytesOf(segments);
  const hashes = [...new Set([...(pieces ? renderedScriptHashes(pieces) : []), ...ownScriptHashes])];
  const headers = new Headers(res.headers);
  headers.set("content-security-policy", contentSecurityPolicy(config, hashes));
  // The page is whole: its length goes with it (and lets it be compressed in one call).
  headers.set("content-length", String(body.length));
  return responseWithBody(body, { status: res.status, headers });
}
