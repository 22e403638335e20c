// `npm run db:migrate` and `npm run db:seed`: the same database steps the store takes at start,
// on their own, with the same one-line errors.
import { openMigratedDatabase } from "../boot";
import { ConfigError, loadConfig } from "../config";
import { seedDemoIfEmpty } from "./seed/seed";

const USAGE = "usage: db-cli.ts migrate|seed";

async function main(command: string | undefined): Promise<string> {
  if (command !== "migrate" && command !== "seed") throw new Error(USAGE);
  const database = await openMigratedDatabase(loadConfig());
  try {
    if (command === "migrate") return `migrations applied (${database.kind})`;
    // Seeds only a store without products: a merchant's catalog is never touched.
    const result = await seedDemoIfEmpty(database.db, { force: true });
    return result.seeded ? `seeded the demo catalog: ${result.products} products` : `not seeded: the store already has ${result.products} products`;
  } finally {
    await database.close();
  }
}

main(process.argv[2]).then(
  (line) => console.log(`dhaaga: ${line}`),
  (err) => {
    process.stderr.write(`dhaaga: ${err instanceof ConfigError || err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
