import { spawn } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import v8 from "node:v8";
import type { PGlite } from "@electric-sql/pglite";
import { wrapQueries } from "./pglite-queries";
import { SEARCH_SETTINGS } from "./search-settings";

/**
 * Postgres settings of the embedded database (decision 155). Its buffer pool lives in the
 * WebAssembly heap, which never gives memory back: the default 128 MB is touched at start-up
 * and held for good. The files are read through the operating system's page cache anyway, so a
 * small pool costs a copy, not a disk read.
 */
export const EMBEDDED_SETTINGS = { shared_buffers: "16MB", maintenance_work_mem: "16MB", ...SEARCH_SETTINGS } as const;

const settingParams = () => Object.entries(EMBEDDED_SETTINGS).flatMap(([k, v]) => ["-c", `${k}=${v}`]);

/**
 * Postgres, compiled to WebAssembly, runs on V8's baseline compiler only. V8's optimising tier
 * recompiled its hot functions in the background after every start: about a second of CPU and
 * 50–80 MB that stayed, to run queries some 10 % faster afterwards (decision 155). Set before
 * PGlite compiles its module; no other WebAssembly runs in the store.
 */
const WASM_BASELINE_ONLY = "--liftoff-only";

/**
 * A new data directory is made by a short-lived process of its own: PGlite's initdb runs a
 * second Postgres whose memory (about 500 MB) would otherwise stay with the store until it ends.
 */
function createDataDir(dir: string): Promise<void> {
  const pglite = pathToFileURL(createRequire(import.meta.url).resolve("@electric-sql/pglite")).href;
  const script = "const { PGlite } = await import(process.argv[1]); const pg = new PGlite(process.argv[2]); await pg.waitReady; await pg.close();";
  return new Promise((resolve, reject) => {
    const args = [WASM_BASELINE_ONLY, "--input-type=module", "-e", script, pglite, dir];
    const child = spawn(process.execPath, args, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code === 0) resolve();
      else reject(new Error(stderr.trim().split("\n").at(-1) || `initdb exited with ${code}`));
    });
  });
}

/** How long transactions may follow one another before the event loop gets its turn. */
const EMBEDDED_SLICE_MS = 5;

/**
 * Transactions on the embedded database give the event loop a turn every `EMBEDDED_SLICE_MS`.
 * PGlite runs Postgres in this thread and its promises resolve without real I/O, so the work of
 * every request in flight followed one another in one chain of microtasks for as long as there was
 * any: under 50 shoppers placing orders the event loop stood still for up to 1.7 s at a time,
 * accepted no connection and read no request, and shoppers who arrived then waited until the end
 * of the run (decision 177). A transaction that starts after the loop came round starts at once.
 * Single statements (a session's lookup, a rate limit's count) never wait: a burst of requests
 * reaches the order line together, as it arrived, and the line's bound answers it (decision 141).
 */
function takingTurns(client: PGlite): PGlite {
  // Whether the event loop has come round since the chain of transactions began, and when it began.
  let loopCameRound = true;
  let chainStarted = 0;
  const turn = async () => {
    if (loopCameRound) {
      loopCameRound = false;
      chainStarted = performance.now();
      setImmediate(() => {
        loopCameRound = true;
      });
    } else if (performance.now() - chainStarted > EMBEDDED_SLICE_MS) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      await turn();
    }
  };
  const transaction = client.transaction.bind(client);
  return Object.assign(client, {
    transaction: (async (...args: Parameters<PGlite["transaction"]>) => {
      await turn();
      return transaction(...args);
    }) as PGlite["transaction"],
  });
}

/**
 * A query's own `parsers` become the client's, once per type. PGlite reads a result with the
 * client's table of type parsers (some 350, one per array type) merged with the query's own:
 * `{ ...table, ...own }`, a copy of the table for every statement, 0.17 ms each and 15 % of the
 * embedded store's CPU under 50 shoppers placing orders (decision 187). Drizzle gives every query
 * the same few (timestamps, dates and intervals kept as the text Postgres wrote, whatever the
 * query); nothing else in the store gives any. So a type's parser given once is written into the
 * table, and a query whose parsers are all there already goes without them.
 */
