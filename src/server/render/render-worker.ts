// A render thread (decision 191): renders pages with the same renderer as the main thread, and asks
// the main thread for everything else, the database and the store's API, by message.
import { parentPort, workerData } from "node:worker_threads";
import type { PageContext, PageData, PublicConfig } from "../../contracts/pages";
import { createLogger } from "../http/logger";
import { bodyOf, hasBody } from "./buffered-response";
import { pageSettingsOf } from "../modules/storefront/page-data";
import { applyVocabulary } from "../../domain/vocabulary";
import { createPageRenderer, loadWebBuild } from "./page-renderer";
import { type ApiAnswer, type FromThread, ownBuffer, type RequestData, requestData, requestOf, type ToThread } from "./thread-messages";
import type { RenderThreadData } from "./render-threads";

const port = parentPort;
if (!port) throw new Error("render-worker runs as a worker thread");
const data = workerData as RenderThreadData;
// What the page settings hold from the configuration alone (devMailbox); `config` comes with each page (decision 219).
const settings = pageSettingsOf(data.config);
// The thread writes its own log lines, in the store's form, to the same standard output.
const logger = createLogger(data.config.logLevel);
const send = (message: FromThread, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
let lastCall = 0;
function ask(message: Extract<FromThread, { t: "pages" } | { t: "api" }>): Promise<unknown> {
  return new Promise((resolve, reject) => {
    waiting.set(message.call, { resolve, reject });
    send(message);
  });
}

/** PageData's methods, each a question to the main thread, which holds the database. */
const PAGE_DATA: Record<keyof PageData, true> = {
  homeSections: true,
  productBySlug: true,
  relatedProducts: true,
  recentPurchases: true,
  search: true,
  cartPageExtras: true,
};
function pagesFor(id: number): PageData {
  const pages: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
  for (const name of Object.keys(PAGE_DATA) as (keyof PageData)[]) pages[name] = (...args) => ask({ t: "pages", id, call: ++lastCall, name, args });
  return pages as unknown as PageData;
}

function contextFor(id: number, request: Request, requestId: string, config: PublicConfig): PageContext {
  return {
    pages: pagesFor(id),
    ...settings,
    config,
    requestId,
    async callApi(path, init) {
      const call = await requestData(new Request(new URL(path, request.url), init));
      const answer = (await ask({ t: "api", id, call: ++lastCall, request: call })) as ApiAnswer;
      return new Response(answer.body, { status: answer.status, headers: answer.headers });
    },
    reportError: (error) => logger.error("page failed", { reqId: requestId, path: new URL(request.url).pathname, error: String(error) }),
    document: {},
  };
}

async function render(id: number, asked: RequestData, requestId: string, config: PublicConfig) {
  try {
    // The page's loaders and components read the vocabulary in force where the server loaded it.
    applyVocabulary(config.vocabulary);
    const request = requestOf(asked);
    const res = await renderPage(request, contextFor(id, request, requestId, config));
    const head = { status: res.status, headers: [...res.headers] };
    const whole = bodyOf(res);
    if (whole) {
      const buffer = ownBuffer(whole);
      return send({ t: "head", id, head, whole: buffer }, [buffer]);
    }
    if (!hasBody(res) || !res.body) return send({ t: "head", id, head, whole: null });
    send({ t: "head", id, head, whole: "streamed" });
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      const buffer = ownBuffer(chunk);
      send({ t: "chunk", id, data: new Uint8Array(buffer) }, [buffer]);
    }
    send({ t: "end", id });
  } catch (err) {
    const error = err instanceof Error ? err : new Error(String(err));
    send({ t: "failed", id, message: error.message, stack: error.stack });
  }
}

const renderPage = createPageRenderer(await loadWebBuild(), data.config);

/**
 * Each message is taken up in a task of its own (`setImmediate`), not in the port's handler. The
 * port hands over every message that arrives while it is handing them over, and a busy thread's
 * answers keep arriving: rendering in the handler kept the event loop from its timers, and each
 * render's pending timers (React's, the entry's) held its whole page, hundreds of MB in all.
 */
port.on("message", (message: ToThread) => setImmediate(take, message));

function take(message: ToThread) {
  if (message.t === "render") {
    render(message.id, message.request, message.requestId, message.config);
    return;
  }
  const call = waiting.get(message.call);
  if (!call) return;
  waiting.delete(message.call);
  if (message.ok) call.resolve(message.value);
  else call.reject(new Error(message.message));
}
send({ t: "ready" });
