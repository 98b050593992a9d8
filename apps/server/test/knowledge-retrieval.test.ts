/**
 * Retrieval by BM25 over the impact-ordered term index (decision 0084), on a real server and
 * database: a passage holding all of a question's words ranks above one repeating some, a rare
 * word outweighs a common one, Chinese bigrams still match inside longer words, scores read 0–1,
 * a term held by more chunks than the index reads per term still finds the chunk that also holds
 * the rarer term, and a deleted document leaves nothing behind in the index. The migration's
 * backfill turns chunks indexed before (tsvector) into the same index.
 */
import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsRepository } from '../src/accounts/repository.ts';
import { MIGRATIONS_DIR, migrate } from '../src/db/migrate.ts';
import { CANDIDATES_PER_TERM, knowledgeRepository } from '../src/knowledge/repository.ts';
import {
  call,
  openTestDatabase,
  signIn,
  startTestServer,
  type TestServer,
  uploadKnowledgeText,
  whenIngested,
} from './helpers.ts';

let server: TestServer;
let token = '';
let baseId = '';

interface Hit {
  documentName: string;
  chunkIndex: number;
  text: string;
  score: number;
  coverage: number;
  band: string;
  matchedWords: string[];
  missingWords: string[];
  highlights: [number, number][];
}

const upload = (name: string, text: string) =>
  uploadKnowledgeText(server, token, baseId, name, text);

/** waits until no document of the base is processing: the ingest runs off the request path */
const settled = () => whenIngested(server, token, baseId, undefined, { timeoutMs: 90_000 });

