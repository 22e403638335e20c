import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { inArray } from "drizzle-orm";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BackupChannel, openBackupChannel } from "../../src/server/backup/backup-channel";
import { openDatabase } from "../../src/server/db/client";
import { mediaFiles, orders } from "../../src/server/db/schema";
import { ownerConsole } from "../support/console-kit";
import { ADDRESS, auth, registerUser, variantWithStock } from "../support/order-kit";
import type { TestStore } from "../support/test-store";

const CLI = path.resolve("src/server/backup/backup-cli.ts");

/** `npm run backup` / `npm run restore` as an operator runs them: their own process, the store's environment. */
function runCli(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; out: string; err: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", CLI, ...args], {
      env: { PATH: process.env.PATH ?? "", HOME: os.tmpdir(), NODE_ENV: "test", DATABASE_URL: "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (c) => {
      out += c;
    });
    child.stderr.on("data", (c) => {
      err += c;
    });
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code: code ?? -1, out, err }));
  });
}

const scratch = () => fs.mkdtempSync(path.join(os.tmpdir(), "dhaaga-backup-"));
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe("a backup taken while the store serves, restored into a fresh store", () => {
  let store: TestStore;
  let channel: BackupChannel | undefined;
  let dataDir: string;
  let upload: string;
  beforeAll(async () => {
    dataDir = scratch();
    // Shoppers may place as many orders as the test needs: the limits are not what is tried here.
    const orderCaps = { ordersPerHour: 10_000, openCodOrders: 10_000, unitsOnHold: 10_000 };
    const owner = await ownerConsole({ config: { dataDir, orderCaps, ipRateLimitScale: 1000 } });
    store = owner.store;
    channel = await openBackupChannel({ dataDir, database: store.database, logger: store.logger });
    // An uploaded photo: images live in the database, so the archive carries them.
    const [product] = (await owner.kit.call("GET", "/api/admin/products", owner.cookie)).json.products;
    const photo = await sharp({ create: { width: 800, height: 1000, channels: 3, background: "#d9822b" } })
      .jpeg()
      .toBuffer();
    const res = await store.app.request(`/api/admin/products/${product.id}/images?alt=Saffron`, {
      method: "POST",
      headers: { cookie: owner.cookie, origin: owner.kit.origin, "content-type": "application/octet-stream" },
      body: new Uint8Array(photo),
    });
    expect(res.status).toBe(201);
    upload = path.basename(((await res.json()) as { product: { images: { url: string }[] } }).product.images.at(-1)!.url);
  });
  afterAll(async () => {
    await channel?.close();
    await store.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps every order acknowledged before it started, and the photos, while orders go on being placed", async () => {
    const { token } = await registerUser(store);
    const v = await variantWithStock(store, 500);
    const items = [{ _id: v.product.id, size: v.size, color: v.color, quantity: 1 }];
    const place = async () => {
      const r = await store.post("/api/order/place", { address: ADDRESS, items }, auth(token, randomUUID()));
      expect(r.status).toBe(200);
      return r.json.orderId as string;
    };
    const before: string[] = [];
    for (let i = 0; i < 4; i++) before.push(await place());

    // Orders keep coming while the backup runs: the store serves throughout.
    let running = true;
    const during: string[] = [];
    const shoppers = (async () => {
      while (running) during.push(await place());
    })();
    const out = scratch();
    const env: Record<string, string> = onPostgres ? { DATABASE_URL: store.config.databaseUrl as string } : { DATA_DIR: dataDir };
    const backup = await runCli(["backup", out], env);
    running = false;
    await shoppers;
    expect(backup.err).toBe("");
    expect(backup.code).toBe(0);
    expect(during.length).toBeGreaterThan(0);
    const [archive] = fs.readdirSync(out);
    expect(archive).toMatch(onPostgres ? /^dhaaga-\d{4}-\d{2}-\d{2}-\d{6}\.dump$/ : /^dhaaga-\d{4}-\d{2}-\d{2}-\d{6}\.tar\.gz$/);
    expect(backup.out).toContain(onPostgres ? "pg_dump" : "from the running store");

    const found = await restoredOrders(path.join(out, archive!), before, upload);
    expect(found.orders.sort()).toEqual([...before].sort());
    expect(found.photo).toBe(true);
    fs.rmSync(out, { recursive: true, force: true });
  });

  it("restores only into an empty folder, only a store's archive, and leaves PostgreSQL to pg_restore", async () => {
    const out = scratch();
    const archive = path.join(out, "dhaaga.tar.gz");
    fs.writeFileSync(archive, gzipSync("an archive"));
    const used = path.join(out, "used");
    fs.mkdirSync(used);
    fs.writeFileSync(path.join(used, "keep.txt"), "the merchant's");
    const refused = await runCli(["restore", archive], { DATA_DIR: used });
    expect(refused.code).toBe(1);
    expect(refused.err).toBe(`dhaaga: DATA_DIR: ${used} is not empty: a restore goes into an empty folder only\n`);
    expect(fs.readdirSync(used)).toEqual(["keep.txt"]);

    const notOurs = path.join(out, "notes.txt");
    fs.writeFileSync(notOurs, "not an archive");
    const wrong = await runCli(["restore", notOurs], { DATA_DIR: path.join(out, "fresh") });
    expect(wrong.code).toBe(1);
    expect(wrong.err).toContain("not a store's backup");
    expect(fs.existsSync(path.join(out, "fresh"))).toBe(false);

    const postgres = await runCli(["restore", archive], { DATABASE_URL: "postgres://shop:secret@127.0.0.1:1/dhaaga" });
    expect(postgres.code).toBe(1);
    expect(postgres.err).toContain("pg_restore --no-owner");
    fs.rmSync(out, { recursive: true, force: true });
  });
});

/** Restores the archive as an operator would, and reads back which of the orders and the photo it holds. */
async function restoredOrders(archive: string, ids: string[], photo: string): Promise<{ orders: string[]; photo: boolean }> {
  let databaseUrl: string | undefined;
  let dataDir = "memory://";
  let drop = async () => {};
  if (onPostgres) {
    const name = `dhaaga_restore_${randomUUID().slice(0, 8)}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(process.env.TEST_DATABASE_URL as string);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    const restored = await new Promise<number>((resolve) =>
      spawn("pg_restore", ["--no-owner", `--dbname=${databaseUrl}`, archive], { stdio: "ignore" }).on("exit", (c) => resolve(c ?? -1)),
    );
    expect(restored).toBe(0);
    drop = async () => {
      const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else {
    dataDir = path.join(scratch(), "restored");
    const restored = await runCli(["restore", archive], { DATA_DIR: dataDir });
    expect(restored.err).toBe("");
    expect(restored.out).toContain(`into ${dataDir}`);
  }
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    const rows = await database.db.select({ id: orders.id }).from(orders).where(inArray(orders.id, ids));
    const files = await database.db
      .select({ name: mediaFiles.name })
      .from(mediaFiles)
      .where(inArray(mediaFiles.name, [photo]));
    return { orders: rows.map((r) => r.id), photo: files.length === 1 };
  } finally {
    await database.close();
    await drop();
    if (dataDir !== "memory://") fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
  }
}
