import type { Context, MiddlewareHandler } from "hono";
import type { z } from "zod";
import { addressBlock } from "./address-block";
import type { RateRule } from "./rate-limit";
import type { Config } from "../config";
import type { AppEnv } from "./types";
import { readJson } from "./validate";

/**
 * Whom a rule counts for this request; undefined leaves the request out of that rule. `body` is
 * the request's JSON body as the rule's `validBody` schema reads it (undefined without one).
 */
export type RateSubject = (c: Context<AppEnv>, body: unknown) => string | undefined;

/**
 * The client's address, an IPv6 one by its /64 (per-address rules are named "…:ip" and follow
 * IP_RATE_LIMIT_SCALE).
 */
export const byClientIp: RateSubject = (c) => addressBlock(c.var.clientIp);

/** The signed-in shopper; declare after requireUser. */
export const byUser: RateSubject = (c) => c.var.user?.id;

export interface RateLimitOptions {
  /** Whom the rule counts; the client's address unless said otherwise. */
  by?: RateSubject;
  /**
   * Only requests whose JSON body passes this schema are counted: a malformed request costs the
   * caller no attempt, and the handler answers it with its 400 as before.
   */
  validBody?: z.ZodType;
  /** A successful answer forgets the subject's count (a login that worked). */
  resetOnSuccess?: boolean;
}

async function parsedBody(c: Context<AppEnv>, schema: z.ZodType): Promise<{ ok: true; data: unknown } | { ok: false }> {
  try {
    const result = schema.safeParse(await readJson(c));
    return result.success ? { ok: true, data: result.data } : { ok: false };
  } catch {
    return { ok: false };
  }
}

/**
 * Declares a limit on a route: counts the request against `rule` for its subject and answers 429
 * with the rule's message once the limit is passed, before the handler runs. A rule the operator
 * may tune is given as a function of the configuration.
 */
export function rateLimit(ruleOrFromConfig: RateRule | ((config: Config) => RateRule), opts: RateLimitOptions = {}): MiddlewareHandler<AppEnv> {
  const by = opts.by ?? byClientIp;
  return async (c, next) => {
    const rule = typeof ruleOrFromConfig === "function" ? ruleOrFromConfig(c.var.config) : ruleOrFromConfig;
    let body: unknown;
    if (opts.validBody) {
      const parsed = await parsedBody(c, opts.validBody);
      if (!parsed.ok) return next();
      body = parsed.data;
    }
    const who = by(c, body);
    if (who !== undefined) await c.var.services.rateLimiter.check(rule, who);
    await next();
    if (opts.resetOnSuccess && who !== undefined && c.res.ok) await c.var.services.rateLimiter.reset(rule, who);
  };
}
