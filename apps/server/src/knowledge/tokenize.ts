/**
 * Search terms for the knowledge-base full-text index on plain PostgreSQL (PGlite has no zhparser
 * or pg_jieba): we make the terms ourselves and store them with `to_tsvector('simple', …)`, whose
 * default parser keeps each space-separated term whole (a run of letters and digits, or of
 * non-ASCII letters).
 *
 * The text is NFKC-normalized (full-width letters and digits become ASCII) and lower-cased.
 * Runs of letters and digits of alphabetic scripts become words: anything else separates them
 * (punctuation, `_`, `-`, `'`), single letters and a small English stop-word list are dropped,
 * numbers are kept at any length. Runs of CJK ideographs, kana and hangul (written without spaces)
 * become overlapping character bigrams ("知识库" → 知识, 识库); a lone character stays one term.
 * So a query of two or more CJK characters matches wherever its bigrams occur; a one-character
 * query matches only that character standing alone.
 */

/** ideographs, kana (with the prolonged sound mark ー) and hangul */
const CJK = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}\\u30fc';
const RUNS = new RegExp(`([${CJK}]+)|((?:(?![${CJK}])[\\p{L}\\p{M}\\p{N}])+)`, 'gu');
const DIGITS = /^\p{N}+$/u;

/** the most terms `queryTerms` answers */
export const MAX_QUERY_TERMS = 32;

export const STOP_WORDS: ReadonlySet<string> = new Set([
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'but',
  'by',
  'for',
  'from',
  'has',
  'have',
  'if',
  'in',
  'into',
  'is',
  'it',
  'its',
  'no',
  'not',
  'of',
  'on',
  'or',
  'such',
  'that',
  'the',
  'their',
  'then',
  'there',
  'these',
  'they',
  'this',
  'to',
  'was',
  'were',
  'will',
  'with',
]);

/** every term of the text, in order, repeats included */
export function searchTerms(text: string): string[] {
  const terms: string[] = [];
  for (const match of text.normalize('NFKC').toLowerCase().matchAll(RUNS)) {
    const [, cjk, word] = match;
    if (cjk !== undefined) {
      const characters = Array.from(cjk);
      if (characters.length === 1) terms.push(cjk);
      for (let k = 0; k + 1 < characters.length; k++) {
        terms.push(`${characters[k]}${characters[k + 1]}`);
      }
    } else if (word !== undefined) {
      const isNumber = DIGITS.test(word);
      if ((isNumber || Array.from(word).length >= 2) && !STOP_WORDS.has(word)) terms.push(word);
    }
  }
  return terms;
}

/** the document's terms joined by spaces, for `to_tsvector('simple', …)` */
export function indexDocument(text: string): string {
  return searchTerms(text).join(' ');
}

/** a query's distinct terms in order, at most MAX_QUERY_TERMS */
export function queryTerms(query: string): string[] {
  return [...new Set(searchTerms(query))].slice(0, MAX_QUERY_TERMS);
}
