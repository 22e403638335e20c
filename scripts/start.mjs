// `npm start`: build when the build is missing or older than the sources, then serve the store.
import { buildIsStale, buildNow } from "./build-state.mjs";

if (buildIsStale()) {
  console.log("Building the store (first start, or sources changed)…");
  try {
    await buildNow();
  } catch (err) {
    console.error(`dhaaga: ${err.message}`);
    process.exit(1);
  }
}
await import("../build/server/main.js");
