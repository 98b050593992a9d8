/**
 * How every tool here launches Chromium: Debian's build (CHROME_PATH overrides), headless,
 * and without the background traffic that a machine with no internet would only slow down on.
 */
import { existsSync } from 'node:fs';

/** the full browser: Lighthouse, the benchmarks and `npm run look` use it */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * The tests' browser (stories, journeys, the package's consumer): Debian's
 * `chromium-headless-shell`, the same Chromium build without the desktop browser around it, when
 * installed (CI installs it). The journeys did the same work with about a third less CPU there
 * (decision 0115), the stories with 12-16 % less, and every story screenshot is the same in
 * both (decision 0118). CHROME_PATH still chooses one browser for everything.
 */
const headlessShell = '/usr/lib/chromium/chromium-headless-shell';
export const testChromiumPath =
  process.env.CHROME_PATH ?? (existsSync(headlessShell) ? headlessShell : chromiumPath);

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // the compositor in the browser process: no GPU process to talk to (about 1.5 % less CPU)
  '--in-process-gpu',
];
