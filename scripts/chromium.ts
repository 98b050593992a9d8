/**
 * How every tool here launches Chromium: Debian's build (CHROME_PATH overrides), headless,
 * and without the background traffic that a machine with no internet would only slow down on.
 */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
