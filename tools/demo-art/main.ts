// `npx tsx tools/demo-art/main.ts [outDir] [--force]`: draws every demo image locally.
// Without --force an up-to-date outDir (matching .stamp) is left alone.
import { rm } from "node:fs/promises";
import path from "node:path";
import { demoCatalog } from "../../src/server/db/seed/demo-catalog";
import { renderDemoImages } from "./render";

const args = process.argv.slice(2);
const force = args.includes("--force");
const outDir = path.resolve(args.find((a) => !a.startsWith("--")) ?? "build/client/images/demo");

if (force) await rm(path.join(outDir, ".stamp"), { force: true });
const { files, ms } = await renderDemoImages(outDir, demoCatalog());
console.log(files === 0 ? `demo art in ${outDir} is up to date (${ms} ms)` : `rendered ${files} files into ${outDir} in ${(ms / 1000).toFixed(1)} s`);
