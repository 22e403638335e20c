import { createServer } from "node:http";
import { createListener } from "./app";
import { sweepExpired } from "./modules/housekeeping/housekeeping";
import { bootStore, StartupError } from "./boot";
import { ConfigError, loadConfig } from "./config";
import { createLogger } from "./http/logger";
import { CONSOLE_MESSAGES } from "../domain/console-messages";
import { openBackupChannel } from "./backup/backup-channel";
import { scheduleNightlyBackups } from "./backup/nightly-backups";

function fail(message: string): never {
  process.stderr.write(`dhaaga: ${message}\n`);
  process.exit(1);
}

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    fail(err instanceof ConfigError ? err.message : String(err));
  }
  const logger = createLogger(config.logLevel);
  // A signal during migration or seeding waits for them: the database is closed cleanly after.
  let signalled: string | undefined;
  const early = (signal: NodeJS.Signals) => {
    signalled = signal;
  };
  process.on("SIGTERM", early);
  process.on("SIGINT", early);
  let store: Awaited<ReturnType<typeof bootStore>>;
  try {
    store = await bootStore(config, logger);
  } catch (err) {
    fail(err instanceof StartupError ? err.message : String(err));
  }

  // Unpaid online orders give their stock back once their hold runs out (also checked before each order),
  // cash-on-delivery orders nobody confirmed in time are canceled (decision 217), and shipments the
  // courier has said nothing of for 24 hours are asked about (decision 234).
  const sweep = setInterval(() => {
    store.services.orders.releaseExpiredHolds().catch((err) => logger.warn("stock release sweep failed", { error: String(err) }));
    store.services.codConfirmation.releaseUnconfirmed().catch((err) => logger.warn("unconfirmed order sweep failed", { error: String(err) }));
    store.services.shipping.pollQuiet().catch((err) => logger.warn("quiet shipment sweep failed", { error: String(err) }));
  }, 60_000);
  sweep.unref();
  // Ended sessions, spent codes, old rate-limit rows and idempotency keys are deleted hourly.
  const housekeeping = () =>
    sweepExpired(store.database.db)
      .then((swept) => logger.info("housekeeping", { ...swept }))
      .catch((err) => logger.warn("housekeeping failed", { error: String(err) }));
  // The first sweep waits a minute, so that it does not hold up the first requests after a restart.
  setTimeout(housekeeping, 60_000).unref();
  setInterval(housekeeping, 60 * 60_000).unref();

  // `npm run backup` asks this process for the embedded database's archive (decision 251).
  const backupChannel = await openBackupChannel({ dataDir: config.dataDir, database: store.database, logger }).catch((err) => {
    logger.warn("backups cannot be asked of this store", { error: String(err) });
    return undefined;
  });
  const stopNightlyBackups = scheduleNightlyBackups({ config, database: store.database, logger });

  const server = createServer(createListener(store.app, { config, services: store.services, logger, pageCache: store.pageCache }));
  // An idle kept-alive connection stays open longer than the clients and proxies in front keep theirs
  // (Node closes it after 5 s): else a request sent just as the store closes the socket is cut off.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.on("error", (err: NodeJS.ErrnoException) => {
    if (err.code === "EADDRINUSE") fail(`PORT: ${config.port} on ${config.host} is already in use`);
    if (err.code === "EADDRNOTAVAIL") fail(`HOST: ${config.host} is not an address of this machine`);
    fail(`cannot listen on ${config.host}:${config.port} (${err.code ?? err.message})`);
  });
  server.on("listening", () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    logger.info("store listening", { url: `http://${config.host}:${port}`, database: store.database.kind });
    announceOwnerSetup();
  });
  server.listen(config.port, config.host);

  // Until the shop has an owner, every start prints a fresh one-time link to create one.
  const announceOwnerSetup = () => {
    store.services.consoleAuth
      .ownerSetupLink()
      .then((link) => link && logger.warn(`${CONSOLE_MESSAGES.ownerLinkLog} ${link}`))
      .catch((err) => logger.error("owner setup link failed", { error: String(err) }));
  };

  let stopping = false;
  const closeDatabase = async () => {
    clearInterval(sweep);
    stopNightlyBackups();
    await backupChannel?.close();
    store.services.visits.stop();
    store.services.dropClock.stop();
    await store.services.visits.flush().catch((err) => logger.warn("page visits not saved", { error: String(err) }));
    await store.database.close().catch(() => {});
  };
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info("shutting down", { signal });
    // Stop accepting, let in-flight requests finish, then save counters and close the database.
    server.close(async () => {
      await closeDatabase();
      logger.info("stopped");
      process.exit(0);
    });
    server.closeIdleConnections?.();
    setTimeout(async () => {
      logger.warn("requests still running after 10 s: closing anyway");
      server.closeAllConnections?.();
      await closeDatabase();
      process.exit(1);
    }, 10_000).unref();
  };
  process.off("SIGTERM", early);
  process.off("SIGINT", early);
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  if (signalled) stop(signalled);
}

main();
