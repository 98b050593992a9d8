/** How hits are ranked and explained on the query's words (decisions 0089, 0111), without a database. */
import { describe, expect, it } from 'vitest';
import { emphasisedTerms } from '../src/knowledge/emphasis.ts';
import { bandOf, type Candidate, rankCandidates, wordWeights } from '../src/knowledge/retrieval.ts';
import { queryWords, searchTerms } from '../src/knowledge/tokenize.ts';

const candidate = (index: number, weights: Record<string, number>): Candidate => ({
  documentId: '1',
  documentName: 'a.txt',
  index,
  text: `chunk ${index}`,
  weights: new Map(Object.entries(weights)),
});

describe('rankCandidates', () => {
  const words = queryWords('refund invoice policy');
  const idf = new Map([
    ['refund', 1],
    ['invoic', 2],
    ['polici', 1],
  ]);

  it('puts a passage holding every word above one holding some, whatever their BM25 sums', () => {
    const some = candidate(0, { refund: 2.2, invoic: 2.2 });
    const all = candidate(1, { refund: 0.3, invoic: 0.3, polici: 0.3 });
    const ranked = rankCandidates(words, [some, all], { idf, chunks: 10 });
    expect(ranked.map((hit) => hit.index)).toEqual([1, 0]);
    expect(ranked[0]).toMatchObject({ holdsAll: true, coverage: 1, band: 'high', missing: [] });
    expect(ranked[1]).toMatchObject({
      holdsAll: false,
      matched: ['refund', 'invoice'],
      missing: ['policy'],
      coverage: 0.75,
      band: 'medium',
    });
    // by score alone (the bigram-only comparison) the fuller BM25 sum comes first
    const byScore = rankCandidates(words, [some, all], { idf, chunks: 10, scoreOnly: true });
    expect(byScore.map((hit) => hit.index)).toEqual([0, 1]);
  });

  it('scores 0–1: a passage holding every word at its most weight scores 1', () => {
    const full = candidate(0, { refund: 2.2, invoic: 2.2, polici: 2.2 });
    const [hit] = rankCandidates(words, [full], { idf, chunks: 10 });
    expect(hit?.score).toBeCloseTo(1);
  });

  it('counts a long Chinese word held by all of its bigrams, and part of it by some', () => {
    const [word] = queryWords('自然语言');
    expect(word).toBeDefined();
    const chinese = word ? [word] : [];
    const bigramIdf = new Map([
      ['自然', 1],
      ['然语', 1],
      ['语言', 1],
    ]);
    const byBigrams = candidate(0, { 自然: 1, 然语: 1, 语言: 1 });
    const part = candidate(1, { 自然: 1 });
    const ranked = rankCandidates(chinese, [part, byBigrams], { idf: bigramIdf, chunks: 5 });
    expect(ranked.map((hit) => [hit.index, hit.holdsAll, hit.band])).toEqual([
      [0, true, 'high'],
      [1, false, 'low'],
    ]);
  });

  it('weighs a word the base never holds as rare as can be, so no passage covers it', () => {
    const weights = wordWeights(queryWords('refund zeppelin'), { idf, chunks: 10 });
    expect(weights[0]).toBe(1);
    expect(weights[1]).toBeCloseTo(Math.log(1 + 10.5 / 0.5));
  });

  it('adds a question word to the score of a passage holding it, without asking every passage for it', () => {
    const asked = queryWords('what is MDX');
    expect(asked.map((word) => [word.text, word.optional ?? false])).toEqual([
      ['mdx', false],
      ['what', true],
    ]);
    const mdxIdf = new Map([
      ['mdx', 1],
      ['what', 1],
    ]);
    const plain = candidate(0, { mdx: 1 });
    const titled = candidate(1, { mdx: 1, what: 1 });
    const ranked = rankCandidates(asked, [plain, titled], { idf: mdxIdf, chunks: 10 });
    expect(ranked.map((hit) => [hit.index, hit.holdsAll, hit.coverage, hit.missing])).toEqual([
      [1, true, 1, []],
      [0, true, 1, []],
    ]);
    // a passage holding only the question word is no answer
    expect(rankCandidates(asked, [candidate(2, { what: 2 })], { idf: mdxIdf, chunks: 10 })).toEqual(
      [],
    );
  });

  it('drops passages that hold nothing of the query', () => {
    expect(rankCandidates(words, [candidate(0, {})], { idf, chunks: 10 })).toEqual([]);
  });
});

describe('bandOf', () => {
  it('reads high from 80 %, medium from 50 %, low below', () => {
    expect([1, 0.8, 0.79, 0.5, 0.49, 0].map(bandOf)).toEqual([
      'high',
      'high',
      'medium',
      'medium',
      'low',
      'low',
    ]);
  });
});

