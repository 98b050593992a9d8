/**
 * Starts a real server on a free loopback port over a real database: PGlite in a temporary
 * folder, or, when LEGION_TEST_DATABASE_URL is set (CI), a PostgreSQL database of its own that
 * is dropped afterwards. Both are copies of the run's template (template.ts), already migrated
 * and seeded; `fresh` starts on an empty one instead. No database mocks.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type HostApp,
  KNOWLEDGE_UPLOAD,
  type KnowledgeDocument,
  knowledgeDocumentPageSchema,
  providerRequestHeaders,
} from '@legion/api';
import pg from 'pg';
import { inject } from 'vitest';
import type { HealthSettings } from '../src/agents/health.ts';
import type { AgentLimits } from '../src/agents/protocols/call.ts';
import { type Database, openDatabase } from '../src/db/database.ts';
import type { FileStore, FileStoreConfig } from '../src/files/store.ts';
import type { Mount } from '../src/http/endpoint.ts';
import { providerCredentials } from '../src/provider/credentials.ts';
import { startServer } from '../src/server.ts';
import { copyFolder } from './copy-folder.ts';
import { adminQuery, databaseUrl, dropDatabase, TEST_SEED_PASSWORD } from './template.ts';

export const postgresUrl = process.env.LEGION_TEST_DATABASE_URL || undefined;
export const expectedDatabase = postgresUrl ? 'postgres' : 'pglite';

/** The password of the seed accounts (admin, developer, user) on every test server. */
export { TEST_SEED_PASSWORD };

/** The server's clock: real time plus whatever a test has moved it on by. */
export interface TestClock {
  now(): number;
  advance(ms: number): void;
}

export function testClock(): TestClock {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance(ms) {
      offset += ms;
    },
  };
}

