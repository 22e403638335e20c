import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { gzipSync } from "node:zlib";

interface ManifestEntry {
  module: string;
  imports?: string[];
}
interface RouterManifest {
  entry: ManifestEntry;
  routes: Record<string, ManifestEntry & { parentId?: string }>;
}

/** React Router's browser manifest (build/client/assets/manifest-*.js), read without a browser. */
function readManifest(clientDir: string): RouterManifest {
  const assets = path.join(clientDir, "assets");
  const file = fs.readdirSync(assets).find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!file) throw new Error(`no manifest in ${assets}; run npm run build first`);
  const window: { __reactRouterManifest?: RouterManifest } = {};
  vm.runInNewContext(fs.readFileSync(path.join(assets, file), "utf8"), { window });
  return window.__reactRouterManifest!;
}

/**
 * JavaScript a first visit to each route downloads, gzipped: the entry, the root route, the
 * route's own module and every chunk they import (each counted once). The manifest file is not
 * counted: with lazy route discovery a server-rendered page carries its own routes inline and the
 * browser never fetches manifest-*.js (decision 090). Chunks a page imports only on first use
 * (a dialog opened, the cart panel after an add) are not part of a first visit.
 *
 * The framework floor is the entry and what it imports: React Router's default entry hydrates with
 * react-dom and react-router and nothing of the store, so it is what any route costs before a line
 * of ours. `ownKb` is the rest: the root's shell and the route's code.
 */
export function jsPerRoute(clientDir: string, routeIds: string[]) {
  const manifest = readManifest(clientDir);
  const gz = new Map<string, number>();
  const sizeOf = (url: string) => {
    if (!gz.has(url)) gz.set(url, gzipSync(fs.readFileSync(path.join(clientDir, url)), { level: 9 }).length);
    return gz.get(url)!;
  };
  const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
  const floorUrls = new Set([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  const floorBytes = [...floorUrls].reduce((sum, u) => sum + sizeOf(u), 0);
  const routes = routeIds.map((id) => {
    const chain: ManifestEntry[] = [manifest.entry];
    for (let r: (typeof manifest.routes)[string] | undefined = manifest.routes[id]; r; r = r.parentId ? manifest.routes[r.parentId] : undefined) {
      chain.push(r);
    }
    const urls = new Set<string>();
    for (const m of chain) {
      urls.add(m.module);
      for (const i of m.imports ?? []) urls.add(i);
    }
    const bytes = [...urls].reduce((sum, u) => sum + sizeOf(u), 0);
    return { route: id, files: urls.size, kb: kb(bytes), ownKb: kb(bytes - floorBytes) };
  });
  return { floorKb: kb(floorBytes), floorFiles: floorUrls.size, routes };
}
