/** Restart recovery: a job a stopped server left running is queued again and finished. */
import { KNOWLEDGE_UPLOAD } from '@legion/api';
import { afterAll, expect, it } from 'vitest';
import { call, signIn, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer | undefined;
afterAll(() => server?.close());

async function documents(s: TestServer, token: string, baseId: string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const answer = await call(s, `/api/knowledge/${baseId}/documents`, { token });
    const items = answer.body.data.items as { id: string; status: string; characters: number }[];
    if (!items.some((item) => item.status === 'processing')) return items;
    if (Date.now() > deadline) throw new Error('ingest did not finish');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it('finishes at start-up an ingest a stopped server left running, never half indexed', async () => {
  const first = await startTestServer();
  server = first;
  let token = await signIn(first, 'user');
  const base = await call(first, '/api/knowledge', { token, body: { name: '重启' } });
  const baseId = base.body.data.id as string;
  const form = new FormData();
  form.append('file', new Blob(['重启之后任务继续执行。Recovery after restart.']), 'restart.txt');
  const uploaded = await fetch(`${first.url}${KNOWLEDGE_UPLOAD.path.replace(':id', baseId)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(uploaded.status).toBe(200);
  const [document] = await documents(first, token, baseId);
  expect(document?.status).toBe('available');

  // as if the server had stopped mid-ingest: the job running, nothing indexed yet
  await first.db.query(
    `update knowledge_documents set status = 'processing', characters = 0 where id = $1`,
    [document?.id],
  );
  await first.db.query('delete from knowledge_chunks where document_id = $1', [document?.id]);
  await first.db.query(`update knowledge_jobs set state = 'running' where document_id = $1`, [
    document?.id,
  ]);
  await first.stop();

  const second = await startTestServer({ reuse: first });
  server = second;
  token = await signIn(second, 'user');
  const [recovered] = await documents(second, token, baseId);
  expect(recovered?.status).toBe('available');
  expect(recovered?.characters).toBeGreaterThan(0);
  const hits = await call(second, `/api/knowledge/${baseId}/retrieve`, {
    token,
    body: { query: '重启 recovery' },
  });
  expect(hits.body.data.hits).toHaveLength(1);
  const jobs = await second.db.query<{ state: string; attempts: number }>(
    'select state, attempts from knowledge_jobs where document_id = $1',
    [document?.id],
  );
  expect(jobs).toEqual([{ state: 'done', attempts: 2 }]);
}, 120_000);
