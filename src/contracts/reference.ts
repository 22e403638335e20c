import * as z from "zod";
import { endpoints } from "./endpoint";

export const referenceApi = endpoints({
  "GET /api/openapi.json": {
    summary: "This document: the OpenAPI 3.1 description of every API call.",
    response: z.record(z.string(), z.unknown()),
  },
  "GET /api/docs": {
    summary: "The same document as a page to read.",
    produces: "text/html",
    response: z.string(),
  },
});
