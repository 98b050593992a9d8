/**
 * Builds the web app when its build is missing or older than any of its sources, so
 * `npm start` always serves what the code says. Exits quietly when the build is current.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
/** the two builds' outputs: the browser's page and the server renderer (decision 0086) */
const BUILT = ['apps/web/dist/index.html', 'apps/web/dist/server/entry-server.js'].map((path) =>
  join(root, path),
);

const SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/ui/src',
  'packages/api/src',
  'tailwind.config.ts',
  'packages/ui/src/tailwind-preset.ts',
  'lingui.config.ts',
  'vite.shared.ts',
  'package-lock.json',
];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === '__screenshots__') continue;
    newest = Math.max(newest, newestChange(join(path, entry)));
  }
  return newest;
}

export function webBuildIsCurrent(): boolean {
  if (!BUILT.every((path) => existsSync(path))) return false;
  const built = Math.min(...BUILT.map((path) => statSync(path).mtimeMs));
  return SOURCES.every((source) => newestChange(join(root, source)) <= built);
}

if (import.meta.main) {
  if (webBuildIsCurrent()) {
    console.log('web app build is current');
  } else {
    console.log('building the web app (missing or older than its sources)…');
    const result = spawnSync('npm', ['run', 'build:web'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
