import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { PageContext } from "../../contracts/pages";
import type { Config } from "../config";
import { LOAD_MESSAGES } from "../../domain/messages";
import type { Logger } from "../http/logger";
import { RETRY_AFTER_SECONDS } from "../http/overload";
import { responseWithBody } from "./buffered-response";
import { buildDir } from "../paths";
import type { PageRenderer } from "./page-renderer";
import { type ApiAnswer, type FromThread, type RequestData, requestData, type ToThread } from "./thread-messages";

/** What a render thread is started with: plain data, the same for every page. */
export interface RenderThreadData {
  config: Config;
}

export const renderWorkerFile = path.join(buildDir, "server", "render-worker.js");

/** Threads run the built worker: a store run from its sources (development, tests) renders on its own thread. */
const runningFromBuild = fileURLToPath(import.meta.url).startsWith(buildDir + path.sep);

/**
 * Render threads by default: on the embedded database, the store is one process, so it renders in
 * a thread per core, at most 2 (decision 208: with one thread on two cores, a core stood idle a
 * fifth of the time while the thread waited on its turn); on PostgreSQL the store grows by
 * processes behind the load balancer, each as lean as it can be (decision 191).
 */
export function defaultRenderThreads(config: Pick<Config, "databaseUrl">): number {
  if (config.databaseUrl || !runningFromBuild) return 0;
  return Math.min(2, os.availableParallelism());
}

/**
 * Pages a thread has in hand at once; the rest wait their turn here, first come first served
 * (decision 208), up to `PAGE_QUEUE_MAX` of them. Two: while one page waits for its data from
 * this thread, the other renders.
 */
export const PAGES_IN_HAND = 2;

interface InFlight {
  context: PageContext;
  resolve(res: Response): void;
  reject(error: Error): void;
  /** Set once the answer's head has come and its body is streamed. */
  stream?: ReadableStreamDefaultController<Uint8Array>;
}

interface Thread {
  worker: Worker;
  ready: Promise<void>;
  inFlight: Map<number, InFlight>;
}

/**
 * A render thread's heap. Its young generation is the main thread's (`--max-semi-space-size=4` in
 * `npm start`). Its old generation holds some 30 MB that lasts (React, the web build) and what
 * the pages in hand hold; uncapped, V8 let it grow past 100 MB before collecting, under a steady
 * load of pages. Capped, the store stays under 300 MB (decision 191).
 */
const HEAP_LIMITS = { maxYoungGenerationSizeMb: 12, maxOldGenerationSizeMb: 128 };

/**
 * Pages rendered in worker threads (decision 191). A page is given to the thread with the fewest
 * pages in hand; its loaders' questions (PageData, the store's API) come back here, where the
 * database is, and its answer comes back as the main thread's renderer would give it.
 */
