/**
 * What the bench parts share, written once:
 *  - the two builds, each made at most once per run (`webBuild`, `floorBuild`): the web app with
 *    its own Vite config into bench/.out/web (not apps/web/dist, so a run never swaps the files
 *    under a server someone else started), the floor (bare React + React Router) into
 *    bench/.out/floor;
 *  - the real server (`legionServer`): `node apps/server/src/main.ts` as a child process on a free
 *    loopback port, serving bench/.out/web (LEGION_WEB_ROOT) on a fresh embedded database seeded
 *    as usual; started once per run, stopped by its PID when the run ends;
 *  - `startChild` / `stopByPid`: any Node script as a child process on a free port;
 *  - `serveStatic`: an in-process static server with SPA fallback and gzip, for the floor app.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

export const root = fileURLToPath(new URL('..', import.meta.url));
const OUT = join(root, 'bench/.out');

const once = <T>(make: () => Promise<T>) => {
  let made: Promise<T> | undefined;
  return () => {
    made ??= make();
    return made;
  };
};

/** the web app and its server renderer, built with its own config (the production build); once per run */
export const webBuild = once(async () => {
  const outDir = join(OUT, 'web');
  console.log('Building the web app (production build) into bench/.out/web…');
  await build({
    configFile: join(root, 'apps/web/vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  // and its server renderer, as `npm run build:web` makes it: without it the server sends the
  // empty shell and every public page would be measured client-rendered
  await build({
    configFile: join(root, 'apps/web/vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: 'src/ssr/entry-server.tsx', outDir: join(outDir, 'server'), emptyOutDir: true },
  });
  return outDir;
});

/** the floor: a bare React + React Router app (bench/floor), built the same way; once per run */
export const floorBuild = once(async () => {
  const outDir = join(OUT, 'floor');
  console.log('Building the floor (bare React + React Router) into bench/.out/floor…');
  await build({
    configFile: false,
    root: join(root, 'bench/floor'),
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'es2023' },
  });
  return outDir;
});

export async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface Child {
  url: string;
  pid: number;
  /** the last lines the child printed, for error messages */
  output(): string;
}

const children = new Map<number, ChildProcess>();
// a crash of the bench must not leave servers behind
process.on('exit', () => {
  for (const pid of children.keys()) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {}
  }
});

/**
 * Runs `node <script>` (this Node, this repository as cwd) with PORT and HOST=127.0.0.1 set,
 * and resolves once GET <readyPath> answers 2xx.
 */
export async function startChild(
  script: string,
  env: Record<string, string>,
  readyPath = '/',
  timeoutMs = 180_000,
): Promise<Child> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, script)], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid === undefined) throw new Error(`could not start ${script}`);
  const pid = child.pid;
  children.set(pid, child);
  let lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines = [...lines, ...chunk.toString().split('\n')].slice(-40);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited: number | null | undefined;
  child.on('exit', (code) => {
    exited = code;
    children.delete(pid);
  });
  const url = `http://127.0.0.1:${port}`;
  const output = () => lines.join('\n');
  const deadline = Date.now() + timeoutMs;
  while (true) {
    if (exited !== undefined) throw new Error(`${script} exited (${exited}):\n${output()}`);
    if (Date.now() > deadline) {
      await stopByPid(pid);
      throw new Error(
        `${script} did not answer ${readyPath} in ${timeoutMs / 1000} s:\n${output()}`,
      );
    }
    const ok = await fetch(url + readyPath).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { url, pid, output };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** SIGTERM (the server drains in-flight requests), then SIGKILL after `graceMs` */
export async function stopByPid(pid: number, graceMs = 15_000): Promise<void> {
  const child = children.get(pid);
  const gone = child
    ? new Promise<void>((resolve) => child.once('exit', () => resolve()))
    : Promise.resolve();
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return; // already gone
  }
  const timer = setTimeout(() => {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {}
  }, graceMs);
  await gone;
  clearTimeout(timer);
}

export interface LegionServer extends Child {
  stop(): Promise<void>;
}

let legion: Promise<LegionServer> | undefined;

/** the seed accounts' password on the bench's server (api.ts signs in with it) */
export const BENCH_SEED_PASSWORD = 'legion-bench-seed-password';

/**
 * The real server (`node apps/server/src/main.ts`, as `npm start` runs it) serving this run's
 * web build, on a fresh PGlite folder seeded as usual. One per run, shared by the parts.
 */
export function legionServer(): Promise<LegionServer> {
  legion ??= (async () => {
    const webRoot = await webBuild();
    const dataDir = await mkdtemp(join(tmpdir(), 'legion-bench-server-'));
    console.log('Starting the real server (apps/server, fresh seeded PGlite)…');
    const child = await startChild(
      'apps/server/src/main.ts',
      {
        LEGION_DATA_DIR: dataDir,
        LEGION_WEB_ROOT: webRoot,
        LEGION_SEED_PASSWORD: BENCH_SEED_PASSWORD,
      },
      '/healthz',
    );
    return {
      ...child,
      async stop() {
        await stopByPid(child.pid);
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  })();
  return legion;
}

/** stops the shared server if this run started it */
export async function stopLegionServer(): Promise<void> {
  if (!legion) return;
  const started = legion;
  legion = undefined;
  await (await started.catch(() => undefined))?.stop();
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/**
 * A static server with SPA fallback and gzip (as the real server compresses), so the floor is
 * served the way the app is. In-process: it only ever answers a single browser.
 */
export async function serveStatic(dir: string): Promise<{ url: string; server: Server }> {
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    let file = join(dir, path);
    if (!file.startsWith(dir) || !extname(path)) file = join(dir, 'index.html');
    try {
      const body = await readFile(file);
      const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
      response.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      });
      response.end(gzip ? gzipSync(body) : body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** the public pages with a performance target, measured by bundle and lighthouse alike */
export const PAGES = [
  '/',
  '/plugins/market',
  // an agent's page (the seed's first agent: its overview, chart and reviews)
  '/plugins/statistics/1',
  '/pricing',
  '/docs/getting-started/introduction',
] as const;

export const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** the value at percentile p of an ascending list */
export function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
