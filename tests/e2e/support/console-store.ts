import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import vm from "node:vm";
import { expect, type Page } from "@playwright/test";
import { TOTP } from "otpauth";
import { type PaymentTwins, startPaymentTwins } from "../../support/payment-twins";

/**
 * A store of its own for the console journeys, as an operator starts one: fresh data folder,
 * payment twins, and its log read for the owner's setup link; `env` adds settings (a mail server, a courier twin's).
 */
export async function startConsoleStore(port: number, env: Record<string, string> = {}) {
  const twins: PaymentTwins = await startPaymentTwins();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dhaaga-e2e-console-"));
  const child: ChildProcess = spawn(process.execPath, ["build/server/main.js"], {
    env: {
      ...process.env,
      ...twins.storeEnv(),
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      PUBLIC_URL: url,
      DEV_MAILBOX: "true",
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let log = "";
  child.stdout?.on("data", (d) => (log += d));
  await expect.poll(async () => (await fetch(`${url}/readyz`).catch(() => null))?.status, { timeout: 90_000 }).toBe(200);
  await expect.poll(() => log, { timeout: 10_000 }).toContain("Create the shop owner's account:");
  return {
    url,
    twins,
    log: () => log,
    setupLink(): string {
      const m = log.match(/Create the shop owner's account: (\S+?)"/);
      if (!m) throw new Error("no setup link in the store's log");
      return m[1];
    },
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      await twins.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
export type ConsoleStore = Awaited<ReturnType<typeof startConsoleStore>>;

/** The code an authenticator app shows for a key, `ahead` periods from now. */
export const authenticatorCode = (secret: string, ahead = 0) =>
  new TOTP({ secret, digits: 6, period: 30, algorithm: "SHA1" }).generate({ timestamp: Date.now() + ahead * 30_000 });

/** Files only console routes use, from React Router's build manifest. */
export function consoleOnlyAssets(clientDir = "build/client"): string[] {
  const assets = path.join(clientDir, "assets");
  const file = fs.readdirSync(assets).find((f) => /^manifest-[\w-]+\.js$/.test(f))!;
  const window: {
    __reactRouterManifest?: {
      entry: { module: string; imports?: string[] };
      routes: Record<string, { id: string; module: string; imports?: string[]; css?: string[] }>;
    };
  } = {};
  vm.runInNewContext(fs.readFileSync(path.join(assets, file), "utf8"), { window });
  const m = window.__reactRouterManifest!;
  const filesOf = (r: { module: string; imports?: string[]; css?: string[] }) => [r.module, ...(r.imports ?? []), ...(r.css ?? [])];
  const storefront = new Set([m.entry.module, ...(m.entry.imports ?? [])]);
  const console = new Set<string>();
  for (const r of Object.values(m.routes)) for (const f of filesOf(r)) (r.id.startsWith("routes/admin/") ? console : storefront).add(f);
  // Stylesheets a route links by URL (`links`) are named inside its module, not in the manifest.
  for (const f of [...console]) {
    // React Router may end a stylesheet's manifest entry with '#'; the file is named without it.
    for (const css of fs.readFileSync(path.join(clientDir, f.replace(/#$/, "")), "utf8").match(/\/assets\/[\w.-]+\.css/g) ?? []) console.add(css);
  }
  return [...console].filter((f) => !storefront.has(f));
}

/** Every script and stylesheet a page asks for. */
export function assetRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (r) => {
    if (["script", "stylesheet"].includes(r.resourceType())) seen.push(new URL(r.url()).pathname);
  });
  return seen;
}
