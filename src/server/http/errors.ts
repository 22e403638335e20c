import type { ContentfulStatusCode } from "hono/utils/http-status";

/** What a request that needs a live session is told without one. */
export const NOT_LOGGED_IN = "Not authorized. Please log in again.";

export type ErrorCode =
  | "bad_request"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "unprocessable"
  | "payload_too_large"
  | "rate_limited"
  | "gone"
  | "unsupported_media_type"
  | "switched_off"
  | "unavailable"
  | "payment_failed"
  | "courier_failed";

const STATUS: Record<ErrorCode, ContentfulStatusCode> = {
  bad_request: 400,
  unauthorized: 401,
  payment_failed: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unprocessable: 422,
  payload_too_large: 413,
  unsupported_media_type: 415,
  // A feature the operator has not set up is the store's state, not a fault: 4xx, with its message.
  switched_off: 409,
  rate_limited: 429,
  /** A link that worked once and has run out. */
  gone: 410,
  unavailable: 503,
  /** The courier's service failed or did not answer: nothing changed, and trying again is safe. */
  courier_failed: 502,
};

/**
 * What services throw; one handler turns it into `{ success: false, message }` with the status,
 * plus `details` when a refusal says more than one thing (every bad line of an imported file).
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
  get status(): ContentfulStatusCode {
    return STATUS[this.code];
  }
}

export const badRequest = (message: string, field?: string) => new AppError("bad_request", message, field);
export const notFound = (message: string, field?: string) => new AppError("not_found", message, field);
export const unauthorized = (message: string) => new AppError("unauthorized", message);
