/**
 * Which browser build made the committed story screenshots (the story project's global setup).
 * `npm run test:update-screenshots` (the story run with --update) records the running build in
 * .storybook/screenshots-browser.txt; any other
 * story run whose browser differs says so in one line at its start, so that a screenshot that
 * fails after a browser update is read as that, and not re-made blindly.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { testChromiumPath } from './chromium.ts';

const RECORD = fileURLToPath(new URL('../.storybook/screenshots-browser.txt', import.meta.url));

/** the build as the browser names it ("Chromium 156.0.8078.108"), or null when it does not run */
export function runningBrowser(path = testChromiumPath): string | null {
  try {
    const line = execFileSync(path, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return line.match(/^\S+ [\d.]+/)?.[0] ?? (line.trim() || null);
  } catch {
    return null;
  }
}

/** the build the baselines were made with, or null before any was recorded */
export function baselineBrowser(file = RECORD): string | null {
  try {
    return readFileSync(file, 'utf8').trim() || null;
  } catch {
    return null;
  }
}

/** the one line a story run starts with when the browsers differ, else null */
export function browserNote(baseline: string | null, running: string | null): string | null {
  if (baseline === running || running === null) return null;
  return `baselines made with ${baseline ?? 'an unrecorded browser'}, running ${running}`;
}

export default function setup(project: TestProject) {
  const running = runningBrowser();
  if (project.config.snapshotOptions.updateSnapshot === 'all') {
    if (running) writeFileSync(RECORD, `${running}\n`);
    return;
  }
  const note = browserNote(baselineBrowser(), running);
  if (note) console.log(note);
}
