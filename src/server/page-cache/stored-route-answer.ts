import type { Context } from "hono";
import { type CachedBody, serveCached } from "./cached-body";
import { markComplete } from "../http/security-headers";
import type { AppEnv } from "../http/types";

/** A route's answer from a stored body, built with every common header and the request id at once. */
export function answerStored(c: Context<AppEnv>, body: CachedBody, cacheControl: string): Response {
  return markComplete(serveCached(body, c.req, cacheControl, { ...c.get("commonHeaders"), "x-request-id": c.get("requestId") }));
}
