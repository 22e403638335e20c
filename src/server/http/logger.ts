import pino from "pino";

export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

/** Keys whose values never reach a log line, wherever they appear. */
const SECRET_KEY = /pass|token|secret|otp|code|card|cvv|authorization|cookie|signature/i;

/** Text that may carry secrets whatever its key: a failed query's bound values, long digit runs (card numbers). */
function scrubText(text: string): string {
  return text.replace(/params: [^\n]*/g, "params: [redacted]").replace(/\d{13,19}/g, "[redacted]");
}

function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return scrubText(value);
  if (depth > 4 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((v) => scrub(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = SECRET_KEY.test(k) ? "[redacted]" : scrub(v, depth + 1);
  return out;
}

/**
 * One JSON line per event (pino), on stdout unless `write` is given: `level` (its name), `time`
 * (ISO), `msg`, then the fields. Every field passes through `scrub` first: secrets are dropped by key
 * name at any depth, and failed-query values and card-length digit runs are masked in any text.
 */
export function createLogger(level: LogLevel, write?: (line: string) => void): Logger {
  const log = pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: {
        level: (label) => ({ level: label }),
        log: (fields) => scrub(fields) as Record<string, unknown>,
      },
    },
    write ? { write } : pino.destination({ dest: 1, sync: true }),
  );
  // The message goes in the object ahead of the fields, so it leads them on the line as before.
  return {
    debug: (msg, fields) => log.debug({ msg, ...fields }),
    info: (msg, fields) => log.info({ msg, ...fields }),
    warn: (msg, fields) => log.warn({ msg, ...fields }),
    error: (msg, fields) => log.error({ msg, ...fields }),
  };
}
