/**
 * The e2e suite's line in the time table (scripts/suite-times.ts): the run's wall time and the
 * tests' summed time, printed at the end and, under .ci/run, appended to LEGION_SUITE_TIMES;
 * each test that failed its last attempt goes to LEGION_FAILED_TESTS, and what its page showed
 * at the failure (Playwright's accessibility snapshot) is printed: a CI log is all that is left
 * of a run on a machine that is gone.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import {
  formatSuiteTimes,
  recordFailedTest,
  recordSuiteTime,
  type SuiteTime,
} from '../../scripts/suite-times.ts';

/** lines of the page's snapshot printed at most: the failing part is usually near the top */
const SNAPSHOT_LINES = 120;

function printPageAtFailure(title: string, result: TestResult) {
  const context = result.attachments.find((attachment) => attachment.name === 'error-context');
  if (!context?.path || !existsSync(context.path)) return;
  // the file also repeats the error; its YAML block is the page's accessibility tree
  const snapshot = /```yaml\n([\s\S]*?)```/.exec(readFileSync(context.path, 'utf8'))?.[1];
  if (!snapshot) return;
  const lines = snapshot.trimEnd().split('\n');
  const shown = lines.slice(0, SNAPSHOT_LINES);
  if (lines.length > shown.length) shown.push(`… ${lines.length - shown.length} more lines`);
  console.log(`\n${title}: the page at the failure\n${shown.join('\n')}\n`);
}

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
      recordFailedTest(
        `playwright ${project}`.trimEnd(),
        file,
        names.join(' > '),
        result.error?.message,
      );
      printPageAtFailure(`${project}: ${names.join(' > ')}`, result);
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
