/** Search terms and query words (decisions 0084, 0089): bigrams, jieba's words, stems, dictionaries. */
import { describe, expect, it } from 'vitest';
import {
  fallbackWords,
  highlightRanges,
  MAX_QUERY_TERMS,
  queryWords,
  searchTerms,
  termCounts,
  termsOfWords,
} from '../src/knowledge/tokenize.ts';

describe('searchTerms', () => {
  it('turns a Chinese sentence into overlapping bigrams and its words of three or more characters', () => {
    expect(searchTerms('我爱自然语言处理')).toEqual([
      '我爱',
      '爱自',
      '自然',
      '然语',
      '语言',
      '言处',
      '处理',
      '自然语言',
    ]);
    // jieba's search mode also gives the words inside a long one
    expect(searchTerms('上海交通大学')).toEqual(
      expect.arrayContaining(['上海交通大学', '上海', '交通', '大学']),
    );
  });

  it('stems English words, so that a plural or a tense finds the other', () => {
    expect(searchTerms('Documents documented retrieval')).toEqual([
      'document',
      'document',
      'retriev',
    ]);
  });

  it("adds a base's dictionary terms where they occur", () => {
    const dictionary = { terms: ['扫码支付'], synonyms: [] };
    expect(searchTerms('支持扫码支付', dictionary)).toContain('扫码支付');
    expect(searchTerms('支持扫码支付')).not.toContain('扫码支付');
  });

  it('mixes words and bigrams', () => {
    expect(searchTerms('知识库 search PDF文档')).toEqual([
      '知识',
      '识库',
      '知识库',
      'search',
      'pdf',
      '文档',
    ]);
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
      '知识',
    ]);
  });

  it('gives nothing for empty or punctuation-only input', () => {
    expect(searchTerms('')).toEqual([]);
    expect(searchTerms('  ，。!? -- ')).toEqual([]);
  });
});

describe('termCounts', () => {
  it('counts each distinct term of a chunk, in order of first use', () => {
    expect([...termCounts('知识库 search PDF文档 知识 Searching')]).toEqual([
      ['知识', 2],
      ['识库', 1],
      ['知识库', 1],
      ['search', 2],
      ['pdf', 1],
      ['文档', 1],
    ]);
    expect(termCounts('').size).toBe(0);
  });
});

describe('queryWords', () => {
  /** the words a passage must hold */
  const texts = (query: string, dictionary?: Parameters<typeof queryWords>[1]) =>
    queryWords(query, dictionary)
      .filter((word) => !word.optional)
      .map((word) => word.text);

  it('cuts a Chinese question into its words, question words last and optional, without lone characters', () => {
    expect(texts('怎么申请退款？')).toEqual(['申请', '退款']);
    expect(queryWords('怎么申请退款？').map((word) => [word.text, word.optional ?? false])).toEqual(
      [
        ['申请', false],
        ['退款', false],
        ['怎么', true],
      ],
    );
    // a query of question words only has no words to hold (it falls back to its bigrams)
    expect(queryWords('什么')).toEqual([]);
    expect(texts('结巴分词支持哪些分词模式？')).toEqual(['结巴', '分词', '支持', '词模式']);
    // a lone character is a word only when it is the whole query
    expect(texts('库')).toEqual(['库']);
  });

  it('finds a long word by its own term or by all of its bigrams, a short one by its bigram', () => {
    const [long, short] = queryWords('自然语言 处理');
    expect(long?.forms.map((form) => form.terms)).toEqual([['自然语言'], ['自然', '然语', '语言']]);
    expect(short?.forms.map((form) => form.terms)).toEqual([['处理']]);
  });

  it('stems English words and drops stop words and question words', () => {
    expect(
      queryWords('How do I request refunds?')
        .filter((word) => !word.optional)
        .map((word) => word.forms[0]?.terms),
    ).toEqual([['request'], ['refund']]);
  });

  it("meets a word's inflections by Snowball's English stemmer", () => {
    const [terminate] = searchTerms('terminate');
    expect(searchTerms('terminated termination terminates')).toEqual([
      terminate,
      terminate,
      terminate,
    ]);
    expect(new Set(searchTerms('warranty warranties'))).toHaveLength(1);
    expect(new Set(searchTerms('licensed license licenses'))).toHaveLength(1);
    // where Porter's first stemmer went wrong: skies/sky and dying/die meet, news is not new
    expect(new Set(searchTerms('skies sky'))).toHaveLength(1);
    expect(new Set(searchTerms('dying die'))).toHaveLength(1);
    expect(new Set(searchTerms('news new'))).toHaveLength(2);
  });

  it('leaves the stop words of a short question out', () => {
    // the words the list had before Snowball's stay stop words
    expect(searchTerms('to the of and with')).toEqual([]);
    expect(texts('What is in the Redistribution section of the Apache License?')).toEqual([
      'redistribution',
      'apache',
      'license',
    ]);
    // the words that point at the text ("section") or ask for its sense ("mean") count as
    // question words: a passage holding them scores more, but need not hold them
    const asked = queryWords('What does "Contributor" mean in section 1?')
      .filter((word) => word.optional)
      .map((word) => word.text);
    expect(asked).toEqual(expect.arrayContaining(['what', 'mean', 'section', '1']));
  });

  it('takes a quoted word as the person wrote it, and weighs it double', () => {
    // jieba cuts 台中 into two characters; quoted, it is one word
    expect(texts('为什么“台中”会被分成两个字？')).toEqual(['台中', '分成', '两个']);
    const [quoted, other] = queryWords('"Contributor" license');
    expect(quoted).toMatchObject({ text: 'contributor', quoted: true });
    expect(other?.quoted).toBeUndefined();
  });

  it('keeps a dictionary term whole and finds a word by any of its synonyms', () => {
    const dictionary = { terms: ['上海交通大学'], synonyms: [['退款', '退钱']] };
    expect(texts('上海交通大学怎么退钱', dictionary)).toEqual(['上海交通大学', '退钱']);
    const [, refund] = queryWords('上海交通大学怎么退钱', dictionary);
    expect(refund?.text).toBe('退钱');
    expect(refund?.forms.map((form) => form.text)).toEqual(['退款', '退钱']);
    // without the dictionary, jieba's own cut
    expect(texts('交大怎么退钱')).toEqual(['交大', '退钱']);
  });

  it('searches at most 32 terms', () => {
    const many = Array.from({ length: 40 }, (_, k) => `word${k}`).join(' ');
    const terms = termsOfWords(queryWords(many));
    expect(MAX_QUERY_TERMS).toBe(32);
    expect(terms).toHaveLength(32);
    expect(terms[31]).toBe('word31');
  });

  it('falls back to every bigram of the query, each a word of its own', () => {
    expect(fallbackWords('什么是知识库').map((word) => word.text)).toEqual([
      '什么',
      '么是',
      '是知',
      '知识',
      '识库',
    ]);
  });
});

describe('highlightRanges', () => {
  it('marks Chinese words as written and English words by their stem', () => {
    const text = 'Refunds: 退款政策 — a refund is paid back.';
    const forms = queryWords('refund 退款').flatMap((word) => word.forms);
    expect(highlightRanges(text, forms).map(([start, end]) => text.slice(start, end))).toEqual([
      'Refunds',
      '退款',
      'refund',
    ]);
  });

  it('marks the bigrams of a word found by them, merged where they touch', () => {
    const text = '自然语言处理';
    const [word] = queryWords('自然语言');
    const byBigrams = word?.forms[1];
    expect(byBigrams && highlightRanges(text, [byBigrams])).toEqual([[0, 4]]);
  });
});
