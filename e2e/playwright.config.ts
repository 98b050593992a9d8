/**
 * End-to-end journeys against the built app served by the real server, on a free loopback
 * port and a fresh embedded database. Chromium is Debian's headless shell when
 * installed, else its browser (scripts/chromium.ts).
 */
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, testChromiumPath } from '../scripts/chromium.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
/** the seed accounts' password in the e2e server (the journeys sign in with it) */
export const E2E_SEED_PASSWORD = 'legion-e2e-seed-password';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

// Workers load this file again: they inherit the port and folder chosen by the first load.
process.env.LEGION_E2E_PORT ??= String(await freePort());
process.env.LEGION_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'legion-e2e-'));
const port = Number(process.env.LEGION_E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results',
  timeout: 45_000,
  // two cores run the server, the browsers and the test workers at once: a page that needs
  // its lazy chunk and an API answer may take more than the default 5 s under that load
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // three journeys at once: a journey spends much of its time waiting on the server (an
  // upload's parse, a payment's notification), so two left a core idle a third of the time
  // (2 workers: 487 s, 3: 424 s with full traces; decision 0110)
  workers: 3,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // list, then the suite's wall time for the table at the end of .ci/run
  reporter: [['list'], ['./support/suite-time.ts']],
  use: {
    baseURL,
    // No trace: recording one for every journey, to keep the few that fail, took an eighth of
    // the suite's CPU (640 -> 562 CPU-s), and CI's log is all that outlives its machine. A failed
    // journey prints what its page showed (support/suite-time.ts) and keeps its screenshot;
    // `--trace retain-on-failure` records traces when a failure needs the steps (decision 0113).
    trace: 'off',
    screenshot: 'only-on-failure',
    // a Chinese browser, as most visitors have: an en* browser would start in English
    locale: 'zh-CN',
    // A person who asks for less motion: the journeys are about what happens, not how it
    // slides in. Animations kept both cores drawing frames and made clicks wait for moving
    // targets (the suite took 440 s with them, 370 s without; decision 0108).
    reducedMotion: 'reduce',
    launchOptions: { executablePath: testChromiumPath, args: chromiumArgs },
  },
  // Each journey runs at one width, and at both only where the width changes what it goes
  // through (decision 0101): untagged at 1280 px, @phone at 375 px, @both-widths at both. Every
  // screen is still held to 375 px in both languages by the story tests and by the phone sweep
  // of every route here (no-sideways-scroll.spec.ts).
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      grepInvert: /@phone/,
    },
    {
      name: 'mobile',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
      },
      grep: /@phone|@both-widths/,
    },
  ],
  webServer: {
    // the same command as `npm start`: builds the app first when its build is stale
    command: 'node scripts/ensure-web-build.ts && node apps/server/src/main.ts',
    cwd: repoRoot,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      LEGION_DATA_DIR: process.env.LEGION_E2E_DATA_DIR,
      LEGION_SEED_PASSWORD: E2E_SEED_PASSWORD,
      // never the repository's storybook-static/: the catalogue is not built here, so
      // /storybook/ answers with the server's explanation in every run
      LEGION_STORYBOOK_ROOT: join(process.env.LEGION_E2E_DATA_DIR, 'no-catalogue'),
    },
  },
});
