/**
 * The upload rate limit: per user and kind (knowledge documents, developer images),
 * at most UPLOAD_RATE_LIMITS[kind].max uploads started in a window; over it 429
 * `{code: 429, msg}` with Retry-After, decided before the body is read. The count lives in the
 * database: it holds across a restart, as it does across instances on one PostgreSQL.
 */
import { KNOWLEDGE_UPLOAD } from '@legion/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_MANY_UPLOADS, UPLOAD_RATE_LIMITS } from '../src/http/upload-rate.ts';
import { type Account, addAccount, TINY_PNG, upload as uploadImage } from './developer-helpers.ts';
import {
  type Answer,
  call,
  postDeclaringLength,
  startTestServer,
  type TestServer,
} from './helpers.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function newBase(account: Account): Promise<string> {
  const created = await call(server, '/api/knowledge', {
    token: account.token,
    body: { name: '上传频率' },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body.data.id;
}

const uploadPath = (baseId: string) => KNOWLEDGE_UPLOAD.path.replace(':id', baseId);

async function uploadDocument(
  account: Account,
  baseId: string,
  name: string,
  text: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const form = new FormData();
  form.append(KNOWLEDGE_UPLOAD.field, new Blob([text]), name);
  const response = await fetch(`${server.url}${uploadPath(baseId)}`, {
    method: 'POST',
    headers: { ...headers, authorization: `Bearer ${account.token}` },
    body: form,
  });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

const retryAfter = (answer: Answer) => Number(answer.headers.get('retry-after'));

describe('the upload rate limit', () => {
  it('knowledge: every started upload counts; one over the limit is 429 with Retry-After, then allowed again', async () => {
    const { max, windowMs } = UPLOAD_RATE_LIMITS.knowledge;
    const owner = await addAccount(server, { developer: true });
    const baseId = await newBase(owner);

    // two real documents, then refused ones (a wrong format): each was started, each counts
    expect((await uploadDocument(owner, baseId, 'a.txt', '第一份')).status).toBe(200);
    expect((await uploadDocument(owner, baseId, 'b.md', '# 第二份')).status).toBe(200);
    for (let n = 2; n < max; n++) {
      expect((await uploadDocument(owner, baseId, `x${n}.exe`, 'MZ')).status, `upload ${n}`).toBe(
        400,
      );
    }

    const limited = await uploadDocument(owner, baseId, 'c.txt', '第三份');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ code: 429, msg: TOO_MANY_UPLOADS });
    const wait = retryAfter(limited);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(windowMs / 1000);
    const zh = await uploadDocument(owner, baseId, 'c.txt', '第三份', {
      'accept-language': 'zh-CN',
    });
    expect(zh.body).toEqual({ code: 429, msg: '上传过于频繁，请稍后再试' });

    // decided before the body is read: a declared 40 MB body is refused for the rate, not 413
    const declared = await postDeclaringLength(
      `${server.url}${uploadPath(baseId)}`,
      KNOWLEDGE_UPLOAD.maxBytes * 2,
      owner.token,
    );
    expect(declared.status).toBe(429);
    expect(JSON.parse(declared.text)).toEqual({ code: 429, msg: TOO_MANY_UPLOADS });

    // the limit is the user's and the kind's: another user uploads, and so does the owner's
    // image picker
    const other = await addAccount(server);
    expect((await uploadDocument(other, await newBase(other), 'd.txt', '别人')).status).toBe(200);
    expect((await uploadImage(server, owner.token, [{ bytes: TINY_PNG }])).status).toBe(200);

    // once the oldest upload has left the window, one more fits
    server.clock.advance(wait * 1000);
    const again = await uploadDocument(owner, baseId, 'c.txt', '第三份');
    expect(again.status, JSON.stringify(again.body)).toBe(200);
  }, 120_000);

  it('images: their own limit, which uploads sent at once cannot pass together', async () => {
    const { max } = UPLOAD_RATE_LIMITS.image;
    const developer = await addAccount(server, { developer: true });
    const answers = await Promise.all(
      Array.from({ length: max + 5 }, () =>
        uploadImage(server, developer.token, [{ bytes: TINY_PNG }]),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    const limited = answers.find((answer) => answer.status === 429);
    expect(limited?.body).toEqual({ code: 429, msg: TOO_MANY_UPLOADS });
    expect(limited && retryAfter(limited)).toBeGreaterThanOrEqual(1);
  }, 60_000);

  it('the count lives in the database: a restarted server (or another instance) still refuses', async () => {
    const { max } = UPLOAD_RATE_LIMITS.image;
    const developer = await addAccount(server, { developer: true });
    for (let n = 0; n < max; n++) {
      expect((await uploadImage(server, developer.token, [{ bytes: TINY_PNG }])).status).toBe(200);
    }
    await server.stop();
    server = await startTestServer({ reuse: server });
    const limited = await uploadImage(server, developer.token, [{ bytes: TINY_PNG }]);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ code: 429, msg: TOO_MANY_UPLOADS });
  }, 60_000);
});
