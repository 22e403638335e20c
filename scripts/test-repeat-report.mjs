// What one run of a suite came to, read from its JSON report: counts and the names of the tests
// that failed. A missing report (the run died before writing it) is a failure of its own.
import path from "node:path";

/** Vitest's JSON report: counts and the full names of failed tests. */
export function vitestResult(report, root) {
  if (!report) return { passed: 0, failed: 0, failures: ["no report: the run stopped before its tests finished"] };
  const failures = [];
  for (const file of report.testResults ?? []) {
    const rel = path.relative(root, file.name);
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === "failed");
    for (const t of failedTests) failures.push(`${rel} > ${[...(t.ancestorTitles ?? []), t.title].join(" > ")}`);
    if (file.status === "failed" && failedTests.length === 0) failures.push(`${rel}: ${(file.message ?? "failed").split("\n")[0]}`);
  }
  return { passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0, failures };
}

/** Playwright's JSON report: counts and the titles of tests that did not pass. */
export function playwrightResult(report) {
  if (!report) return { passed: 0, failed: 0, failures: ["no report: the run stopped before its tests finished"] };
  const failures = [];
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === "unexpected" || t.status === "flaky") failures.push(`[${t.projectName}] ${[...trail, spec.title].join(" > ")}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  for (const e of report.errors ?? []) failures.push(`error: ${(e.message ?? String(e)).split("\n")[0]}`);
  const stats = report.stats ?? {};
  return { passed: stats.expected ?? 0, failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0), failures };
}
