import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

/** Resident memory of a process in MB, from /proc (Linux). */
export function rssMb(pid: number): number {
  try {
    const line = fs
      .readFileSync(`/proc/${pid}/status`, "utf8")
      .split("\n")
      .find((l) => l.startsWith("VmRSS:"));
    return Math.round(Number(line?.replace(/\D/g, "") ?? 0) / 1024);
  } catch {
    return 0;
  }
}

/**
 * How `npm start` runs Node: package.json's start script is `[NAME=value …] node <options> scripts/start.mjs`,
 * and every store the bench starts runs with the same settings and options.
 */
export function startSettings(): { env: Record<string, string>; options: string[] } {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: { start: string } };
  const words = pkg.scripts.start.trim().split(/\s+/);
  const node = words.indexOf("node");
  if (node < 0) return { env: {}, options: [] };
  // NAME=value: the value is everything after the first "=", which may hold more.
  const env = Object.fromEntries(words.slice(0, node).map((w) => [w.slice(0, w.indexOf("=")), w.slice(w.indexOf("=") + 1)]));
  return { env, options: words.slice(node + 1, -1).filter((w) => w.startsWith("--")) };
}

/** The built store as its own process on a loopback port, ready when /readyz answers. */
export async function startStore(port: number, env: Record<string, string>, entry = "build/server/main.js") {
  const started = performance.now();
  const start = startSettings();
  const child = spawn(process.execPath, [...start.options, path.join(root, entry)], {
    env: { ...process.env, ...start.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  let ready = false;
  for (let i = 0; i < 2400 && !ready; i++) {
    ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (!ready) await new Promise((r) => setTimeout(r, 25));
  }
  if (!ready) {
    child.kill("SIGTERM");
    throw new Error(`the store on port ${port} did not become ready in 60 s`);
  }
  return {
    url,
    pid: child.pid ?? 0,
    /** Milliseconds from spawning the process to its first ready answer. */
    readyMs: Math.round(performance.now() - started),
    rssMb: () => rssMb(child.pid ?? 0),
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    },
  };
}
