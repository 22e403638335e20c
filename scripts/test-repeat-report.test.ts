import { describe, expect, it } from "vitest";
import { playwrightResult, vitestResult } from "./test-repeat-report.mjs";

describe("reading a Vitest run", () => {
  it("counts passes and names each failed test by file and titles", () => {
    const report = {
      numPassedTests: 373,
      numFailedTests: 1,
      testResults: [
        { name: "/repo/src/a.test.ts", status: "passed", assertionResults: [{ ancestorTitles: ["a"], title: "works", status: "passed" }] },
        {
          name: "/repo/src/server/google-login.test.ts",
          status: "failed",
          assertionResults: [
            { ancestorTitles: ["Google sign-in"], title: "links once", status: "failed" },
            { ancestorTitles: ["Google sign-in"], title: "refuses", status: "passed" },
          ],
        },
      ],
    };
    expect(vitestResult(report, "/repo")).toEqual({
      passed: 373,
      failed: 1,
      failures: ["src/server/google-login.test.ts > Google sign-in > links once"],
    });
  });

  it("names a file that failed outside any test, e.g. in its beforeAll", () => {
    const report = {
      numPassedTests: 0,
      numFailedTests: 0,
      testResults: [{ name: "/repo/src/b.test.ts", status: "failed", message: "Hook timed out in 10000ms.\nmore", assertionResults: [] }],
    };
    expect(vitestResult(report, "/repo").failures).toEqual(["src/b.test.ts: Hook timed out in 10000ms."]);
  });

  it("counts a run without a report as failed", () => {
    expect(vitestResult(null, "/repo").failures).toEqual(["no report: the run stopped before its tests finished"]);
  });
});

describe("reading a Playwright run", () => {
  it("counts expected tests as passed and names unexpected and flaky ones with their project", () => {
    const report = {
      stats: { expected: 250, unexpected: 1, flaky: 1, skipped: 0 },
      suites: [
        {
          title: "cart.spec.ts",
          specs: [
            {
              title: "coupon kept",
              tests: [
                { projectName: "desktop", status: "unexpected" },
                { projectName: "mobile", status: "expected" },
              ],
            },
          ],
          suites: [{ title: "guest", specs: [{ title: "merge", tests: [{ projectName: "mobile", status: "flaky" }] }] }],
        },
      ],
      errors: [],
    };
    expect(playwrightResult(report)).toEqual({
      passed: 250,
      failed: 2,
      failures: ["[desktop] cart.spec.ts > coupon kept", "[mobile] cart.spec.ts > guest > merge"],
    });
  });

  it("names errors outside tests, such as a store that would not start", () => {
    const report = {
      stats: { expected: 0, unexpected: 0, flaky: 0 },
      suites: [],
      errors: [{ message: "Error: http://127.0.0.1:3350/readyz is already used\nmore" }],
    };
    expect(playwrightResult(report).failures).toEqual(["error: Error: http://127.0.0.1:3350/readyz is already used"]);
  });
});
