import type { Api } from "../../contracts/api";
import type { AnswerOf, BodyOf, ParamsOf, QueryOf } from "../../contracts/endpoint";
import { readToken } from "./session-token";

export type ApiKey = keyof Api;

export interface CallOptions<K extends ApiKey> {
  body?: BodyOf<Api[K]>;
  params?: ParamsOf<Api[K]>;
  query?: QueryOf<Api[K]>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Lets the request outlive the page (a page-view count sent while leaving). */
  keepalive?: boolean;
}

/** Why a call did not succeed: the store's own `{ success: false, message, field }`, or no answer at all. */
export interface ApiFailure {
  ok: false;
  status: number;
  message: string;
  /** True when the message is the store's own; otherwise it is a stand-in the page may replace. */
  explained: boolean;
  field?: string;
  /** Set when no answer of ours came back (offline, cut off, or not JSON); message is the error's. */
  networkError?: true;
}

export type ApiResult<K extends ApiKey> = { ok: true; status: number; data: AnswerOf<Api[K]> } | ApiFailure;

/** How a call reaches the store: the browser's fetch, or on the server the app itself. */
export type Transport = (path: string, init: RequestInit) => Promise<Response>;

function pathOf(template: string, params: Record<string, unknown> = {}, query: Record<string, unknown> = {}): string {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name] ?? "")));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : [value]) if (v !== undefined && v !== null) search.append(name, String(v));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * A client for the store's API, typed by src/contracts: `call("POST /api/cart/add", { body })`
 * answers `{ ok: true, data }` with the contract's answer, or an ApiFailure. It never throws.
 */
export function createApiClient(transport: Transport, tokenOf: () => string | null) {
  return async function call<K extends ApiKey>(key: K, options: CallOptions<K> = {}): Promise<ApiResult<K>> {
    const [method, template] = (key as string).split(" ") as [string, string];
    const token = tokenOf();
    const headers: Record<string, string> = { ...(token ? { token } : {}), ...options.headers };
    if (options.body !== undefined) headers["content-type"] = "application/json";
    let res: Response;
    try {
      res = await transport(pathOf(template, options.params as Record<string, unknown>, options.query as Record<string, unknown>), {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
        keepalive: options.keepalive,
      });
    } catch (err) {
      return { ok: false, status: 0, networkError: true, explained: false, message: err instanceof Error ? err.message : String(err) };
    }
    let data: { success?: boolean; message?: string; field?: string } | null = null;
    try {
      data = await res.json();
    } catch {
      return { ok: false, status: res.status, networkError: true, explained: false, message: `The store answered ${res.status}.` };
    }
    if (!res.ok || !data || data.success === false) {
      const explained = typeof data?.message === "string" && data.message !== "";
      return {
        ok: false,
        status: res.status,
        explained,
        message: explained ? data!.message! : "Something went wrong. Please try again.",
        field: data?.field,
      };
    }
    return { ok: true, status: res.status, data: data as AnswerOf<Api[K]> };
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The browser's client: every call carries the session's token when there is one. */
export const api = createApiClient((path, init) => fetch(path, init), readToken);

/** A failure as an Error, for code that reads better with try/catch; `field` names the input at fault. */
export class ApiError extends Error {
  constructor(readonly failure: ApiFailure) {
    super(failure.message);
  }
  get field() {
    return this.failure.field;
  }
}

/** The answer of a successful call, or an ApiError. */
export function answerOf<K extends ApiKey>(result: ApiResult<K>): AnswerOf<Api[K]> {
  if (!result.ok) throw new ApiError(result);
  return result.data;
}

/** The client a route `action` uses on the server: the same calls, answered in the store's own process. */
export const serverApi = (context: { callApi: Transport }) => createApiClient(context.callApi, () => null);
