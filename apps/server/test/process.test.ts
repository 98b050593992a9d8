import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresUrl } from './helpers.ts';
import { startProcess } from './process-helpers.ts';

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
      // started as an operator would, without NODE_ENV (the tests' own is "test")
      const server = await startProcess({
        LEGION_DATA_DIR: dataDir,
        LEGION_SEED_PASSWORD: '',
        NODE_ENV: '',
      });
      const { url } = server;
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      // a fresh database: the seed accounts and how to sign in with them
      expect(server.output()).toContain('Seed accounts admin, developer, user — password:');
      const health = await fetch(`${url}/healthz`);
      expect(health.status).toBe(200);

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('SIGTERM received');
      expect(server.output()).toContain('stopped');
      // pages are rendered with React's production build (said after the URL, so read at the end)
      expect(server.output()).toContain('mode: production');
      expect(server.output()).toContain(`files: local folder ${join(dataDir, 'uploads')}`);
    },
    // a first start migrates and seeds a new embedded database: 7 s alone, over 30 s beside
    // the stories on two busy cores (as a hook's 60 s)
    60_000,
  );
});
