import { randomUUID } from "node:crypto";
import type { Logger } from "./logger";

/** A request's id: the one its caller sent (up to 64 characters), else a new one. */
export const requestIdOf = (sent: string | undefined): string => sent?.slice(0, 64) || randomUUID();

/** The one log line of every answered request. The path only: query strings can carry codes and tokens. */
export function logRequest(logger: Logger, line: { requestId: string; method: string; path: string; status: number; started: number }) {
  logger.info("request", {
    reqId: line.requestId,
    method: line.method,
    path: line.path,
    status: line.status,
    ms: Math.round((performance.now() - line.started) * 10) / 10,
  });
}
