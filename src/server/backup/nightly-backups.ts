import fs from "node:fs";
import path from "node:path";
import type { Config } from "../config";
import type { Database } from "../db/client";
import type { Logger } from "../http/logger";
import { archiveName, pgDump, pgDumpAdvice, pruneArchives, untilNight, writeArchive } from "./backup-files";

/** Takes one archive into the folder and keeps the newest `keep`. */
export async function takeBackup(opts: { dir: string; keep: number; database: Database; databaseUrl?: string }): Promise<string> {
  fs.mkdirSync(opts.dir, { recursive: true });
  const file = path.join(opts.dir, archiveName(new Date(), opts.database.kind));
  if (opts.database.dump) writeArchive(file, await opts.database.dump());
  else if (opts.databaseUrl) await pgDump(opts.databaseUrl, file);
  else throw new Error("this database cannot be archived by the store");
  pruneArchives(opts.dir, opts.keep);
  return file;
}

/**
 * With BACKUP_DIR set, the store archives its database every night at 02:30 India time and keeps
 * the newest BACKUP_KEEP archives (decision 251). Answers a function that stops the schedule.
 */
export function scheduleNightlyBackups(opts: { config: Config; database: Database; logger: Logger }): () => void {
  const { dir, keep } = opts.config.backup;
  if (!dir) return () => {};
  let timer: NodeJS.Timeout;
  const next = () => {
    timer = setTimeout(run, untilNight(new Date()));
    timer.unref();
  };
  const run = () => {
    takeBackup({ dir, keep, database: opts.database, databaseUrl: opts.config.databaseUrl })
      .then((file) => opts.logger.info("nightly backup written", { file }))
      .catch((err: NodeJS.ErrnoException) => {
        const advice = err.code === "ENOENT" && opts.config.databaseUrl ? pgDumpAdvice(opts.config.databaseUrl) : String(err);
        opts.logger.error("nightly backup failed", { error: advice });
      })
      .finally(next);
  };
  next();
  return () => clearTimeout(timer);
}
