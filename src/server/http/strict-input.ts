import type { MiddlewareHandler } from "hono";
import { AppError, badRequest } from "./errors";
import type { AppEnv } from "./types";

export const JSON_ONLY = "The API accepts JSON only: send the body with Content-Type: application/json.";
export const TOO_DEEP = "The body is nested too deeply.";
/** No request of the store nests deeper than a few levels; 5,000 brackets must not cost a stack. */
export const MAX_BODY_DEPTH = 32;
export const CONTROL_CHARACTER = "must be printable text: no control characters, and line breaks only in multi-line text.";
export const INVISIBLE_ONLY = "must hold visible text, not only invisible characters.";

/**
 * Fields that hold free text over several lines (a question, a review, a message, a street, a
 * CSV file's text).
 * Every other string is one line: a line break there is refused, so a name or an email can never
 * carry a second mail header or a forged log line.
 */
const MULTILINE_FIELDS = new Set(["query", "comment", "message", "street", "csv"]);

/**
 * C0 controls, DEL and C1 controls, less tab, line feed and carriage return, which are judged per
 * field; and the bidirectional overrides, embeddings and isolates, which make text read in an order
 * other than the one it is stored in (a name shown to the merchant, a review shown to shoppers).
 * The joiners that Indian scripts need (U+200C, U+200D) and the marks that set a direction
 * (U+200E, U+200F) are text and stay.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
/** Line feed, carriage return, and Unicode's line and paragraph separators. */
const LINE_BREAK = /[\r\n\u2028\u2029]/;
/** Text made only of spaces and invisible format characters (a zero-width space, say), with at least one of the latter. */
const INVISIBLE_ONLY_TEXT = /^[\s\p{Cf}]*\p{Cf}[\s\p{Cf}]*$/u;

const isJson = (contentType: string) => {
  const type = contentType.split(";")[0].trim().toLowerCase();
  return type === "application/json" || /^application\/[a-z0-9.+-]+\+json$/.test(type);
};

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this pattern finds
const CONTROL_ALL = /[\u0000-\u001F\u007F-\u009F]/g;

/** The first string (or key) holding what its field may not hold, as a dotted path, and what is wrong with it. */
export function badCharacterPath(value: unknown, path: string[] = []): { field: string; problem: string } | undefined {
  if (typeof value === "string") {
    const multiline = path.some((p) => MULTILINE_FIELDS.has(p));
    const field = path.join(".") || "body";
    if (CONTROL.test(value) || (!multiline && LINE_BREAK.test(value))) return { field, problem: CONTROL_CHARACTER };
    if (INVISIBLE_ONLY_TEXT.test(value)) return { field, problem: INVISIBLE_ONLY };
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
      if (CONTROL.test(key) || LINE_BREAK.test(key)) return { field: [...path, key.replace(CONTROL_ALL, "?")].join("."), problem: CONTROL_CHARACTER };
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

export const URL_CONTROL_CHARACTER = "The address must be printable text: no control characters.";

/** A percent-encoded C0 control or DEL (`%00`–`%1F`, `%7F`) in a path or query string. */
const ENCODED_CONTROL = /%(?:[01][0-9a-f]|7f)/i;

/**
 * An address whose path or query holds a control character is refused before any route reads it:
 * no slug, id or search has one, and a NUL is text no database column can hold. The API answers
 * its usual 400; a page answers a short 400 of its own.
 */
export function printableUrl(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!ENCODED_CONTROL.test(c.req.url)) return next();
    if (c.req.path.startsWith("/api/")) throw badRequest(URL_CONTROL_CHARACTER, "url");
    return c.text(`Bad request. ${URL_CONTROL_CHARACTER}`, 400);
  };
}

/** Provider-signed bodies are checked by their signature and read raw; they keep their own text. */
const isWebhook = (path: string) => path.startsWith("/api/order/webhook/");
/**
 * A mail program's one-click unsubscribe (RFC 8058) posts a form, as the standard says; its token
 * is in the address and its body is never read, so a cross-site form gains nothing there.
 */
const isOneClick = (path: string) => path === "/api/stock-alerts/one-click";

/**
 * Every API body is JSON, said so by its Content-Type (so a cross-site HTML form, which can only
 * send form or text types, never reaches a handler), and holds no control characters: the first
 * string that does is a 400 naming its field. Malformed JSON is left to the handler's own 400.
 */
export function strictInput(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD" || c.req.method === "OPTIONS") return next();
    const text = await c.req.text();
    if (text.length === 0 || isOneClick(c.req.path)) return next();
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
    const bad = badCharacterPath(value);
    if (bad) throw badRequest(`${bad.field} ${bad.problem}`, bad.field);
    await next();
  };
}
