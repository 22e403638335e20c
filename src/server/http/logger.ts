type Level = "debug" | "info" | "warn" | "error" | "silent";
const ORDER: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

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

/** One JSON line per event on stdout; secrets are redacted by key name. */
export function createLogger(level: Level, write: (line: string) => void = (l) => process.stdout.write(l)): Logger {
  const min = ORDER[level];
  const emit = (lvl: Exclude<Level, "silent">, msg: string, fields?: Record<string, unknown>) => {
    if (ORDER[lvl] < min) return;
    const line = { time: new Date().toISOString(), level: lvl, msg, ...(scrub(fields ?? {}) as object) };
    write(`${JSON.stringify(line)}\n`);
  };
  return {
    debug: (m, f) => emit("debug", m, f),
    info: (m, f) => emit("info", m, f),
    warn: (m, f) => emit("warn", m, f),
    error: (m, f) => emit("error", m, f),
  };
}
