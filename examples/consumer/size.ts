/**
 * What @legion/ui costs a product (gzip, every JS and CSS file a page can load): one Button,
 * and the example's set (Header, UserMenu, LoginDialog with useQrLogin, PlanList, DocsNav),
 * each against the same page with React alone.
 *
 *   node examples/consumer/size.ts     packs, installs and builds the example (prepare.ts), then prints
 */
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
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

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

export async function sizeReport(dist: string): Promise<string> {
  const entries = await readEntries(dist);
  const sizes: Record<string, EntrySize> = {};
  for (const [name, entry] of Object.entries(entries)) sizes[name] = await entrySize(dist, entry);
  const { react, button, main } = sizes;
  if (!react || !button || !main) throw new Error('a page is missing from the build');
  const row = (label: string, size: EntrySize) =>
    `  ${label.padEnd(58)} JS ${kB(size.js).padStart(9)}   CSS ${kB(size.css).padStart(8)}   +JS ${kB(size.js - react.js).padStart(9)}`;
  return [
    '@legion/ui from its tarball in a Vite app (gzip; +JS: over React alone)',
    row('React alone', react),
    row('one Button', button),
    row('Header, UserMenu, LoginDialog + useQrLogin, PlanList, DocsNav', main),
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const prepared = await prepareConsumer();
  try {
    console.log(await sizeReport(prepared.dist));
  } finally {
    await rm(prepared.work, { recursive: true, force: true });
  }
}
