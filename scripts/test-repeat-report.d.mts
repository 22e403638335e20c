export interface RunResult {
  passed: number;
  failed: number;
  failures: string[];
}
export function vitestResult(report: unknown, root: string): RunResult;
export function playwrightResult(report: unknown): RunResult;