export interface TestServer {
  url: string;
  dataDir: string;
  /** PostgreSQL only: the test server's database (a copy of the template) */
  databaseUrl: string | undefined;
  /** PostgreSQL only: the test's schema (a `fresh` server) */
  schema: string | undefined;
  /** the server's own database handle, for checks a test makes in SQL */
  db: Database;
  /** the server's file store (`<dataDir>/uploads` unless the test gave another) */
  files: FileStore;
  /** every route and middleware the app mounted (method and path, as Hono lists them) */
  routes: readonly { method: string; path: string }[];
  /** the registry endpoints the mounter mounted, as `METHOD /path` */
  mounted: ReadonlySet<string>;
  clock: TestClock;
  /** stops the server and keeps its data, so that another may start on it */
  stop(): Promise<void>;
  /** stops the server and deletes its data */
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** how often the payment reconciliation runs (30 s by default) */
  reconcileEveryMs?: number;
  webRoot?: string;
  /** the built component catalogue served at /storybook/ (none when omitted: not built) */
  storybookRoot?: string;
  /** the host app's name and links written into index.html (HOST_APP_DEFAULTS when omitted) */
  hostApp?: HostApp;
  /** the seed accounts' password: TEST_SEED_PASSWORD by default; null to have one generated */
  seedPassword?: string | null;
  /**
   * an empty database, migrated and seeded by this start (as on a new platform), instead of a
   * copy of the template that is already: for tests of the first start itself; implied by a
   * seedPassword of its own
   */
  fresh?: boolean;
  /** demo data on a first start (on, as in the template); off implies a fresh database */
  demo?: boolean;
  /** LEGION_ADMIN_PASSWORD, for a start without demo data */
  adminPassword?: string;
  log?: (line: string) => void;
  routes?: (mount: Mount) => void;
  /** start on the data (folder or database) of a stopped test server */
  reuse?: TestServer;
  /** the server's clock (a fresh `testClock()` by default), e.g. one already moved on */
  clock?: TestClock;
  /**
   * PostgreSQL only: a second instance beside a running test server, on its schema and its
   * upload folder (as instances behind a load balancer share a database and a store); closing
   * it stops it only, the first one owns the data
   */
  shareWith?: TestServer;
  /** where uploaded files go: the local folder by default */
  files?: FileStoreConfig;
  /** agents on private addresses allowed (the tests' fake agents are on loopback): on by default */
  agentPrivateNetwork?: boolean;
  /** the embedded sandbox (host app, wallets, SMS outbox): on by default */
  sandbox?: boolean;
  /** the host app's signed service at this URL (e.g. a fake one), instead of the sandbox's */
  providerUrl?: string;
  /** shorter time and size limits for test, check and probe calls to agents */
  agentLimits?: Partial<AgentLimits>;
  /** the health checker, with short settings; off when omitted */
  health?: { everyMs: number; settings?: Partial<HealthSettings> };
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

/** a new database for one test server: a copy of the template, or an empty one when fresh */
async function newDatabase(
  dataDir: string,
  fresh: boolean,
): Promise<{ url: string | undefined; schema: string | undefined }> {
  if (fresh) {
    if (postgresUrl) return { url: postgresUrl, schema: newSchema() };
    await copyEmptyPglite(join(dataDir, 'pglite'));
    return { url: undefined, schema: undefined };
  }
  const template = inject('serverTemplate');
  if (template.kind === 'pglite') {
    await copyFolder(template.dataDir, dataDir);
    return { url: undefined, schema: undefined };
  }
  if (!postgresUrl) throw new Error('a PostgreSQL template without LEGION_TEST_DATABASE_URL');
  const database = `legion_test_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(postgresUrl, `create database "${database}" template "${template.database}"`);
  return { url: databaseUrl(postgresUrl, database), schema: undefined };
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const shared = options.reuse ?? options.shareWith;
  if (options.shareWith && !postgresUrl) {
    throw new Error('two instances need PostgreSQL: PGlite is one process');
  }
  const dataDir = shared?.dataDir ?? (await mkdtemp(join(tmpdir(), 'legion-test-')));
  const fresh =
    options.fresh === true || options.seedPassword !== undefined || options.demo === false;
  const database = shared
    ? { url: shared.databaseUrl, schema: shared.schema }
    : await newDatabase(dataDir, fresh);
  const { schema } = database;
  const clock = options.clock ?? testClock();
  const server = await startServer(
    {
      port: 0,
      host: '127.0.0.1',
      dataDir,
      databaseUrl: database.url,
      webRoot: options.webRoot ?? join(dataDir, 'no-web-build'),
      storybookRoot: options.storybookRoot,
      seedPassword:
        options.seedPassword === null ? undefined : (options.seedPassword ?? TEST_SEED_PASSWORD),
      provider: { url: options.providerUrl, appId: undefined, secret: undefined },
      sandbox: options.sandbox ?? true,
      demo: options.demo ?? true,
      adminPassword: options.adminPassword,
      agentPrivateNetwork: options.agentPrivateNetwork ?? true,
      files: options.files ?? { kind: 'local' },
      hostApp: options.hostApp,
    },
    {
      schema,
      now: clock.now,
      log: options.log ?? (() => {}),
      routes: options.routes,
      reconcileEveryMs: options.reconcileEveryMs,
      agentLimits: options.agentLimits,
      health: options.health ?? null,
    },
  );
  return {
    url: server.url,
    dataDir,
    databaseUrl: database.url,
    schema,
    db: server.db,
    files: server.files,
    routes: server.routes,
    mounted: server.mounted,
    clock,
    stop: () => server.close(),
    async close() {
      await server.close();
      if (options.shareWith) return;
      if (schema) await dropSchema(schema);
      else if (postgresUrl && database.url && database.url !== postgresUrl) {
        await dropDatabase(postgresUrl, new URL(database.url).pathname.slice(1));
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** where a helper sends its requests: a test server, or the server as its own process */
export type Reachable = Pick<TestServer, 'url'>;

export interface UntilOptions {
  /** what is awaited, for the message at the deadline */
  what: string;
  /** 10 s by default */
  timeoutMs?: number;
  /** the pause between two probes: 50 ms by default */
  intervalMs?: number;
}

/**
 * Asks `probe` again and again until it answers something truthy, and answers that. Past the
 * deadline it throws "waited in vain for <what>" with the last answer seen, so that a wait
 * fails saying what it waited for instead of running into the test's own timeout.
 */
export async function until<T>(
  probe: () => Promise<T | null | undefined | false>,
  { what, timeoutMs = 10_000, intervalMs = 50 }: UntilOptions,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const seen = await probe();
    if (seen) return seen as T;
    if (Date.now() >= deadline) {
      throw new Error(`waited in vain for ${what} (${timeoutMs} ms); last seen: ${shown(seen)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 500 ? `${text.slice(0, 500)}…` : text;
}

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: a test reads whatever the server answered
  body: any;
  headers: Headers;
}

/** One JSON call: `body` goes as JSON (POST by default), `token` as the bearer. */
export async function call(
  server: Reachable,
  path: string,
  init: {
    method?: string;
    body?: unknown;
    token?: string | null;
    headers?: Record<string, string>;
  } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const response = await fetch(`${server.url}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return answerOf(response);
}

/** a response as a test reads it: the body parsed as JSON, or its text when it is not JSON */
export async function answerOf(response: Response): Promise<Answer> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: the text itself
  }
  return { status: response.status, body, headers: response.headers };
}

/** Signs a seed account in with the password; answers its bearer token. */
export async function signIn(
  server: TestServer,
  username: 'admin' | 'developer' | 'user',
  headers: Record<string, string> = {},
): Promise<string> {
  const answer = await call(server, '/api/login/password', {
    body: { username, password: TEST_SEED_PASSWORD },
    headers,
  });
  if (answer.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data.token;
}

/**
 * Sends one file to a knowledge base's upload endpoint as `token`'s holder (none when empty),
 * and answers whatever the server said: for tests of the upload's answers and refusals.
 */
export async function sendKnowledgeFile(
  server: Reachable,
  token: string,
  baseId: string,
  name: string,
  content: string | Uint8Array,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const form = new FormData();
  form.append(KNOWLEDGE_UPLOAD.field, new Blob([content as BlobPart]), name);
  const response = await fetch(`${server.url}${KNOWLEDGE_UPLOAD.path.replace(':id', baseId)}`, {
    method: 'POST',
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: form,
  });
  return answerOf(response);
}

/** uploads a file to a knowledge base as its owner; answers the new document's id */
export async function uploadKnowledgeText(
  server: Reachable,
  token: string,
  baseId: string,
  name: string,
  content: string | Uint8Array,
): Promise<string> {
  const answer = await sendKnowledgeFile(server, token, baseId, name, content);
  if (answer.status !== 200) throw new Error(`upload ${name}: ${JSON.stringify(answer.body)}`);
  return answer.body.data.id as string;
}

/** every document of a knowledge base, page after page, as its owner lists them */
export async function knowledgeDocuments(
  server: Reachable,
  token: string,
  baseId: string,
): Promise<KnowledgeDocument[]> {
  const documents: KnowledgeDocument[] = [];
  for (let page = 1; ; page++) {
    const answer = await call(
      server,
      `/api/knowledge/${baseId}/documents?pageSize=50&page=${page}`,
      { token },
    );
    if (answer.status !== 200) {
      throw new Error(`the documents of base ${baseId}: ${JSON.stringify(answer.body)}`);
    }
    const { items, total } = knowledgeDocumentPageSchema.parse(answer.body.data);
    documents.push(...items);
    if (items.length === 0 || documents.length >= total) return documents;
  }
}

/**
 * Waits until none of the base's documents is processing (the ingest runs off the request path)
 * and `ready`, given those documents, answers something, and answers that: by default the
 * documents themselves; a `ready` of its own waits for more (the base's questions run again,
 * its dictionary applied, one document listed).
 */
export async function whenIngested<T = KnowledgeDocument[]>(
  server: Reachable,
  token: string,
  baseId: string,
  ready: (documents: KnowledgeDocument[]) => Promise<T | null | undefined | false> = async (
    documents,
  ) => documents as T,
  {
    timeoutMs = 30_000,
    what = 'the documents to be processed',
    intervalMs,
  }: Partial<UntilOptions> = {},
): Promise<T> {
  let processing: string[] = [];
  try {
    return await until(
      async () => {
        const documents = await knowledgeDocuments(server, token, baseId);
        processing = documents
          .filter((document) => document.status === 'processing')
          .map((document) => `${document.name} (${document.stage})`);
        return processing.length > 0 ? null : ready(documents);
      },
      { timeoutMs, what, intervalMs },
    );
  } catch (error) {
    if (processing.length === 0) throw error;
    throw new Error(`${(error as Error).message}; still processing: ${processing.join(', ')}`);
  }
}

/** an empty PGlite database at `dataDir`: a copy of the run's, not another initdb (template.ts) */
async function copyEmptyPglite(dataDir: string): Promise<void> {
  const empty = inject('emptyPglite');
  if (empty) await copyFolder(empty, dataDir);
}

/** A bare database (no server) for tests of the data layer itself. */
export async function openTestDatabase(): Promise<{ db: Database; close(): Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'legion-db-'));
  if (!postgresUrl) await copyEmptyPglite(dataDir);
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

/**
 * Starts a multipart upload to `url` whose Content-Length says `length` and sends only its
 * first bytes: the answer must come from the headers alone. (Sending megabytes the server will
 * not read races its closing of the connection.)
 */
export function postDeclaringLength(
  url: string,
  length: number,
  token: string,
  headers: Record<string, string> = {},
) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method: 'POST',
        headers: {
          ...headers,
          authorization: `Bearer ${token}`,
          'content-type': 'multipart/form-data; boundary=legion',
          'content-length': String(length),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => {
          request.destroy();
          resolve({ status: response.statusCode ?? 0, text });
        });
        response.on('error', reject);
      },
    );
    // the server may close the connection on the unread rest: that is expected
    request.on('error', () => {});
    request.write('--legion\r\n');
  });
}

export interface StreamEvent {
  type: string;
  // biome-ignore lint/suspicious/noExplicitAny: a test reads whatever the stream sent
  data: any;
}

/**
 * POSTs JSON to an endpoint that answers server-sent events (the chat, legion runs): the
 * events once the stream ends; an answer that is not a stream comes back as `body`.
 */
export async function postStream(
  server: TestServer,
  path: string,
  body: unknown,
  token: string,
): Promise<{ status: number; body: Answer['body']; events: StreamEvent[] }> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'x-language': 'zh',
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.headers.get('content-type')?.includes('text/event-stream')) {
    return { status: response.status, body: JSON.parse(text), events: [] };
  }
  // the wire format the web client parses: each event exactly `event: <type>\ndata: <json>\n\n`
  if (!text.endsWith('\n\n') && text !== '') throw new Error(`stream not ended by a blank line`);
  const events = text
    .split('\n\n')
    .filter(Boolean)
    .map((block) => {
      const match = /^event: ([^\n]+)\ndata: ([^\n]*)$/.exec(block);
      if (!match) throw new Error(`not an event block: ${JSON.stringify(block)}`);
      return { type: match[1] ?? '', data: JSON.parse(match[2] ?? 'null') };
    });
  return { status: response.status, body: null, events };
}

/** the index.html of a fake web build */
export const FAKE_INDEX_HTML =
  '<!doctype html><html lang="zh-CN"><body><div id="root"></div></body></html>';

/**
 * A stand-in for the built web app in a temporary folder: index.html, one hashed asset
 * (`assets/index-abc123.js`) and any other files given (path → text).
 */
export async function fakeWebRoot(files: Record<string, string> = {}) {
  const dir = await mkdtemp(join(tmpdir(), 'legion-web-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), FAKE_INDEX_HTML);
  await writeFile(join(dir, 'assets', 'index-abc123.js'), 'console.log("app")');
  for (const [path, text] of Object.entries(files)) await writeFile(join(dir, path), text);
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** the platform's provider credentials, which sign the host app's calls (kept in app_settings) */
export function hostCredentials(server: TestServer) {
  return providerCredentials(server.db, { appId: undefined, secret: undefined });
}

/**
 * A call of the host app's server: `body` signed like the host app's provider service with the
 * platform's credentials (or `sign`'s), at the server's clock unless `timestamp` says otherwise.
 */
export async function callAsHost(
  server: TestServer,
  path: string,
  body: Record<string, unknown>,
  sign: { appId?: string; secret?: string; timestamp?: number } = {},
): Promise<Answer> {
  const credentials = await hostCredentials(server);
  const headers = await providerRequestHeaders(
    {
      appId: sign.appId ?? credentials.appId,
      secret: sign.secret ?? credentials.secret,
      os: 'android',
    },
    body,
    sign.timestamp ?? server.clock.now(),
  );
  return call(server, path, { body, headers });
}

/** `script-src 'self'; …` as a map of directive → its sources */
export function directives(policy: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (policy ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), sources);
  }
  return map;
}
