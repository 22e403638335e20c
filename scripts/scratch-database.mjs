// An empty database of its own on a PostgreSQL server, for one bench run or one run of the
// browser journeys; `drop` removes it (with its connections) afterwards.
import { randomBytes } from "node:crypto";
import pg from "pg";

export async function scratchDatabase(serverUrl, prefix = "dhaaga_scratch") {
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