export function createRenderThreads(opts: { count: number; maxWaiting: number; data: RenderThreadData; logger: Logger }) {
  const threads: Thread[] = [];
  /** Pages not yet given to a thread, oldest first. */
  const waiting: { id: number; data: RequestData; page: InFlight }[] = [];
  let lastId = 0;

  /** Gives waiting pages to the threads with room, the one with the fewest pages in hand first. */
  function pump() {
    if (threads.length === 0) {
      // Every thread stopped and its replacement could not start: the pages fail (a 500 each), not wait.
      for (const { page } of waiting.splice(0)) failPage(page, new Error("no render thread is running"));
      return;
    }
    while (waiting.length > 0) {
      const thread = threads.reduce((a, b) => (b.inFlight.size < a.inFlight.size ? b : a));
      if (thread.inFlight.size >= PAGES_IN_HAND) return;
      const { id, data, page } = waiting.shift() as (typeof waiting)[number];
      thread.inFlight.set(id, page);
      thread.worker.postMessage(
        { t: "render", id, request: data, requestId: page.context.requestId, config: page.context.config } satisfies ToThread,
        data.body ? [data.body] : [],
      );
    }
  }
  /** A page is done with (answered whole, ended, failed): its thread takes the next. */
  function done(inFlight: Map<number, InFlight>, id: number) {
    inFlight.delete(id);
    pump();
  }

  function start(): Thread {
    const worker = new Worker(renderWorkerFile, { workerData: opts.data, resourceLimits: HEAP_LIMITS });
    worker.unref();
    const inFlight = new Map<number, InFlight>();
    let started = false;
    let markReady!: () => void;
    let markFailed!: (error: Error) => void;
    const ready = new Promise<void>((resolve, reject) => {
      markReady = resolve;
      markFailed = reject;
    });
    // The first threads' start is awaited by the store's; a replacement's failure is logged below.
    ready.catch(() => {});
    const thread: Thread = { worker, inFlight, ready };
    const answer = (call: number, work: () => Promise<unknown>) =>
      work().then(
        (value) => worker.postMessage({ t: "reply", call, ok: true, value } satisfies ToThread),
        (err) => worker.postMessage({ t: "reply", call, ok: false, message: err instanceof Error ? err.message : String(err) } satisfies ToThread),
      );
    // As in the thread: each message in a task of its own, so that a busy port does not hold off timers.
    worker.on("message", (message: FromThread) => setImmediate(take, message));
    function take(message: FromThread) {
      if (message.t === "ready") {
        started = true;
        markReady();
        return pump();
      }
      const page = inFlight.get(message.id);
      if (page) onMessage(message, page, answer);
    }
    worker.on("error", (err) => {
      opts.logger.error("render thread failed", { error: String(err) });
      markFailed(err);
    });
    worker.on("exit", (code) => {
      const error = new Error(`render thread stopped (exit code ${code})`);
      for (const page of inFlight.values()) failPage(page, error);
      inFlight.clear();
      const at = threads.indexOf(thread);
      if (at >= 0) threads.splice(at, 1);
      // A thread that stopped after starting is replaced; its pages failed, the next go to the
      // others meanwhile. One that could not start is not tried again.
      if (started) threads.push(start());
      pump();
    });

    function onMessage(message: Exclude<FromThread, { t: "ready" }>, page: InFlight, reply: typeof answer) {
      switch (message.t) {
        case "pages": {
          const method = page.context.pages[message.name] as (...args: unknown[]) => Promise<unknown>;
          reply(message.call, () => method(...message.args));
          return;
        }
        case "api":
          reply(message.call, async (): Promise<ApiAnswer> => {
            const { url, method, headers, body } = message.request;
            const res = await page.context.callApi(url, { method, headers, body });
            return { status: res.status, headers: [...res.headers], body: res.body ? await res.arrayBuffer() : null };
          });
          return;
        case "head": {
          const init = { status: message.head.status, headers: new Headers(message.head.headers) };
          if (message.whole === "streamed") {
            const body = new ReadableStream<Uint8Array>({
              start(controller) {
                page.stream = controller;
              },
              // The browser went away mid-answer: what the thread still sends is dropped.
              cancel() {
                page.stream = undefined;
              },
            });
            page.resolve(new Response(body, init));
            return;
          }
          done(inFlight, message.id);
          page.resolve(message.whole ? responseWithBody(Buffer.from(message.whole), init) : new Response(null, init));
          return;
        }
        case "chunk":
          page.stream?.enqueue(message.data);
          return;
        case "end":
          done(inFlight, message.id);
          page.stream?.close();
          return;
        case "failed":
          done(inFlight, message.id);
          failPage(page, Object.assign(new Error(message.message), { stack: message.stack }));
      }
    }
    return thread;
  }

  for (let i = 0; i < opts.count; i++) threads.push(start());

  const render: PageRenderer = async (request, context) => {
    const data = await requestData(request);
    // A page that would wait in a full line is answered at once, as an overloaded store answers:
    // busy, and when to come back.
    const wouldWait = threads.every((t) => t.inFlight.size >= PAGES_IN_HAND);
    if (wouldWait && waiting.length >= opts.maxWaiting) return storeBusyPage();
    const id = ++lastId;
    return new Promise<Response>((resolve, reject) => {
      waiting.push({ id, data, page: { context, resolve, reject } });
      pump();
    });
  };

  return {
    render,
    /** Pages waiting for a thread now. */
    waiting: () => waiting.length,
    /** Resolves once every thread has its renderer. */
    ready: Promise.all(threads.map((t) => t.ready)).then(() => undefined),
  };
}

/**
 * The page a shopper gets while every render thread is busy and the line of pages waiting for
 * them is full (`PAGE_QUEUE_MAX`): the store's busy message, with when to try again. Nothing was
 * done, so a reload is safe; it is never kept by the page cache, which keeps 200s only. Its bytes
 * are made once, and its length is given, so an overloaded store neither writes nor compresses it
 * again for each shopper it turns away.
 */
const BUSY_PAGE = Buffer.from(
  `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Dhaaga</title><p>${LOAD_MESSAGES.busy}</p></html>`,
);

function storeBusyPage(): Response {
  return responseWithBody(BUSY_PAGE, {
    status: 503,
    headers: new Headers({
      "content-type": "text/html; charset=utf-8",
      "content-length": String(BUSY_PAGE.length),
      "cache-control": "no-store",
      "retry-after": String(RETRY_AFTER_SECONDS),
    }),
  });
}

function failPage(page: InFlight, error: Error) {
  if (page.stream) page.stream.error(error);
  else page.reject(error);
}
