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

describe('kept-alive connections', () => {
  it('are kept 65 s, longer than clients keep theirs, so none is closed as it is reused', async () => {
    const response = await fetch(`${server.url}/healthz`);
    await response.body?.cancel();
    // Node announces its idle timeout to the client; its default, 5 s, reset journeys' calls
    expect(response.headers.get('keep-alive')).toBe('timeout=65');
  });

  it('do not hold a closing server open while a response is still being written', async () => {
    const other = await startTestServer();
    // the client reads the head and leaves the body: the connection is idle only afterwards
    const response = await fetch(`${other.url}/no-such-page`);
    expect(response.status).toBe(404);
    const closed = other.close().then(() => 'closed');
    // a deadline, not a wait: the keep-alive timeout (65 s) would be far past it
    let deadline: ReturnType<typeof setTimeout> | undefined;
    const kept = new Promise((resolve) => {
      deadline = setTimeout(resolve, 20_000, 'kept open');
    });
    try {
      expect(await Promise.race([closed, kept])).toBe('closed');
    } finally {
      clearTimeout(deadline);
    }
  });
});
