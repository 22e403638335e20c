import type { Context, MiddlewareHandler } from "hono";
import type * as z from "zod";
import { clientAddressKey } from "./address-block";
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
export const byClientIp: RateSubject = (c) => clientAddressKey(c);

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

type RuleOf = RateRule | ((config: Config) => RateRule);

/**
 * Declares a limit on a route: counts the request against `rule` for its subject and answers 429
 * with the rule's message once the limit is passed, before the handler runs. A rule the operator
 * may tune is given as a function of the configuration.
 */
export function rateLimit(rule: RuleOf, opts: RateLimitOptions = {}): MiddlewareHandler<AppEnv> {
  return rateLimits([{ rule, by: opts.by }], opts);
}

/**
 * Several limits on a route, each with its own subject, counted together (one statement for the
 * fixed-window ones); the first rule passed, in the order given, answers the 429.
 */
export function rateLimits(
  limits: readonly { rule: RuleOf; by?: RateSubject }[],
  opts: Omit<RateLimitOptions, "by"> = {},
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let body: unknown;
    if (opts.validBody) {
      const parsed = await parsedBody(c, opts.validBody);
      if (!parsed.ok) return next();
      body = parsed.data;
    }
    const hits = limits.flatMap(({ rule, by = byClientIp }) => {
      const subject = by(c, body);
      return subject === undefined ? [] : [{ rule: typeof rule === "function" ? rule(c.var.config) : rule, subject }];
    });
    const limiter = c.var.services.rateLimiter;
    if (hits.length) await limiter.checkAll(hits);
    await next();
    if (opts.resetOnSuccess && c.res.ok) for (const h of hits) await limiter.reset(h.rule, h.subject);
  };
}
