import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/**
 * Prints, when the run ends, the time the browser suite spent in each spec file (the sum of
 * its tests' durations, retries included), longest first: where CI's minutes go.
 */
export default class FileTimingsReporter implements Reporter {
  private readonly perFile = new Map<string, { ms: number; tests: number }>();

  onTestEnd(test: TestCase, result: TestResult) {
    const file = test.location.file.replace(/^.*tests\/e2e\//, "");
    const entry = this.perFile.get(file) ?? { ms: 0, tests: 0 };
    entry.ms += result.duration;
    entry.tests += 1;
    this.perFile.set(file, entry);
  }

  onEnd(result: FullResult) {
    const rows = [...this.perFile.entries()].sort((a, b) => b[1].ms - a[1].ms);
    const total = rows.reduce((sum, [, { ms }]) => sum + ms, 0);
    console.log(`\nTime per spec file (test time summed over workers; wall ${(result.duration / 1000).toFixed(0)} s):`);
    for (const [file, { ms, tests }] of rows) {
      console.log(`${(ms / 1000).toFixed(1).padStart(8)} s ${((100 * ms) / total).toFixed(1).padStart(5)} %  ${String(tests).padStart(3)} runs  ${file}`);
    }
  }
}
