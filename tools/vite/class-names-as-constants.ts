import type { Plugin } from "vite";

/** `import s from "./x.module.css"`, as the store's components read their class names. */
const DEFAULT_IMPORT = /^import (\w+) from ("[^"\n]+\.module\.css");$/gm;

/**
 * Vite compiles a CSS Module to a JavaScript module with one exported constant per class and a
 * default export, an object of them all. Read through the default export, every map ships whole in
 * the browser's scripts. Read through the module's namespace (`import * as s`), `s.card` is the
 * constant `card`, which the build writes where it is used (rolldown's `inlineConst`), and a map
 * no code indexes is left out (decision 186).
 *
 * TypeScript types a CSS Module by its default export, so the sources keep the default import and
 * the browser's build rewrites it. Class names that are not identifiers have no constant of their
 * own: the stylesheets use none (their keys are camelCase, `localsConvention: "camelCaseOnly"`).
 */
export function classNamesAsConstants(): Plugin[] {
  const client = (environment: { config: { consumer: string } }) => environment.config.consumer === "client";
  return [
    {
      name: "dhaaga:class-names-as-constants",
      enforce: "pre",
      applyToEnvironment: client,
      transform: {
        filter: { id: /\/src\/.*\.tsx?$/, code: ".module.css" },
        handler: (code) => ({
          code: code.replace(
            DEFAULT_IMPORT,
            (_, name: string, spec: string) => `import * as ${name} from ${spec};import ${spec.slice(0, -1)}?sheet";`,
          ),
          map: null,
        }),
      },
    },
    {
      // A module whose every constant is written where it is used must stay in its chunk all the
      // same: Vite takes a chunk's stylesheets from the modules it holds.
      name: "dhaaga:class-names-keep-their-stylesheet",
      enforce: "post",
      applyToEnvironment: client,
      transform: {
        filter: { id: /\.module\.css\?sheet$/ },
        handler: () => ({ code: "", map: null, moduleSideEffects: "no-treeshake" }),
      },
    },
  ];
}
