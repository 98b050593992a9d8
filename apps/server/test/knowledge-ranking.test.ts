/** How hits are ranked and explained on the query's words (decision 0089), without a database. */
import { describe, expect, it } from 'vitest';
import { bandOf, type Candidate, rankCandidates, wordWeights } from '../src/knowledge/retrieval.ts';
import { queryWords } from '../src/knowledge/tokenize.ts';

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
