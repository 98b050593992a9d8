/**
 * The knowledge space: GET /api/knowledge/usage (plan, bytes used across all bases, quota) and
 * the upload's refusal (413) of a file that would take the caller past their plan's quota.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  KNOWLEDGE_QUOTA_BYTES,
  KNOWLEDGE_QUOTA_EXCEEDED,
  KNOWLEDGE_UPLOAD,
  knowledgeUsageSchema,
} from '@legion/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, addAccount } from './developer-helpers.ts';
import { type Answer, call, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());

const GB = 1024 ** 3;

async function usage(token: string) {
  const answer = await call(server, '/api/knowledge/usage', { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return knowledgeUsageSchema.parse(answer.body.data);
}

async function newBase(account: Account, name: string): Promise<string> {
  const answer = await call(server, '/api/knowledge', { token: account.token, body: { name } });
  expect(answer.status).toBe(200);
  return answer.body.data.id;
}

async function upload(
  account: Account,
  baseId: string,
  name: string,
  bytes: number,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const form = new FormData();
  // a character of its own for each name (3 bytes in UTF-8 each): files of the same content
  // would be asked about before the quota is
  const character = String.fromCodePoint(
    0x4e00 + ([...name].reduce((sum, c) => sum + (c.codePointAt(0) ?? 0), 0) % 4096),
  );
  form.append(KNOWLEDGE_UPLOAD.field, new Blob([character.repeat(bytes / 3)]), name);
  const response = await fetch(`${server.url}${KNOWLEDGE_UPLOAD.path.replace(':id', baseId)}`, {
    method: 'POST',
    headers: { ...headers, authorization: `Bearer ${account.token}` },
    body: form,
  });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

const documentCount = async (baseId: string) => {
  const [row] = await server.db.query<{ n: number | string }>(
    'select count(*) as n from knowledge_documents where base_id = $1',
    [baseId],
  );
  return Number(row?.n);
};

const files = () => readdir(join(server.dataDir, 'uploads', 'knowledge')).catch(() => []);

/** the user's plan subscription, as a completed payment writes it */
async function subscribe(userId: string, planId: string, expiresInDays: number) {
  const at = server.clock.now();
  const expires = new Date(at + expiresInDays * 24 * 60 * 60 * 1000);
  await server.db.query(
    `insert into plan_subscriptions (user_id, plan_id, started_at, expires_at, updated_at)
     values ($1, $2, $3, $4, $5)
     on conflict (user_id) do update set plan_id = excluded.plan_id,
       started_at = excluded.started_at, expires_at = excluded.expires_at`,
    [userId, planId, new Date(at - 400 * 24 * 60 * 60 * 1000), expires, new Date(at)],
  );
}

