import type { PGlite, Results } from "@electric-sql/pglite";
import { parse, protocol } from "@electric-sql/pglite";
import { isPlannedPerRun } from "./plan-per-run";
import { wrapQueries } from "./pglite-queries";

/** Statements kept parsed at once; past this the least recently used is closed. */
export const NAMED_STATEMENTS_MAX = 256;

/** Postgres's answers when a kept statement no longer fits its tables: it is parsed again. */
const STALE_STATEMENT = new Set(["0A000", "26000"]);

type QueryOptions = NonNullable<Parameters<PGlite["query"]>[2]>;
type Kept = { name: string; paramTypes: number[] };

const { serialize } = protocol;
const joined = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

/**
 * Statements with parameters run as named prepared statements (decision 188). PGlite's `query`
 * parses, analyses and plans every statement it is given, in six calls into Postgres (parse,
 * describe, bind, describe, execute, sync); the store sends the same few dozen statements over and
 * over with new values. Here a statement's text is parsed once per process and kept under a name
 * with its parameters' types; each run is then one call: bind, describe, execute, sync.
 * Parameters are written as PGlite writes them (its serializers, by the types Postgres gave), and
 * results read as PGlite reads them.
 *
 * Statements without parameters (migrations, `begin`, the readiness ping), queries that stream a
 * blob and statements marked `PLANNED_PER_RUN` go PGlite's own way.
 */
export function namedStatements(client: PGlite): PGlite {
  const kept = new Map<string, Kept>();
  let closing: string[] = [];
  let next = 0;
  /** Drops a kept statement; Postgres is told with the next statement parsed. */
  const forget = (text: string) => {
    const statement = kept.get(text);
    if (!statement) return;
    kept.delete(text);
    closing.push(statement.name);
  };
  // PGlite's locks, taken as its own `query` takes them: a statement of the client's waits for
  // any open transaction to end (one session: it would otherwise run inside that transaction),
  // and every statement takes its turn on the session.
  const locks = client as unknown as {
    _runExclusiveQuery<R>(f: () => Promise<R>): Promise<R>;
    _runExclusiveTransaction<R>(f: () => Promise<R>): Promise<R>;
  };
  const inTurn = <T>(run: () => Promise<T>): Promise<T> => locks._runExclusiveQuery(run);
  const outsideTransactions = <T>(run: () => Promise<T>): Promise<T> => locks._runExclusiveTransaction(() => inTurn(run));
  const send = (parts: Uint8Array[], options?: QueryOptions) =>
    client.execProtocolStream(joined(parts), { syncToFs: false, onNotice: options?.onNotice });

  async function prepare(text: string, options?: QueryOptions): Promise<Kept> {
    const name = `dhaaga_${next++}`;
    if (kept.size >= NAMED_STATEMENTS_MAX) {
      const [oldest] = kept;
      if (oldest) forget(oldest[0]);
    }
    const closed = closing;
    closing = [];
    const parts = closed.map((old) => serialize.close({ type: "S", name: old }));
    parts.push(serialize.parse({ name, text, types: options?.paramTypes }), serialize.describe({ type: "S", name }), serialize.sync());
    // Closing a statement twice is no error: after a failure they are closed with the next one.
    const messages = await send(parts, options).catch((err: unknown) => {
      closing.push(...closed);
      throw err;
    });
    const described = messages.find((m) => m.name === "parameterDescription") as { dataTypeIDs?: number[] } | undefined;
    const statement = { name, paramTypes: described?.dataTypeIDs ?? [] };
    kept.set(text, statement);
    return statement;
  }

  async function run<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    let statement = kept.get(text);
    if (statement) {
      // Most recently used last: the map's first entry is the one to close.
      kept.delete(text);
      kept.set(text, statement);
    } else statement = await prepare(text, options);
    const { name, paramTypes } = statement;
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = paramTypes[i] ?? 0;
      const write = options?.serializers?.[type] ?? client.serializers[type];
      return write ? write(value) : String(value);
    });
    const messages = await send(
      [serialize.bind({ statement: name, values }), serialize.describe({ type: "P" }), serialize.execute({}), serialize.sync()],
      options,
    );
    if (!client.isInTransaction()) await client.syncToFs();
    return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
  }

  return wrapQueries(client, (query, inTransaction) => {
    const exclusive = inTransaction ? inTurn : outsideTransactions;
    return (async <T>(text: string, params?: unknown[], options?: QueryOptions) => {
      if (!params?.length || options?.blob || isPlannedPerRun(text)) return query<T>(text, params, options);
      return exclusive(async () => {
        try {
          return await run<T>(text, params, options);
        } catch (err) {
          if (!STALE_STATEMENT.has((err as { code?: string }).code ?? ""))
            throw Object.assign(err as object, { query: text, params, queryOptions: options });
          forget(text);
          return run<T>(text, params, options);
        }
      });
    }) as PGlite["query"];
  });
}
