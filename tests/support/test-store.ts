import { randomBytes } from "node:crypto";
import pg from "pg";
import { createApp } from "../../src/server/app";
import { type Config, testConfig } from "../../src/server/config";
import { type Database, openDatabase } from "../../src/server/db/client";
import { seedDemoIfEmpty } from "../../src/server/db/seed/seed";
import { createLogger } from "../../src/server/http/logger";
import { createServices } from "../../src/server/services";
import { embeddedTemplate, postgresTemplate } from "./test-template";

/**
 * A store for API tests: the real app on a database of its own — in-memory PGlite, or a fresh
 * database on the PostgreSQL server named by TEST_DATABASE_URL (the CI run on PostgreSQL) — each
 * a copy of one migrated and seeded template (test-template.ts).
 */
export async function createTestStore(opts: { seed?: boolean; config?: Partial<Config> } = {}) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const seed = opts.seed !== false;
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  if (adminUrl) {
    const name = `dhaaga_test_${randomBytes(6).toString("hex")}`;
    const template = await postgresTemplate(adminUrl, seed);
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const config = testConfig({ dataDir: "memory://", databaseUrl, ...opts.config });
  const logLines: string[] = [];
  const logger = createLogger("debug", (line) => logLines.push(line));
  const template = !databaseUrl && config.dataDir === "memory://" ? await embeddedTemplate(seed) : undefined;
  const database: Database = await openDatabase({ databaseUrl, dataDir: config.dataDir, pool: config.databasePool, template });
  await database.migrate();
  if (seed) await seedDemoIfEmpty(database.db);
  const services = createServices({ database, config, logger });
  await services.listening;
  const app = createApp({ config, database, services, logger });

  async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await app.request(path, {
      method,
      headers: { "content-type": "application/json", ...headers },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    const text = await res.text();
    let json: any = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
    return { status: res.status, headers: res.headers, json, text };
  }

  return {
    app,
    config,
    logger,
    database,
    db: database.db,
    services,
    logLines,
    get: (path: string, headers?: Record<string, string>) => call("GET", path, undefined, headers),
    post: (path: string, body?: unknown, headers?: Record<string, string>) => call("POST", path, body ?? {}, headers),
    call,
    async close() {
      services.dropClock.stop();
      await database.close();
      await dropDatabase?.();
    },
  };
}

export type TestStore = Awaited<ReturnType<typeof createTestStore>>;
