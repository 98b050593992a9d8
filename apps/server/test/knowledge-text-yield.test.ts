/**
 * Documents that yield little or no text say so (decision 0093): a PDF whose pages are images
 * of text fails as `no-text-layer` with a way forward, one with some such pages and one far
 * smaller in text than in bytes are flagged; failed documents are retried together; a waiting
 * document knows its place in the queue and an estimate.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { KnowledgeBase, KnowledgeDocument } from '@legion/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsRepository } from '../src/accounts/repository.ts';
import { migrate } from '../src/db/migrate.ts';
import { localFileStore } from '../src/files/store.ts';
import { extractText } from '../src/knowledge/extract/index.ts';
import { NO_TEXT_LAYER } from '../src/knowledge/extract/pdf.ts';
import type { IngestRunner } from '../src/knowledge/jobs.ts';
import { knowledgeService } from '../src/knowledge/service.ts';
import { corpusDocsDir } from './corpus.ts';
import {
  call,
  openTestDatabase,
  signIn,
  startTestServer,
  type TestServer,
  uploadKnowledgeText,
  whenIngested,
} from './helpers.ts';
import { makePdf } from './pdf-fixture.ts';

const SCAN = makePdf(['image', 'image']);
const PART_SCANNED = makePdf([
  { text: 'Quarterly report: revenue rose' },
  'image',
  'image',
  'blank',
]);

describe('extraction', () => {
  it('fails a PDF whose pages are images without text, saying why and what to do', async () => {
    const result = await extractText({ bytes: SCAN, fileName: 'scan.pdf' });
    expect(result).toMatchObject({ ok: false, reason: 'no-text-layer', message: NO_TEXT_LAYER });
    expect(NO_TEXT_LAYER).toMatch(/^No text layer: the file is an image of text/);
    expect(NO_TEXT_LAYER).toMatch(/OCR/);
  });

  it('counts the pages that are images without text', async () => {
    const result = await extractText({ bytes: PART_SCANNED, fileName: 'report.pdf' });
    expect(result).toMatchObject({ ok: true, pages: { total: 4, imageOnly: 2 } });
  });

  it('keeps a blank PDF as an empty text, not a scan', async () => {
    const blank = await extractText({ bytes: makePdf(['blank']), fileName: 'blank.pdf' });
    expect(blank).toMatchObject({ ok: true, characters: 0, pages: { total: 1, imageOnly: 0 } });
    const corpusBlank = join(corpusDocsDir, 'pdf-empty-page.pdf');
    if (!existsSync(corpusBlank)) return;
    const corpus = await extractText({
      bytes: new Uint8Array(readFileSync(corpusBlank)),
      fileName: 'pdf-empty-page.pdf',
    });
    expect(corpus).toMatchObject({ ok: true, characters: 0, pages: { imageOnly: 0 } });
  });
});

describe('through the server', () => {
  let server: TestServer;
  let token = '';
  let baseId = '';

  const documents = async () => {
    const answer = await call(server, `/api/knowledge/${baseId}/documents`, { token });
    return answer.body.data.items as KnowledgeDocument[];
  };
  /** the documents once none is processing */
  const settled = () => whenIngested(server, token, baseId, documents);
  const named = (items: KnowledgeDocument[], name: string) => {
    const found = items.find((item) => item.name === name);
    if (!found) throw new Error(`${name} is not listed`);
    return found;
  };
  const base = async () => {
    const answer = await call(server, '/api/knowledge', { token });
    return (answer.body.data as KnowledgeBase[]).find((item) => item.id === baseId);
  };

  beforeAll(async () => {
    server = await startTestServer();
    token = await signIn(server, 'user');
    const created = await call(server, '/api/knowledge', { token, body: { name: '扫描件' } });
    baseId = created.body.data.id;
    await uploadKnowledgeText(server, token, baseId, '合同扫描件.pdf', SCAN);
    await uploadKnowledgeText(server, token, baseId, '季度报告.pdf', PART_SCANNED);
    await uploadKnowledgeText(server, token, baseId, '坏文件.pdf', 'this is not a PDF at all');
    await uploadKnowledgeText(server, token, baseId, '说明.txt', '退款在三个工作日内原路退回。');
  }, 60_000);
  afterAll(() => server.close());

  it('fails the scan as no-text-layer and flags the part-scanned report', async () => {
    const items = await settled();
    expect(named(items, '合同扫描件.pdf')).toMatchObject({
      status: 'failed',
      failureReason: 'no-text-layer',
      failure: NO_TEXT_LAYER,
      lowText: null,
    });
    expect(named(items, '季度报告.pdf')).toMatchObject({
      status: 'available',
      lowText: { imagePages: 2, pages: 4 },
    });
    expect(named(items, '说明.txt')).toMatchObject({ status: 'available', lowText: null });
    for (const item of items) expect(item.queue).toBeNull();
    expect((await base())?.failedCount).toBe(2);
  });

  it('retries every failed document together, for the base’s owner only', async () => {
    const other = await signIn(server, 'developer');
    const refused = await call(server, `/api/knowledge/${baseId}/documents/retry-failed`, {
      token: other,
      method: 'POST',
    });
    expect(refused.status).toBe(404);
    const signedOut = await call(server, `/api/knowledge/${baseId}/documents/retry-failed`, {
      method: 'POST',
    });
    expect(signedOut.status).toBe(401);

    const retried = await call(server, `/api/knowledge/${baseId}/documents/retry-failed`, {
      token,
      method: 'POST',
    });
    expect(retried.status).toBe(200);
    expect(retried.body.data).toEqual({ retried: 2 });
    // both were processed again (and fail again, for the same reasons), the others untouched
    const items = await settled();
    expect(named(items, '合同扫描件.pdf').failureReason).toBe('no-text-layer');
    expect(named(items, '坏文件.pdf').status).toBe('failed');
    expect(named(items, '说明.txt').status).toBe('available');
    const jobs = await server.db.query<{ n: number | string }>(
      `select count(*) as n from knowledge_jobs j join knowledge_documents d on d.id = j.document_id
       where d.base_id = $1`,
      [baseId],
    );
    expect(Number(jobs[0]?.n)).toBe(6);
  });
});

