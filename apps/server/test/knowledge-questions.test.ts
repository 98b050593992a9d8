/**
 * Saved test questions (decision 0092): a question saved with the passages it should find runs
 * at once; after each change to the base (a document disabled, enabled, uploaded, deleted, the
 * dictionary) it runs again by itself once the base is indexed, keeping the run before, so a
 * regression and a new first hit show; the base lists its questions' pass rate.
 */
import {
  KNOWLEDGE_PASSAGE_NOT_FOUND,
  KNOWLEDGE_QUESTION_PASSAGES,
  type KnowledgeQuestions,
  questionOutcome,
} from '@legion/api';
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
let refundsId = '';
const REFUNDS = '退款政策：收到商品七天内可以申请退款，财务审核后三个工作日内原路退回。';

const path = () => `/api/knowledge/${baseId}/questions`;

/** the questions once the base is indexed and they no longer wait to run */
async function settled(): Promise<KnowledgeQuestions> {
  return whenIngested(
    server,
    token,
    baseId,
    async () => {
      const answer = await call(server, path(), { token });
      expect(answer.status).toBe(200);
      return answer.body.data.checking ? null : (answer.body.data as KnowledgeQuestions);
    },
    { timeoutMs: 20_000, what: 'the questions to run again' },
  );
}

async function hits(query: string) {
  const answer = await call(server, `/api/knowledge/${baseId}/retrieve`, {
    token,
    body: { query },
  });
  return answer.body.data.hits as { documentId: string; chunkIndex: number; text: string }[];
}

const refundQuestion = (answer: KnowledgeQuestions) => {
  const question = answer.questions.find((item) => item.question === '怎么申请退款？');
  if (!question) throw new Error('the refund question is not listed');
  return question;
};

async function passRate() {
  const bases = await call(server, '/api/knowledge', { token });
  const base = (
    bases.body.data as { id: string; questionCount: number; questionsPassed: number }[]
  ).find((item) => item.id === baseId);
  return `${base?.questionsPassed}/${base?.questionCount}`;
}

beforeAll(async () => {
  server = await startTestServer();
  token = await signIn(server, 'user');
  const created = await call(server, '/api/knowledge', { token, body: { name: '售后' } });
  baseId = created.body.data.id;
  refundsId = await uploadKnowledgeText(server, token, baseId, '退款.txt', REFUNDS);
  await uploadKnowledgeText(server, token, baseId, '支付.txt', '门店支持扫码支付，也可以刷卡。');
  // no question yet: the base is never due, and answers an empty list
  expect(await settled()).toEqual({ questions: [], checking: false, checkedAt: null, cause: null });
}, 60_000);
afterAll(() => server.close());

