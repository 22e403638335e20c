import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/** What one answered request tells the metrics: its route pattern, not its path (ids stay out of labels). */
export interface AnsweredRequest {
  /** The route pattern that answered (`/api/product/by-slug/:slug`), `/*` for pages and files. */
  route: string;
  method: string;
  status: number;
  seconds: number;
  /** The page cache's word on a page: hit or miss (its `x-page-cache` header), when it was asked. */
  pageCache?: string | null;
  /** Whether a 503 said when to come back (`Retry-After`): the store was busy by design, not broken. */
  retryAfter?: boolean;
}

/** The store's moving parts the metrics read when scraped. */
export interface WatchedParts {
  renderWaiting?: () => number;
  pageCache?: () => { pages: number; bytes: number };
  databasePool?: () => { total: number; idle: number; waiting: number };
}

/** Placing an order, by the route that places it, and the payment method it stands for. */
const PLACEMENT_ROUTES: Record<string, string> = {
  "/api/order/place": "cod",
  "/api/order/razorpay": "razorpay",
  "/api/order/stripe": "stripe",
};

/** A payment provider's or courier's call to the store: `/api/…/webhook/<provider>`. */
const WEBHOOK_ROUTE = /\/webhook\/([a-z0-9-]+)$/;

const resultOf = (status: number) => (status < 400 ? "ok" : status === 503 ? "busy" : status < 500 ? "refused" : "failed");

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The process's own figures (resident memory, event-loop lag, heap, handles), collected once per
 * process whatever number of stores it runs (tests run several).
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * One store's metrics in Prometheus' text format (decision 250): every answered request counted
 * by route pattern and status with its latency, the page cache's hits and misses, renders and
 * their line, order placements, busy answers, webhooks by provider and result, and the database
 * pool, beside the process's memory and event-loop lag.
 */
export function createStoreMetrics() {
  const registry = new Registry();
  const registers = [registry];
  const watched: WatchedParts = {};

  // Stored answers (decision 180) are counted as plain numbers, folded into the series at each
  // scrape: labelling a series costs more than a stored answer takes to send.
  const storedCounts = new Map<string, number>();
  const requests: Counter<"route" | "method" | "status"> = new Counter({
    name: "dhaaga_http_requests_total",
    help: "Answered requests by route pattern, method and status.",
    labelNames: ["route", "method", "status"] as const,
    registers,
    collect() {
      for (const [key, n] of storedCounts) {
        const [method, status, pageState, route] = key.split(" ", 4) as [string, string, string, string];
        requests.inc({ route, method, status }, n);
        if (pageState === "hit") pageCache.inc({ result: "hit" }, n);
      }
      storedCounts.clear();
    },
  });
  const latency = new Histogram({
    name: "dhaaga_http_request_duration_seconds",
    help: "Time to answer a request, by route pattern and method.",
    labelNames: ["route", "method"] as const,
    buckets: SECONDS,
    registers,
  });
  const pageCache = new Counter({
    name: "dhaaga_page_cache_requests_total",
    help: "Pages asked of the page cache: hit (kept bytes served) or miss (rendered, then kept).",
    labelNames: ["result"] as const,
    registers,
  });
  const busy = new Counter({
    name: "dhaaga_busy_answers_total",
    help: "503 answers with Retry-After: the store turned a request away while overloaded.",
    labelNames: ["route"] as const,
    registers,
  });
  const placements = new Counter({
    name: "dhaaga_order_placements_total",
    help: "Order placements by payment method and result (ok, refused, busy, failed).",
    labelNames: ["method", "result"] as const,
    registers,
  });
  const placementTime = new Histogram({
    name: "dhaaga_order_placement_seconds",
    help: "Time to place an order, queueing included, by payment method.",
    labelNames: ["method"] as const,
    buckets: SECONDS,
    registers,
  });
  const webhooks = new Counter({
    name: "dhaaga_webhook_events_total",
    help: "Webhook calls by provider and result (ok, refused, busy, failed).",
    labelNames: ["provider", "result"] as const,
    registers,
  });
  const renderTime = new Histogram({
    name: "dhaaga_page_render_seconds",
    help: "Time from asking for a page's render to its first bytes, waiting for a render thread included.",
    buckets: SECONDS,
    registers,
  });
  new Gauge({
    name: "dhaaga_render_waiting",
    help: "Pages waiting for a render thread.",
    registers,
    collect() {
      this.set(watched.renderWaiting?.() ?? 0);
    },
  });
  new Gauge({
    name: "dhaaga_page_cache_pages",
    help: "Pages kept by the page cache.",
    registers,
    collect() {
      this.set(watched.pageCache?.().pages ?? 0);
    },
  });
  new Gauge({
    name: "dhaaga_page_cache_bytes",
    help: "Bytes the kept pages take, every encoding counted.",
    registers,
    collect() {
      this.set(watched.pageCache?.().bytes ?? 0);
    },
  });
  new Gauge({
    name: "dhaaga_db_pool_connections",
    help: "PostgreSQL connections by state (total, idle) and queries waiting for one (waiting); the embedded database has one.",
    labelNames: ["state"] as const,
    registers,
    collect() {
      const pool = watched.databasePool?.() ?? { total: 1, idle: 0, waiting: 0 };
      this.set({ state: "total" }, pool.total);
      this.set({ state: "idle" }, pool.idle);
      this.set({ state: "waiting" }, pool.waiting);
    },
  });

  return {
    /** Counts one answered request, wherever it was answered (the router or the stored answers). */
    answered(r: AnsweredRequest) {
      const status = String(r.status);
      requests.inc({ route: r.route, method: r.method, status });
      latency.observe({ route: r.route, method: r.method }, r.seconds);
      if (r.pageCache === "hit" || r.pageCache === "miss") pageCache.inc({ result: r.pageCache });
      if (r.status === 503 && r.retryAfter) busy.inc({ route: r.route });
      const method = r.method === "POST" ? PLACEMENT_ROUTES[r.route] : undefined;
      if (method) {
        placements.inc({ method, result: resultOf(r.status) });
        placementTime.observe({ method }, r.seconds);
      }
      const provider = r.method === "POST" ? WEBHOOK_ROUTE.exec(r.route)?.[1] : undefined;
      if (provider) webhooks.inc({ provider, result: resultOf(r.status) });
    },
    /** Counts a stored answer (no latency: sending kept bytes takes microseconds). */
    stored(route: string, method: string, status: number, pageCache: string | undefined) {
      const key = `${method} ${status} ${pageCache === "hit" ? "hit" : "-"} ${route}`;
      storedCounts.set(key, (storedCounts.get(key) ?? 0) + 1);
    },
    /** Times a page's render until its first bytes. */
    rendered(seconds: number) {
      renderTime.observe(seconds);
    },
    /** Names the parts whose state is read at each scrape. */
    watch(parts: WatchedParts) {
      Object.assign(watched, parts);
    },
    /** The text a Prometheus server scrapes. */
    async text(): Promise<{ contentType: string; body: string }> {
      const both = Registry.merge([processMetrics(), registry]);
      return { contentType: both.contentType, body: await both.metrics() };
    },
  };
}

export type StoreMetrics = ReturnType<typeof createStoreMetrics>;
