import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { nameStatements } from "./pg-named-statements";
import { migrationsDir } from "../paths";
import { dumpDataDir, openEmbedded } from "./embedded";
import { searchConnectionOptions } from "./search-settings";
import { type Listening, listenOnServer } from "./notifications";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** An open transaction (or a savepoint inside one), as db.transaction hands it to its callback. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Where a query may run: the database itself or an open transaction. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  /**
   * Calls `onNotify` for every NOTIFY on the channel, from any process using this database, once
   * the sending transaction has committed; resolves when listening has begun.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<Listening>;
  /**
   * A consistent archive of the embedded database's folder (tar, gzip) while it keeps serving:
   * every transaction committed before the call is in it. Only for the embedded database on disk.
   */
  dump?(): Promise<Buffer>;
  /** PostgreSQL's pool: connections open, idle, and queries waiting for one (none for the embedded database). */
  poolUse?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/**
 * Opens the embedded database (PGlite on disk, or in memory when dataDir is "memory://")
 * or a PostgreSQL server when a URL is given. Each kind's driver is imported only when used.
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  /** Told of a lost PostgreSQL connection (server restart, administrator command). */
  onConnectionError?: (err: Error) => void;
  /** PostgreSQL connections kept, and how long a query waits for a free one before failing. */
  pool?: { size: number; waitMs: number };
  /** An in-memory embedded database starts as a copy of this archived folder (tests start many alike). */
  template?: Blob;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import("pg"),
      import("drizzle-orm/node-postgres"),
      import("drizzle-orm/node-postgres/migrator"),
    ]);
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.pool?.size ?? 10,
      connectionTimeoutMillis: opts.pool?.waitMs ?? 10_000,
      options: searchConnectionOptions(),
    });
    // A connection the server ends (restart, failover, terminated backend) must not crash the
    // process: the pool drops it and the next query opens a new one.
    const onError = (err: Error) => opts.onConnectionError?.(err);
    pool.on("error", onError);
    pool.on("connect", (client) => client.on("error", onError));
    nameStatements(pool);
    // Fail fast with a clear message when the server cannot be reached.
    const client = await pool.connect();
    client.release();
    const db = drizzlePg(pool, { schema });
    const listeners = new Set<Listening>();
    const databaseUrl = opts.databaseUrl;
    return {
      db,
      kind: "postgres",
      migrate: () => migratePg(db, { migrationsFolder: migrationsDir }),
      ping: async () => (await pool.query("select 1 as ok")).rows[0]?.ok === 1,
      poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      async listen(channel, onNotify) {
        const listening = listenOnServer(databaseUrl, channel, onNotify, onError);
        listeners.add(listening);
        await listening.ready;
        return listening;
      },
      async close() {
        await Promise.all([...listeners].map((l) => l.stop()));
        await pool.end();
      },
    };
  }
  const [{ drizzle: drizzlePglite }, { migrate: migratePglite }, client] = await Promise.all([
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
    openEmbedded(opts.dataDir, opts.template),
  ]);
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: "pglite",
    ...(opts.dataDir === "memory://" ? {} : { dump: () => dumpDataDir(client, opts.dataDir) }),
    migrate: () => migratePglite(db, { migrationsFolder: migrationsDir }),
    ping: async () => (await client.query<{ ok: number }>("select 1 as ok")).rows[0]?.ok === 1,
    // One connection: a notification arrives before the write that sent it resolves.
    async listen(channel, onNotify) {
      const unlisten = await client.listen(channel, onNotify);
      return { ready: Promise.resolve(), stop: () => unlisten() };
    },
    close: () => client.close(),
  };
}