function parsersOnce(client: PGlite): PGlite {
  const installed = new Set<string>();
  return wrapQueries(
    client,
    (query) =>
      ((text, params, options) => {
        const own = options?.parsers;
        if (!own) return query(text, params, options);
        if (!Object.keys(own).every((oid) => installed.has(oid))) {
          Object.assign(client.parsers, own);
          for (const oid of Object.keys(own)) installed.add(oid);
        }
        const { parsers: _given, ...rest } = options;
        return query(text, params, rest);
      }) as PGlite["query"],
  );
}

/**
 * PGlite on disk under dataDir/pg, or in memory when dataDir is "memory://"; in memory, it may
 * start as a copy of an archived folder (`template`, PGlite's uncompressed tar) instead of empty.
 */
export async function openEmbedded(dataDir: string, template?: Blob): Promise<PGlite> {
  v8.setFlagsFromString(WASM_BASELINE_ONLY);
  // Named statements read PGlite's protocol module: loaded with PGlite, never on PostgreSQL.
  const [{ PGlite }, { namedStatements }, { pg_trgm }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("./named-statements"),
    import("@electric-sql/pglite/contrib/pg_trgm"),
  ]);
  const startParams = [...PGlite.defaultStartParams, ...settingParams()];
  // Search's trigram matching (migration 0027, decision 260).
  const extensions = { pg_trgm };
  let client: PGlite;
  if (dataDir === "memory://") {
    client = new PGlite({ startParams, extensions, ...(template ? { loadDataDir: template } : {}) });
  } else {
    const dir = path.join(dataDir, "pg");
    fs.mkdirSync(dir, { recursive: true });
    if (!fs.existsSync(path.join(dir, "PG_VERSION"))) await createDataDir(dir);
    client = new PGlite(dir, { startParams, extensions });
  }
  await client.waitReady;
  return takingTurns(parsersOnce(namedStatements(client)));
}

/** Runs a command; rejects with its last line of errors. */
function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(stderr.trim().split("\n").at(-1) || `${command} exited with ${code}`))));
  });
}

/**
 * The embedded database's folder (`dataDir/pg`) as a gzipped tar, taken while the store serves.
 * A checkpoint first writes every committed change into the data files, so a restore starts
 * without replaying the log. The folder is then copied while PGlite runs no statement (its query
 * lock, held for the file copy alone; PGlite's own `dumpDataDir` also held it while it built and
 * compressed the tar in JavaScript), and packed by `tar` afterwards while the store serves. A transaction still open is left out, as a crash would leave it: what was
 * committed before the call is all there.
 */
export async function dumpDataDir(client: PGlite, dataDir: string): Promise<Buffer> {
  await client.exec("CHECKPOINT");
  const work = fs.mkdtempSync(path.join(dataDir, ".backup-"));
  try {
    await client._runExclusiveQuery(async () => fs.cpSync(path.join(dataDir, "pg"), path.join(work, "pg"), { recursive: true }));
    const archive = path.join(work, "pg.tar.gz");
    await run("tar", ["-czf", archive, "-C", work, "pg"]);
    return fs.readFileSync(archive);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** Unpacks an archive `dumpDataDir` made into `dataDir/pg` (dataDir empty), and starts it once to prove it. */
export async function loadDataDir(dataDir: string, archive: string): Promise<void> {
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    await run("tar", ["-xzf", archive, "-C", dataDir, "pg"]);
    if (!fs.existsSync(path.join(dataDir, "pg", "PG_VERSION"))) throw new Error("the archive holds no database");
    v8.setFlagsFromString(WASM_BASELINE_ONLY);
    const [{ PGlite }, { pg_trgm }] = await Promise.all([import("@electric-sql/pglite"), import("@electric-sql/pglite/contrib/pg_trgm")]);
    const client = new PGlite(path.join(dataDir, "pg"), { startParams: [...PGlite.defaultStartParams, ...settingParams()], extensions: { pg_trgm } });
    await client.waitReady;
    await client.query("select 1");
    await client.close();
  } catch (err) {
    fs.rmSync(path.join(dataDir, "pg"), { recursive: true, force: true });
    throw err;
  }
}
