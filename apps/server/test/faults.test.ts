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
import { KNOWLEDGE_UPLOAD, knowledgeDocumentSchema } from '@legion/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signNotification } from '../src/payment/providers.ts';
import { postgresUrl, TEST_SEED_PASSWORD } from './helpers.ts';
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

const BOUNDARY = 'legion-fault-boundary';
/** a multipart body of one text file, split where the file's bytes begin */
function multipart(fileName: string, text: string) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      `Content-Type: text/plain\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const file = Buffer.from(text);
  return { head, file, tail, length: head.length + file.length + tail.length };
}

/**
 * Starts an upload and sends its first `sent` bytes of the file; `finish()` sends the rest
 * and resolves with the answer. A connection cut by the server rejects `answer`.
 */
function partialUpload(
  baseId: string,
  token: string,
  fileName: string,
  text: string,
  sent: number,
) {
  if (!server) throw new Error('no server');
  const body = multipart(fileName, text);
  const {
    promise: answer,
    resolve,
    reject,
  } = Promise.withResolvers<{ status: number; text: string }>();
  const request = httpRequest(`${server.url}${KNOWLEDGE_UPLOAD.path.replace(':id', baseId)}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      'content-length': String(body.length),
    },
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
  request.write(body.head);
  request.write(body.file.subarray(0, sent));
  return {
    answer,
    finish() {
      request.write(body.file.subarray(sent));
      request.end(body.tail);
      return answer;
    },
  };
}

async function upload(baseId: string, token: string, fileName: string, text: string) {
  const started = partialUpload(baseId, token, fileName, text, 0);
  const answer = await started.finish();
  expect(answer.status, answer.text).toBe(200);
  return JSON.parse(answer.text).data.id as string;
}

async function documentsOf(baseId: string, token: string) {
  const answer = await api(`/api/knowledge/${baseId}/documents`, { token });
  return knowledgeDocumentSchema.array().parse(answer.body.data.items);
}

async function settled(baseId: string, token: string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const items = await documentsOf(baseId, token);
    if (!items.some((item) => item.status === 'processing')) return items;
    if (Date.now() > deadline) throw new Error('ingest did not finish');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** a text long enough that its ingest is still running a moment after the upload is answered */
const LONG_TEXT = Array.from(
  { length: 60_000 },
  (_, i) =>
    `第${i}段：重启之后知识库仍然完整，不丢也不重。Paragraph ${i} survives a restart whole.\n`,
).join('');

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
    const upload1 = partialUpload(baseId, token, 'cut.txt', text, 1024 * 1024);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await killHard(server as ServerProcess);
    await expect(upload1.answer).rejects.toThrow();

    await start();
    token = await signIn();
    expect(await documentsOf(baseId, token)).toEqual([]);
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
    await killHard(server as ServerProcess);
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
    for (const delay of [0, 15]) {
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
        businessNumber: `FAULT${Date.now()}${delay}`,
        payAccount: '139****0000',
        amountCents: Math.round(order.amount * 100),
        result: 'SUCCESS' as const,
        timestamp: Date.now(),
      };
      const body = { ...fields, signature: signNotification(fields, secret?.value ?? '') };
      const sent = fetch(`${(server as ServerProcess).url}/api/payment/notify/chat_wallet`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).catch(() => null);
      await new Promise((resolve) => setTimeout(resolve, delay));
      await killHard(server as ServerProcess);
      await sent;

      await start();
      token = await signIn();
      // the wallet did not hear 200, so it sends the same notification again, twice
      for (let retry = 0; retry < 2; retry++) {
        const answer = await api('/api/payment/notify/chat_wallet', { body });
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        expect(['paid', 'duplicate']).toContain(answer.body.data.outcome);
      }
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
    const running = server as ServerProcess;
    const inFlight = partialUpload(
      baseId,
      token,
      'drain.txt',
      '停止前上传完成。Finished before the stop.',
      10,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    running.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(fetch(`${running.url}/healthz`)).rejects.toThrow();
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
