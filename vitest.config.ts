import { availableParallelism } from 'node:os';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, testChromiumPath } from './scripts/chromium.ts';

/** set by .ci/run (and by anyone with a PostgreSQL server): the server suite runs on it too */
const postgresUrl = process.env.TEST_DATABASE_URL;

/**
 * Every project in one group, so that the node-side files run beside the story files. Vitest
 * puts isolated projects with one worker (the node ones, on 2 cores) in a group of their own
 * that starts only after group 0; the story project is not isolated (below), so at order 0 it
 * would run first and alone, and the node files after it.
 */
const together = { sequence: { groupOrder: 1 } };

const serverProject = (name: string, env: Record<string, string>) => ({
  test: {
    ...together,
    name,
    include: ['apps/server/test/**/*.test.ts'],
    environment: 'node',
    env,
    // A worker runs its files one after another in one module graph: PGlite's WebAssembly, the
    // server's modules and the parser workers load once per worker, not once per file (server
    // suite 169 -> 128 s wall, 35 % less CPU, decision 0101). Each file starts its own server on
    // its own database copy, and no server test mocks a module or a global.
    isolate: false,
    // migrates and seeds the template database every test server starts from, once per run
    globalSetup: ['apps/server/test/template.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

/**
 * @legion/ui from its sources (its `@legion/source` export condition), never from its dist: in the
 * node environment (server conditions) and under happy-dom (client conditions).
 */
const sourceFirst = {
  resolve: { conditions: ['@legion/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@legion/source', ...defaultServerConditions] } },
};

export default defineConfig({
  test: {
    // the default output, then each project's time (scripts/suite-times.ts)
    reporters: ['default', './scripts/suite-times.ts'],
    // Two workers at least, where Vitest's default leaves one on a 2-core machine: a server test
    // file spends about half its time waiting on its database, its socket or the other suites'
    // processes, so the node suites run two files at once beside the stories (vitest on the
    // 2-core machine: 550 -> 456 s, decision 0101).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        ...sourceFirst,
        test: {
          ...together,
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'packages/*/scripts/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        plugins: [storybookTest({ configDir: '.storybook' })],
        // React's production build, as people get it: the development build's checks made
        // every render and re-render (the 375 px sweep switches language in place) about a
        // fifth slower, and a story asserts what is drawn, not React's warnings. Storybook
        // renders without act() then, so a play function waits for what it expects to see
        // (decision 0110).
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        oxc: { jsx: { runtime: 'automatic', development: false } },
        test: {
          ...together,
          name: 'storybook',
          // One page for every story file instead of a new one per file: the preview (MSW
          // worker, catalogs, axe) starts once, not 129 times. Each story still renders alone
          // and restores what it changed; .storybook/story-checks.ts fails a story that would
          // run without the setup file's checks.
          isolate: false,
          setupFiles: ['.storybook/vitest.setup.ts'],
          // A story waits up to 10 s for each thing it expects (vitest.setup.ts); a file's first
          // story also loads the page's modules, which beside the other suites has taken a
          // story past 15 s in CI. A passing story never uses the margin.
          testTimeout: 30_000,
          // says when the browser is not the build the screenshots were made with, and records
          // the build when they are made again (--update)
          globalSetup: ['scripts/screenshots-browser.ts'],
          browser: {
            enabled: true,
            headless: true,
            viewport: { width: 1280, height: 800 },
            instances: [{ browser: 'chromium' }],
            provider: playwright({
              launchOptions: {
                executablePath: testChromiumPath,
                args: [...chromiumArgs, '--font-render-hinting=none'],
              },
            }),
          },
        },
      },
      {
        // packs @legion/ui, installs the tarball in the consumer example (a folder of its own),
        // builds it and opens it in Chromium (slow)
        test: {
          ...together,
          name: 'package',
          include: ['examples/consumer/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      serverProject('server', {}),
      ...(postgresUrl
        ? [serverProject('server-postgres', { LEGION_TEST_DATABASE_URL: postgresUrl })]
        : []),
    ],
  },
});
