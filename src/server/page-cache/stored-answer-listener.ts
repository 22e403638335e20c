import type { IncomingMessage, ServerResponse } from "node:http";
import { type CachedBody, storedAnswer } from "./cached-body";
import type { Logger } from "../http/logger";
import { logRequest, requestIdOf } from "../http/request-log";
import type { StoreMetrics } from "../metrics/store-metrics";
import type { addedHeaders } from "../http/security-headers";

/** An answer the store keeps as bytes: the body, how browsers keep it, and its own headers (a page's policy). */
export interface Stored {
  body: CachedBody;
  cacheControl: string;
  headers: Record<string, string>;
  /** The route pattern it stands for in the metrics (`/*` for a page). */
  route: string;
}

/** A GET's or HEAD's fresh stored answer, or undefined to send the request on to the router. */
export type StoredLookup = (req: IncomingMessage) => Stored | undefined;

export type Listener = (req: IncomingMessage, res: ServerResponse) => void;

function firstFound(lookups: StoredLookup[], req: IncomingMessage): Stored | undefined {
  for (const lookup of lookups) {
    const stored = lookup(req);
    if (stored) return stored;
  }
  return undefined;
}

/**
 * node:http's listener for the store: a GET or HEAD that a lookup finds a fresh stored answer for
 * (the product list, a kept page) is answered here, with node:http's own calls, before a web
 * Request, a router context or a middleware is made; everything else goes to the router. The
 * answer is the router's for the same body: the same headers (the security headers the router's
 * middleware adds, `addedHeaders`), 304 and log line. Decision 180.
 */
export function storedFirst(
  opts: { lookups: StoredLookup[]; added: ReturnType<typeof addedHeaders>; logger: Logger; metrics: StoreMetrics },
  router: Listener,
): Listener {
  return (req, res) => {
    const stored = req.method === "GET" || req.method === "HEAD" ? firstFound(opts.lookups, req) : undefined;
    if (!stored) return router(req, res);
    const started = performance.now();
    const requestId = requestIdOf(req.headers["x-request-id"] as string | undefined);
    const headers: Record<string, string> = { ...stored.headers, "x-request-id": requestId };
    for (const [name, value] of opts.added(stored.body.type, "content-security-policy" in stored.headers)) headers[name] = value;
    const answer = storedAnswer(stored.body, req.headers["if-none-match"], req.headers["accept-encoding"], stored.cacheControl, headers);
    res.writeHead(answer.status, answer.headers);
    res.end(req.method === "GET" ? (answer.bytes ?? undefined) : undefined);
    const path = (req.url ?? "/").split("?", 1)[0]!;
    const method = req.method ?? "GET";
    logRequest(opts.logger, { requestId, method, path, status: answer.status, started });
    opts.metrics.stored(stored.route, method, answer.status, stored.headers["x-page-cache"]);
  };
}
