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
 * browser never fetches manifest-*.js (decision 090).
 */
export function jsPerRoute(clientDir: string, routeIds: string[]) {
  const manifest = readManifest(clientDir);
  const gz = new Map<string, number>();
  const sizeOf = (url: string) => {
    if (!gz.has(url)) gz.set(url, gzipSync(fs.readFileSync(path.join(clientDir, url)), { level: 9 }).length);
    return gz.get(url)!;
  };
  return routeIds.map((id) => {
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
    return { route: id, files: urls.size, kb: Math.round((bytes / 1024) * 10) / 10 };
  });
}
