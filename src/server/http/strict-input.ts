import type { MiddlewareHandler } from "hono";
import { AppError, badRequest } from "./errors";
import type { AppEnv } from "./types";

export const JSON_ONLY = "The API accepts JSON only: send the body with Content-Type: application/json.";
export const TOO_DEEP = "The body is nested too deeply.";
/** No request of the store nests deeper than a few levels; 5,000 brackets must not cost a stack. */
export const MAX_BODY_DEPTH = 32;
export const CONTROL_CHARACTER = "must be printable text: no control characters, and line breaks only in multi-line text.";

/**
 * Fields that hold free text over several lines (a question, a review, a message, a street, a
 * CSV file's text).
 * Every other string is one line: a line break there is refused, so a name or an email can never
 * carry a second mail header or a forged log line.
 */
const MULTILINE_FIELDS = new Set(["query", "comment", "message", "street", "csv"]);

/** C0 controls and DEL, less tab, line feed and carriage return, which are judged per field. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LINE_BREAK = /[\r\n]/;

const isJson = (contentType: string) => {
  const type = contentType.split(";")[0].trim().toLowerCase();
  return type === "application/json" || /^application\/[a-z0-9.+-]+\+json$/.test(type);
};

/** The first string (or key) holding a character its field may not hold, as a dotted path. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this pattern finds
const CONTROL_ALL = /[\u0000-\u001F\u007F]/g;

export function badCharacterPath(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === "string") {
    const multiline = path.some((p) => MULTILINE_FIELDS.has(p));
    if (CONTROL.test(value) || (!multiline && LINE_BREAK.test(value))) return path.join(".") || "body";
    return undefined;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = badCharacterPath(value[i], [...path, String(i)]);
      if (found) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      if (CONTROL.test(key) || LINE_BREAK.test(key)) return [...path, key.replace(CONTROL_ALL, "?")].join(".");
      const found = badCharacterPath(inner, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/** How deep arrays and objects nest, counted without recursion (and stopping once past the limit). */
function depthOf(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [v, d] = stack.pop()!;
    if (v === null || typeof v !== "object") continue;
    deepest = Math.max(deepest, d + 1);
    if (deepest > MAX_BODY_DEPTH) return deepest;
    for (const inner of Object.values(v)) stack.push([inner, d + 1]);
  }
  return deepest;
}

/** Provider-signed bodies are checked by their signature and read raw; they keep their own text. */
const isWebhook = (path: string) => path.startsWith("/api/order/webhook/");

/**
 * Every API body is JSON, said so by its Content-Type (so a cross-site HTML form, which can only
 * send form or text types, never reaches a handler), and holds no control characters: the first
 * string that does is a 400 naming its field. Malformed JSON is left to the handler's own 400.
 */
export function strictInput(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD" || c.req.method === "OPTIONS") return next();
    const text = await c.req.text();
    if (text.length === 0) return next();
    if (!isJson(c.req.header("content-type") ?? "")) {
      throw new AppError("unsupported_media_type", JSON_ONLY, "Content-Type");
    }
    if (isWebhook(c.req.path)) return next();
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return next();
    }
    if (depthOf(value) > MAX_BODY_DEPTH) throw badRequest(TOO_DEEP, "body");
    const field = badCharacterPath(value);
    if (field) throw badRequest(`${field} ${CONTROL_CHARACTER}`, field);
    await next();
  };
}
