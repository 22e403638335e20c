import { Hono } from "hono";
import { API_AREAS } from "../../../contracts/api";
import { openApiDocument } from "../../../contracts/openapi";
import type { AppEnv } from "../../http/types";
import { apiDocsPage } from "./api-docs-page";

type Document = ReturnType<typeof openApiDocument> & { servers: { url: string }[] };

/** GET /api/openapi.json and GET /api/docs, both made once from the contracts. */
export function referenceRoutes() {
  let document: Document | null = null;
  let page: string | null = null;
  const documentOf = (publicUrl: string): Document => {
    document ??= { ...openApiDocument(API_AREAS, { title: "Dhaaga store API", version: "1" }), servers: [{ url: publicUrl }] };
    return document;
  };
  return new Hono<AppEnv>()
    .get("/openapi.json", (c) => {
      c.header("cache-control", "public, max-age=300");
      return c.json(documentOf(c.var.config.publicUrl));
    })
    .get("/docs", (c) => {
      page ??= apiDocsPage(documentOf(c.var.config.publicUrl));
      c.header("cache-control", "public, max-age=300");
      return c.html(page);
    });
}
