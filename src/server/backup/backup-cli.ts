// `npm run backup [-- FILE_OR_FOLDER]` and `npm run restore -- FILE`: an archive of the store's
// database taken while the store runs, and a restore into an empty DATA_DIR.
import fs from "node:fs";
import path from "node:path";
import { ConfigError, loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { loadDataDir } from "../db/embedded";
import { requestBackup } from "./backup-channel";
import { archiveName, isEmptyDir, pgDump, pgDumpAdvice, writeArchive } from "./backup-files";

const USAGE = "usage: npm run backup [-- FILE_OR_FOLDER] | npm run restore -- FILE";

/** Where the archive goes: a named file, a folder (BACKUP_DIR by default, else here) with the archive's own name. */
function target(given: string | undefined, folder: string | undefined, name: string): string {
  if (given && !(fs.existsSync(given) && fs.statSync(given).isDirectory())) return path.resolve(given);
  const dir = path.resolve(given ?? folder ?? ".");
  fs.mkdirSync(dir, { recursive: true });
  return path.join(dir, name);
}

/** The running store's archive, or the folder's own when no store runs on it. */
async function embeddedArchive(dataDir: string): Promise<{ bytes: Buffer; how: string }> {
  const fromStore = await requestBackup(dataDir);
  if (fromStore) return { bytes: fromStore, how: "from the running store" };
  if (!fs.existsSync(path.join(dataDir, "pg", "PG_VERSION"))) throw new ConfigError(`DATA_DIR: there is no store's database in ${dataDir}`);
  // No store listens on the folder's channel: nothing else has the database open.
  const database = await openDatabase({ dataDir });
  try {
    return { bytes: await (database.dump as () => Promise<Buffer>)(), how: "from the stopped store's folder" };
  } finally {
    await database.close();
  }
}

async function backup(given: string | undefined): Promise<string> {
  const config = loadConfig();
  const kind = config.databaseUrl ? "postgres" : "pglite";
  const file = target(given, config.backup.dir, archiveName(new Date(), kind));
  if (config.databaseUrl) {
    const url = config.databaseUrl;
    await pgDump(url, file).catch((err: NodeJS.ErrnoException) => {
      throw new Error(err.code === "ENOENT" ? pgDumpAdvice(url) : `pg_dump failed: ${err.message}`);
    });
    return `backup written to ${file} (pg_dump, custom format; restore with pg_restore)`;
  }
  const { bytes, how } = await embeddedArchive(config.dataDir);
  writeArchive(file, bytes);
  return `backup written to ${file} (${(bytes.length / 1024 / 1024).toFixed(1)} MB, ${how})`;
}

async function restore(file: string | undefined): Promise<string> {
  if (!file) throw new Error(USAGE);
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new Error(`a PostgreSQL store is restored by PostgreSQL's tool: pg_restore --no-owner --dbname=<an empty database's URL> ${file}`);
  }
  if (!fs.existsSync(file)) throw new Error(`${file}: no such file`);
  const head = Buffer.alloc(2);
  const fd = fs.openSync(file, "r");
  fs.readSync(fd, head, 0, 2, 0);
  fs.closeSync(fd);
  if (head[0] !== 0x1f || head[1] !== 0x8b) throw new Error(`${file}: not a store's backup (a .tar.gz that npm run backup wrote)`);
  if (!isEmptyDir(config.dataDir)) throw new ConfigError(`DATA_DIR: ${config.dataDir} is not empty: a restore goes into an empty folder only`);
  await loadDataDir(config.dataDir, path.resolve(file)).catch((err) => {
    throw new Error(`${file}: not a store's backup (${err instanceof Error ? err.message : String(err)})`);
  });
  return `restored ${file} into ${config.dataDir}: start the store with DATA_DIR=${config.dataDir}`;
}

const [command, arg] = process.argv.slice(2);
const run = command === "backup" ? backup(arg) : command === "restore" ? restore(arg) : Promise.reject(new Error(USAGE));
run.then(
  (line) => console.log(`dhaaga: ${line}`),
  (err) => {
    process.stderr.write(`dhaaga: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
