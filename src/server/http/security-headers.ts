import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { Config } from "../config";
import type { AppEnv } from "./types";
import { bytesOf, segmentsOf } from "./page-segments";
import { responseWithBody } from "./whole-body";

const RAZORPAY_API = "https://api.razorpay.com";
const RAZORPAY_LOGS = "https://lumberjack.razorpay.com";
const STRIPE_CHECKOUT = "https://checkout.stripe.com";

const originOf = (url: string | undefined) => {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};
const unique = (list: (string | undefined)[]) => [...new Set(list.filter((s): s is string => Boolean(s)))];

/** The outside origins a page may talk to, by the payment providers that are on. */
function providerSources(config: Config) {
  const razorpay = config.razorpay;
  const checkout = razorpay ? originOf(razorpay.checkoutUrl) : undefined;
  const razorpayApi = razorpay ? (originOf(razorpay.apiBase) ?? RAZORPAY_API) : undefined;
  const stripeCheckout = config.stripe ? (originOf(config.stripe.apiBase) ?? STRIPE_CHECKOUT) : undefined;
  return {
    script: unique([checkout]),
    connect: unique([checkout, razorpayApi, razorpay && !razorpay.apiBase ? RAZORPAY_LOGS : undefined]),
    frame: unique([checkout, razorpayApi]),
    form: unique([razorpayApi, stripeCheckout]),
  };
}

/**
 * The Content-Security-Policy of a response. Scripts run only from the store itself, from the
 * payment providers that are on, and inline only when their SHA-256 is listed (`scriptHashes`,
 * taken from the page they belong to). Styles may be inline: React writes style attributes.
 */
export function contentSecurityPolicy(config: Config, scriptHashes: string[] = []): string {
  const p = providerSources(config);
  const self = "'self'";
  const directives: [string, string[]][] = [
    ["default-src", [self]],
    ["script-src", [self, ...scriptHashes.map((h) => `'sha256-${h}'`), ...p.script]],
    ["style-src", [self, "'unsafe-inline'"]],
    ["img-src", [self, "data:", "blob:"]],
    ["font-src", [self]],
    ["connect-src", [self, ...p.connect]],
    ["frame-src", p.frame.length ? p.frame : ["'none'"]],
    ["worker-src", [self]],
    ["manifest-src", [self]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'none'"]],
    ["frame-ancestors", ["'none'"]],
    ["form-action", [self, ...p.form]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(" ")}`).join("; ");
}

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

/**
 * What a browser shows as a document: a page, and an invoice opened in its PDF viewer. Only these
 * use a page's policy, referrer, permissions and opener headers.
 */
const DOCUMENT_TYPES = /^(text\/html|application\/pdf)\b/i;
const isDocument = (contentType: string | null | undefined) => DOCUMENT_TYPES.test(contentType ?? "");

const transportSecurity = (config: Config): Record<string, string> =>
  config.publicUrl.startsWith("https://") ? { "strict-transport-security": "max-age=31536000; includeSubDomains" } : {};

/**
 * The headers of every answer that is not a document (JSON, files, feeds): nothing it names may
 * load anything or be framed, and it is never sniffed into another type (OWASP's REST headers).
 */
export function commonHeaders(config: Config): Record<string, string> {
  return {
    "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    ...transportSecurity(config),
  };
}

/** The headers of a document, with the policy of one that was not rendered with its own. */
export function documentHeaders(config: Config): Record<string, string> {
  return {
    "content-security-policy": contentSecurityPolicy(config),
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(self), usb=(), interest-cohort=()",
    "cross-origin-opener-policy": "same-origin-allow-popups",
    "x-frame-options": "DENY",
    ...transportSecurity(config),
  };
}

/**
 * Responses built with every common header and the request id already in their one plain record
 * (stored bodies, `answerStored`). Setting a header afterwards would turn that record into a
 * Headers object and the response into a full web Response, a fifth of the cost of a small answer.
 */
const complete = new WeakSet<Response>();
export function markComplete(res: Response): Response {
  complete.add(res);
  return res;
}
export const isComplete = (res: Response) => complete.has(res);

/**
 * The security headers an answer of this type is given, by whether it is a document; an answer
 * with a policy of its own (a page, rendered with its scripts' hashes) keeps it.
 */
export function addedHeaders(config: Config): (contentType: string | null | undefined, ownPolicy: boolean) => [string, string][] {
  const withoutPolicy = (headers: Record<string, string>) => Object.entries(headers).filter(([name]) => name !== "content-security-policy");
  const common = Object.entries(commonHeaders(config));
  const documents = Object.entries(documentHeaders(config));
  const commonKept = withoutPolicy(commonHeaders(config));
  const documentsKept = withoutPolicy(documentHeaders(config));
  return (contentType, ownPolicy) => (isDocument(contentType) ? (ownPolicy ? documentsKept : documents) : ownPolicy ? commonKept : common);
}

/** Headers every response carries (`addedHeaders`), set on the router's answers. */
export function securityHeaders(config: Config): MiddlewareHandler<AppEnv> {
  const added = addedHeaders(config);
  return async (c, next) => {
    await next();
    if (isComplete(c.res)) return;
    const h = c.res.headers;
    for (const [name, value] of added(h.get("content-type"), h.has("content-security-policy"))) h.set(name, value);
  };
}
