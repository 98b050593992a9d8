/**
 * The server suites' template database: migrated and seeded ONCE per run (vitest globalSetup of
 * the `server` and `server-postgres` projects), then copied for every test server instead of
 * migrating and seeding each one (that took 5-10 s per start; a copy takes a fraction of it).
 *
 * The template is made by starting and stopping a real server on it, so it holds exactly what a
 * first start writes: migrations, seed accounts (TEST_SEED_PASSWORD), market, consoles, plans,
 * provider credentials and built-in agents. A server started on a copy runs the same start-up
 * again, which finds everything done (every seed is idempotent) and points the built-in agents
 * at its own port. Tests about the first start itself (the seeds' log lines, a generated
 * password) ask for a `fresh` server.
 *
 * PGlite: the template is a closed data folder, copied file by file (copy-folder.ts). PostgreSQL: a database,
 * cloned with `CREATE DATABASE … TEMPLATE …` (a file-level copy), one database per test server.
 *
 * PGlite also gets an empty template: a data folder just after initdb, which takes PGlite's
 * WebAssembly 5-18 s on two busy cores. A fresh server and a bare test database start from a copy
 * of it, as the migrated template does (a fresh start still migrates and seeds, as a first start
 * does).
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database.ts';
import { startServer } from '../src/server.ts';
import { copyFolder } from './copy-folder.ts';

export type ServerTemplate =
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'postgres'; database: string };

declare module 'vitest' {
  export interface ProvidedContext {
    /** where the server suites' template database is (apps/server/test/template.ts) */
    serverTemplate: ServerTemplate;
    /** PGlite: a data folder just after initdb, nothing in it (null on PostgreSQL) */
    emptyPglite: string | null;
  }
}

/** the seed accounts' password in every template (helpers.ts re-exports it) */
export const TEST_SEED_PASSWORD = 'legion-test-seed-password';

/** `url` with its database name replaced */
export function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** runs `sql` on the database of `url` (the suite's own database: never a test server's) */
export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Drops a test server's database. Without FORCE at first: a closed pool's connections may still
 * be saying goodbye, and a FORCE would answer them with a FATAL their client no longer listens
 * for (an uncaught error); they are gone a moment later.
 */
export async function dropDatabase(url: string, database: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await adminQuery(url, `drop database if exists "${database}"`);
      return;
    } catch (error) {
      // 55006: the database is being accessed by other users
      if ((error as { code?: string }).code !== '55006') throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  await adminQuery(url, `drop database if exists "${database}" with (force)`);
}

/** a first start on `dataDir` (and `databaseUrl`), stopped again: what a template holds */
async function firstStart(dataDir: string, url: string | undefined) {
  const server = await startServer(
    {
      port: 0,
      host: '127.0.0.1',
      dataDir,
      databaseUrl: url,
      webRoot: join(dataDir, 'no-web-build'),
      seedPassword: TEST_SEED_PASSWORD,
      provider: { url: undefined, appId: undefined, secret: undefined },
      sandbox: true,
      demo: true,
      agentPrivateNetwork: true,
      files: { kind: 'local' },
    },
    { log: () => {} },
  );
  await server.close();
}

/** a PGlite data folder just after initdb, closed */
export async function buildEmptyPglite(): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'legion-empty-'));
  const db = await openDatabase({ dataDir });
  await db.close();
  return dataDir;
}

export async function buildTemplate(
  postgresUrl: string | undefined,
  emptyPglite: string | null = null,
): Promise<ServerTemplate> {
  const dataDir = await mkdtemp(join(tmpdir(), 'legion-template-'));
  if (!postgresUrl) {
    // the server keeps PGlite's files in its data folder's `pglite`
    if (emptyPglite) await copyFolder(emptyPglite, join(dataDir, 'pglite'));
    await firstStart(dataDir, undefined);
    return { kind: 'pglite', dataDir };
  }
  const database = `legion_template_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(postgresUrl, `create database "${database}"`);
  try {
    await firstStart(dataDir, databaseUrl(postgresUrl, database));
  } catch (error) {
    await dropDatabase(postgresUrl, database);
    throw error;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  return { kind: 'postgres', database };
}

/** vitest globalSetup: one template per server project, removed when the run ends */
export default async function setup(project: TestProject) {
  const postgresUrl = project.config.env.LEGION_TEST_DATABASE_URL || undefined;
  const emptyPglite = postgresUrl ? null : await buildEmptyPglite();
  const template = await buildTemplate(postgresUrl, emptyPglite);
  project.provide('serverTemplate', template);
  project.provide('emptyPglite', emptyPglite);
  return async () => {
    if (emptyPglite) await rm(emptyPglite, { recursive: true, force: true });
    if (template.kind === 'pglite') await rm(template.dataDir, { recursive: true, force: true });
    else if (postgresUrl) await dropDatabase(postgresUrl, template.database);
  };
}