describe('knowledge space', () => {
  it('a new user has the free plan, 1 GiB and nothing used; it grows across bases', async () => {
    const anonymous = await call(server, '/api/knowledge/usage');
    expect(anonymous.status).toBe(401);
    const account = await addAccount(server);
    expect(await usage(account.token)).toEqual({ plan: 'free', usedBytes: 0, quotaBytes: GB });
    expect(KNOWLEDGE_QUOTA_BYTES.free).toBe(1024 ** 3);
    const first = await newBase(account, '一');
    const second = await newBase(account, '二');
    expect((await upload(account, first, 'a.txt', 3000)).status).toBe(200);
    expect((await usage(account.token)).usedBytes).toBe(3000);
    expect((await upload(account, second, 'b.md', 600)).status).toBe(200);
    expect(await usage(account.token)).toEqual({ plan: 'free', usedBytes: 3600, quotaBytes: GB });
    // the bases list agrees with it
    const bases = await call(server, '/api/knowledge', { token: account.token });
    expect(bases.body.data.map((base: { bytes: number }) => base.bytes).sort()).toEqual([
      3000, 600,
    ]);
  });

  it('refuses with 413 a file that does not fit, storing nothing; a file that just fits is taken', async () => {
    const account = await addAccount(server);
    const other = await addAccount(server);
    const baseId = await newBase(account, '满');
    expect((await upload(account, baseId, 'small.txt', 300)).status).toBe(200);
    // a document as large as all the space but 30 bytes, straight into the database
    await server.db.query(
      `insert into knowledge_documents (base_id, name, type, file_name, bytes, status, uploaded_at)
       values ($1, 'huge.pdf', 'PDF', $2, $3, 'available', now())`,
      [baseId, `test-huge-${account.id}.pdf`, GB - 300 - 30],
    );
    expect((await usage(account.token)).usedBytes).toBe(GB - 30);
    const before = await files();
    const count = await documentCount(baseId);

    const refused = await upload(account, baseId, 'over.txt', 33);
    expect(refused.status).toBe(413);
    expect(refused.body).toMatchObject({ code: 413, msg: KNOWLEDGE_QUOTA_EXCEEDED });
    // in another base of the same user too: the quota is the user's
    const elsewhere = await upload(account, await newBase(account, '别处'), 'over.txt', 33);
    expect(elsewhere.status).toBe(413);
    const zh = await upload(account, baseId, 'over.txt', 33, { 'accept-language': 'zh-CN' });
    expect(zh.body.msg).toBe('知识库空间已满：此文件超出当前套餐的容量');
    expect(await documentCount(baseId)).toBe(count);
    expect(await files()).toEqual(before);
    expect((await usage(account.token)).usedBytes).toBe(GB - 30);

    const fits = await upload(account, baseId, 'fits.txt', 30);
    expect(fits.status, JSON.stringify(fits.body)).toBe(200);
    expect(await usage(account.token)).toEqual({ plan: 'free', usedBytes: GB, quotaBytes: GB });
    expect((await upload(account, baseId, 'one.txt', 3)).status).toBe(413);

    // another user's space is their own
    expect(await usage(other.token)).toEqual({ plan: 'free', usedBytes: 0, quotaBytes: GB });
    expect((await upload(other, await newBase(other, '他的'), 'c.txt', 30)).status).toBe(200);
  });

  it('lets only one of two uploads racing for the last free bytes through', async () => {
    const account = await addAccount(server);
    const baseId = await newBase(account, '竞争');
    await server.db.query(
      `insert into knowledge_documents (base_id, name, type, file_name, bytes, status, uploaded_at)
       values ($1, 'huge.pdf', 'PDF', $2, $3, 'available', now())`,
      [baseId, `test-huge-${account.id}.pdf`, GB - 3000],
    );
    const answers = await Promise.all(
      [1, 2, 3].map((n) => upload(account, baseId, `race-${n}.txt`, 2400)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 413, 413]);
    expect((await usage(account.token)).usedBytes).toBe(GB - 600);
  });

  it('takes the plan from the subscription while it runs: premium 10 GiB, enterprise 2 TiB', async () => {
    const account = await addAccount(server);
    // an expired subscription is the free plan; so is a plan without more space
    await subscribe(account.id, 'agent-enterprise', -1);
    expect((await usage(account.token)).plan).toBe('free');
    await subscribe(account.id, 'agent-free', 30);
    expect((await usage(account.token)).plan).toBe('free');
    await subscribe(account.id, 'agent-premium', 20);
    expect(await usage(account.token)).toEqual({
      plan: 'premium',
      usedBytes: 0,
      quotaBytes: 10 * GB,
    });
    await subscribe(account.id, 'agent-enterprise', 2);
    expect(await usage(account.token)).toEqual({
      plan: 'enterprise',
      usedBytes: 0,
      quotaBytes: 2 * 1024 * GB,
    });
    // a premium user may go past the free gigabyte
    const baseId = await newBase(account, '大');
    await server.db.query(
      `insert into knowledge_documents (base_id, name, type, file_name, bytes, status, uploaded_at)
       values ($1, 'huge.pdf', 'PDF', $2, $3, 'available', now())`,
      [baseId, `test-huge-${account.id}.pdf`, 5 * GB],
    );
    expect((await upload(account, baseId, 'more.txt', 30)).status).toBe(200);
  });
});