describe('the queue', () => {
  it('gives each waiting document its place and an estimate that grows with what is ahead', async () => {
    const { db, close } = await openTestDatabase();
    const dir = await mkdtemp(join(tmpdir(), 'legion-queue-'));
    try {
      await migrate(db);
      // a runner that never runs: the documents stay queued
      const jobs = { kick() {} } as unknown as IngestRunner;
      const files = localFileStore(join(dir, 'files'));
      const knowledge = knowledgeService({ db, now: Date.now, files, jobs });
      const user = await accountsRepository(db).insertUser({
        username: 'queue',
        role: 'user',
        createdAt: new Date(),
      });
      if (!user) throw new Error('no user');
      const base = await knowledge.create(user, { name: '队列', description: '' });
      // each file its own content (the same content twice would be asked about)
      let fill = 96;
      const file = (name: string, bytes: number) => {
        fill += 1;
        return new File([new Uint8Array(bytes).fill(fill)], name, { type: 'text/plain' });
      };
      const first = await knowledge.upload(user, base.id, file('a.txt', 200_000));
      const second = await knowledge.upload(user, base.id, file('b.txt', 200_000));
      const third = await knowledge.upload(user, base.id, file('c.txt', 2_000_000));
      expect(first.queue?.position).toBe(1);
      expect(second.queue?.position).toBe(2);
      const page = await knowledge.documents(user, {
        id: base.id,
        sort: 'uploadedAt',
        order: 'asc',
        page: 1,
        pageSize: 20,
      });
      const queue = page.items.map((item) => item.queue);
      expect(queue.map((item) => item?.position)).toEqual([1, 2, 3]);
      const [a = 0, b = 0, c = 0] = queue.map((item) => item?.seconds ?? 0);
      expect(a).toBeGreaterThan(0);
      expect(b).toBeGreaterThanOrEqual(a);
      expect(c).toBeGreaterThan(b);

      // at the pace of late (a 1 MB document that took 10 s: this machine runs the default
      // pace 3.65 times slower), the first, alone ahead, waits 200 kB's and one job's worth
      await db.query(
        `update knowledge_jobs set state = 'done', started_at = now() - interval '10 seconds',
           updated_at = now() where document_id = $1`,
        [third.id],
      );
      await db.query(
        'update knowledge_documents set bytes = 1000000, status = $2, stage = null where id = $1',
        [third.id, 'available'],
      );
      const again = await knowledge.document(user, base.id, first.id);
      expect(again.queue).toEqual({ position: 1, seconds: 3 });

      // after a run of small files that took half a second each, the time was their jobs',
      // not their bytes': a 400 kB file still waits seconds, not a quarter of an hour
      const small = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          knowledge.upload(user, base.id, file(`s${i}.txt`, 100)),
        ),
      );
      await db.query(
        `update knowledge_jobs set state = 'done', started_at = now() - interval '0.5 seconds',
           updated_at = now() where document_id = any($1::bigint[])`,
        [small.map((document) => document.id)],
      );
      await db.query(
        `update knowledge_documents set status = 'available', stage = null
         where id = any($1::bigint[])`,
        [[first.id, second.id, ...small.map((document) => document.id)]],
      );
      await db.query(
        `update knowledge_jobs set state = 'done' where document_id = any($1::bigint[])
           and state = 'queued'`,
        [[first.id, second.id]],
      );
      const larger = await knowledge.upload(user, base.id, file('d.txt', 400_000));
      expect(larger.queue?.position).toBe(1);
      expect(larger.queue?.seconds).toBeLessThan(10);
      // a document that is not waiting has no place
      expect((await knowledge.document(user, base.id, third.id)).queue).toBeNull();
    } finally {
      await close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
