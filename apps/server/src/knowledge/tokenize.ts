/**
 * Search terms and query words for the knowledge-base term index on plain PostgreSQL (PGlite has
 * no zhparser or pg_jieba): we make the terms ourselves; each chunk's distinct terms with how
 * often it holds them become its rows in `knowledge_postings` (decisions 0084, 0089).
 *
 * The text is NFKC-normalized (full-width letters and digits become ASCII) and lower-cased.
 *
 * - **Alphabetic scripts.** Runs of letters and digits become words: anything else separates them
 *   (punctuation, `_`, `-`, `'`). Single letters and English stop words are dropped, numbers
 *   are kept at any length, and words are stemmed by Snowball's English stemmer (Porter2:
 *   "terminate", "terminated" and "termination" are one term, as are "warranty" and
 *   "warranties").
 * - **CJK.** Runs of ideographs, kana and hangul (written without spaces) become overlapping
 *   character bigrams ("知识库" → 知识, 识库; a lone character stays one term), as before, and the
 *   words of three or more characters that jieba finds in the run (in its search mode, which also
 *   gives the words inside a long one) are terms of their own, as are the base's dictionary terms
 *   found there. A two-character word is its own bigram already.
 *
 * A query is cut into **words** (jieba's exact mode, the base's dictionary terms first). A word
 * of two characters is matched by its bigram, a longer one by its own term or, where the text was
 * cut differently, by all of its bigrams; a word with synonyms is matched by any of them. Words
 * carry the search: a passage holding all of a query's words ranks above one holding some
 * (retrieval.ts). A query with no word left (only stop words) is searched by all its bigrams.
 */
import type { KnowledgeDictionary } from '@legion/api';
import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';
import { stem } from 'porter2';
import { chunkText } from './chunk.ts';
import {
  locate,
  type StoredLocation,
  type StructuredHeading,
  type TextMark,
} from './extract/marks.ts';

/** ideographs, kana (with the prolonged sound mark ー) and hangul */
const CJK = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}\\u30fc';
const RUNS = new RegExp(`([${CJK}]+)|((?:(?![${CJK}])[\\p{L}\\p{M}\\p{N}])+)`, 'gu');
const DIGITS = /^\p{N}+$/u;
const ALL_CJK = new RegExp(`^[${CJK}]+$`, 'u');
const STARTS_CJK = new RegExp(`^[${CJK}]`, 'u');

/**
 * The version of the terms documents are indexed by: a document indexed by an older one is
 * indexed again in the background at start-up (jobs.ts; 1 was bigrams and unstemmed words, 2
 * had no passage locations, 3 stemmed by Porter with fewer stop words)
 */
export const INDEX_VERSION = 4;

/** the most terms a query searches */
export const MAX_QUERY_TERMS = 32;

/**
 * English words that say nothing of what a passage is about (Snowball's English list, without the
 * question words below): never indexed, and dropped from a query, so a short question is carried
 * by its content words alone.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'above',
  'after',
  'again',
  'against',
  'all',
  'am',
  'an',
  'and',
  'any',
  'are',
  'as',
  'at',
  'be',
  'because',
  'been',
  'before',
  'being',
  'below',
  'between',
  'both',
  'but',
  'by',
  'down',
  'during',
  'each',
  'few',
  'for',
  'from',
  'further',
  'had',
  'has',
  'have',
  'having',
  'he',
  'her',
  'here',
  'hers',
  'herself',
  'him',
  'himself',
  'his',
  'if',
  'in',
  'into',
  'is',
  'it',
  'its',
  'itself',
  'just',
  'more',
  'most',
  'no',
  'nor',
  'not',
  'now',
  'of',
  'off',
  'on',
  'once',
  'only',
  'or',
  'other',
  'ours',
  'ourselves',
  'out',
  'over',
  'own',
  'same',
  'she',
  'so',
  'some',
  'such',
  'than',
  'that',
  'the',
  'their',
  'theirs',
  'them',
  'themselves',
  'then',
  'there',
  'these',
  'they',
  'this',
  'those',
  'through',
  'to',
  'too',
  'under',
  'until',
  'up',
  'very',
  'was',
  'were',
  'while',
  'will',
  'with',
  'yours',
  'yourself',
  'yourselves',
]);

/**
 * Words of a question that say what is asked, not about what: they are not words a passage
 * must hold (English ones and the Chinese particles and question words jieba cuts out).
 */
