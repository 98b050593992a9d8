import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresUrl } from './helpers.ts';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'legion-process-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('the server process', () => {
  // the embedded database is the subject here; the PostgreSQL run covers the rest
  it.skipIf(postgresUrl)(
    'prints its URL, serves, and on SIGTERM stops cleanly with exit code 0',
    async () => {
      const child = spawn(process.execPath, [MAIN], {
        env: {
          ...process.env,
          PORT: '0',
          HOST: '127.0.0.1',
          LEGION_DATA_DIR: dataDir,
          LEGION_SEED_PASSWORD: '',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const match = /running at (http:\/\/\S+)/.exec(output);
          if (match?.[1]) resolve(match[1]);
        });
        child.stderr.on('data', (chunk: Buffer) => {
          output += chunk.toString();
        });
        child.on('exit', (code) => reject(new Error(`exited early (${code}): ${output}`)));
      });
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      // a fresh database: the seed accounts and how to sign in with them
      expect(output).toContain('Seed accounts admin, developer, user — password:');
      const health = await fetch(`${url}/healthz`);
      expect(health.status).toBe(200);

      const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(output).toContain('SIGTERM received');
      expect(output).toContain('stopped');
      expect(output).toContain(`files: local folder ${join(dataDir, 'uploads')}`);
    },
  );
});
