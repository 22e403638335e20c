import { Hono } from "hono";
import type { AppEnv } from "../../http/types";
import { mediaFile } from "./media.service";

const NAME = /^[0-9a-f]{32}-\d+\.(avif|webp|jpg)$/;

/** Uploaded images from the database: names carry the content hash, so a year of caching is safe. */
export function mediaRoutes() {
  return new Hono<AppEnv>().on(["GET", "HEAD"], "/:name", async (c) => {
    const name = c.req.param("name");
    if (!NAME.test(name)) return c.text("Not found", 404);
    const etag = `"${name}"`;
    const headers = { "cache-control": "public, max-age=31536000, immutable", etag };
    if (c.req.header("if-none-match") === etag) return new Response(null, { status: 304, headers });
    const file = await mediaFile(c.var.services.db, name);
    if (!file) return c.text("Not found", 404);
    return new Response(c.req.method === "HEAD" ? null : new Uint8Array(file.body), {
      status: 200,
      headers: { ...headers, "content-type": file.contentType, "content-length": String(file.body.length) },
    });
  });
}
