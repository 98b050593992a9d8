/**
 * `npm run dev`: the API server (restarted on change) on :3000 and Vite's dev server with
 * hot reload on :5173, which proxies API calls to the server. Ctrl-C stops both.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const children: ChildProcess[] = [];

function run(name: string, command: string, args: string[]) {
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}`)
      .join('\n');
  child.stdout?.on('data', (chunk: Buffer) => console.log(prefix(chunk)));
  child.stderr?.on('data', (chunk: Buffer) => console.error(prefix(chunk)));
  child.on('exit', (code) => {
    console.log(`[${name}] exited (${code})`);
    stop();
  });
  children.push(child);
}

function stop() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

run('server', process.execPath, ['--watch-path=apps/server/src', 'apps/server/src/main.ts']);
run('web', process.execPath, [
  'node_modules/vite/bin/vite.js',
  '--config',
  'apps/web/vite.config.ts',
]);
console.log('Legion dev: the app at http://localhost:5173, the API at http://localhost:3000');
