import { buildIsStale, buildNow } from "./build-state.mjs";

if (buildIsStale()) await buildNow();
