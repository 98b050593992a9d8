/**
 * The server as its own process (`node apps/server/src/main.ts`), for what only a real process
 * shows: its start-up lines, its signals, and what a kill -9 leaves behind.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { postgresUrl } from './helpers.ts';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** everything it printed so far, stdout and stderr */
  output(): string;
  /** its exit code (null when a signal ended it) */
  exited: Promise<number | null>;
}

/** starts the server on a free loopback port and resolves once it prints its address */
export async function startProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => reject(new Error(`exited early (${code}): ${output}`)));
  });
  return { url, child, output: () => output, exited };
}

/** kill -9: no handler runs, no request finishes, nothing is flushed */
export async function killHard(server: ServerProcess) {
  server.child.kill('SIGKILL');
  await server.exited;
}

/** PostgreSQL only: a database of its own for a test file, dropped by `drop()` */
export async function scratchDatabase() {
  if (!postgresUrl) throw new Error('scratchDatabase needs PostgreSQL');
  const name = `legion_fault_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const client = new pg.Pool({ connectionString: url.toString(), max: 2 });
  return {
    url: url.toString(),
    /** SQL on it, for what the test checks behind the API */
    query: async <T>(sql: string, values: unknown[] = []) =>
      (await client.query(sql, values)).rows as T[],
    async drop() {
      await client.end();
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}
