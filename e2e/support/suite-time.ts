/**
 * The e2e suite's line in the time table (scripts/suite-times.ts): the run's wall time and the
 * tests' summed time, printed at the end and, under .ci/run, appended to LEGION_SUITE_TIMES;
 * each test that failed its last attempt goes to LEGION_FAILED_TESTS.
 */
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import {
  formatSuiteTimes,
  recordFailedTest,
  recordSuiteTime,
  type SuiteTime,
} from '../../scripts/suite-times.ts';

export default class SuiteTimeReporter implements Reporter {
  /** from the start of the run: the web build and the server's start are the suite's time too */
  private started = Date.now();
  private busyMs = 0;
  private files = new Set<string>();
  private slowest: SuiteTime['slowest'];

  onTestEnd(test: TestCase, result: TestResult) {
    this.busyMs += result.duration;
    const failed = result.status === 'failed' || result.status === 'timedOut';
    if (failed && result.retry === test.retries) {
      // ['', project, file, ...describes, title]
      const [, project = '', file = test.location.file, ...names] = test.titlePath();
      recordFailedTest(`playwright ${project}`.trimEnd(), file, names.join(' > '));
    }
    this.files.add(test.location.file);
    if (!this.slowest || result.duration > this.slowest.ms) {
      this.slowest = { file: `${test.parent.project()?.name}: ${test.title}`, ms: result.duration };
    }
  }

  onEnd() {
    // nothing ran (--list): no line
    if (this.files.size === 0) return;
    const time: SuiteTime = {
      suite: 'playwright e2e',
      wallMs: Date.now() - this.started,
      busyMs: this.busyMs,
      files: this.files.size,
      slowest: this.slowest,
    };
    recordSuiteTime(time);
    console.log(`\n${formatSuiteTimes([time])}\n`);
  }

  printsToStdio() {
    return false;
  }
}
