import * as z from "zod";

/**
 * One API call as server and browser both see it. The key it is filed under in its area's
 * table is "METHOD /path", with path parameters written `{name}` as OpenAPI writes them.
 */
export interface Endpoint {
  summary: string;
  /**
   * `user`: a live shopper session's token is required; `optional`: a token changes the answer;
   * `console`: the merchant console's session cookie (and, on writes, the store's own Origin).
   */
  auth?: "user" | "optional" | "console";
  /** Request headers the call needs (besides the token), with what each one is for. */
  headers?: Record<string, string>;
  params?: z.ZodObject;
  query?: z.ZodObject;
  /**
   * The JSON body; `raw` is a body read as text (a signed webhook payload); `bytes` is a file sent
   * as the body itself, in one of the content types listed.
   */
  body?: z.ZodType | "raw" | BytesBody;
  /** What a success answers, as JSON unless `produces` says otherwise. */
  response: z.ZodType;
  /** Status of a success; 200 unless given. */
  status?: number;
  produces?: "application/json" | "text/html" | "text/csv" | "application/pdf" | "redirect";
  /** Statuses a failure may answer with, each as `{ success: false, message }`. */
  errors?: readonly number[];
  /** A failure that answers more than Failure, by status (an import's list of bad lines). */
  failures?: Partial<Record<number, z.ZodType>>;
}

/** A request whose body is a file's bytes, not JSON. */
export interface BytesBody {
  bytes: readonly string[];
  description: string;
}

export type Method = "GET" | "POST" | "PUT" | "DELETE";

export type EndpointTable = Record<`${Method} /api/${string}`, Endpoint>;

/** Keeps each entry's own schema types while checking it is an endpoint. */
export const endpoints = <T extends EndpointTable>(table: T): T => table;

/** Every failure: the message is written for the shopper; `field` names the input at fault. */
export const Failure = z.object({
  success: z.literal(false),
  message: z.string(),
  field: z.string().optional(),
});
export type Failure = z.infer<typeof Failure>;

/** A success that only says so. */
export const Done = z.object({ success: z.literal(true), message: z.string() });

export const ok = <S extends z.ZodRawShape>(shape: S) => z.object({ success: z.literal(true), ...shape });

type Schema<E, K extends keyof Endpoint> = E extends Record<K, infer S> ? (S extends z.ZodType ? S : never) : never;

/** What the browser sends: the body as typed before the server's trimming and defaults. */
export type BodyOf<E> = z.input<Schema<E, "body">>;
export type QueryOf<E> = z.input<Schema<E, "query">>;
export type ParamsOf<E> = z.input<Schema<E, "params">>;
/** What a success answers. */
export type AnswerOf<E> = z.output<Schema<E, "response">>;
