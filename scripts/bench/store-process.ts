import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

/** The built store as its own process on a loopback port, ready when /readyz answers. */
export async function startStore(port: number, env: Record<string, string>) {
  const child = spawn(process.execPath, [path.join(root, "build/server/main.js")], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  let ready = false;
  for (let i = 0; i < 240 && !ready; i++) {
    ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (!ready) await new Promise((r) => setTimeout(r, 250));
  }
  if (!ready) {
    child.kill("SIGTERM");
    throw new Error(`the store on port ${port} did not become ready in 60 s`);
  }
  return {
    url,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    },
  };
}
