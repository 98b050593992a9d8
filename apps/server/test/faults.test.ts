/**
 * Faults: the server process killed with SIGKILL in the middle of an upload, an ingest and a
 * wallet notification, then started again on the same database and files: nothing is lost
 * and nothing is doubled. And SIGTERM lets a request in flight finish before the process
 * exits. PostgreSQL only: it is what a crash-safe deployment runs on (PGlite is for one
 * developer's machine), and every process here gets a database of its own.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { KNOWLEDGE_UPLOAD } from '@legion/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signNotification } from '../src/payment/providers.ts';
import {
  knowledgeDocuments,
  postgresUrl,
  TEST_SEED_PASSWORD,
  until,
  uploadKnowledgeText,
  whenIngested,
} from './helpers.ts';
import { killHard, type ServerProcess, scratchDatabase, startProcess } from './process-helpers.ts';

let database: Awaited<ReturnType<typeof scratchDatabase>>;
let dataDir: string;
let server: ServerProcess | undefined;

const start = async () => {
  server = await startProcess({
    LEGION_DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    LEGION_SEED_PASSWORD: TEST_SEED_PASSWORD,
    LEGION_WEB_ROOT: join(dataDir, 'no-web-build'),
    // a killed instance's ingest is taken over soon after the restart
    LEGION_INGEST_LEASE_MS: '1000',
  });
  return server;
};

async function api(path: string, init: { token?: string; body?: unknown } = {}) {
  if (!server) throw new Error('no server');
  const response = await fetch(`${server.url}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  // biome-ignore lint/suspicious/noExplicitAny: a test reads whatever the server answered
  return { status: response.status, body: (await response.json()) as any };
}

const signIn = async () =>
  (await api('/api/login/password', { body: { username: 'user', password: TEST_SEED_PASSWORD } }))
    .body.data.token as string;

/**
 * Starts a POST of `body` (its whole length declared) and sends its first `sent` bytes:
 * `written` resolves once they are handed to the connection, `finish()` sends the rest and
 * resolves with the answer. A connection cut by the server rejects `answer`.
 */
function partialPost(path: string, headers: Record<string, string>, body: Buffer, sent: number) {
  if (!server) throw new Error('no server');
  const {
    promise: answer,
    resolve,
    reject,
  } = Promise.withResolvers<{ status: number; text: string }>();
  const request = httpRequest(`${server.url}${path}`, {
    method: 'POST',
    headers: { ...headers, 'content-length': String(body.length) },
  });
  request.on('response', (response) => {
    let text = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      text += chunk;
    });
    response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
  });
  request.on('error', reject);
  answer.catch(() => {});
  const written = new Promise<void>((done, failed) => {
    request.write(body.subarray(0, sent), (error) => (error ? failed(error) : done()));
  });
  written.catch(() => {});
  return {
    answer,
    written,
    finish() {
      request.end(body.subarray(sent));
      return answer;
    },
  };
}

const BOUNDARY = 'legion-fault-boundary';

/**
 * Starts an upload of one text file and sends its first `sent` bytes of the file; `finish()`
 * sends the rest and resolves with the answer.
 */
