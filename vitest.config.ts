import { defineConfig } from "vitest/config";

// TEST_SHUFFLE_SEED runs files and tests in a random order drawn from that seed (npm run test:repeat
// does). It is read here because `--sequence.shuffle` on the command line replaces each project's
// `sequence`, and with it the group order that keeps the two projects apart.
const seed = process.env.TEST_SHUFFLE_SEED;

export default defineConfig({
  test: {
    sequence: seed ? { shuffle: true, seed: Number(seed) } : {},
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["src/domain/**/*.test.ts", "src/web/**/*.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          include: ["src/server/**/*.test.ts", "tests/api/**/*.test.ts", "tests/security/**/*.test.ts", "tools/**/*.test.ts"],
          environment: "node",
          testTimeout: 90_000,
          hookTimeout: 180_000,
          // PGlite is single-threaded WASM: a few files at once keeps two cores busy without thrashing.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
