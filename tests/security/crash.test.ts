import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, expect, it } from "vitest";
import { ADDRESS } from "../support/order-kit";

/**
 * `kill -9` while orders are being placed: every order the store acknowledged is there after a
 * restart. On the embedded database (a data folder), and on PostgreSQL when the API suite runs
 * there (TEST_DATABASE_URL).
 */
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

async function startApi(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "tests/support/api-process.ts"], {
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "error", TRUST_PROXY: "true", NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let err = "";
  child.stderr?.on("data", (d) => (err += d));
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (d) => String(d).includes("ready") && resolve());
    child.once("exit", (code) => reject(new Error(`the store exited (${code}): ${err}`)));
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

const killHard = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });

async function call(base: string, p: string, body: unknown, headers: Record<string, string>) {
  const res = await fetch(`${base}${p}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
  return { status: res.status, json: (await res.json().catch(() => null)) as any };
}

async function ordersSurviveKill(env: Record<string, string>) {
  let store = await startApi(env);
  const products = ((await (await fetch(`${store.base}/api/product/list`)).json()) as any).products as any[];
  const shoppers = await Promise.all(
    Array.from({ length: 12 }, async (_, i) => {
      const from = `100.70.${i}.1`;
      const email = `crash-${randomUUID().slice(0, 8)}@example.in`;
      const r = await call(store.base, "/api/user/register", { name: "Crash", email, password: "long-enough-pass-1" }, { "x-forwarded-for": from });
      return { token: r.json.token as string, from, email, password: "long-enough-pass-1" };
    }),
  );
  const acknowledged: { orderId: string; shopper: (typeof shoppers)[number] }[] = [];
  let stop = false;
  // Each shopper places orders one after another (three at most, as a shopper would); all at once.
  const load = shoppers.map(async (s, i) => {
    for (let n = 0; n < 3 && !stop; n++) {
      const p = products[(i * 3 + n) % products.length];
      const r = await call(
        store.base,
        "/api/order/place",
        { address: ADDRESS, items: [{ _id: p._id, size: p.sizes[0], color: p.colors[0], quantity: 1 }] },
        { token: s.token, "idempotency-key": randomUUID(), "x-forwarded-for": s.from },
      ).catch(() => null);
      if (r?.status === 200) acknowledged.push({ orderId: r.json.orderId, shopper: s });
    }
  });
  // Kill the store once some orders are in, while others are still in flight.
  while (acknowledged.length < 8) await new Promise((r) => setTimeout(r, 20));
  await killHard(store.child);
  stop = true;
  await Promise.all(load);
  expect(acknowledged.length).toBeGreaterThanOrEqual(8);

  store = await startApi(env);
  cleanups.push(() => killHard(store.child));
  for (const s of new Set(acknowledged.map((a) => a.shopper))) {
    const list = await call(store.base, "/api/order/userorders", {}, { token: s.token });
    const ids = (list.json.orders as { _id: string }[]).map((o) => o._id);
    for (const a of acknowledged.filter((x) => x.shopper === s)) expect(ids).toContain(a.orderId);
  }
  await killHard(store.child);
}

/** A database of the test's own: a fresh one on the PostgreSQL server the API suite runs on, else a data folder. */
async function ownDatabase(): Promise<Record<string, string>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dhaaga-kill9-"));
    cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
    return { DATA_DIR: dir };
  }
  const name = `dhaaga_kill9_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { DATABASE_URL: url.toString() };
}

const databaseKind = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "the embedded database";

it(`kill -9 under order load: ${databaseKind} keeps every acknowledged order`, { timeout: 240_000 }, async () => {
  await ordersSurviveKill(await ownDatabase());
});