function partialUpload(
  baseId: string,
  token: string,
  fileName: string,
  text: string,
  sent: number,
) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      `Content-Type: text/plain\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  return partialPost(
    KNOWLEDGE_UPLOAD.path.replace(':id', baseId),
    {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    },
    Buffer.concat([head, Buffer.from(text), tail]),
    head.length + sent,
  );
}

/** the knowledge uploads the server has counted for the seed account `user` */
async function uploadsCounted() {
  const [row] = await database.query<{ n: string }>(
    `select count(*) as n from upload_events e join users u on u.id = e.user_id
     where u.username = 'user' and e.kind = 'knowledge'`,
  );
  return Number(row?.n);
}

/**
 * Resolves once the server has taken up an upload started after `before` was counted: it counts
 * an upload before it reads a byte of its body, so the upload is then in flight at the server.
 */
function uploadInFlight(before: number) {
  return until(async () => (await uploadsCounted()) > before, {
    what: 'the server to take up the upload',
  });
}

const current = () => server as ServerProcess;
const upload = (baseId: string, token: string, fileName: string, text: string) =>
  uploadKnowledgeText(current(), token, baseId, fileName, text);
const settled = (baseId: string, token: string) =>
  whenIngested(current(), token, baseId, undefined, { timeoutMs: 60_000 });

/** a text long enough that its ingest is still running a moment after the upload is answered */
const LONG_TEXT = Array.from(
  { length: 60_000 },
  (_, i) =>
    `第${i}段：重启之后知识库仍然完整，不丢也不重。Paragraph ${i} survives a restart whole.\n`,
).join('');

/**
 * Whether a new connection to the server is refused. Each probe is a connection of its own,
 * closed after its answer: a kept-alive one would be a connection the stopping server still
 * serves, and polling on it would hold the server open until it gives up.
 */
function refusesNewConnection(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = httpRequest(`${url}/healthz`, { agent: false }, (response) => {
      response.resume();
      resolve(false);
    });
    probe.on('error', () => resolve(true));
    probe.end();
  });
}

describe.skipIf(!postgresUrl)('kill -9 and SIGTERM', () => {
  beforeAll(async () => {
    database = await scratchDatabase();
    dataDir = await mkdtemp(join(tmpdir(), 'legion-faults-'));
    await start();
  }, 120_000);
  afterAll(async () => {
    if (server && server.child.exitCode === null) await killHard(server);
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('an upload cut off by a kill leaves nothing behind, and the retry stores it once', async () => {
    let token = await signIn();
    const base = await api('/api/knowledge', { token, body: { name: '上传中断' } });
    const baseId = base.body.data.id as string;
    const text = 'x'.repeat(2 * 1024 * 1024);
    const before = await uploadsCounted();
    const upload1 = partialUpload(baseId, token, 'cut.txt', text, 1024 * 1024);
    await uploadInFlight(before);
    await killHard(current());
    await expect(upload1.answer).rejects.toThrow();

    await start();
    token = await signIn();
    expect(await knowledgeDocuments(current(), token, baseId)).toEqual([]);
    const usage = await api('/api/knowledge/usage', { token });
    expect(usage.body.data.usedBytes).toBe(0);
    await upload(baseId, token, 'cut.txt', text);
    const documents = await settled(baseId, token);
    expect(documents.map((document) => [document.name, document.status])).toEqual([
      ['cut.txt', 'available'],
    ]);
  }, 120_000);

  it('an ingest cut off by a kill is finished after the restart, indexed exactly once', async () => {
    let token = await signIn();
    const base = await api('/api/knowledge', { token, body: { name: '解析中断' } });
    const baseId = base.body.data.id as string;
    const id = await upload(baseId, token, 'long.txt', LONG_TEXT);
    await killHard(current());
    // the kill came while the document was still being processed
    const [atKill] = await database.query<{ status: string }>(
      'select status from knowledge_documents where id = $1',
      [id],
    );
    expect(atKill?.status).toBe('processing');

    await start();
    token = await signIn();
    const [document] = await settled(baseId, token);
    expect(document).toMatchObject({ id, status: 'available', stage: null });
    // the same text uploaded afresh gives the same characters and chunks: nothing lost, nothing doubled
    const fresh = await api('/api/knowledge', { token, body: { name: '对照' } });
    await upload(fresh.body.data.id, token, 'long.txt', LONG_TEXT);
    const [reference] = await settled(fresh.body.data.id, token);
    expect(document?.characters).toBe(reference?.characters);
    const chunks = await database.query<{ document_id: string; n: string }>(
      `select document_id::text as document_id, count(*) as n from knowledge_chunks
       where document_id in ($1, $2) group by document_id order by document_id`,
      [id, reference?.id],
    );
    expect(chunks).toHaveLength(2);
    expect(chunks[0]?.n).toBe(chunks[1]?.n);
    const jobs = await database.query<{ state: string }>(
      'select state from knowledge_jobs where document_id = $1',
      [id],
    );
    expect(jobs).toEqual([{ state: 'done' }]);
  }, 120_000);

  it('a wallet notification cut off by a kill is applied once when the wallet retries', async () => {
    let token = await signIn();
    // the kill comes before the server has the whole notification, or once it has applied it
    // (whether or not its answer got out): either way the wallet did not hear it was taken
    for (const cut of ['before it is read', 'after it is applied'] as const) {
      const created = await api('/api/payment/orders', {
        token,
        body: {
          planId: 'agent-premium',
          months: 1,
          method: 'chat_wallet',
          agreementAccepted: true,
        },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const order = created.body.data.order;
      const [secret] = await database.query<{ value: string }>(
        'select value from app_settings where key = $1',
        ['payment:chat_wallet:secret'],
      );
      const fields = {
        orderNumber: order.orderNumber as string,
        businessNumber: `FAULT${Date.now()}${order.id}`,
        payAccount: '139****0000',
        amountCents: Math.round(order.amount * 100),
        result: 'SUCCESS' as const,
        timestamp: Date.now(),
      };
      const body = { ...fields, signature: signNotification(fields, secret?.value ?? '') };
      const json = Buffer.from(JSON.stringify(body));
      if (cut === 'before it is read') {
        const half = partialPost(
          '/api/payment/notify/chat_wallet',
          { 'content-type': 'application/json' },
          json,
          Math.floor(json.length / 2),
        );
        await half.written;
        await killHard(current());
        await expect(half.answer).rejects.toThrow();
      } else {
        const sent = fetch(`${current().url}/api/payment/notify/chat_wallet`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: json,
        }).catch(() => null);
        await until(
          async () =>
            (
              await database.query(
                `select 1 from payment_events where order_id = $1::bigint and outcome = 'paid'`,
                [order.id],
              )
            ).length > 0,
          { what: 'the notification to be applied' },
        );
        await killHard(current());
        await sent;
      }

      await start();
      token = await signIn();
      // the wallet did not hear 200, so it sends the same notification again, twice
      const outcomes: string[] = [];
      for (let retry = 0; retry < 2; retry++) {
        const answer = await api('/api/payment/notify/chat_wallet', { body });
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        outcomes.push(answer.body.data.outcome);
      }
      expect(outcomes, cut).toEqual(
        cut === 'before it is read' ? ['paid', 'duplicate'] : ['duplicate', 'duplicate'],
      );
      const paid = await api(`/api/payment/orders/${order.id}`, { token });
      expect(paid.body.data.order.status).toBe('completed');
      const applied = await database.query<{ outcome: string }>(
        `select outcome from payment_events where order_id = $1::bigint and outcome = 'paid'`,
        [order.id],
      );
      expect(applied).toHaveLength(1);
    }
    // two orders of one month each, each applied once: one subscription row
    const subscriptions = await database.query<{ plan_id: string }>(
      `select plan_id from plan_subscriptions s join users u on u.id = s.user_id
       where u.username = 'user'`,
    );
    expect(subscriptions).toEqual([{ plan_id: 'agent-premium' }]);
  }, 120_000);

  it('SIGTERM lets an upload in flight finish, refuses new connections, and exits 0', async () => {
    let token = await signIn();
    const base = await api('/api/knowledge', { token, body: { name: '平稳停止' } });
    const baseId = base.body.data.id as string;
    const running = current();
    const before = await uploadsCounted();
    const inFlight = partialUpload(
      baseId,
      token,
      'drain.txt',
      '停止前上传完成。Finished before the stop.',
      10,
    );
    await uploadInFlight(before);
    running.child.kill('SIGTERM');
    await until(() => refusesNewConnection(running.url), {
      what: 'the stopping server to refuse a new connection',
    });
    const answer = await inFlight.finish();
    expect(answer.status, answer.text).toBe(200);
    expect(await running.exited).toBe(0);
    expect(running.output()).toContain('SIGTERM received');

    await start();
    token = await signIn();
    const documents = await settled(baseId, token);
    expect(documents.map((document) => [document.name, document.status])).toEqual([
      ['drain.txt', 'available'],
    ]);
  }, 120_000);
});
