import type { Context } from "hono";
import { TrieRouter } from "hono/router/trie-router";

/** How Allow and the message list methods: reads first, then writes; a method not named here goes last. */
const ORDER = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
const rank = (method: string) => (ORDER.includes(method) ? ORDER.indexOf(method) : ORDER.length);

/**
 * The methods each path takes, read from routes as Hono lists them (`app.routes`). Middleware and
 * `app.all` catch-alls are listed as ALL and take no part. Built once, with Hono's own path
 * matching (params, `{regex}`, `*`), so a path matches here exactly when it matches there.
 */
export function methodsByPath(routes: readonly { method: string; path: string }[]): (path: string) => string[] {
  const router = new TrieRouter<string>();
  for (const { method, path } of routes) if (method !== "ALL") router.add("ALL", path, method);
  return (path) => {
    const methods = new Set(router.match("ALL", path)[0].map(([method]) => method));
    // Hono answers HEAD with the GET route, without its body.
    if (methods.has("GET")) methods.add("HEAD");
    return [...methods].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  };
}

/** "GET", "GET or HEAD", "GET, HEAD or POST". */
const spoken = (methods: string[]) => (methods.length < 2 ? methods.join("") : `${methods.slice(0, -1).join(", ")} or ${methods.at(-1)}`);

/**
 * The last answer under /api: 405 with Allow for a path that is there but not for this method,
 * 404 for a path that is not there. `routes` are the ones registered before it, which are all an
 * /api request can reach.
 */
export function apiFallback(routes: readonly { method: string; path: string }[]) {
  const methodsOf = methodsByPath(routes);
  return (c: Context) => {
    const allow = methodsOf(c.req.path);
    // A route of this method that passed the request on (next()) is a path with nothing here, not a wrong method.
    if (allow.length > 0 && !allow.includes(c.req.method)) {
      return c.json({ success: false, message: `This address does not take ${c.req.method}. Use ${spoken(allow)}.` }, 405, {
        allow: allow.join(", "),
      });
    }
    return c.json({ success: false, message: `No API route for ${c.req.method} ${c.req.path}.` }, 404);
  };
}