/** a passage of a document, with its terms weighed as the index would (every term at 1) */
function passage(index: number, text: string, documentName = 'notes.txt', headings: string[] = []) {
  return {
    documentId: String(index),
    documentName,
    index,
    text,
    location: { headings, start: 0, end: text.length },
    weights: new Map(searchTerms(text).map((term) => [term, 1])),
  } satisfies Candidate;
}

/** the idf of every term of the passages, all alike */
const flatIdf = (candidates: Candidate[]) =>
  new Map(candidates.flatMap((c) => [...c.weights.keys()].map((term) => [term, 1] as const)));

const order = (query: string, candidates: Candidate[]) =>
  rankCandidates(queryWords(query), candidates, { idf: flatIdf(candidates), chunks: 100 }).map(
    (hit) => hit.index,
  );

describe('emphasis and phrases', () => {
  it('puts the passage whose clause title holds the words above one that only mentions them', () => {
    const mentions = passage(
      0,
      'You may add your own warranty terms; a disclaimer elsewhere in this file still applies to all of it.',
    );
    const titled = passage(
      1,
      '7. Disclaimer of Warranty. Unless required by applicable law, the work is provided as is.',
    );
    expect(order('disclaimer of warranty', [mentions, titled])).toEqual([1, 0]);
    const [first] = rankCandidates(queryWords('disclaimer of warranty'), [mentions, titled], {
      idf: flatIdf([mentions, titled]),
      chunks: 100,
    });
    // the reasons the answer gives
    expect(first).toMatchObject({
      emphasised: ['disclaimer', 'warranty'],
      phrases: ['disclaimer warranty'],
    });
    // without the boosts the two tie on BM25, and the earlier one comes first
    expect(
      rankCandidates(queryWords('disclaimer of warranty'), [mentions, titled], {
        idf: flatIdf([mentions, titled]),
        chunks: 100,
        noBoosts: true,
      }).map((hit) => hit.index),
    ).toEqual([0, 1]);
  });

  it('puts the passage that defines a quoted term first', () => {
    const uses = passage(0, 'Each Contributor grants You a license, meaning the rights below.');
    const defines = passage(
      1,
      '"Contributor" shall mean Licensor and any individual on behalf of whom a Contribution has been received.',
    );
    expect(order('What does "Contributor" mean?', [uses, defines])).toEqual([1, 0]);
  });

  it('weighs words said side by side in the order asked', () => {
    const apart = passage(0, 'The trace was typed by hand before each loop ran.');
    const together = passage(1, 'Each loop ran again on a typed trace before the exit.');
    expect(order('typed trace', [apart, together])).toEqual([1, 0]);
    // Chinese words are said side by side when the text writes them together
    const zhApart = passage(2, '模板放在知识库的根目录，便于查找。');
    const zhTogether = passage(3, '把知识库模板导入之后即可使用。');
    expect(order('知识库 模板', [zhApart, zhTogether])).toEqual([3, 2]);
  });

  it('counts a word its heading holds as emphasised', () => {
    const plain = passage(0, 'Refunds are paid within 7 days of a request.');
    const underHeading = passage(1, 'Refunds are paid within 7 days of a request.', 'notes.txt', [
      'Billing',
      'Refunds',
    ]);
    expect(order('refunds', [plain, underHeading])).toEqual([1, 0]);
  });

  it("holds a word its document's name holds, below the passage's own words", () => {
    const body = passage(0, 'Trademarks. This License does not grant permission to use names.');
    const named = { ...body, documentName: 'apache-license.txt' };
    const [hit] = rankCandidates(queryWords('Trademarks in the Apache license'), [named], {
      idf: flatIdf([named]),
      chunks: 100,
    });
    expect(hit).toMatchObject({ holdsAll: true, missing: [] });
    const [without] = rankCandidates(queryWords('Trademarks in the Apache license'), [body], {
      idf: flatIdf([body]),
      chunks: 100,
    });
    expect(without).toMatchObject({ holdsAll: false, missing: ['apache'] });
  });
});

describe('emphasisedTerms', () => {
  it('reads headings, clause titles and defined terms', () => {
    const terms = emphasisedTerms(
      [
        'Storage model',
        'The server stores data in nodes.',
        '4. Redistribution. You may reproduce copies.',
        '"Legal Entity" shall mean the union of the acting entity.',
        'A typed trace is a trace annotated with types. This is called a type-stable loop.',
        '“取消订阅次数”表示用户发起的订阅取消次数',
      ].join('\n'),
      ['Security Considerations'],
    );
    for (const word of ['storage', 'redistribution', 'legal', 'typed', 'stable', 'security']) {
      expect(terms, word).toContain(searchTerms(word)[0]);
    }
    expect(terms).toContain('取消');
    // a sentence's body is not emphasised
    expect(terms).not.toContain(searchTerms('reproduce')[0]);
    expect(terms).not.toContain(searchTerms('nodes')[0]);
  });
});
