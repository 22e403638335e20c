import * as z from "zod";
import type { Endpoint, EndpointTable } from "./endpoint";
import { Failure } from "./endpoint";

type JsonSchema = Record<string, unknown>;

const STATUS_TEXT: Record<number, string> = {
  200: "Done.",
  201: "Created.",
  202: "Accepted.",
  302: "Redirect.",
  400: "The request is invalid; `message` says why and `field` names the input.",
  401: "No live session: log in again.",
  402: "The payment did not go through.",
  403: "Not allowed.",
  404: "Not found.",
  409: "In conflict with the store's state.",
  413: "The body is too large.",
  422: "Understood, but it cannot be done.",
  429: "Too many attempts; try again later.",
  502: "Kept, but the mail to the team could not be sent.",
  503: "The service behind this call is not set up on this store.",
};

/** Requests are described as sent (before trimming and defaults), answers as produced. */
function schemaOf(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" }) as JsonSchema;
  return rest;
}

function parametersOf(endpoint: Endpoint) {
  const parameters: JsonSchema[] = [];
  const add = (where: "path" | "query", shape: z.ZodObject | undefined) => {
    const schema = shape ? (schemaOf(shape, "input") as { properties?: Record<string, JsonSchema>; required?: string[] }) : {};
    for (const [name, prop] of Object.entries(schema.properties ?? {})) {
      parameters.push({ name, in: where, required: where === "path" || Boolean(schema.required?.includes(name)), schema: prop });
    }
  };
  add("path", endpoint.params);
  add("query", endpoint.query);
  if (endpoint.auth === "console") {
    parameters.push({
      name: "dhaaga_console",
      in: "cookie",
      required: true,
      description:
        "The console session (HttpOnly, SameSite=Strict), named __Host-dhaaga_console when PUBLIC_URL is https; writes also need the store's own Origin header.",
      schema: { type: "string" },
    });
  } else if (endpoint.auth) {
    parameters.push({
      name: "token",
      in: "header",
      required: endpoint.auth === "user",
      description: "The session token from login or sign-up (`Authorization: Bearer` is accepted too).",
      schema: { type: "string" },
    });
  }
  for (const [name, description] of Object.entries(endpoint.headers ?? {})) {
    parameters.push({ name, in: "header", required: true, description, schema: { type: "string" } });
  }
  return parameters;
}

function operationOf(key: string, endpoint: Endpoint, tag: string): JsonSchema {
  const status = endpoint.status ?? 200;
  const success =
    endpoint.produces === "redirect"
      ? { description: STATUS_TEXT[302] }
      : {
          description: STATUS_TEXT[status] ?? "Done.",
          content: { [endpoint.produces ?? "application/json"]: { schema: schemaOf(endpoint.response, "output") } },
        };
  const responses: Record<string, JsonSchema> = { [String(status)]: success };
  for (const code of endpoint.errors ?? []) {
    const failure = endpoint.failures?.[code];
    responses[String(code)] = {
      description: STATUS_TEXT[code] ?? "Failed.",
      content: { "application/json": { schema: failure ? schemaOf(failure, "output") : { $ref: "#/components/schemas/Failure" } } },
    };
  }
  const operation: JsonSchema = {
    operationId: key.replace(/[^A-Za-z0-9]+/g, "_").replace(/^_|_$/g, ""),
    tags: [tag],
    summary: endpoint.summary,
    parameters: parametersOf(endpoint),
    responses,
  };
  const body = endpoint.body;
  if (body === "raw") {
    operation.requestBody = {
      required: true,
      content: {
        "application/json": { schema: { type: "object", description: "The provider's event, read as sent: its signature covers the raw bytes." } },
      },
    };
  } else if (body && "bytes" in body) {
    operation.requestBody = {
      required: true,
      description: body.description,
      content: Object.fromEntries(body.bytes.map((type) => [type, { schema: { type: "string", contentMediaType: type } }])),
    };
  } else if (body) {
    operation.requestBody = { required: true, content: { "application/json": { schema: schemaOf(body, "input") } } };
  }
  return operation;
}

/** The OpenAPI 3.1 document of every table given, tagged by area. */
export function openApiDocument(areas: Record<string, EndpointTable>, info: { title: string; version: string }) {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const [tag, table] of Object.entries(areas)) {
    for (const [key, endpoint] of Object.entries(table) as [string, Endpoint][]) {
      const [method, path] = key.split(" ") as [string, string];
      paths[path] ??= {};
      paths[path][method.toLowerCase()] = operationOf(key, endpoint, tag);
    }
  }
  return {
    openapi: "3.1.0",
    info: {
      ...info,
      description:
        "The store's JSON API. Prices are in rupees; every failure answers `{ success: false, message }`. An address asked with a method it does not take answers 405 with `Allow`.",
    },
    tags: Object.keys(areas).map((name) => ({ name })),
    paths,
    components: { schemas: { Failure: schemaOf(Failure, "output") } },
  };
}
