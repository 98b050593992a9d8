/**
 * Scale-out: two server instances on one PostgreSQL (and one file store), as behind a load
 * balancer that sends each request wherever it likes. Nothing a request needs lives in one
 * instance's memory: a session, a QR sign-in, an upload and its ingest, an order and its
 * wallet notification all work when their steps land on different instances.
 */
import { loginResultSchema } from '@legion/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount } from './developer-helpers.ts';
import {
  call,
  postgresUrl,
  signIn,
  startTestServer,
  type TestServer,
  uploadKnowledgeText,
  whenIngested,
} from './helpers.ts';
import { createOrder, notify, paymentOf, signedNotification } from './payment-helpers.ts';

let a: TestServer;
let b: TestServer;

describe.skipIf(!postgresUrl)('two instances on one PostgreSQL', () => {
  beforeAll(async () => {
    a = await startTestServer();
    b = await startTestServer({ shareWith: a });
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a session made on one is honoured by the other, and a sign-out on either ends it', async () => {
    const token = await signIn(a, 'user');
    const me = await call(b, '/api/user/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.data.username).toBe('user');
    expect((await call(b, '/api/logout', { token, body: {} })).status).toBe(200);
    expect((await call(a, '/api/user/me', { token })).status).toBe(401);
  });

  it('a QR sign-in asked on one, scanned and confirmed on the other, completes on the first', async () => {
    const param = await call(a, '/api/login/chainPalQRParam');
    const qrToken = param.body.data.token as string;
    await call(b, '/sandbox/phone/scan', { body: { qrToken } });
    const confirmed = await call(b, '/sandbox/phone/confirm', {
      body: { qrToken, mobile: '13900000003' },
    });
    expect(confirmed.status).toBe(200);
    const status = await call(a, `/api/login/qrStatus?qrToken=${encodeURIComponent(qrToken)}`);
    expect(status.body.data.status).toBe('confirmed');
    const login = await call(a, '/api/login/qrLogin', { body: { qrToken } });
    expect(login.status).toBe(200);
    const result = loginResultSchema.parse(login.body.data);
    expect(result.userInfo.username).toBe('user');
    // used once, wherever it is tried again
    expect((await call(b, '/api/login/qrLogin', { body: { qrToken } })).status).toBe(410);
  });

  it('a document uploaded through one is indexed once and found through the other', async () => {
    const account = await addAccount(a);
    const base = await call(a, '/api/knowledge', {
      token: account.token,
      body: { name: '两台实例' },
    });
    const baseId = base.body.data.id as string;
    await uploadKnowledgeText(
      a,
      account.token,
      baseId,
      'balancer.txt',
      '负载均衡之后的检索照常工作。Retrieval works behind a load balancer.',
    );

    // listed by the other instance
    const documents = await whenIngested(b, account.token, baseId, undefined, {
      timeoutMs: 60_000,
    });
    expect(documents).toHaveLength(1);
    expect(documents[0]?.status).toBe('available');
    const found = await call(b, `/api/knowledge/${baseId}/retrieve`, {
      token: account.token,
      body: { query: '负载均衡' },
    });
    expect(found.status).toBe(200);
    expect(JSON.stringify(found.body.data)).toContain('负载均衡之后的检索照常工作');
    const jobs = await a.db.query<{ state: string; attempts: number }>(
      `select j.state, j.attempts from knowledge_jobs j
       join knowledge_documents d on d.id = j.document_id where d.base_id = $1`,
      [baseId],
    );
    expect(jobs).toEqual([{ state: 'done', attempts: 1 }]);
  });

  it('an order made on one is paid by a notification that reaches the other, once', async () => {
    const account = await addAccount(a);
    const created = await createOrder(a, account, 'agent-premium', 1, 'chat_wallet');
    const body = await signedNotification(a, 'chat_wallet', {
      orderNumber: created.order.orderNumber,
      amountCents: Math.round(created.order.amount * 100),
      result: 'SUCCESS',
    });
    const first = await notify(b, 'chat_wallet', body);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.outcome).toBe('paid');
    // the wallet retries at the other instance: recorded as a duplicate, nothing changes
    const again = await notify(a, 'chat_wallet', body);
    expect(again.body.data.outcome).toBe('duplicate');
    const paid = await paymentOf(a, account, created.order.id);
    expect(paid.order.status).toBe('completed');
    const subscriptions = await a.db.query(
      'select plan_id from plan_subscriptions where user_id = $1',
      [account.id],
    );
    expect(subscriptions).toEqual([{ plan_id: 'agent-premium' }]);
  });
});
