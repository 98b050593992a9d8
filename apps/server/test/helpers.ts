/**
 * Starts a real server on a free loopback port over a real database: PGlite in a temporary
 * folder, or, when LEGION_TEST_DATABASE_URL is set (CI), a PostgreSQL server in a schema of
 * its own that is dropped afterwards. No database mocks.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from '../src/db/database.ts';
import { startServer } from '../src/server.ts';

export const postgresUrl = process.env.LEGION_TEST_DATABASE_URL || undefined;
export const expectedDatabase = postgresUrl ? 'postgres' : 'pglite';

export interface TestServer {
  url: string;
  dataDir: string;
  close(): Promise<void>;
}

async function dropSchema(schema: string) {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await client.end();
  }
}

function newSchema() {
  return `test_${randomUUID().replaceAll('-', '')}`;
}

export async function startTestServer(options: { webRoot?: string } = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'legion-test-'));
  const schema = postgresUrl ? newSchema() : undefined;
  const server = await startServer(
    {
      port: 0,
      host: '127.0.0.1',
      dataDir,
      databaseUrl: postgresUrl,
      webRoot: options.webRoot ?? join(dataDir, 'no-web-build'),
    },
    schema ? { schema } : {},
  );
  return {
    url: server.url,
    dataDir,
    async close() {
      await server.close();
      if (schema) await dropSchema(schema);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A bare database (no server) for tests of the data layer itself. */
export async function openTestDatabase(): Promise<{ db: Database; close(): Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'legion-db-'));
  const schema = postgresUrl ? newSchema() : undefined;
  const db = await openDatabase({ databaseUrl: postgresUrl, dataDir, schema });
  return {
    db,
    async close() {
      await db.close();
      if (schema) await dropSchema(schema);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
