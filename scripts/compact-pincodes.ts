// Build step: India Post's directory (one row per post office, 34 MB) -> one entry per PIN, ~150 kB.
import fs from "node:fs";
import path from "node:path";
import { compactFromPackage, compactPinFile } from "../src/server/modules/delivery/pin-directory";

const compact = compactFromPackage();
fs.mkdirSync(path.dirname(compactPinFile), { recursive: true });
fs.writeFileSync(compactPinFile, JSON.stringify(compact));
console.log(`PIN directory: ${compact.pins.length / 2} PIN codes, ${Math.round(fs.statSync(compactPinFile).size / 1024)} kB`);
