import type { IncomingMessage, ServerResponse } from "node:http";
import { type CachedBody, storedAnswer } from "./cached-body";
import type { Logger } from "./logger";
import { logRequest, requestIdOf } from "./request-log";

/** An answer the store keeps as bytes at one path (no query string): its body while fresh, and how browsers keep it. */
export interface StoredRoute {
  path: string;
  /** The stored body while it is fresh; undefined sends the request on to the router, which loads it. */
  body: () => CachedBody | undefined;
  cacheControl: string;
}

export type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * node:http's listener for the store: a GET or HEAD of a stored route whose body is fresh is
 * answered here, with node:http's own calls, before a web Request, a router context or a
 * middleware is made; everything else goes to the router. The answer is the router's for the same
 * body (`answerStored`): the same headers (the common ones, the request id, ETag, encoding), the
 * same 304, the same log line. Decision 180.
 */
export function storedFirst(opts: { routes: StoredRoute[]; headers: Record<string, string>; logger: Logger }, router: Listener): Listener {
  const byPath = new Map(opts.routes.map((r) => [r.path, r]));
  return (req, res) => {
    const route = req.method === "GET" || req.method === "HEAD" ? byPath.get(req.url ?? "") : undefined;
    const body = route?.body();
    if (!route || !body) return router(req, res);
    const started = performance.now();
    const requestId = requestIdOf(req.headers["x-request-id"] as string | undefined);
    const answer = storedAnswer(body, req.headers["if-none-match"], req.headers["accept-encoding"], route.cacheControl, {
      ...opts.headers,
      "x-request-id": requestId,
    });
    res.writeHead(answer.status, answer.headers);
    res.end(req.method === "GET" ? (answer.bytes ?? undefined) : undefined);
    logRequest(opts.logger, { requestId, method: req.method ?? "GET", path: route.path, status: answer.status, started });
  };
}
