import { createServer } from "node:http";
import { createApp, createListener } from "../../src/server/app";
import { prepareDatabase } from "../../src/server/boot";
import { loadConfig } from "../../src/server/config";
import { createLogger } from "../../src/server/http/logger";
import { createServices } from "../../src/server/services";

/**
 * The store's API as its own process (no web build needed), configured by the same environment
 * variables as the store: for tests that kill a process and start it again.
 */
const config = loadConfig();
const logger = createLogger(config.logLevel);
const database = await prepareDatabase(config, logger);
const services = createServices({ database, config, logger });
const app = createApp({ config, database, services, logger });
createServer(createListener(app, { config, services, logger })).listen(config.port, config.host, () => process.stdout.write("ready\n"));
