/**
 * Search terms for the knowledge-base term index on plain PostgreSQL (PGlite has no zhparser or
 * pg_jieba): we make the terms ourselves; each chunk's distinct terms with how often it holds them
 * become its rows in `knowledge_postings` (decision 0084).
 *
 * The text is NFKC-normalized (full-width letters and digits become ASCII) and lower-cased.
 * Runs of letters and digits of alphabetic scripts become words: anything else separates them
 * (punctuation, `_`, `-`, `'`), single letters and a small English stop-word list are dropped,
 * numbers are kept at any length. Runs of CJK ideographs, kana and hangul (written without spaces)
 * become overlapping character bigrams ("知识库" → 知识, 识库); a lone character stays one term.
 * So a query of two or more CJK characters matches wherever its bigrams occur; a one-character
 * query matches only that character standing alone.
 */
import { chunkText } from './chunk.ts';

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

/**
 * BM25's term-frequency part (k1 = 1.2, b = 0.75) of a term the chunk holds `count` times, the
 * chunk's length measured in characters (the same measure in every language) against 500, the
 * chunk size: the retrieval multiplies it by the term's idf (decision 0084). Short chunks, such as
 * a table row, weigh their terms more than a full chunk does.
 */
export function termWeight(count: number, characters: number): number {
  const k1 = 1.2;
  const b = 0.75;
  const length = Math.min(characters, 5_000) / 500;
  return (count * (k1 + 1)) / (count + k1 * (1 - b + b * length));
}

/** the most a term can weigh (`termWeight` as its count grows): k1 + 1 */
export const MAX_TERM_WEIGHT = 2.2;

/** a chunk's distinct terms, in order of first use, each with how many times the chunk holds it */
export function termCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const term of searchTerms(text)) counts.set(term, (counts.get(term) ?? 0) + 1);
  return counts;
}

/** a query's distinct terms in order, at most MAX_QUERY_TERMS */
export function queryTerms(query: string): string[] {
  return [...new Set(searchTerms(query))].slice(0, MAX_QUERY_TERMS);
}

/** a chunk as the index takes it: its index, its text, its distinct terms with their weights */
export interface WeighedChunk {
  index: number;
  text: string;
  weights: Map<string, number>;
}

/** the document's chunks (chunk.ts), each with its terms' weights */
export function weighChunks(text: string): WeighedChunk[] {
  return chunkText(text).map((chunk) => ({
    index: chunk.index,
    text: chunk.text,
    weights: new Map(
      [...termCounts(chunk.text)].map(([term, count]) => [
        term,
        termWeight(count, chunk.characters),
      ]),
    ),
  }));
}
