/**
 * How long each test suite took (`.ci/run` prints it at the end). A Vitest reporter,
 * beside the default one: at the end of a run it prints, per project, the wall time from its
 * first file's start to its last file's end, the files' summed time (more than the wall time
 * when files ran side by side) and the slowest file. The e2e config adds the same line for
 * Playwright (e2e/support/suite-time.ts).
 *
 * With LEGION_SUITE_TIMES=<file> set (by .ci/run) every suite also appends one line
 * `<suite>\t<wall ms>\t<busy ms>\t<files>` there, which `node scripts/suite-times.ts <file>`
 * prints as a table.
 *
 * With LEGION_FAILED_TESTS=<file> set (by .ci/run) every test that failed is appended there as
 * one line `<suite>  <file> > <test>\t<why>`, which `node scripts/suite-times.ts <times> <failed>`
 * lists by name after the table, each with the first line of its error: the end of a long CI
 * log says which tests to look at and why, where the error itself may be thousands of lines up
 * (a DOM dump) and cut from what is kept of the log.
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Reporter, TestCase, TestModule } from 'vitest/node';

export interface SuiteTime {
  suite: string;
  wallMs: number;
  busyMs: number;
  files: number;
  slowest?: { file: string; ms: number } | undefined;
}

/** appends a suite's line to LEGION_SUITE_TIMES, when set */
export function recordSuiteTime(time: SuiteTime) {
  const file = process.env.LEGION_SUITE_TIMES;
  if (!file) return;
  appendFileSync(file, `${time.suite}\t${time.wallMs}\t${time.busyMs}\t${time.files}\n`);
}

/** at most this many characters of an error's first line */
const WHY_LENGTH = 240;

/** an error's first non-empty line, without terminal colours, cut to WHY_LENGTH */
export function firstLineOf(message: string | undefined): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes start with ESC
  const plain = (message ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  const line = plain.split('\n').find((text) => text.trim() !== '') ?? '';
  const trimmed = line.trim().replace(/\s+/g, ' ');
  return trimmed.length > WHY_LENGTH ? `${trimmed.slice(0, WHY_LENGTH - 1)}…` : trimmed;
}

/** appends a failed test's line to LEGION_FAILED_TESTS, when set */
export function recordFailedTest(suite: string, file: string, test: string, why?: string) {
  const out = process.env.LEGION_FAILED_TESTS;
  if (!out) return;
  const name = `${suite}  ${file} > ${test}`.replace(/[\n\t]/g, ' ');
  appendFileSync(out, `${name}\t${firstLineOf(why)}\n`);
}

/** the failed tests' lines, each once, in the order they failed, each with why under it */
export function formatFailedTests(lines: readonly string[]): string {
  const unique = [...new Set(lines.filter(Boolean))];
  if (unique.length === 0) return 'Failed tests: none';
  const entries = unique.flatMap((line) => {
    const [name = '', why = ''] = line.split('\t');
    return why ? [`  ${name}`, `      ${why}`] : [`  ${name}`];
  });
  return [`Failed tests (${unique.length})`, ...entries].join('\n');
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function formatSuiteTimes(times: readonly SuiteTime[]): string {
  const rows = times.map((time) => [
    time.suite,
    seconds(time.wallMs),
    seconds(time.busyMs),
    String(time.files),
    time.slowest ? `${time.slowest.file} ${seconds(time.slowest.ms)}` : '',
  ]);
  const header = ['suite', 'wall', 'files summed', 'files', 'slowest file'];
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => row[i]?.length ?? 0)),
  );
  return [header, ...rows]
    .map((row) =>
      row
        .map((cell, i) =>
          i === 0 || i === 4 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

export default class SuiteTimes implements Reporter {
  private started = new Map<string, number>();
  private suites = new Map<string, SuiteTime & { first: number; last: number }>();

  onTestModuleStart(module: TestModule) {
    this.started.set(module.moduleId, Date.now());
  }

  onTestCaseResult(test: TestCase) {
    const result = test.result();
    if (result.state !== 'failed') return;
    recordFailedTest(
      `vitest ${test.project.name}`,
      test.module.relativeModuleId,
      test.fullName,
      result.errors[0]?.message,
    );
  }

  onTestModuleEnd(module: TestModule) {
    // a file that failed outside its tests (its import, a hook before them)
    if (module.errors().length > 0) {
      recordFailedTest(
        `vitest ${module.project.name}`,
        module.relativeModuleId,
        '(the file)',
        module.errors()[0]?.message,
      );
    }
    const end = Date.now();
    const start = this.started.get(module.moduleId) ?? end;
    const name = module.project.name || 'default';
    const suite = this.suites.get(name) ?? {
      suite: `vitest ${name}`,
      wallMs: 0,
      busyMs: 0,
      files: 0,
      first: start,
      last: end,
    };
    suite.first = Math.min(suite.first, start);
    suite.last = Math.max(suite.last, end);
    suite.wallMs = suite.last - suite.first;
    suite.busyMs += end - start;
    suite.files += 1;
    if (!suite.slowest || end - start > suite.slowest.ms) {
      suite.slowest = { file: module.relativeModuleId, ms: end - start };
    }
    this.suites.set(name, suite);
  }

  onTestRunEnd() {
    const times = [...this.suites.values()].sort((a, b) => a.first - b.first);
    if (times.length === 0) return;
    for (const time of times) recordSuiteTime(time);
    console.log(`\nTime per project\n${formatSuiteTimes(times)}\n`);
  }
}

// `node scripts/suite-times.ts <times> [<failed>]`: the table of a LEGION_SUITE_TIMES file, then
// the tests of a LEGION_FAILED_TESTS file
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const linesOf = (file: string | undefined) =>
    file && existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
  const file = process.argv[2] ?? '';
  const times = linesOf(file).map((line) => {
    const [suite = '', wall = '0', busy = '0', files = '0'] = line.split('\t');
    return { suite, wallMs: Number(wall), busyMs: Number(busy), files: Number(files) };
  });
  console.log(times.length > 0 ? formatSuiteTimes(times) : `no suite times in ${file}`);
  if (process.argv[3] !== undefined)
    console.log(`\n${formatFailedTests(linesOf(process.argv[3]))}`);
}
