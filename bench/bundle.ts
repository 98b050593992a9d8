/**
 * First-load JS and CSS, gzip, per page, beside the floor (a bare React + React Router app,
 * bench/floor) built in the same run.
 *
 * How it is measured: the page is opened in headless Chromium (Playwright, a fresh 1280×720
 * context each time, so no cache) — the app's pages on the real server (apps/server serving
 * this run's production build, so the page's API calls answer as in production and the page
 * renders what it really renders), the floor from a static server. Every response the browser receives from navigation until the
 * network is idle (no request for 500 ms) whose content type is JavaScript or CSS is counted:
 * its decoded body is gzipped here (zlib default level) and summed. So the entry, its
 * modulepreloads, the lazy route chunk of the page and whatever that chunk imports in turn
 * (translations, the docs article) all count for the page that loads them; chunks loaded only
 * on interaction (the sign-in dialog) do not.
 *
 * Why not the Vite manifest: it knows the static import graph of each chunk but not which
 * dynamic imports a page actually triggers once it has rendered with its data (the docs
 * article, the locale catalog), so it would either miss those or need a hand-kept route → chunk
 * map; the browser's own fetch list is the honest answer.
 *
 * The page's HTML is printed beside them (gzip of the document as received): a server-rendered
 * page carries its stylesheet inline (decision 0088), so its CSS is counted there.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.ts';
import { floorBuild, kB, legionServer, PAGES, serveStatic } from './harness.ts';

export interface FirstLoad {
  js: number;
  css: number;
  /** the document itself, gzip (with a server-rendered page's inline styles and state) */
  html: number;
  files: number;
}

/** sums the gzip size of the JS and CSS a browser fetches for each of `urls` */
async function measureFirstLoad(urls: string[]): Promise<FirstLoad[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const results: FirstLoad[] = [];
    for (const url of urls) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const sizes: Promise<{ kind: 'js' | 'css' | 'html'; gz: number } | null>[] = [];
      page.on('response', (response) => {
        const type = response.headers()['content-type'] ?? '';
        const kind = /javascript/.test(type)
          ? 'js'
          : /text\/css/.test(type)
            ? 'css'
            : response.request().isNavigationRequest()
              ? 'html'
              : null;
        if (!kind) return;
        sizes.push(
          response.body().then(
            (body) => ({ kind, gz: gzipSync(body).length }),
            () => null,
          ),
        );
      });
      await page.goto(url, { waitUntil: 'networkidle' });
      const result: FirstLoad = { js: 0, css: 0, html: 0, files: 0 };
      for (const size of await Promise.all(sizes)) {
        if (!size) continue;
        result[size.kind] += size.gz;
        if (size.kind !== 'html') result.files++;
      }
      results.push(result);
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** the bundle target: first-load JS ≤ 1.5 × the floor */
const JS_TARGET = 1.5;

export async function benchBundle() {
  const floorDir = await floorBuild();
  const server = await legionServer();
  const floorServer = await serveStatic(floorDir);
  let floor: FirstLoad;
  try {
    [floor] = (await measureFirstLoad([`${floorServer.url}/`])) as [FirstLoad];
  } finally {
    floorServer.server.close();
  }
  const pages = await measureFirstLoad(PAGES.map((page) => server.url + page));

  console.log(
    `\nFirst-load JS and CSS, gzip (headless Chromium, everything fetched until network idle; target: JS ≤ ${JS_TARGET} × floor)`,
  );
  console.log(
    `  ${'page'.padEnd(38)} ${'JS'.padStart(10)} ${'CSS'.padStart(9)} ${'HTML'.padStart(9)} ${'files'.padStart(6)} ${'JS ÷ floor'.padStart(11)} ${'CSS+JS ÷ floor'.padStart(15)}  target`,
  );
  const row = (name: string, load: FirstLoad, target: string) =>
    console.log(
      `  ${name.padEnd(38)} ${kB(load.js).padStart(10)} ${kB(load.css).padStart(9)} ${kB(load.html).padStart(9)} ${String(load.files).padStart(6)} ${(load.js / floor.js).toFixed(2).padStart(11)} ${((load.js + load.css) / (floor.js + floor.css)).toFixed(2).padStart(15)}  ${target}`,
    );
  row('floor: bare React + React Router', floor, '');
  PAGES.forEach((page, index) => {
    const load = pages[index] as FirstLoad;
    row(page, load, load.js <= JS_TARGET * floor.js ? 'met' : 'NOT met');
  });
}