async function retrieve(query: string): Promise<Hit[]> {
  const answer = await call(server, `/api/knowledge/${baseId}/retrieve`, {
    token,
    body: { query },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.hits;
}

const names = (hits: Hit[]) => hits.map((hit) => hit.documentName);

beforeAll(async () => {
  server = await startTestServer();
  token = await signIn(server, 'user');
  const created = await call(server, '/api/knowledge', {
    token,
    body: { name: 'ranking', description: '' },
  });
  baseId = created.body.data.id;
  await upload(
    'repeats.txt',
    'Refund requests are answered within two days. Refund, refund, refund.',
  );
  await upload('all-words.txt', 'Our refund policy covers every invoice issued this year.');
  await upload('unrelated.txt', 'The office is closed on public holidays and at weekends.');
  await upload(
    '退款.txt',
    '退款政策：客户在七天内可以申请退款，财务审核后原路退回。知识库的说明另见手册。',
  );
  await upload('会员.txt', '会员权益包括专属客服和优先发货，会员等级按年度消费计算。');
  await settled();
}, 120_000);
afterAll(() => server.close());

describe('knowledge retrieval ranking', () => {
  it('ranks the passage holding every word of the question above one repeating some', async () => {
    const hits = await retrieve('refund invoice policy');
    expect(names(hits)).toEqual(['all-words.txt', 'repeats.txt']);
    expect(hits[0]?.score).toBeGreaterThan(hits[1]?.score ?? 1);
  });

  it('scores each hit between 0 and 1, best first', async () => {
    const hits = await retrieve('refund invoice policy holidays');
    expect(hits.length).toBeGreaterThan(1);
    for (const hit of hits) {
      expect(hit.score).toBeGreaterThan(0);
      expect(hit.score).toBeLessThanOrEqual(1);
    }
    const scores = hits.map((hit) => hit.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('answers a Chinese question with the passage that holds its words', async () => {
    const hits = await retrieve('怎么申请退款？');
    expect(names(hits)[0]).toBe('退款.txt');
    expect(hits[0]?.text).toContain('申请退款');
    expect(names(await retrieve('会员等级怎么计算'))[0]).toBe('会员.txt');
  });

  it('says which words each hit holds, marks them in its text and gives a band', async () => {
    const hits = await retrieve('refund invoice policy');
    expect(hits[0]).toMatchObject({
      documentName: 'all-words.txt',
      matchedWords: ['refund', 'invoice', 'policy'],
      missingWords: [],
      coverage: 1,
      band: 'high',
    });
    const marked = (hit: Hit | undefined) =>
      hit?.highlights.map(([start, end]) => hit.text.slice(start, end));
    expect(marked(hits[0])).toEqual(['refund', 'policy', 'invoice']);
    expect(hits[1]).toMatchObject({
      documentName: 'repeats.txt',
      matchedWords: ['refund'],
      missingWords: ['invoice', 'policy'],
    });
    expect(hits[1]?.band).not.toBe('high');
    expect(marked(hits[1])).toEqual(['Refund', 'Refund', 'refund', 'refund']);
    const chinese = await retrieve('怎么申请退款？');
    expect(chinese[0]).toMatchObject({ matchedWords: ['申请', '退款'], band: 'high' });
  });

  it('finds a word in another form of it: plurals and tenses (English stems)', async () => {
    expect(names(await retrieve('invoices'))).toEqual(['all-words.txt']);
    expect(names(await retrieve('refunding policies'))[0]).toBe('all-words.txt');
  });

  it('still matches two characters inside a longer Chinese word (the bigram fallback)', async () => {
    // 知识 is a bigram of 知识库 in the passage: it matched under the tsvector and still does
    expect(names(await retrieve('知识'))).toEqual(['退款.txt']);
    // a question sharing no term with any passage finds nothing
    expect(await retrieve('天气预报')).toEqual([]);
  });

  it('finds the chunk holding a rare word even when a common one fills the index per term', async () => {
    const paragraphs = Array.from(
      { length: CANDIDATES_PER_TERM + 60 },
      (_, n) => `Paragraph ${n} of the handbook mentions the warehouse once.`,
    );
    // every paragraph its own chunk: a blank line between them and enough text in each
    await upload(
      'handbook.txt',
      paragraphs.map((line) => `${line} ${'filler '.repeat(60)}`).join('\n\n'),
    );
    await upload('rare.txt', 'The warehouse key is kept by the night porter.');
    await settled();
    const [postings] = await server.db.query<{ n: number | string }>(
      `select count(*) as n from knowledge_postings where base_id = $1 and term = 'warehous'`,
      [baseId],
    );
    expect(Number(postings?.n)).toBeGreaterThan(CANDIDATES_PER_TERM);
    expect(names(await retrieve('warehouse porter'))[0]).toBe('rare.txt');
    expect(await retrieve('warehouse')).toHaveLength(10);
  });

  it('takes a deleted document out of the index and out of the term counts', async () => {
    const id = await upload('temporary.txt', 'A zeppelin timetable for the harbour.');
    await settled();
    const count = async (term: string) =>
      Number(
        (
          await server.db.query<{ chunks: number }>(
            'select chunks from knowledge_terms where base_id = $1 and term = $2',
            [baseId, term],
          )
        )[0]?.chunks ?? 0,
      );
    const chunksBefore = await count('');
    expect(await count('zeppelin')).toBe(1);
    expect(names(await retrieve('zeppelin'))).toEqual(['temporary.txt']);
    const removed = await call(server, `/api/knowledge/${baseId}/documents/${id}`, {
      token,
      method: 'DELETE',
    });
    expect(removed.status).toBe(200);
    expect(await count('zeppelin')).toBe(0);
    expect(await count('')).toBe(chunksBefore - 1);
    const [postings] = await server.db.query<{ n: number | string }>(
      'select count(*) as n from knowledge_postings where document_id = $1',
      [id],
    );
    expect(Number(postings?.n)).toBe(0);
    expect(await retrieve('zeppelin')).toEqual([]);
  });
});

describe('the term index migration', () => {
  it('turns chunks indexed as tsvectors before it into postings and term counts', async () => {
    const { db, close } = await openTestDatabase();
    const before = await mkdtemp(join(tmpdir(), 'legion-migrations-'));
    try {
      for (const file of await readdir(MIGRATIONS_DIR)) {
        if (file < '0018_knowledge_postings.sql') {
          await copyFile(join(MIGRATIONS_DIR, file), join(before, file));
        }
      }
      await migrate(db, before);
      const user = await accountsRepository(db).insertUser({
        username: 'old',
        role: 'user',
        createdAt: new Date(),
      });
      const repo = knowledgeRepository(db);
      const base = await repo.insertBase(
        user?.id ?? '',
        { name: 'old', description: '' },
        new Date(),
      );
      // the columns a document had then
      const [inserted] = await db.query<{ id: string }>(
        `insert into knowledge_documents (base_id, name, type, file_name, bytes, uploaded_at, stage)
         values ($1, 'old.txt', 'TXT', 'old-file.txt', 10, now(), 'queued')
         returning id::text as id`,
        [base],
      );
      const document = inserted?.id ?? '';
      await db.query(
        `update knowledge_documents set status = 'available', stage = null where id = $1`,
        [document],
      );
      await db.query(
        `insert into knowledge_chunks (document_id, index, text, terms) values
           ($1, 0, 'refund refund policy', to_tsvector('simple', 'refund refund policy')),
           ($1, 1, 'holiday', to_tsvector('simple', 'holiday'))`,
        [document],
      );
      await migrate(db);
      const terms = await db.query<{ term: string; chunks: number }>(
        'select term, chunks from knowledge_terms where base_id = $1 order by term',
        [base],
      );
      expect(terms).toEqual([
        { term: '', chunks: 2 },
        { term: 'holiday', chunks: 1 },
        { term: 'policy', chunks: 1 },
        { term: 'refund', chunks: 1 },
      ]);
      const { candidates } = await repo.searchCandidates(base, ['refund', 'holiday']);
      // the same idf (each term in one of two chunks): twice "refund" outweighs one "holiday"
      expect(candidates.map((hit) => [hit.index, hit.text])).toEqual([
        [0, 'refund refund policy'],
        [1, 'holiday'],
      ]);
      // indexed by the terms of before (unstemmed): indexed again at start-up (decision 0089)
      const [version] = await db.query<{ index_version: number }>(
        'select index_version from knowledge_documents where id = $1',
        [document],
      );
      expect(version?.index_version).toBe(1);
    } finally {
      await rm(before, { recursive: true, force: true });
      await close();
    }
  });
});
