import { randomUUID } from "node:crypto";
import type { StoreMetrics } from "../metrics/store-metrics";
import type { Logger } from "./logger";

/** A request's id: the one its caller sent (up to 64 characters), else a new one. */
export const requestIdOf = (sent: string | undefined): string => sent?.slice(0, 64) || randomUUID();

export interface AnsweredLine {
  requestId: string;
  method: string;
  path: string;
  /** The route pattern that answered, for the metrics (`/*` for pages and files). */
  route: string;
  status: number;
  started: number;
  /** The answer's `x-page-cache` header, when the page cache was asked. */
  pageCache?: string | null;
  /** Whether the answer said when to come back (`Retry-After`). */
  retryAfter?: boolean;
}

/**
 * The one record of every answered request: its log line (the path only: query strings can carry
 * codes and tokens) and its count in the metrics.
 */
export function recordRequest(to: { logger: Logger; metrics: StoreMetrics }, line: AnsweredLine) {
  const ms = logRequest(to.logger, line);
  to.metrics.answered({
    route: line.route,
    method: line.method,
    status: line.status,
    seconds: ms / 1000,
    pageCache: line.pageCache,
    retryAfter: line.retryAfter,
  });
}

/** The request's log line; answers how long it took, in milliseconds. */
export function logRequest(logger: Logger, line: Omit<AnsweredLine, "route">): number {
  const ms = performance.now() - line.started;
  logger.info("request", {
    reqId: line.requestId,
    method: line.method,
    path: line.path,
    status: line.status,
    ms: Math.round(ms * 10) / 10,
  });
  return ms;
}