describe('saved test questions', () => {
  it('saves a question with its passage and runs it at once', async () => {
    const [hit] = await hits('怎么申请退款？');
    expect(hit?.documentId).toBe(refundsId);
    const saved = await call(server, path(), {
      token,
      body: {
        question: ' 怎么申请退款？ ',
        expected: [{ documentId: refundsId, chunkIndex: hit?.chunkIndex }],
      },
    });
    expect(saved.status).toBe(200);
    const question = refundQuestion(saved.body.data);
    expect(question.expected).toEqual([
      { documentId: refundsId, documentName: '退款.txt', chunkIndex: 0, text: REFUNDS },
    ]);
    expect(question.last).toMatchObject({ rank: 1, top: { documentName: '退款.txt' } });
    expect(question.previous).toBeNull();
    expect(await passRate()).toBe('1/1');
  });

  it('refuses no passage, a passage not in the base, and another person’s base', async () => {
    const none = await call(server, path(), { token, body: { question: '退款', expected: [] } });
    expect(none.status).toBe(400);
    expect(none.body.fields).toEqual({ expected: KNOWLEDGE_QUESTION_PASSAGES });
    const gone = await call(server, path(), {
      token,
      body: { question: '退款', expected: [{ documentId: refundsId, chunkIndex: 99 }] },
    });
    expect(gone.status).toBe(409);
    expect(gone.body.msg).toBe(KNOWLEDGE_PASSAGE_NOT_FOUND);
    // past PostgreSQL's integer: a clear 400, not the database's error as a 500
    const huge = await call(server, path(), {
      token,
      body: { question: '退款', expected: [{ documentId: refundsId, chunkIndex: 2 ** 31 }] },
    });
    expect(huge.status).toBe(400);
    expect(Object.keys(huge.body.fields ?? {})).toEqual(['expected.0.chunkIndex']);
    const other = await signIn(server, 'developer');
    for (const answer of [
      await call(server, path(), { token: other }),
      await call(server, `${path()}/check`, { token: other, method: 'POST' }),
      await call(server, path(), {
        token: other,
        body: { question: '退款', expected: [{ documentId: refundsId, chunkIndex: 0 }] },
      }),
    ]) {
      expect(answer.status).toBe(404);
    }
    expect(await passRate()).toBe('1/1');
  });

  it('runs again by itself when its document is disabled: a regression, then enabled again', async () => {
    const disabled = await call(server, `/api/knowledge/${baseId}/documents/${refundsId}/status`, {
      token,
      body: { enabled: false },
    });
    expect(disabled.status).toBe(200);
    let answer = await settled();
    expect(answer.cause).toBe('disable');
    const question = refundQuestion(answer);
    expect(question.last?.rank).toBeNull();
    expect(question.previous?.rank).toBe(1);
    expect(questionOutcome(question)).toMatchObject({ passed: false, regression: true });
    expect(await passRate()).toBe('0/1');

    await call(server, `/api/knowledge/${baseId}/documents/${refundsId}/status`, {
      token,
      body: { enabled: true },
    });
    answer = await settled();
    expect(answer.cause).toBe('enable');
    expect(questionOutcome(refundQuestion(answer))).toMatchObject({
      passed: true,
      regression: false,
    });
  });

  it('runs again once an uploaded document is indexed, and shows a new first hit', async () => {
    await uploadKnowledgeText(
      server,
      token,
      baseId,
      '申请退款.txt',
      '如何申请退款？在订单页点击申请退款，填写申请退款的原因即可申请退款。',
    );
    const answer = await settled();
    expect(answer.cause).toBe('upload');
    const question = refundQuestion(answer);
    expect(question.last?.top?.documentName).toBe('申请退款.txt');
    expect(question.last?.rank).toBe(2);
    expect(questionOutcome(question)).toMatchObject({ passed: true, newTop: true });
  });

  it('runs again after the dictionary changes and its documents are indexed again', async () => {
    const saved = await call(server, `/api/knowledge/${baseId}/dictionary`, {
      token,
      method: 'PUT',
      body: { terms: ['原路退回'], synonyms: [['退款', '退钱']] },
    });
    expect(saved.status).toBe(200);
    const answer = await settled();
    expect(answer.cause).toBe('dictionary');
    expect(refundQuestion(answer).last?.rank).not.toBeNull();
  });

  it('misses its passage once its document is deleted, which it still shows', async () => {
    await call(server, `/api/knowledge/${baseId}/documents/${refundsId}`, {
      token,
      method: 'DELETE',
    });
    const answer = await settled();
    expect(answer.cause).toBe('delete');
    const question = refundQuestion(answer);
    expect(question.expected[0]).toMatchObject({ documentName: null, text: REFUNDS });
    expect(questionOutcome(question)).toMatchObject({ passed: false, regression: true });
  });

  it('runs again on demand, and a deleted question is gone', async () => {
    const checked = await call(server, `${path()}/check`, { token, method: 'POST' });
    expect(checked.status).toBe(200);
    expect(checked.body.data.cause).toBe('manual');
    // the run before was also a miss: no longer a regression, still failing
    expect(questionOutcome(refundQuestion(checked.body.data))).toMatchObject({
      passed: false,
      regression: false,
    });
    const id = refundQuestion(checked.body.data).id;
    const removed = await call(server, `${path()}/${id}`, { token, method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(removed.body.data.questions).toEqual([]);
    const again = await call(server, `${path()}/${id}`, { token, method: 'DELETE' });
    expect(again.status).toBe(404);
    expect(await passRate()).toBe('0/0');
  });
});

describe('what a person reads while questions run', () => {
  it('never shows a finished run beside results from before its change', async () => {
    const created = await call(server, '/api/knowledge', { token, body: { name: '对照' } });
    const id: string = created.body.data.id;
    const questionsPath = `/api/knowledge/${id}/questions`;
    const refunds = await uploadKnowledgeText(server, token, id, '退款.txt', REFUNDS);
    await uploadKnowledgeText(server, token, id, '支付.txt', '门店支持扫码支付，也可以刷卡。');
    await whenIngested(server, token, id);
    // several questions, so that a run takes a while and readers meet its commit
    for (const question of [
      '怎么申请退款？',
      '退款多久到账？',
      '退款原路退回吗？',
      '收到商品后能退款吗？',
    ]) {
      const saved = await call(server, questionsPath, {
        token,
        body: { question, expected: [{ documentId: refunds, chunkIndex: 0 }] },
      });
      expect(saved.status).toBe(200);
    }
    const seen: KnowledgeQuestions[] = [];
    let reading = true;
    const readers = Array.from({ length: 4 }, async () => {
      while (reading) {
        const answer = await call(server, questionsPath, { token });
        expect(answer.status).toBe(200);
        seen.push(answer.body.data);
      }
    });
    const settledOn = (cause: string) =>
      whenIngested(
        server,
        token,
        id,
        async () => {
          const answer = (await call(server, questionsPath, { token })).body.data;
          return !answer.checking && answer.cause === cause;
        },
        { what: `the run after ${cause}` },
      );
    try {
      for (let turn = 0; turn < 12; turn++) {
        const enabled = turn % 2 === 1;
        const changed = await call(server, `/api/knowledge/${id}/documents/${refunds}/status`, {
          token,
          body: { enabled },
        });
        expect(changed.status).toBe(200);
        await settledOn(enabled ? 'enable' : 'disable');
      }
    } finally {
      reading = false;
      await Promise.all(readers);
    }
    const runs = seen.filter((answer) => answer.checkedAt !== null);
    expect(runs.length).toBeGreaterThan(0);
    for (const answer of runs) {
      // a run records every question at its own instant, with what the base held then
      const lasts = answer.questions.map((question) => question.last);
      expect(lasts.map((last) => last?.checkedAt)).toEqual(lasts.map(() => answer.checkedAt));
      const rank = answer.cause === 'disable' ? null : 1;
      expect(lasts.map((last) => last?.rank)).toEqual(lasts.map(() => rank));
    }
  }, 60_000);
});
