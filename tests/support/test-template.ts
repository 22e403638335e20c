import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase } from "../../src/server/db/client";
import { seedDemoIfEmpty } from "../../src/server/db/seed/seed";

/**
 * Test stores start from a migrated (and seeded) template instead of an empty database: starting
 * PGlite empty runs initdb in WebAssembly, and every store then ran every migration and the seed,
 * about two thirds of a store's start. The template is made once per change of what makes it
 * (migrations, schema, seed, the domain's catalog) and shared by every test file and worker.
 */
const SOURCES = ["src/server/db/migrations", "src/server/db/seed", "src/server/db/schema.ts", "src/domain"];

function filesUnder(entry: string): string[] {
  if (!fs.existsSync(entry)) return [];
  if (fs.statSync(entry).isFile()) return [entry];
  return fs
    .readdirSync(entry)
    .sort()
    .flatMap((name) => filesUnder(path.join(entry, name)));
}

let key: string | undefined;
/** A hash of everything the template is made from: a change makes a new template. */
function templateKey(): string {
  if (!key) {
    const hash = createHash("sha256");
    for (const file of SOURCES.flatMap(filesUnder)) hash.update(file).update(fs.readFileSync(file));
    key = hash.digest("hex").slice(0, 16);
  }
  return key;
}

/** The embedded template: PGlite's folder as an uncompressed tar, kept in the system's temporary folder. */
export async function embeddedTemplate(seed: boolean): Promise<Blob> {
  const dir = path.join(os.tmpdir(), "dhaaga-test-templates");
  const file = path.join(dir, `${templateKey()}-${seed ? "seeded" : "empty"}.tar`);
  // Seeded rows carry the time they were seeded: a template older than a few hours is made again.
  if (!fs.existsSync(file) || Date.now() - fs.statSync(file).mtimeMs > 6 * 3600_000) {
    const database = await openDatabase({ dataDir: "memory://" });
    await database.migrate();
    if (seed) await seedDemoIfEmpty(database.db);
    const client = (database.db as unknown as { $client: { dumpDataDir(c: "none"): Promise<Blob> } }).$client;
    const tar = Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer());
    await database.close();
    // Written whole under its own name, then renamed: a worker never reads half a template.
    fs.mkdirSync(dir, { recursive: true });
    const partial = `${file}.${randomBytes(4).toString("hex")}`;
    fs.writeFileSync(partial, tar);
    fs.renameSync(partial, file);
    // Templates of older sources go after an hour (a run still using one has read it by then).
    for (const name of fs.readdirSync(dir)) {
      const other = path.join(dir, name);
      if (!name.startsWith(templateKey()) && Date.now() - fs.statSync(other).mtimeMs > 3600_000) fs.rmSync(other, { force: true });
    }
  }
  return new Blob([new Uint8Array(fs.readFileSync(file))]);
}

/** The PostgreSQL template: a database on the test server, copied by CREATE DATABASE … TEMPLATE. */
export async function postgresTemplate(adminUrl: string, seed: boolean): Promise<string> {
  const name = `dhaaga_template_${templateKey()}_${seed ? "seeded" : "empty"}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const found = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount) return name;
    const building = `dhaaga_building_${randomBytes(6).toString("hex")}`;
    await admin.query(`create database ${building}`);
    const url = new URL(adminUrl);
    url.pathname = `/${building}`;
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: "memory://" });
    await database.migrate();
    if (seed) await seedDemoIfEmpty(database.db);
    await database.close();
    // Another worker may have made it meanwhile: theirs stays, ours goes.
    await admin.query(`alter database ${building} rename to ${name}`).catch(() => admin.query(`drop database ${building} with (force)`));
    return name;
  } finally {
    await admin.end();
  }
}
