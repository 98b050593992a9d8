import { readdirSync } from 'node:fs';
import { healthSchema } from '@legion/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../src/db/migrate.ts';
import { expectedDatabase, startTestServer, type TestServer } from './helpers.ts';

const MIGRATION_COUNT = readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith('.sql')).length;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /healthz', () => {
  it('answers 200 with the contract shape, naming the database and its migrations', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const health = healthSchema.parse(await response.json());
    expect(health).toMatchObject({
      status: 'ok',
      database: expectedDatabase,
      migrations: MIGRATION_COUNT,
    });
  });
});

describe('unknown API paths', () => {
  it('answer 404 with {code, msg}', async () => {
    const response = await fetch(`${server.url}/api/no-such-call`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 404, msg: 'Not found' });
  });
});