export const QUESTION_WORDS: ReadonlySet<string> = new Set([
  'how',
  'what',
  'which',
  'who',
  'whom',
  'why',
  'when',
  'where',
  'do',
  'does',
  'did',
  'can',
  'could',
  'should',
  'would',
  'my',
  'me',
  'we',
  'our',
  'you',
  'your',
  'about',
  'there',
  // words that point at a part of the text or ask for its sense, not say what is in it: "the
  // Redistribution section", "what does 'Contributor' mean", "讲了什么"
  'section',
  'sections',
  'clause',
  'clauses',
  'chapter',
  'paragraph',
  'heading',
  'say',
  'says',
  'describe',
  'describes',
  'explain',
  'explains',
  'mean',
  'means',
  'meant',
  'meaning',
  'counts',
  '一节',
  '章节',
  '条款',
  '意思',
  '含义',
  '讲了',
  '什么',
  '哪些',
  '哪个',
  '哪里',
  '哪儿',
  '怎么',
  '怎样',
  '怎么样',
  '如何',
  '为什么',
  '为何',
  '多少',
  '是否',
  '能否',
  '可以',
  '一下',
  '请问',
  '我们',
  '你们',
  '什么样',
  '有没有',
  '是不是',
  '支不支持',
]);

/** a base's own words (decision 0091): terms kept whole, and groups of words meaning the same */
export type Dictionary = KnowledgeDictionary;

export const NO_DICTIONARY: Dictionary = { terms: [], synonyms: [] };

let segmenter: Jieba | null = null;
/** jieba with its default dictionary, loaded on first use (about 0.3 s) */
function jieba(): Jieba {
  segmenter ??= Jieba.withDict(dict);
  return segmenter;
}

const normalize = (text: string) => text.normalize('NFKC').toLowerCase();

/** the term of an alphabetic word, or null for a stop word or a single letter */
function wordTerm(word: string): string | null {
  if (DIGITS.test(word)) return word;
  if (Array.from(word).length < 2 || STOP_WORDS.has(word)) return null;
  return stem(word);
}

function bigramsOf(run: string): string[] {
  const characters = Array.from(run);
  if (characters.length === 1) return [run];
  const bigrams: string[] = [];
  for (let k = 0; k + 1 < characters.length; k++) {
    bigrams.push(`${characters[k]}${characters[k + 1]}`);
  }
  return bigrams;
}

const lengthOf = (text: string) => Array.from(text).length;

/** the dictionary's terms, longest first, normalized as text is */
function dictionaryTerms(dictionary: Dictionary): string[] {
  const terms = new Set<string>();
  for (const term of [...dictionary.terms, ...dictionary.synonyms.flat()]) {
    const normalized = normalize(term).trim();
    if (normalized) terms.add(normalized);
  }
  return [...terms].sort((a, b) => lengthOf(b) - lengthOf(a));
}

/**
 * A CJK run cut into words: the dictionary's terms where they occur (leftmost, longest first),
 * jieba's exact mode between them.
 */
function cutRun(run: string, terms: readonly string[]): string[] {
  for (const term of terms) {
    const at = run.indexOf(term);
    if (at < 0) continue;
    return [
      ...(at > 0 ? cutRun(run.slice(0, at), terms) : []),
      term,
      ...(at + term.length < run.length ? cutRun(run.slice(at + term.length), terms) : []),
    ];
  }
  return jieba().cut(run, true);
}

/** every term of the text, in order, repeats included */
export function searchTerms(text: string, dictionary: Dictionary = NO_DICTIONARY): string[] {
  const terms: string[] = [];
  const own = dictionaryTerms(dictionary);
  for (const match of normalize(text).matchAll(RUNS)) {
    const [, cjk, word] = match;
    if (cjk !== undefined) {
      terms.push(...bigramsOf(cjk));
      if (lengthOf(cjk) < 3) continue;
      for (const piece of jieba().cutForSearch(cjk, true)) {
        if (lengthOf(piece) >= 3) terms.push(piece);
      }
      for (const term of own) {
        if (lengthOf(term) < 3) continue;
        for (let at = cjk.indexOf(term); at >= 0; at = cjk.indexOf(term, at + 1)) {
          terms.push(term);
        }
      }
    } else if (word !== undefined) {
      const term = wordTerm(word);
      if (term) terms.push(term);
    }
  }
  return terms;
}

