import { type ChildProcess, spawn } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { test as base, expect, type Page } from "@playwright/test";
import { OAuth2Server } from "oauth2-mock-server";
import { startSmtpTwin, type SmtpTwin } from "../support/smtp-twin";
import { ACCOUNTS_PORT } from "./support/ports";

/** What the local OpenID Connect server signs into its next ID token. */
export interface OidcTwin {
  server: OAuth2Server;
  setIdentity(claims: Record<string, unknown>): void;
}

interface AccountsStore {
  url: string;
  smtp: SmtpTwin;
  oidc: OidcTwin;
}

/** Waits until a store process answers /readyz; fails with its output if it exits or never does. */
export async function waitReady(url: string, child: ChildProcess, log: string[]) {
  const started = Date.now();
  while (Date.now() - started < 150_000) {
    if (child.exitCode !== null) throw new Error(`store exited: ${log.join("")}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`store not ready at ${url}: ${log.join("")}`);
}

/**
 * A second store for the account journeys, started with SMTP_URL pointing at a local SMTP twin
 * and GOOGLE_* at a local OpenID Connect server, both on 127.0.0.1.
 */
export const test = base.extend<{ accounts: AccountsStore }, { accountsStore: AccountsStore }>({
  accountsStore: [
    async ({}, use) => {
      const smtp = await startSmtpTwin();
      const server = new OAuth2Server();
      await server.issuer.keys.generate("RS256");
      await server.start(0, "127.0.0.1");
      let identity: Record<string, unknown> = {};
      server.service.on("beforeTokenSigning", (token) => Object.assign(token.payload, identity));
      const url = `http://127.0.0.1:${ACCOUNTS_PORT}`;
      const log: string[] = [];
      const child = spawn(process.execPath, ["build/server/main.js"], {
        env: {
          ...process.env,
          PORT: String(ACCOUNTS_PORT),
          HOST: "127.0.0.1",
          PUBLIC_URL: url,
          DATA_DIR: path.join(os.tmpdir(), `dhaaga-e2e-accounts-${ACCOUNTS_PORT}-${Date.now()}`),
          LOG_LEVEL: "warn",
          DEV_MAILBOX: "true",
          SMTP_URL: smtp.url,
          GOOGLE_CLIENT_ID: "dhaaga-e2e",
          GOOGLE_CLIENT_SECRET: "e2e-secret",
          GOOGLE_ISSUER: server.issuer.url!,
        },
        stdio: ["ignore", "ignore", "pipe"],
      });
      child.stderr?.on("data", (d) => log.push(String(d)));
      try {
        await waitReady(url, child, log);
        await use({ url, smtp, oidc: { server, setIdentity: (c) => (identity = c) } });
      } finally {
        child.kill("SIGTERM");
        await new Promise((r) => child.once("exit", r));
        await server.stop();
        await smtp.close();
      }
    },
    { scope: "worker", timeout: 180_000 },
  ],
  accounts: async ({ accountsStore }, use) => use(accountsStore),
});

export { expect };

let seq = 0;
export const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${++seq}@example.in`;

/** Creates an account through the API and returns its token. */
export async function registerByApi(baseUrl: string, email: string, password: string, name = "Anaya Shah") {
  const res = await fetch(`${baseUrl}/api/user/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name, email, password }),
  });
  const data = (await res.json()) as { success: boolean; token: string; message?: string };
  if (!data.success) throw new Error(data.message);
  return data.token;
}

/** Opens a page and waits until its scripts run, so forms are handled by the app. */
export async function open(page: Page, url: string) {
  await page.goto(url);
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
}

export async function loginInBrowser(page: Page, baseUrl: string, email: string, password: string) {
  await open(page, `${baseUrl}/login`);
  await page.locator("main").getByLabel("Email").fill(email);
  await page.locator("main").getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(`${baseUrl}/`);
}

export const toast = (page: Page, text: string) => page.getByTestId("toasts").getByText(text, { exact: true });
