import type { Plugin } from "vite";

/** The module Vite wraps every dynamic import of the browser's build with (`__vitePreload`). */
const HELPER_ID = "\0vite/preload-helper.js";

/**
 * What a lazy chunk waits for before it runs: its stylesheets, each linked once. The build has no
 * module preloads (`modulePreload: false`), so a chunk's dependencies are stylesheets only. A sheet
 * the page already has, as a link or written inline by the server (`<style data-href>`, decision
 * 150), is not linked again. A sheet that fails to load fails the import, and the next import
 * tries again.
 */
const HELPER = `
const sheets = {};
function linkSheet(href) {
  if (document.querySelector('style[data-href="' + href + '"],link[rel=stylesheet][href^="' + href + '"]')) return;
  return new Promise((resolve, reject) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    link.onload = resolve;
    link.onerror = () => reject(new Error("Unable to load " + href));
    document.head.appendChild(link);
  });
}
export const __vitePreload = (load, deps) =>
  deps && deps.length
    ? Promise.all(
        deps.map((dep) => (sheets[dep] ??= Promise.resolve(linkSheet("/" + dep)).catch((err) => { delete sheets[dep]; throw err; }))),
      ).then(load)
    : load();
`;

/**
 * Vite's own helper also preloads modules, reads CSP nonces and raises \`vite:preloadError\`: some
 * 0.7 KB gzipped in every page's scripts for what this store does not use (decision 185).
 */
export function lazyChunkStyles(): Plugin {
  return {
    name: "dhaaga:lazy-chunk-styles",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    resolveId: (id) => (id === HELPER_ID ? id : undefined),
    load: (id) => (id === HELPER_ID ? HELPER : undefined),
  };
}
