/**
 * The layers of decision 071: web → contracts → domain and server → contracts → domain; and the
 * server's modules meet only through their faces (decision 240).
 * `npm run lint` runs these over src/ (and tests/scripts for cycles).
 */
module.exports = {
  forbidden: [
    {
      name: "domain-stays-pure",
      comment: "src/domain holds pure rules shared by browser and server: it imports nothing else of ours, and no Node built-ins.",
      severity: "error",
      from: { path: "^src/domain/" },
      to: { pathNot: "^src/domain/", dependencyTypesNot: ["npm", "npm-dev", "npm-peer", "npm-optional"] },
    },
    {
      name: "contracts-on-domain-only",
      comment: "src/contracts describes the API for both sides: it may import src/domain and zod, nothing of the server or the web.",
      severity: "error",
      from: { path: "^src/contracts/" },
      to: { path: "^src/(server|web)/" },
    },
    {
      name: "web-not-server",
      comment: "The browser's code never imports the server's: shared shapes come from src/contracts, shared rules from src/domain.",
      severity: "error",
      from: { path: "^src/web/" },
      to: { path: "^src/server/" },
    },
    {
      name: "web-types-only-from-contracts",
      comment:
        "Storefront pages take types from src/contracts, never its zod schemas (they would ship to every page importing them); the console under /admin, a bundle of its own, may validate its forms with them.",
      severity: "error",
      from: { path: "^src/web/", pathNot: "^src/web/(routes/admin|console)/" },
      to: { path: "^src/contracts/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "server-not-web",
      comment: "The server reaches the web app only through the built bundle it loads at run time.",
      severity: "error",
      from: { path: "^src/server/" },
      to: { path: "^src/web/" },
    },
    {
      name: "modules-meet-through-their-faces",
      comment:
        "src/server/modules/<domain> is one domain for every audience. Another module's code is reached only through its face: its services (*.service.ts), the shapes it hands over (*.dto.ts) and the rate limits callers count against (*-limits.ts); everything else in a module is its own.",
      severity: "error",
      from: { path: "^src/server/modules/([^/]+)/" },
      to: {
        path: "^src/server/modules/[^/]+/",
        pathNot: ["^src/server/modules/$1/", "^src/server/modules/[^/]+/[^/]+[.](service|dto)[.]ts$", "^src/server/modules/[^/]+/[^/]+-limits[.]ts$"],
      },
    },
    {
      name: "middleware-then-pages-then-their-cache",
      comment:
        "src/server/http is middleware, src/server/render the page pipeline, src/server/page-cache what keeps its output: each may use the folders before it, never one after it.",
      severity: "error",
      from: { path: "^src/server/(http|render)/" },
      to: { path: "^src/server/(render|page-cache)/", pathNot: "^src/server/$1/" },
    },
    {
      name: "no-circular",
      comment: "No import cycles: a cycle means two modules are one, or one of them holds something the other should own.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(\\.react-router|build|node_modules)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
