import { reactRouter } from "@react-router/dev/vite";
import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import path from "node:path";
import { defineConfig } from "vite";
import { classNamesAsConstants } from "./tools/vite/class-names-as-constants.ts";
import { lazyChunkStyles } from "./tools/vite/lazy-chunk-styles.ts";

const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;
// What every storefront page runs around its route (the root route and its shell) and the pieces
// the browsing pages share: one chunk compresses better and costs one request instead of twenty
// small ones. Nothing in it may import the shop's policy texts (decision 218).
const SHELL_FILES = [
  "web/root.tsx",
  "web/lib/shop.tsx",
  "web/lib/session.tsx",
  "web/lib/toasts.tsx",
  "web/lib/visits.ts",
  "web/components/site-header.tsx",
  "web/components/site-footer.tsx",
  "web/components/whatsapp-button.tsx",
  "web/components/cart-drawer.tsx",
  "web/components/navigation-status.tsx",
  "web/components/product-card.tsx",
  "web/components/responsive-image.tsx",
  "web/components/stars.tsx",
  "domain/product-links.ts",
  "domain/wishlist.ts",
  "web/lib/wishlist-store.ts",
  "web/lib/wishlist.ts",
  "web/components/wishlist-heart.tsx",
  "web/lib/loader-meta.ts",
  // Small modules the browsing pages share, each of which would otherwise be a chunk of its own.
  "web/lib/use-media.ts",
  "domain/palette.ts",
  "domain/color-images.ts",
  "domain/india/india-day.ts",
];
const inShell = (id: string) => SHELL_FILES.some((f) => id.replaceAll("\\", "/").endsWith(`/src/${f}`));

/** Each stylesheet's tag in its built class names: four base-36 digits of its path's hash, unique in the build. */
const tags = new Map<string, string>();
function fileTag(file: string): string {
  const rel = path.relative(import.meta.dirname, file).replaceAll("\\", "/");
  const tag = (Number.parseInt(createHash("sha1").update(rel).digest("hex").slice(0, 8), 16) % 36 ** 4).toString(36).padStart(4, "0");
  const owner = tags.get(tag);
  if (owner && owner !== rel) throw new Error(`${rel} and ${owner} have the same class-name tag ${tag}: rename one`);
  tags.set(tag, rel);
  return tag;
}

/**
 * A built class name: the class as the code reads it (camelCase) and its stylesheet's tag, e.g.
 * `footerGrid_k2qa`. The browser's scripts map each class to its name, and a name that repeats its
 * key costs almost nothing gzipped, where a random hash costs its length.
 */
function scopedName(name: string, file: string): string {
  const camel = name.replace(/-+(\w)/g, (_, c: string) => c.toUpperCase());
  return `${camel}_${fileTag(file.split("?")[0]!)}`;
}

/**
 * React Router's production files for the browser: its package points every condition at its
 * development files, whose warnings (and their messages) would ship to every shopper. The server
 * keeps the package's own resolution: its modules and the server build's must be one instance.
 */
const ROUTER_PRODUCTION = path.join(path.dirname(createRequire(import.meta.url).resolve("react-router")), "../production");
const browserRouterFiles = [
  { find: /^react-router$/, replacement: path.join(ROUTER_PRODUCTION, "index.mjs") },
  { find: /^react-router\/dom$/, replacement: path.join(ROUTER_PRODUCTION, "dom-export.mjs") },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [...classNamesAsConstants(), lazyChunkStyles(), reactRouter()],
  resolve: isSsrBuild ? {} : { alias: browserRouterFiles },
  // The server build carries the zod it uses instead of loading the package's 90 modules at every start (decision 199).
  ssr: { noExternal: ["zod"] },
  build: {
    assetsInlineLimit: 0,
    // A lazy chunk fetches its few imports itself: no module preloads; its stylesheets come by lazyChunkStyles.
    modulePreload: false,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          // Imported constants (the spec's strings among them) are written where they are used, so
          // a page carries the strings it shows, not every string of the store.
          optimization: { inlineConst: { mode: "all", pass: 2 } },
          output: {
            codeSplitting: {
              groups: [
                { name: "framework", test: FRAMEWORK, priority: 2 },
                // The spec's lists and message functions, for the pages that show them: not in the shell.
                { name: "messages", test: /src[\\/]domain[\\/]messages\.ts$/, priority: 3 },
                // The footer's links and marks, for the cart's totals and /contact: the footer itself is the server's markup.
                { name: "store-links", test: /src[\\/]web[\\/]lib[\\/]store-links\.ts$/, priority: 3 },
                // The WhatsApp links the contact and partner pages make: every other page has the server's button.
                { name: "whatsapp", test: /src[\\/]web[\\/]lib[\\/]whatsapp\.ts$/, priority: 3 },
                { name: "shell", test: inShell, priority: 1 },
              ],
            },
          },
        },
  },
  // Styles are CSS Modules beside their component (decision 130); class names are read as camelCase.
  // Built class names are `scopedName`'s (the same in the server's and the browser's build): they
  // are written into every page's HTML and into the scripts that map them (decision 183).
  css: { modules: { localsConvention: "camelCaseOnly", ...(command === "build" ? { generateScopedName: scopedName } : {}) } },
}));
