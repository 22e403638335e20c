import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = path.join(os.tmpdir(), `dhaaga-e2e-${port}-${Date.now()}`);

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--headless",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
    "--no-first-run",
  ],
};

/** Shopper journeys in Debian's Chromium against the production build, on a fresh database. */
export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/support/browser-version.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: { baseURL, trace: "retain-on-failure", launchOptions: chromium },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromium } },
    // The layout journey sets its own widths, phones included; the keyboard journey is the desktop's (a
    // phone has no Tab key).
    { name: "mobile", use: { ...devices["Pixel 7"], launchOptions: chromium }, testIgnore: /(layout|keyboard-purchase)\.spec\.ts/ },
  ],
  webServer: {
    command: "node build/server/main.js",
    url: `${baseURL}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    // Every journey signs up from 127.0.0.1: per-address limits are scaled, per-account ones are not.
    // E2E_DATABASE_URL: an empty PostgreSQL database for this store instead of the embedded one
    // (`npm run test:repeat` makes one per run); the journeys' second stores stay embedded.
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      PUBLIC_URL: baseURL,
      IP_RATE_LIMIT_SCALE: "20",
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
    },
  },
});
