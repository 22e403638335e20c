import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { Database } from "../db/client";
import type { Logger } from "../http/logger";

/**
 * The running store's local channel for backups: a Unix socket in its data folder, open to the
 * folder's owner only. `npm run backup` asks through it, so no second process ever opens the
 * embedded database while the store runs.
 */
export const channelPath = (dataDir: string) => path.join(dataDir, "control.sock");

export interface BackupChannel {
  close(): Promise<void>;
}

/** Listens on the channel; a stale socket left by a process that was killed is replaced. */
export async function openBackupChannel(opts: { dataDir: string; database: Database; logger: Logger }): Promise<BackupChannel | undefined> {
  const dump = opts.database.dump;
  if (!dump) return undefined;
  const socket = channelPath(opts.dataDir);
  const server = http.createServer((req, res) => {
    if (req.method !== "POST" || req.url !== "/backup") {
      res.writeHead(404).end();
      return;
    }
    const started = performance.now();
    dump().then(
      (archive) => {
        opts.logger.info("backup taken", { bytes: archive.length, ms: Math.round(performance.now() - started) });
        res.writeHead(200, { "content-type": "application/gzip", "content-length": archive.length }).end(archive);
      },
      (err) => {
        opts.logger.error("backup failed", { error: String(err) });
        res.writeHead(500, { "content-type": "text/plain" }).end(String(err));
      },
    );
  });
  fs.rmSync(socket, { force: true });
  // A backup's working copy left by a process that was killed mid-backup.
  for (const name of fs.readdirSync(opts.dataDir))
    if (name.startsWith(".backup-")) fs.rmSync(path.join(opts.dataDir, name), { recursive: true, force: true });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socket, () => resolve());
  });
  fs.chmodSync(socket, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        fs.rmSync(socket, { force: true });
      }),
  };
}

/** Asks the running store for an archive; undefined when no store listens on the channel. */
export function requestBackup(dataDir: string): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const req = http.request({ socketPath: channelPath(dataDir), method: "POST", path: "/backup" }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        if (res.statusCode === 200) resolve(body);
        else reject(new Error(`the store could not take the backup: ${body.toString() || res.statusCode}`));
      });
    });
    req.on("error", (err: NodeJS.ErrnoException) => {
      if (err.code === "ENOENT" || err.code === "ECONNREFUSED") resolve(undefined);
      else reject(err);
    });
    req.end();
  });
}
