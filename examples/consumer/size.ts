/**
 * What @legion/ui costs a product (gzip, every JS and CSS file a page can load): one Button,
 * the shell's pieces (Header, UserMenu, PlanList, DocsSidebar), and the example's set (Header, UserMenu, LoginDialog with useQrLogin, PlanList, DocsNav),
 * each against the same page with React alone.
 *
 *   node examples/consumer/size.ts     packs, installs and builds the example (prepare.ts), then prints
 */
import { readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { chromiumArgs, testChromiumPath } from '../../scripts/chromium.ts';
import { prepareConsumer } from './prepare.ts';

export interface EntryReport {
  files: string[];
  modules: string[];
}

export interface EntrySize {
  js: number;
  css: number;
}

/** the pages of the build (dist/entries.json, written by the example's vite.config.ts) */
export async function readEntries(dist: string): Promise<Record<string, EntryReport>> {
  return JSON.parse(await readFile(join(dist, 'entries.json'), 'utf8'));
}

export async function entrySize(dist: string, entry: EntryReport): Promise<EntrySize> {
  const size = { js: 0, css: 0 };
  for (const file of entry.files) {
    const bytes = gzipSync(await readFile(join(dist, file))).length;
    if (file.endsWith('.js')) size.js += bytes;
    if (file.endsWith('.css')) size.css += bytes;
  }
  return size;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

/** serves the build; any path without a file gets the app (as a host with history routing) */
export function serve(root: string): Promise<Server> {
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(root, extname(path) ? path : 'index.html');
    try {
      const body = await readFile(file);
      response.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** the target: Header, UserMenu, PlanList and DocsSidebar over React and React DOM, gzip */
export const FIRST_LOAD_BUDGET_KB = 50;

/**
 * The JavaScript a page fetches before anyone touches it (gzip), measured in Chromium: React
 * alone, and the shell's pieces with a signed-in person (their account menu's code comes when
 * the person points at it).
 */
export async function firstLoad(dist: string): Promise<{ react: number; pieces: number }> {
  const server = await serve(dist);
  const browser = await chromium.launch({ executablePath: testChromiumPath, args: chromiumArgs });
  try {
    const { port } = server.address() as AddressInfo;
    const measure = async (path: string, ready: string[]) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      const scripts = new Set<string>();
      page.on('response', (response) => {
        const { pathname } = new URL(response.url());
        if (pathname.endsWith('.js')) scripts.add(pathname);
      });
      await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'networkidle' });
      for (const selector of ready) await page.locator(selector).first().waitFor();
      await page.close();
      let bytes = 0;
      for (const script of scripts) bytes += gzipSync(await readFile(join(dist, script))).length;
      return bytes;
    };
    return {
      react: await measure('/react.html', ['#root']),
      pieces: await measure('/pieces.html', [
        'header[data-slot="header"]',
        'article',
        '[data-slot="user-menu"] button',
      ]),
    };
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
  }
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

export async function sizeReport(dist: string): Promise<string> {
  const entries = await readEntries(dist);
  const sizes: Record<string, EntrySize> = {};
  for (const [name, entry] of Object.entries(entries)) sizes[name] = await entrySize(dist, entry);
  const { react, button, pieces, main } = sizes;
  if (!react || !button || !pieces || !main) throw new Error('a page is missing from the build');
  const row = (label: string, size: EntrySize) =>
    `  ${label.padEnd(58)} JS ${kB(size.js).padStart(9)}   CSS ${kB(size.css).padStart(8)}   +JS ${kB(size.js - react.js).padStart(9)}`;
  return [
    '@legion/ui from its tarball in a Vite app (gzip, every file a page can load, lazy chunks too; +JS: over React alone)',
    row('React alone', react),
    row('one Button', button),
    row('Header, UserMenu, PlanList, DocsSidebar', pieces),
    row('Header, UserMenu, LoginDialog + useQrLogin, PlanList, DocsNav', main),
  ].join('\n');
}

/** packs, installs and builds the example, prints its sizes and first load, cleans up */
export async function benchConsumer(): Promise<void> {
  const prepared = await prepareConsumer();
  try {
    console.log(await sizeReport(prepared.dist));
    const { react, pieces } = await firstLoad(prepared.dist);
    console.log(
      `first load (Chromium): Header, UserMenu, PlanList, DocsSidebar +${kB(pieces - react)} over React (target ≤ ${FIRST_LOAD_BUDGET_KB} kB)`,
    );
  } finally {
    await rm(prepared.work, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchConsumer();
