import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit as countedBodyLimit } from "hono/body-limit";

/**
 * Hono's body limit, without a web Request for a body of declared length. Hono's middleware asks
 * the request for its `body` stream first, and on Node that builds a full web Request around the
 * incoming message, whose body is then read back through web streams. A declared length is
 * checked as Hono checks it, and the body stays unread for the handler, which reads it straight
 * from the socket. A body sent in chunks, with no length, goes through Hono's middleware, which
 * counts it as it arrives.
 */
export function bodyLimit(options: { maxSize: number; onError: (c: Context) => Response | Promise<Response> }): MiddlewareHandler {
  const counted = countedBodyLimit(options);
  return async (c, next) => {
    const length = c.req.header("content-length");
    if (length === undefined || c.req.header("transfer-encoding") !== undefined) return counted(c, next);
    if (Number.parseInt(length, 10) > options.maxSize) return options.onError(c);
    await next();
  };
}
