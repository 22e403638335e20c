import type { PGlite, Transaction } from "@electric-sql/pglite";

/**
 * Gives the embedded client's `query` and every transaction's `query` a wrapper: PGlite sends a
 * transaction's statements through the transaction's own `query`, not the client's. `inTransaction`
 * tells the wrapper which one it wraps.
 */
export function wrapQueries(client: PGlite, wrap: (query: PGlite["query"], inTransaction: boolean) => PGlite["query"]): PGlite {
  const transaction = client.transaction.bind(client);
  return Object.assign(client, {
    query: wrap(client.query.bind(client), false),
    transaction: (<T>(work: (tx: Transaction) => Promise<T>) =>
      transaction((tx) => work(Object.assign(tx, { query: wrap(tx.query.bind(tx), true) })))) as PGlite["transaction"],
  });
}
