import fs from "node:fs";
import { createApp } from "./app";
import type { Config } from "./config";
import { type Database, openDatabase } from "./db/client";
import { seedDemoIfEmpty } from "./db/seed/seed";
import type { Logger } from "./http/logger";
import { createStaticFiles } from "./http/static-files";
import { PAGE_TTL_MS, createPageCache } from "./page-cache/page-cache";
import { clientBuildDir, demoArtDir, serverBuildFile } from "./paths";
import { type PageRenderer, createPageRenderer, loadWebBuild } from "./render/page-renderer";
import { createRenderThreads, defaultRenderThreads } from "./render/render-threads";
import { createServices } from "./services";
import type { StoreMetrics } from "./metrics/store-metrics";

export class StartupError extends Error {}

export function describeDbError(config: Config, err: unknown): string {
  const reason = err instanceof Error ? (err as NodeJS.ErrnoException).code || err.message : String(err);
  if (config.databaseUrl) {
    const safe = config.databaseUrl.replace(/\/\/[^@/]*@/, "//***@");
    return `DATABASE_URL: cannot use the database at ${safe} (${reason})`;
  }
  return `DATA_DIR: cannot open the embedded database in ${config.dataDir} (${reason})`;
}

/**
 * Opens the configured database and applies its migrations, as the store and its command-line
 * tools all do first; a database that cannot be used is one line naming the setting to fix.
 */
export async function openMigratedDatabase(config: Config, logger?: Logger): Promise<Database> {
  try {
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onConnectionError: logger && ((err) => logger.warn("database connection lost", { reason: err.message })),
      pool: config.databasePool,
    });
    await database.migrate();
    return database;
  } catch (err) {
    throw new StartupError(describeDbError(config, err));
  }
}

/** Opens and migrates the database and seeds the demo catalog when the store is new. */
export async function prepareDatabase(config: Config, logger: Logger): Promise<Database> {
  const database = await openMigratedDatabase(config, logger);
  if (config.seedDemo) {
    const seeded = await seedDemoIfEmpty(database.db);
    if (seeded.seeded) logger.info("seeded the demo catalog", { products: seeded.products });
  }
  return database;
}

interface Renderer {
  render: PageRenderer;
  /** Pages waiting for a render thread (none when pages render on the main thread). */
  waiting: () => number;
}

function startRenderer(config: Config, logger: Logger): Promise<Renderer> {
  if (!fs.existsSync(serverBuildFile)) return Promise.reject(new StartupError("The web build is missing: run `npm run build` first."));
  const count = config.renderThreads ?? defaultRenderThreads(config);
  if (count === 0) return loadWebBuild().then((build) => ({ render: createPageRenderer(build, config), waiting: () => 0 }));
  const threads = createRenderThreads({ count, maxWaiting: config.pageQueueMax, data: { config }, logger });
  return threads.ready.then(() => ({ render: threads.render, waiting: threads.waiting }));
}

/** The renderer, timed to each page's first bytes for the metrics. */
function timed(render: PageRenderer, metrics: StoreMetrics): PageRenderer {
  return (request, context) => {
    const started = performance.now();
    return render(request, context).finally(() => metrics.rendered((performance.now() - started) / 1000));
  };
}

/** Everything the running store needs: database, services, static files and server rendering. */
export async function bootStore(config: Config, logger: Logger) {
  // The web build's modules are read, in the render threads or here, while the database starts (decision 155).
  // A database that cannot be used is reported before a missing web build, as it always was.
  const renderer = startRenderer(config, logger);
  renderer.catch(() => {});
  const database = await prepareDatabase(config, logger);
  const services = createServices({ database, config, logger });
  await services.listening;
  const { render, waiting } = await renderer;
  const staticFiles = createStaticFiles([
    {
      prefix: "/",
      dir: clientBuildDir,
      cacheControl: (p) => (p.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=3600"),
    },
    { prefix: "/images/demo/", dir: demoArtDir, cacheControl: () => "public, max-age=604800" },
  ]);
  const pageCache = config.pageCacheMb > 0 ? createPageCache({ maxBytes: config.pageCacheMb * 1024 * 1024, ttlMs: PAGE_TTL_MS }) : undefined;
  if (pageCache) services.storefrontChanges.onChange(() => pageCache.clear());
  services.metrics.watch({ renderWaiting: waiting, ...(pageCache ? { pageCache: () => ({ pages: pageCache.pages, bytes: pageCache.bytes }) } : {}) });
  const app = createApp({
    config,
    database,
    services,
    logger,
    staticFiles,
    render: timed(render, services.metrics),
    pageCache,
  });
  return { app, database, services, pageCache };
}
