import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** India's date and time, for the archives' names: a merchant's night is India's night. */
function indiaStamp(now: Date): { date: string; time: string } {
  const india = new Date(now.getTime() + 5.5 * 3600_000).toISOString();
  return { date: india.slice(0, 10), time: india.slice(11, 19).replaceAll(":", "") };
}

/** `dhaaga-2026-12-07-213000.tar.gz` (embedded) or `….dump` (PostgreSQL's custom format). */
export function archiveName(now: Date, kind: "pglite" | "postgres"): string {
  const { date, time } = indiaStamp(now);
  return `dhaaga-${date}-${time}.${kind === "pglite" ? "tar.gz" : "dump"}`;
}

const ARCHIVE = /^dhaaga-\d{4}-\d{2}-\d{2}-\d{6}\.(tar\.gz|dump)$/;

/** Keeps the newest `keep` archives in `dir` and deletes the rest; names sort by their time. */
export function pruneArchives(dir: string, keep: number): string[] {
  const archives = fs
    .readdirSync(dir)
    .filter((name) => ARCHIVE.test(name))
    .sort();
  const gone = archives.slice(0, Math.max(0, archives.length - keep));
  for (const name of gone) fs.rmSync(path.join(dir, name));
  return gone;
}

/** Writes the archive whole under a temporary name, then renames it: a half-written archive never looks like one. */
export function writeArchive(file: string, bytes: Buffer): void {
  const partial = `${file}.partial`;
  fs.writeFileSync(partial, bytes, { mode: 0o600 });
  fs.renameSync(partial, file);
}

/** Milliseconds until the next 02:30 in India (21:00 UTC), when the nightly backup runs. */
export function untilNight(now: Date): number {
  const next = new Date(now);
  next.setUTCHours(21, 0, 0, 0);
  if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1);
  return next.getTime() - now.getTime();
}

/** Whether a folder is empty or absent: the only place a restore goes. */
export function isEmptyDir(dir: string): boolean {
  return !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;
}

/** PostgreSQL's own tool, when this machine has it: `pg_dump --format=custom`. */
export function pgDump(databaseUrl: string, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("pg_dump", ["--format=custom", `--file=${file}`, `--dbname=${databaseUrl}`], { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(stderr.trim() || `pg_dump exited with ${code}`))));
  });
}

/** What to run where pg_dump is missing, the password hidden. */
export const pgDumpAdvice = (databaseUrl: string) =>
  `pg_dump is not installed here: run \`pg_dump --format=custom --file=dhaaga.dump '${databaseUrl.replace(/\/\/[^@/]*@/, "//USER:PASSWORD@")}'\` on a machine that has it (Debian: apt install postgresql-client)`;
