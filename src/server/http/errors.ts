import type { ContentfulStatusCode } from "hono/utils/http-status";

export type ErrorCode =
  | "bad_request"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "unprocessable"
  | "payload_too_large"
  | "rate_limited"
  | "unavailable"
  | "payment_failed";

const STATUS: Record<ErrorCode, ContentfulStatusCode> = {
  bad_request: 400,
  unauthorized: 401,
  payment_failed: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unprocessable: 422,
  payload_too_large: 413,
  rate_limited: 429,
  unavailable: 503,
};

/** What services throw; one handler turns it into `{ success: false, message }` with the status. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
  get status(): ContentfulStatusCode {
    return STATUS[this.code];
  }
}

export const badRequest = (message: string, field?: string) => new AppError("bad_request", message, field);
export const notFound = (message: string) => new AppError("not_found", message);
export const unauthorized = (message: string) => new AppError("unauthorized", message);
