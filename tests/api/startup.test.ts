import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/server/config";
import { projectRoot } from "../../src/server/paths";
import { createTestStore } from "../support/test-store";

const tsx = path.join(projectRoot, "node_modules/.bin/tsx");

/** Starts the store's entry point with an environment of its own, as an operator would. */
function start(env: Record<string, string>) {
  const run = spawnSync(tsx, [path.join(projectRoot, "src/server/main.ts")], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: "silent", DATA_DIR: "memory://", ...env },
    encoding: "utf8",
    timeout: 60_000,
  });
  return { code: run.status, stderr: run.stderr.trim(), stdout: run.stdout.trim() };
}

describe("bad configuration stops the store with one line naming the variable", () => {
  it.each([
    ["PORT=abc", { PORT: "abc" }, /^dhaaga: Invalid configuration: PORT: /],
    ["LOG_LEVEL=loud", { LOG_LEVEL: "loud" }, /^dhaaga: Invalid configuration: LOG_LEVEL: /],
    ["RENDER_THREADS=many", { RENDER_THREADS: "many" }, /^dhaaga: Invalid configuration: RENDER_THREADS: /],
    ["DATABASE_URL=mysql://…", { DATABASE_URL: "mysql://x@127.0.0.1/db" }, /^dhaaga: Invalid configuration: DATABASE_URL: /],
    [
      "an unreachable DATABASE_URL",
      { DATABASE_URL: "postgres://shop:s3cret@127.0.0.1:1/db" },
      /^dhaaga: DATABASE_URL: cannot use the database at postgres:\/\/\*\*\*@127\.0\.0\.1:1\/db/,
    ],
  ])("%s", { timeout: 90_000 }, (_name, env, expected) => {
    const run = start(env);
    expect(run.code).toBe(1);
    expect(run.stderr.split("\n")).toHaveLength(1);
    expect(run.stderr).toMatch(expected);
    expect(run.stderr).not.toContain("s3cret");
    expect(run.stderr).not.toMatch(/\bat .*\.ts:\d+/);
  });
});

describe("configuration defaults", () => {
  it("reads an empty PORT as unset, not as a random port", () => {
    expect(loadConfig({ PORT: "" }).port).toBe(3000);
    expect(loadConfig({ PORT: "8080" }).port).toBe(8080);
  });
});

describe("npm run db:migrate and db:seed", () => {
  it("migrate, seed an empty store once, and never reseed a store with products", { timeout: 180_000 }, () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dhaaga-db-cli-"));
    const run = (command: string) => {
      const r = spawnSync(tsx, [path.join(projectRoot, "src/server/db/db-cli.ts"), command], {
        env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir },
        encoding: "utf8",
        timeout: 150_000,
      });
      return { code: r.status, out: r.stdout.trim(), err: r.stderr.trim() };
    };
    try {
      expect(run("migrate")).toMatchObject({ code: 0, out: "dhaaga: migrations applied (pglite)" });
      expect(run("seed")).toMatchObject({ code: 0, out: expect.stringMatching(/^dhaaga: seeded the demo catalog: \d+ products$/) });
      expect(run("seed")).toMatchObject({ code: 0, out: expect.stringMatching(/^dhaaga: not seeded: the store already has \d+ products$/) });
      expect(run("drop")).toMatchObject({ code: 1, err: "dhaaga: usage: db-cli.ts migrate|seed" });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("readiness", () => {
  it("answers 503 once the database no longer answers, while the process stays alive", { timeout: 120_000 }, async () => {
    const store = await createTestStore({ seed: false });
    expect((await store.get("/readyz")).status).toBe(200);
    await store.close();
    const ready = await store.get("/readyz");
    expect(ready.status).toBe(503);
    expect(ready.json.ok).toBe(false);
    expect((await store.get("/healthz")).status).toBe(200);
  });
});
