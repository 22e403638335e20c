import type { Pool, PoolClient } from "pg";
import { isPlannedPerRun } from "./plan-per-run";

/** Texts given a name at most; later ones run unnamed (each connection keeps what it parsed). */
export const PG_NAMED_TEXTS_MAX = 512;
/** A statement with more parameters than this (a bulk insert) runs unnamed: its text is one of a kind. */
const NAMED_PARAMS_MAX = 128;

type QueryConfig = { text?: string; name?: string; values?: unknown[] };

/**
 * On PostgreSQL, statements with parameters run as named prepared statements (decision 188):
 * each connection parses and analyses a text once and then binds and executes it, where an
 * unnamed statement is parsed, analysed and planned on every run. Drizzle gives node-postgres a
 * query config without a name; every connection the pool opens names a config by its text (the
 * same name on every connection, for the same text). node-postgres keeps, per connection, the
 * texts it has parsed, so a name is parsed on a connection the first time it runs there. A
 * statement marked `PLANNED_PER_RUN` stays unnamed.
 */
export function nameStatements(pool: Pool): void {
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    const known = names.get(text);
    if (known || names.size >= PG_NAMED_TEXTS_MAX) return known;
    const name = `dhaaga_${names.size}`;
    names.set(text, name);
    return name;
  };
  pool.on("connect", (client: PoolClient) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    const named = (config: unknown, ...rest: unknown[]) => {
      const c = config as QueryConfig | null;
      const params = Array.isArray(rest[0]) ? rest[0] : c?.values;
      const name =
        typeof config === "object" && c?.text && !c.name && params?.length && params.length <= NAMED_PARAMS_MAX && !isPlannedPerRun(c.text)
          ? nameOf(c.text)
          : undefined;
      return name ? query({ ...c, name }, ...rest) : query(config, ...rest);
    };
    Object.assign(client, { query: named });
  });
}