/** the text's alphabetic words as terms, in order (stop words and single letters left out) */
export function wordSequence(text: string): string[] {
  const sequence: string[] = [];
  for (const match of normalize(text).matchAll(RUNS)) {
    const word = match[2];
    const term = word === undefined ? null : wordTerm(word);
    if (term) sequence.push(term);
  }
  return sequence;
}

/** one way a query word is found in a passage: all of `terms` (its bigrams), or its one term */
export interface WordForm {
  /** the form as written (for highlighting and the reason shown) */
  text: string;
  terms: string[];
}

/** a word of the query: found when a passage holds any of its forms (itself, its synonyms) */
export interface QueryWord {
  text: string;
  forms: WordForm[];
  /**
   * a question word (what, 什么): a passage holding it scores a little more ("What is MDX?"
   * answers "what is the MDX format"), but it is not a word a passage must hold
   */
  optional?: true;
  /** written inside quotation marks: the person points at these words, so they weigh double */
  quoted?: true;
}

/** the longest quoted CJK text taken as one word */
const MAX_QUOTED_WORD = 8;
const LONE_DIGIT = /^\p{N}$/u;

/** the spans of a (normalized) query written inside quotation marks */
const QUOTED = /["“「『‘]([^"”」』’\n]{1,80})["”」』’]/gu;

function cjkForms(word: string): WordForm[] {
  if (lengthOf(word) <= 2) return [{ text: word, terms: [word] }];
  return [
    { text: word, terms: [word] },
    { text: word, terms: bigramsOf(word) },
  ];
}

function formsOf(word: string): WordForm[] {
  if (ALL_CJK.test(word)) return cjkForms(word);
  const term = wordTerm(word);
  return term ? [{ text: word, terms: [term] }] : [];
}

/**
 * The query's words in order, each with the forms that find it (its synonyms' too), without
 * stop words, the question words last and optional; single CJK characters only when the query
 * is one.
 */
export function queryWords(query: string, dictionary: Dictionary = NO_DICTIONARY): QueryWord[] {
  const own = dictionaryTerms(dictionary);
  const synonymsOf = new Map<string, string[]>();
  for (const group of dictionary.synonyms) {
    const words = group.map((word) => normalize(word).trim()).filter(Boolean);
    for (const word of words) synonymsOf.set(word, words);
  }
  const written: string[] = [];
  const asked: string[] = [];
  const quoted = [...normalize(query).matchAll(QUOTED)].map((match) => match[1] ?? '');
  // a quoted CJK word is one word, however jieba would cut it ("台中" is not 台 + 中)
  const whole = [
    ...quoted.filter((span) => ALL_CJK.test(span) && lengthOf(span) <= MAX_QUOTED_WORD),
    ...own,
  ].sort((a, b) => lengthOf(b) - lengthOf(a));
  const runs = [...normalize(query).matchAll(RUNS)];
  for (const [, cjk, word] of runs) {
    if (cjk !== undefined) {
      const pieces = cutRun(cjk, whole);
      for (const piece of pieces) {
        if (STOP_WORDS.has(piece)) continue;
        if (QUESTION_WORDS.has(piece)) asked.push(piece);
        // a lone character is a word only when it is the whole query (然 in "然"), as before
        else if (lengthOf(piece) === 1 && (runs.length > 1 || pieces.length > 1)) continue;
        else written.push(piece);
      }
    } else if (word !== undefined) {
      // a lone digit ("2.0", "section 9") narrows what is asked but is not a word to insist on
      (QUESTION_WORDS.has(word) || LONE_DIGIT.test(word) ? asked : written).push(word);
    }
  }
  const words: QueryWord[] = [];
  const seen = new Set<string>();
  let terms = 0;
  // the question words last, and only where they are not all the query has
  const optional = new Set(written.length > 0 ? asked : []);
  for (const text of [...written, ...optional]) {
    const key = synonymsOf.get(text)?.join('\u0000') ?? (formsOf(text)[0]?.terms.join(' ') || '');
    if (!key || seen.has(key)) continue;
    seen.add(key);
    const forms = (synonymsOf.get(text) ?? [text]).flatMap(formsOf);
    const count = new Set(forms.flatMap((form) => form.terms)).size;
    if (terms + count > MAX_QUERY_TERMS) break;
    terms += count;
    const word: QueryWord = { text, forms };
    if (optional.has(text)) word.optional = true;
    else if (quoted.some((span) => span.includes(text))) word.quoted = true;
    words.push(word);
  }
  return words;
}

/** the query's terms as bigrams and single words, each a word of its own: the fallback search */
export function fallbackWords(query: string): QueryWord[] {
  const words: QueryWord[] = [];
  const seen = new Set<string>();
  for (const [, cjk, word] of normalize(query).matchAll(RUNS)) {
    const pieces = cjk !== undefined ? bigramsOf(cjk) : word !== undefined ? [word] : [];
    for (const piece of pieces) {
      const forms = cjk !== undefined ? [{ text: piece, terms: [piece] }] : formsOf(piece);
      const key = forms[0]?.terms[0];
      if (!key || seen.has(key) || words.length >= MAX_QUERY_TERMS) continue;
      seen.add(key);
      words.push({ text: piece, forms });
    }
  }
  return words;
}

/** every term the words are found by, once each */
export function termsOfWords(words: readonly QueryWord[]): string[] {
  return [...new Set(words.flatMap((word) => word.forms.flatMap((form) => form.terms)))];
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
export function termCounts(
  text: string,
  dictionary: Dictionary = NO_DICTIONARY,
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const term of searchTerms(text, dictionary)) counts.set(term, (counts.get(term) ?? 0) + 1);
  return counts;
}

/** a chunk as the index takes it: its index, its text, its distinct terms with their weights */
export interface WeighedChunk {
  index: number;
  text: string;
  weights: Map<string, number>;
  /** where its body came from (decision 0094), and its body's place in the document's text */
  location: StoredLocation;
}

/** what an extractor marked in the text: pages, sheets and rows, a Word or HTML document's headings */
export interface TextStructure {
  marks?: TextMark[] | undefined;
  headings?: StructuredHeading[] | undefined;
}

/** the document's chunks (chunk.ts), each with its terms' weights and its location */
export function weighChunks(
  text: string,
  dictionary: Dictionary = NO_DICTIONARY,
  structure: TextStructure = {},
): WeighedChunk[] {
  const chunks = chunkText(text);
  // a chunk is where its own text is: the overlap it repeats of the chunk before is not its place
  const bodies = chunks.map((chunk, at) => ({
    start: Math.min(chunk.end, Math.max(chunk.start, chunks[at - 1]?.end ?? 0)),
    end: chunk.end,
  }));
  const locations = locate(text, bodies, structure.marks, structure.headings);
  return chunks.map((chunk, at) => ({
    index: chunk.index,
    text: chunk.text,
    location: { ...(locations[at] ?? { headings: [] }), start: chunk.start, end: chunk.end },
    weights: new Map(
      [...termCounts(chunk.text, dictionary)].map(([term, count]) => [
        term,
        termWeight(count, chunk.characters),
      ]),
    ),
  }));
}

/**
 * Where the words were found in a passage: [start, end) offsets (UTF-16) in `text`, in order and
 * not overlapping. CJK forms are found as written, alphabetic ones by their stem.
 */
export function highlightRanges(text: string, forms: readonly WordForm[]): [number, number][] {
  const ranges: [number, number][] = [];
  const lower = text.toLowerCase();
  // lower-casing keeps the offsets only where it keeps the length (nearly every text)
  if (lower.length !== text.length) return ranges;
  const stems = new Set<string>();
  for (const form of forms) {
    const [first] = form.terms;
    if (first && STARTS_CJK.test(first)) {
      for (const needle of form.terms.length > 1 ? form.terms : [form.text]) {
        for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, at + 1)) {
          ranges.push([at, at + needle.length]);
        }
      }
    } else if (first) stems.add(first);
  }
  if (stems.size > 0) {
    for (const match of lower.matchAll(RUNS)) {
      const word = match[2];
      if (word === undefined) continue;
      const term = wordTerm(word.normalize('NFKC'));
      if (term && stems.has(term)) ranges.push([match.index, match.index + word.length]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: [number, number][] = [];
  for (const [start, end] of ranges) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}
