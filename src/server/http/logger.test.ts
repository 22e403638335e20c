import { describe, expect, it } from "vitest";
import { createLogger } from "./logger";

function capture() {
  const lines: string[] = [];
  return { logger: createLogger("debug", (l) => lines.push(l)), lines };
}

describe("log lines", () => {
  it("redact secrets by key name at any depth", () => {
    const { logger, lines } = capture();
    logger.info("x", { password: "hunter22", nested: { token: "abc", cardNumber: "4111" }, path: "/api/user/login" });
    expect(lines[0]).not.toMatch(/hunter22|abc|4111/);
    expect(JSON.parse(lines[0]).path).toBe("/api/user/login");
  });

  it("drop a failed query's bound values and any card-length digit run from error text", () => {
    const { logger, lines } = capture();
    const error = 'Failed query: insert into "sessions" ("token_hash") values ($1)\nparams: 9f86d081884c7d659a2feaa0c55ad015,secret';
    logger.error("unhandled error", { error, stack: `Error: 4111111111111111 rejected\n    at x` });
    expect(lines[0]).not.toMatch(/9f86d081|secret|4111111111111111/);
    expect(lines[0]).toContain("Failed query: insert into");
  });
});

describe("LOG_LEVEL", () => {
  it("writes the level's events and those above it, one JSON object per line", () => {
    const lines: string[] = [];
    const logger = createLogger("warn", (l) => lines.push(l));
    logger.debug("d");
    logger.info("i");
    logger.warn("w", { path: "/x" });
    logger.error("e");
    expect(lines.map((l) => JSON.parse(l).msg)).toEqual(["w", "e"]);
    const first = JSON.parse(lines[0]);
    expect(first).toMatchObject({ level: "warn", msg: "w", path: "/x" });
    expect(new Date(first.time).toISOString()).toBe(first.time);
    expect(lines.every((l) => l.endsWith("\n") && !l.slice(0, -1).includes("\n"))).toBe(true);
  });

  it("writes nothing when silent", () => {
    const lines: string[] = [];
    const logger = createLogger("silent", (l) => lines.push(l));
    logger.error("e");
    expect(lines).toEqual([]);
  });
});

describe("line layout", () => {
  it("puts the message ahead of the fields, as operators grep for it", () => {
    const lines: string[] = [];
    createLogger("info", (l) => lines.push(l)).info("request", { reqId: "r1", method: "POST", path: "/api/x", status: 200, ms: 1.5 });
    expect(lines[0]).toMatch(
      /^\{"level":"info","time":"[^"]+","msg":"request","reqId":"r1","method":"POST","path":"\/api\/x","status":200,"ms":1.5\}\n$/,
    );
  });
});
