/**
 * First-load bundle size: builds the web app and a bare React + React Router app (the
 * floor) in the same run, opens a page of each in Chromium, and sums the gzip size of every
 * script and stylesheet the browser fetched until the network went quiet.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { build } from 'vite';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const OUT = join(root, 'bench/.out');

export interface FirstLoad {
  js: number;
  css: number;
  files: number;
}

export async function buildWebApp(): Promise<string> {
  const outDir = join(OUT, 'web');
  await build({
    configFile: join(root, 'apps/web/vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
}

export async function buildFloor(): Promise<string> {
  const outDir = join(OUT, 'floor');
  await build({
    configFile: false,
    root: join(root, 'bench/floor'),
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'es2023' },
  });
  return outDir;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/** A static server with SPA fallback, so each app is measured as it is served. */
async function serve(dir: string): Promise<{ url: string; server: Server }> {
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    let file = join(dir, path);
    if (!file.startsWith(dir) || !extname(path)) file = join(dir, 'index.html');
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

export async function measureFirstLoad(dir: string, path: string): Promise<FirstLoad> {
  const { url, server } = await serve(dir);
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
  });
  try {
    const page = await browser.newPage();
    const fetched = new Set<string>();
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') fetched.add(new URL(response.url()).pathname);
    });
    await page.goto(`${url}${path}`, { waitUntil: 'networkidle' });
    const result: FirstLoad = { js: 0, css: 0, files: fetched.size };
    for (const asset of fetched) {
      const gz = gzipSync(await readFile(join(dir, asset))).length;
      if (asset.endsWith('.css')) result.css += gz;
      else result.js += gz;
    }
    return result;
  } finally {
    await browser.close();
    server.close();
  }
}

export const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
