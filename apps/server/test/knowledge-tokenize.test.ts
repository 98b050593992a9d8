/** Search terms for the full-text index (docs/decisions/, "Knowledge chunks and search terms"). */
import { describe, expect, it } from 'vitest';
import { MAX_QUERY_TERMS, queryTerms, searchTerms, termCounts } from '../src/knowledge/tokenize.ts';

describe('searchTerms', () => {
  it('turns a Chinese sentence into overlapping bigrams', () => {
    expect(searchTerms('我爱自然语言处理')).toEqual([
      '我爱',
      '爱自',
      '自然',
      '然语',
      '语言',
      '言处',
      '处理',
    ]);
  });

  it('mixes words and bigrams', () => {
    expect(searchTerms('知识库 search PDF文档')).toEqual(['知识', '识库', 'search', 'pdf', '文档']);
  });

  it('keeps a lone ideograph as a unigram', () => {
    expect(searchTerms('库 和 API')).toEqual(['库', '和', 'api']);
  });

  it('bigrams kana and hangul runs too', () => {
    expect(searchTerms('テスト 한국어')).toEqual(['テス', 'スト', '한국', '국어']);
  });

  it('normalizes full-width letters and digits and lower-cases', () => {
    expect(searchTerms('ＰＤＦ　Ｆｉｌｅ ２０２４')).toEqual(['pdf', 'file', '2024']);
  });

  it('drops punctuation, single letters and stop words, keeps numbers', () => {
    expect(searchTerms('The cat, a dog & 3 mice: jieba.cut_all! “知识”，')).toEqual([
      'cat',
      'dog',
      '3',
      'mice',
      'jieba',
      'cut',
      'all',
      '知识',
    ]);
  });

  it('gives nothing for empty or punctuation-only input', () => {
    expect(searchTerms('')).toEqual([]);
    expect(searchTerms('  ，。!? -- ')).toEqual([]);
  });
});

describe('termCounts and queryTerms', () => {
  it('counts each distinct term of a chunk, in order of first use', () => {
    expect([...termCounts('知识库 search PDF文档 知识 Search')]).toEqual([
      ['知识', 2],
      ['识库', 1],
      ['search', 2],
      ['pdf', 1],
      ['文档', 1],
    ]);
    expect(termCounts('').size).toBe(0);
  });

  it('deduplicates query terms in order and keeps at most 32', () => {
    expect(queryTerms('知识库 知识 Search search')).toEqual(['知识', '识库', 'search']);
    const many = Array.from({ length: 40 }, (_, k) => `word${k}`).join(' ');
    const terms = queryTerms(many);
    expect(MAX_QUERY_TERMS).toBe(32);
    expect(terms).toHaveLength(32);
    expect(terms[31]).toBe('word31');
  });
});
