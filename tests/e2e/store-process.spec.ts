import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { INVALID_LOGIN } from "../../src/contracts/users";
import { LOAD_MESSAGES } from "../../src/domain/messages";
import { PROCESS_PORT } from "./support/ports";

/** The built store as an operator runs it: its own port and data folder, signals, restarts. */
const PORT = PROCESS_PORT;
const base = `http://127.0.0.1:${PORT}`;

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

async function startStore(dataDir: string, env: Record<string, string> = {}): Promise<Running> {
  const child = spawn(process.execPath, ["build/server/main.js"], {
    env: { ...process.env, PORT: String(PORT), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "info", PUBLIC_URL: base, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout?.on("data", (d) => (out += d));
  child.stderr?.on("data", (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  await expect.poll(async () => (await fetch(`${base}/readyz`).catch(() => null))?.status, { timeout: 120_000 }).toBe(200);
  return { child, output: () => out, exited };
}

/** A POST whose body is still arriving: in flight from the server's point of view. */
function slowPost(pathname: string, body: string) {
  const req = http.request(`${base}${pathname}`, {
    method: "POST",
    headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
  });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on("response", (res) => {
      let text = "";
      res.on("data", (d) => (text += d));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on("error", reject);
  });
  const half = Math.floor(body.length / 2);
  req.write(body.slice(0, half));
  return { finish: () => req.end(body.slice(half)), response };
}

test.describe.configure({ mode: "serial", timeout: 240_000 });

test("the embedded store keeps its data across a restart, finishes in-flight requests on SIGTERM, and logs no secrets", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dhaaga-e2e-process-"));
  const email = `restart-${Date.now().toString(36)}@example.in`;
  const password = "Chai-and-Samosa-42";
  try {
    const first = await startStore(dataDir);
    const products = (await (await fetch(`${base}/api/product/list`)).json()).products.length;
    expect(products).toBeGreaterThanOrEqual(48);
    const signup = await fetch(`${base}/api/user/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Meera Iyer", email, password }),
    });
    expect((await signup.json()).success).toBe(true);

    const inFlight = slowPost("/api/newsletter/subscribe", JSON.stringify({ email: `news-${email}` }));
    await new Promise((r) => setTimeout(r, 300));
    first.child.kill("SIGTERM");
    // No new connections once shutting down…
    await expect.poll(async () => (await fetch(`${base}/healthz`).catch(() => null)) === null).toBe(true);
    // …but the request already under way is answered.
    inFlight.finish();
    const answered = await inFlight.response;
    expect(answered.status).toBeLessThan(500);
    expect(await first.exited).toBe(0);
    const log = first.output();
    expect(log).toContain('"msg":"stopped"');
    expect(log).toMatch(/"msg":"request","reqId":"[^"]+","method":"POST","path":"\/api\/user\/register","status":200,"ms":[\d.]+/);
    expect(log).not.toContain(password);

    const second = await startStore(dataDir);
    const again = (await (await fetch(`${base}/api/product/list`)).json()).products.length;
    expect(again).toBe(products);
    const login = await fetch(`${base}/api/user/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    });
    expect((await login.json()).success).toBe(true);
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

/**
 * What a visitor gets for each kind of request a page answers: documents (one compressed), a 404,
 * HEAD, a form posted without scripts, a client navigation's data. Pages that show something
 * random (a product's related products) are left out.
 */
async function pageAnswers() {
  const asked: [string, RequestInit][] = [
    ["/collection?category=Hoodies&sort=low-high", {}],
    ["/men", { headers: { "accept-encoding": "br" } }],
    ["/about", {}],
    ["/product/no-such-tee", {}],
    ["/collection", { method: "HEAD" }],
    ["/login", { method: "POST", body: new URLSearchParams({ email: "nobody@example.in", password: "not-the-password" }) }],
    ["/collection.data?category=Hoodies", {}],
  ];
  const answers = [];
  for (const [pathname, init] of asked) {
    const res = await fetch(`${base}${pathname}`, init);
    answers.push({
      pathname,
      status: res.status,
      type: res.headers.get("content-type"),
      policy: res.headers.get("content-security-policy"),
      body: await res.text(),
    });
  }
  return answers;
}

test("pages rendered in render threads are the pages the main thread renders", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dhaaga-e2e-threads-"));
  try {
    const answers = [];
    for (const threads of ["0", "2"]) {
      const store = await startStore(dataDir, { RENDER_THREADS: threads, PAGE_CACHE_MB: "0" });
      answers.push(await pageAnswers());
      store.child.kill("SIGTERM");
      expect(await store.exited).toBe(0);
    }
    const [mainThread, renderThreads] = answers;
    expect(mainThread!.map((a) => a.status)).toEqual([200, 200, 200, 404, 200, 200, 200]);
    expect(mainThread![5]!.body).toContain(INVALID_LOGIN);
    expect(renderThreads).toEqual(mainThread);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

/** Pages of every kind a render thread answers: a filtered collection, a section, content, a missing product. */
const threadPages = ["/collection?category=Hoodies&sort=low-high", "/men", "/about", "/product/no-such-tee"];
/** A page's answer as a shopper's browser gets it. */
async function pageAnswer(pathname: string) {
  const res = await fetch(`${base}${pathname}`);
  const headers = { policy: res.headers.get("content-security-policy"), retryAfter: res.headers.get("retry-after") };
  return { pathname, status: res.status, ...headers, body: await res.text() };
}

test("pages asked for all at once wait their turn for the render thread, and each is answered as when asked alone", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dhaaga-e2e-turns-"));
  try {
    // One thread: at most two pages are in its hands, the other 38 wait in the main thread.
    const store = await startStore(dataDir, { RENDER_THREADS: "1", PAGE_CACHE_MB: "0" });
    const alone = [];
    for (const pathname of threadPages) alone.push(await pageAnswer(pathname));
    const together = await Promise.all(Array.from({ length: 40 }, (_, i) => pageAnswer(threadPages[i % threadPages.length] as string)));
    expect(together.map((a) => a.pathname)).toEqual(Array.from({ length: 40 }, (_, i) => threadPages[i % threadPages.length]));
    for (const [i, a] of together.entries()) expect(a).toEqual(alone[i % threadPages.length]);
    store.child.kill("SIGTERM");
    expect(await store.exited).toBe(0);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test("pages beyond the line's limit are told the store is busy and when to come back, and the rest are answered as when asked alone", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dhaaga-e2e-busy-"));
  try {
    // One thread with two pages in hand, and three more may wait: forty at once overflow the line.
    const store = await startStore(dataDir, { RENDER_THREADS: "1", PAGE_QUEUE_MAX: "3", PAGE_CACHE_MB: "0" });
    const alone = [];
    for (const pathname of threadPages) alone.push(await pageAnswer(pathname));
    const together = await Promise.all(Array.from({ length: 40 }, (_, i) => pageAnswer(threadPages[i % threadPages.length] as string)));
    const busy = together.filter((a) => a.status === 503);
    const answered = together.filter((a) => a.status !== 503);
    expect(answered.length).toBeGreaterThanOrEqual(5);
    expect(busy.length).toBeGreaterThan(0);
    for (const a of answered) expect(a).toEqual(alone[threadPages.indexOf(a.pathname)]);
    for (const a of busy) {
      expect(a.retryAfter).toBe("2");
      expect(a.body).toContain(LOAD_MESSAGES.busy);
    }
    // Once the line is short again, a page is answered as before.
    expect(await pageAnswer(threadPages[0] as string)).toEqual(alone[0]);
    store.child.kill("SIGTERM");
    expect(await store.exited).toBe(0);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

/** Client navigations' data asked for and left as soon as the answer starts, as a reload or a new click leaves them. */
async function leftNavigations(count: number) {
  const paths = ["/collection.data", "/men.data", "/_root.data", "/about.data", "/cart.data"];
  const leaveOne = (pathname: string) =>
    new Promise<void>((resolve) => {
      const req = http.get(`${base}${pathname}`, (res) => {
        res.destroy();
        resolve();
      });
      req.on("error", () => resolve());
    });
  for (let sent = 0; sent < count; sent += 20) await Promise.all(paths.flatMap((p) => [p, p, p, p]).map(leaveOne));
}

test("a client navigation left mid-answer does not stop a store rendering in threads", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dhaaga-e2e-left-"));
  try {
    const store = await startStore(dataDir, { RENDER_THREADS: "1", PAGE_CACHE_MB: "0" });
    await leftNavigations(600);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    const data = await fetch(`${base}/collection.data?category=Hoodies`);
    expect(data.status).toBe(200);
    expect(await data.text()).toContain("Hoodies");
    store.child.kill("SIGTERM");
    expect(await store.exited).toBe(0);
    expect(store.output()).not.toContain("ERR_INVALID_STATE");
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
