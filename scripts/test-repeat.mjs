// Runs the suites again and again, to catch tests that pass or fail by chance: timing, randomness,
// order and shared state. Each run's full output goes to a log file; a line per run and a summary
// are printed. Exits 1 when any run failed.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { buildIsStale } from "./build-state.mjs";
import { scratchDatabase } from "./scratch-database.mjs";
import { playwrightResult, vitestResult } from "./test-repeat-report.mjs";

const root = path.resolve(import.meta.dirname, "..");

const USAGE = `usage: npm run test:repeat -- [--unit N] [--e2e M] [--order in-order|shuffled|both] [--project NAME]

  --unit N      runs of the unit and API suites per database and order (default 10; 0 skips them)
  --e2e M       runs of the browser journeys (default 3; 0 skips them)
  --order       Vitest's file and test order: in-order, shuffled (a fresh seed per run) or both (default)
  --project     a Playwright project to run alone (desktop or mobile; default both)

The unit and API suites and the journeys run on the embedded database; with TEST_DATABASE_URL
set the API suite and the journeys also run on that PostgreSQL server (the journeys' store in a
database made for each run and dropped after it). The journeys use E2E_PORT (default 3210) and
the next ports.`;

const { values } = parseArgs({
  options: {
    unit: { type: "string", default: "10" },
    e2e: { type: "string", default: "3" },
    order: { type: "string", default: "both" },
    project: { type: "string" },
    help: { type: "boolean", short: "h" },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const count = (name, v) => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) {
    console.error(`test:repeat: --${name} must be a whole number, got "${v}"\n\n${USAGE}`);
    process.exit(2);
  }
  return n;
};
const unitRuns = count("unit", values.unit);
const e2eRuns = count("e2e", values.e2e);
const orders = { "in-order": [false], shuffled: [true], both: [false, true] }[values.order];
if (!orders) {
  console.error(`test:repeat: --order must be in-order, shuffled or both, got "${values.order}"\n\n${USAGE}`);
  process.exit(2);
}

const stamp = new Date().toISOString().replace(/[:.]/g, "-");
// Not under test-results/: Playwright empties that folder at the start of every run.
const logDir = path.join(root, ".cache", "test-repeat", stamp);
fs.mkdirSync(logDir, { recursive: true });

/** One command, its output kept in a log file; resolves with the exit code. */
function run(command, args, env, logFile) {
  return new Promise((resolve) => {
    const out = fs.createWriteStream(logFile);
    out.write(`$ ${command} ${args.join(" ")}\n\n`);
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on("close", (code, signal) => out.end(() => resolve(code ?? (signal ? 1 : 0))));
  });
}

const readJson = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return null;
  }
};

const results = [];
const started = Date.now();
const seconds = (ms) => `${Math.round(ms / 1000)} s`;

async function runOnce(kind, label, command, args, env, parse, reportFile) {
  const n = results.filter((r) => r.kind === kind).length + 1;
  const logFile = path.join(logDir, `${kind}-${String(n).padStart(2, "0")}.log`);
  fs.rmSync(reportFile, { force: true });
  const t0 = Date.now();
  const code = await run(command, args, env, logFile);
  const result = { kind, label, ...parse(readJson(reportFile), root), code, ms: Date.now() - t0, logFile };
  // A run whose command failed counts as failed even when its report shows no failed test.
  result.ok = code === 0 && result.failed === 0 && result.failures.length === 0;
  if (code !== 0 && result.failures.length === 0) result.failures.push(`exit code ${code}`);
  results.push(result);
  const mark = result.ok ? "pass" : "FAIL";
  console.log(`${mark}  ${label}: ${result.passed} passed, ${result.failed} failed, ${seconds(result.ms)}`);
  if (!result.ok) {
    for (const f of result.failures) console.log(`        ${f}`);
    console.log(`        log: ${path.relative(root, logFile)}`);
  }
}

const vitest = path.join(root, "node_modules", ".bin", "vitest");
const vitestReport = path.join(logDir, "vitest.json");
const databases = [{ name: "embedded", env: { TEST_DATABASE_URL: "" }, project: [] }];
if (process.env.TEST_DATABASE_URL) {
  databases.push({ name: "PostgreSQL", env: { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL }, project: ["--project", "api"] });
}

for (let i = 1; i <= unitRuns; i++) {
  for (const db of databases) {
    for (const shuffled of orders) {
      const seed = Math.floor(Math.random() * 2 ** 31);
      const suite = db.project.length ? "api" : "unit+api";
      const label = `${suite} on ${db.name}, ${shuffled ? `shuffled (seed ${seed})` : "in order"}, run ${i}/${unitRuns}`;
      const args = ["run", ...db.project, "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`];
      // vitest.config.ts turns TEST_SHUFFLE_SEED into sequence.shuffle with that seed.
      const env = { ...db.env, TEST_SHUFFLE_SEED: shuffled ? String(seed) : "" };
      await runOnce(`vitest-${db.name.toLowerCase()}-${shuffled ? "shuffled" : "in-order"}`, label, vitest, args, env, vitestResult, vitestReport);
    }
  }
}

if (e2eRuns > 0) {
  if (buildIsStale()) {
    console.log("building the store for the browser journeys…");
    const code = await run("npm", ["run", "build"], {}, path.join(logDir, "build.log"));
    if (code !== 0) {
      console.error(`test:repeat: the build failed, see ${path.relative(root, path.join(logDir, "build.log"))}`);
      process.exit(1);
    }
  }
  const playwright = path.join(root, "node_modules", ".bin", "playwright");
  const playwrightReport = path.join(logDir, "playwright.json");
  const args = ["test", "--reporter=list,json", ...(values.project ? [`--project=${values.project}`] : [])];
  for (let i = 1; i <= e2eRuns; i++) {
    for (const db of databases) {
      const label = `browser journeys${values.project ? ` (${values.project})` : ""} on ${db.name}, run ${i}/${e2eRuns}`;
      const scratch = db.env.TEST_DATABASE_URL ? await scratchDatabase(db.env.TEST_DATABASE_URL, "dhaaga_e2e") : null;
      try {
        const env = { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport, E2E_DATABASE_URL: scratch?.url ?? "" };
        await runOnce(`e2e-${db.name.toLowerCase()}`, label, playwright, args, env, playwrightResult, playwrightReport);
      } finally {
        await scratch?.drop();
      }
    }
  }
}

console.log(`\nsummary (${seconds(Date.now() - started)}, logs in ${path.relative(root, logDir)}):`);
const kinds = [...new Set(results.map((r) => r.kind))];
for (const kind of kinds) {
  const runs = results.filter((r) => r.kind === kind);
  const passed = runs.filter((r) => r.ok).length;
  console.log(`  ${kind}: ${passed}/${runs.length} runs passed`);
  const failedTests = new Map();
  for (const r of runs) for (const f of r.failures) failedTests.set(f, (failedTests.get(f) ?? 0) + 1);
  for (const [name, times] of failedTests) console.log(`      failed ${times}×: ${name}`);
}
process.exit(results.every((r) => r.ok) ? 0 : 1);
