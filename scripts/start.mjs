// `npm start`: build when the build is missing or older than the sources, then serve the store.
import { buildIsStale, buildNow } from "./build-state.mjs";

if (buildIsStale()) {
  // A bad setting is reported at once, not after a minute of building.
  const { tsImport } = await import("tsx/esm/api");
  const { loadConfig } = await tsImport("../src/server/config.ts", import.meta.url);
  try {
    loadConfig();
  } catch (err) {
    console.error(`dhaaga: ${err.message}`);
    process.exit(1);
  }
  console.log("Building the store (first start, or sources changed)…");
  try {
    await buildNow();
  } catch (err) {
    console.error(`dhaaga: ${err.message}`);
    process.exit(1);
  }
}
await import("../build/server/main.js");
