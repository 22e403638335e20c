import { timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Config } from "../config";
import type { StoreMetrics } from "./store-metrics";

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

export const METRICS_MESSAGES = {
  badToken: "The metrics token is wrong or missing.",
  notHere: "Metrics are served to this machine only, or with the bearer token set in METRICS_TOKEN.",
} as const;

/** The connection's own address: never a forwarding header, which anyone can send. */
function peerAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

function sameToken(sent: string, expected: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who may read the metrics: a caller with `Authorization: Bearer <METRICS_TOKEN>`, or a caller on
 * this machine. Behind a proxy (`TRUST_PROXY`) every request comes from the proxy, often from this
 * machine too, so there the token is the only way in.
 */
export function metricsAccess(
  c: Context,
  config: Pick<Config, "metricsToken" | "trustProxy">,
): { ok: true } | { ok: false; status: 401 | 403; message: string } {
  const bearer = /^Bearer (.+)$/i.exec(c.req.header("authorization") ?? "")?.[1];
  if (config.metricsToken && bearer !== undefined) {
    return sameToken(bearer, config.metricsToken) ? { ok: true } : { ok: false, status: 401, message: METRICS_MESSAGES.badToken };
  }
  const address = peerAddress(c);
  if (!config.trustProxy && address && LOOPBACK.test(address)) return { ok: true };
  return config.metricsToken
    ? { ok: false, status: 401, message: METRICS_MESSAGES.badToken }
    : { ok: false, status: 403, message: METRICS_MESSAGES.notHere };
}

/** `GET /metrics`: Prometheus' text format, never kept by a cache. */
export function metricsRoute(config: Config, metrics: StoreMetrics) {
  return async (c: Context) => {
    const access = metricsAccess(c, config);
    if (!access.ok)
      return c.json({ success: false, message: access.message }, access.status, access.status === 401 ? { "www-authenticate": "Bearer" } : {});
    const { contentType, body } = await metrics.text();
    return c.body(body, 200, { "content-type": contentType, "cache-control": "no-store" });
  };
}
