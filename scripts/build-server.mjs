// Second half of `npm run build`: bundles the Node server, precompresses the browser assets
// once (so no request ever compresses them), compacts the PIN-code directory and renders the demo catalog's art.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");

// Packages every start loads, pure JavaScript, used by the store alone: bundled, so a start reads
// a few files instead of some 250 (zod alone is 90 modules, its 50 locales among them) and the
// bundler drops what the store never calls. Every other package stays in node_modules: React and
// React Router are shared with the web build, the database drivers and native modules load their
// own files, and the libraries some requests need are imported on first use (decision 155).
const BUNDLED = new Set(["zod", "drizzle-orm", "hono", "@hono/node-server", "csv-parse", "csv-stringify"]);
const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })
  .filter((name) => !BUNDLED.has(name))
  .flatMap((name) => [name, `${name}/*`]);

// Drizzle asks `is(piece, Class)` of every piece of every statement it builds; the server's copy
// answers from a table made once per class (src/server/db/drizzle-entity.ts, decision 210).
const drizzleDir = `${path.sep}node_modules${path.sep}drizzle-orm${path.sep}`;
const drizzleEntity = {
  name: "drizzle-entity",
  setup(b) {
    b.onResolve({ filter: /(^|\/)entity\.js$/ }, (args) =>
      args.importer.includes(drizzleDir) ? { path: path.join(root, "src/server/db/drizzle-entity.ts") } : undefined,
    );
  },
};

// build/server/main.js only settles NODE_ENV, then imports the store, which is split into a chunk of
// its own so that none of its imports runs first (src/server/entry.ts).
fs.rmSync(path.join(root, "build/server/store"), { recursive: true, force: true });
await build({
  entryPoints: { main: path.join(root, "src/server/entry.ts"), "render-worker": path.join(root, "src/server/render/render-worker.ts") },
  outdir: path.join(root, "build/server"),
  chunkNames: "store/[name]-[hash]",
  splitting: true,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  external,
  sourcemap: true,
  logLevel: "warning",
  plugins: [drizzleEntity],
});

const COMPRESSIBLE = /\.(js|css|svg|json|txt|html|webmanifest)$/;
let compressed = 0;
const clientDir = path.join(root, "build/client");
for (const rel of fs.readdirSync(clientDir, { recursive: true })) {
  const file = path.join(clientDir, rel);
  if (!COMPRESSIBLE.test(file) || !fs.statSync(file).isFile()) continue;
  const raw = fs.readFileSync(file);
  if (raw.length < 512) continue;
  fs.writeFileSync(`${file}.br`, brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  fs.writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
  compressed++;
}

execFileSync(path.join(root, "node_modules/.bin/tsx"), [path.join(root, "scripts/compact-pincodes.ts")], { stdio: "inherit" });

execFileSync(path.join(root, "node_modules/.bin/tsx"), [path.join(root, "tools/demo-art/main.ts"), path.join(root, ".cache/demo-art")], {
  stdio: "inherit",
});

fs.writeFileSync(path.join(root, "build/.stamp"), new Date().toISOString());
console.log(`server bundled, ${compressed} assets precompressed`);
