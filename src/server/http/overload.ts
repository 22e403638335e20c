/** Seconds an overloaded store asks a client to wait before trying again. */
export const RETRY_AFTER_SECONDS = 2;

/**
 * PostgreSQL's answers that mean "too busy now, try again", not "this request is wrong": out of
 * connections or resources, starting up or shutting down, a serialization failure, a deadlock,
 * a lock or statement timeout.
 */
const BUSY_SQLSTATES = new Set(["53000", "53100", "53200", "53300", "53400", "57P03", "40001", "40P01", "55P03", "57014"]);

/** node-postgres' pool when no connection came free within `connectionTimeoutMillis`. */
const POOL_WAIT = /timeout exceeded when trying to connect|connection timeout/i;

/** Whether an error (or what caused it, as Drizzle wraps the driver's) means the database is overloaded. */
export function isOverload(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; e && depth < 5; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && BUSY_SQLSTATES.has(code)) return true;
    if (typeof message === "string" && POOL_WAIT.test(message)) return true;
    e = cause;
  }
  return false;
}
