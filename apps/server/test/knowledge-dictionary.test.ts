/**
 * A base's dictionary (decision 0091): terms kept whole and synonym groups, checked by the
 * contract, kept per base, applied without uploading again (the base's documents are indexed
 * again in the background, with progress), and used by the retrieval.
 */
import { KNOWLEDGE_DICTIONARY_GROUP, KNOWLEDGE_DICTIONARY_WORD } from '@legion/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  signIn,
  startTestServer,
  type TestServer,
  uploadKnowledgeText,
  whenIngested,
} from './helpers.ts';

let server: TestServer;
let token = '';
let baseId = '';

const upload = (name: string, text: string) =>
  uploadKnowledgeText(server, token, baseId, name, text);

const path = () => `/api/knowledge/${baseId}/dictionary`;

/** the dictionary once no document of the base waits to be indexed again */
async function settledDictionary() {
  return whenIngested(
    server,
    token,
    baseId,
    async () => {
      const answer = await call(server, path(), { token });
      expect(answer.status).toBe(200);
      return answer.body.data.reindex.pending === 0 ? answer.body.data : null;
    },
    { timeoutMs: 60_000, what: 'the documents to be indexed again' },
  );
}

async function retrieve(query: string) {
  const answer = await call(server, `/api/knowledge/${baseId}/retrieve`, {
    token,
    body: { query },
  });
  expect(answer.status).toBe(200);
  return answer.body.data.hits as {
    documentName: string;
    text: string;
    matchedWords: string[];
    highlights: [number, number][];
  }[];
}

beforeAll(async () => {
  server = await startTestServer();
  token = await signIn(server, 'user');
  const created = await call(server, '/api/knowledge', { token, body: { name: '词典' } });
  baseId = created.body.data.id;
  await upload('支付.txt', '门店支持扫码支付，也可以刷卡。');
  await upload('退款.txt', '退款政策：七天内可以申请退款，财务审核后原路退回。');
}, 60_000);
afterAll(() => server.close());

describe('a knowledge base dictionary', () => {
  it('starts empty, with every ingested document counted and none waiting', async () => {
    expect(await settledDictionary()).toEqual({
      terms: [],
      synonyms: [],
      reindex: { pending: 0, total: 2 },
    });
  });

  it('refuses a group of one word, a word over 30 characters and another person’s base', async () => {
    const lonely = await call(server, path(), {
      token,
      method: 'PUT',
      body: { terms: [], synonyms: [['退款', ' 退款 ']] },
    });
    expect(lonely.status).toBe(400);
    expect(lonely.body.fields).toEqual({ 'synonyms.0': KNOWLEDGE_DICTIONARY_GROUP });
    const long = await call(server, path(), {
      token,
      method: 'PUT',
      body: { terms: ['长'.repeat(31)], synonyms: [] },
    });
    expect(long.status).toBe(400);
    expect(long.body.fields).toEqual({ 'terms.0': KNOWLEDGE_DICTIONARY_WORD });
    const other = await signIn(server, 'developer');
    const theirs = await call(server, path(), {
      token: other,
      method: 'PUT',
      body: { terms: ['扫码支付'], synonyms: [] },
    });
    expect(theirs.status).toBe(404);
    expect((await call(server, path(), { token: other })).status).toBe(404);
  });

  it('keeps a term whole and finds a word by its synonym, without uploading again', async () => {
    // before: jieba cuts 扫码 / 支付, and nothing holds 退钱
    expect((await retrieve('扫码支付'))[0]?.matchedWords).toEqual(['扫码', '支付']);
    expect(await retrieve('怎么退钱')).toEqual([]);

    const saved = await call(server, path(), {
      token,
      method: 'PUT',
      body: { terms: [' 扫码支付 ', '扫码支付'], synonyms: [['退款', '退钱']] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ terms: ['扫码支付'], synonyms: [['退款', '退钱']] });
    expect(saved.body.data.reindex.total).toBe(2);
    expect(await settledDictionary()).toMatchObject({ reindex: { pending: 0, total: 2 } });

    // the documents were indexed again by it: the term is in the index
    const [postings] = await server.db.query<{ n: number | string }>(
      `select count(*) as n from knowledge_postings where base_id = $1 and term = '扫码支付'`,
      [baseId],
    );
    expect(Number(postings?.n)).toBe(1);
    expect((await retrieve('扫码支付'))[0]?.matchedWords).toEqual(['扫码支付']);
    const [refund] = await retrieve('怎么退钱');
    expect(refund?.documentName).toBe('退款.txt');
    expect(refund?.matchedWords).toEqual(['退钱']);
    expect(refund?.highlights.map(([start, end]) => refund.text.slice(start, end))).toEqual([
      '退款',
      '退款',
    ]);
  });

  it('applies to a document uploaded after it', async () => {
    await upload('新店.txt', '新店同样支持扫码支付。');
    await settledDictionary();
    const hits = await retrieve('扫码支付');
    expect(hits.map((hit) => hit.documentName).sort()).toEqual(['支付.txt', '新店.txt']);
    expect(hits.every((hit) => hit.matchedWords.includes('扫码支付'))).toBe(true);
  });
});
