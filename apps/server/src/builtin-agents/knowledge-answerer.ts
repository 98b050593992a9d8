/**
 * The knowledge answerer's reply, worked out from the request alone: no model, no tables. The
 * passages the platform sent are cut into sentences, each scored by how much of the question it
 * covers (CJK character bigrams and lower-cased Latin words or numbers, common words left out,
 * each term weighted by how rare it is among the sentences), and the best one to three above a
 * minimum are quoted. A quoted sentence that introduces a list ("支持四种分词模式：") brings the
 * list that follows it in its passage. Citations are numbered [1], [2] … in the order the reply
 * first quotes their passages, and the citation events come in that order.
 */
import type { AgentChatRequest } from '@legion/api';

export type ReplyLanguage = AgentChatRequest['language'];

/** a piece of the reply; the citation names the passage the piece quotes */
export interface ReplySegment {
  text: string;
  citation?: { passageId: string; quote: string };
  /** the dispatcher's pick: a route event after the text */
  route?: string;
}

export interface KnowledgeAnswerOptions {
  /** the most sentences quoted (1–3) */
  maxSentences?: number;
  /** the share of the question's weight a sentence must cover (0–1) */
  minScore?: number;
}

/** the longest quote a citation carries (agentEventSchemas.citation) */
export const QUOTE_MAX_CHARS = 500;

const CJK = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}\\u30fc';
const RUNS = new RegExp(`([${CJK}]+)|([\\p{L}\\p{N}]+)`, 'gu');

/** words that say nothing about the subject: question words, articles, auxiliaries */
const ENGLISH_STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be been but by can could did do does for from had has have how i if in ' +
    'into is it its me my of on or our please should so tell than that the their them then there ' +
    'these they this to was we were what when where which who whom why will with would you your ' +
    'about any many much some get got know'
  ).split(' '),
);

/**
 * the same for Chinese: question words and particles. A run of characters is cut at them before
 * it is made into bigrams, so "年假怎么休" gives 年假 and 休, not the noise 假怎 and 么休.
 */
const CHINESE_STOP_WORDS = (
  '为什么 有没有 什么 多少 怎么 怎样 如何 是否 可以 能否 哪些 哪个 哪里 为何 请问 一下 我们 ' +
  '你们 他们 告诉 知道 关于 这个 那个 这些 那些 几个 的 了 吗 呢 吧 啊 么'
).split(' ');
const CHINESE_STOP = new RegExp(CHINESE_STOP_WORDS.join('|'), 'g');

/** English plural "s" dropped, so "employees" meets "employee" */
function stem(word: string): string {
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/**
 * The search terms of a text: CJK bigrams (a lone character as itself), words and numbers.
 * With `unigrams`, every CJK character is a term too, so that a question's lone character
 * (休 in 年假怎么休) can meet a sentence's 段休.
 */
export function termsOf(text: string, options: { unigrams?: boolean } = {}): string[] {
  const terms: string[] = [];
  for (const match of text.normalize('NFKC').toLowerCase().matchAll(RUNS)) {
    const [, cjk, word] = match;
    if (cjk) {
      for (const piece of cjk.split(CHINESE_STOP)) {
        const chars = Array.from(piece);
        if (chars.length === 1 && !options.unigrams) terms.push(piece);
        for (let index = 0; index + 1 < chars.length; index += 1) {
          terms.push(`${chars[index]}${chars[index + 1]}`);
        }
        if (options.unigrams) terms.push(...chars);
      }
    } else if (word) {
      const isNumber = /^\p{N}+$/u.test(word);
      if (!isNumber && (word.length < 2 || ENGLISH_STOP_WORDS.has(word))) continue;
      terms.push(isNumber ? word : stem(word));
    }
  }
  return terms;
}

/**
 * Sentences of a passage: cut after 。！？；!?; and at line ends, after a Latin full stop only
 * before white space (so "1.5" and "v2.0" stay whole). Heading lines (`# …`, repeated on top of
 * a chunk) and fragments without a letter or digit are left out.
 */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  const keep = (sentence: string) => {
    const trimmed = sentence.trim();
    if (/[\p{L}\p{N}]/u.test(trimmed)) sentences.push(trimmed);
  };
  for (const line of text.split(/\r?\n/)) {
    if (/^\s*#{1,6}\s/.test(line)) continue;
    const chars = Array.from(line);
    let current = '';
    let ending = false;
    for (let index = 0; index < chars.length; index += 1) {
      const char = chars[index] ?? '';
      current += char;
      const next = chars[index + 1];
      if (
        '。！？；!?;'.includes(char) ||
        (char === '.' && (next === undefined || /\s/.test(next)))
      ) {
        ending = true;
      }
      // closing quotes and repeated marks stay with the sentence they end
      if (ending && (next === undefined || !'。！？；!?;.”’」』)）"\''.includes(next))) {
        keep(current);
        current = '';
        ending = false;
      }
    }
    keep(current);
  }
  return sentences;
}

interface Candidate {
  passageId: string;
  /** the passage's text, for the list a sentence introduces */
  passageText: string;
  documentName: string;
  sentence: string;
  order: number;
  terms: Set<string>;
  score: number;
}

function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

const TEXT = {
  'zh-CN': {
    intro: '根据你的知识库：',
    sources: (list: string) => `出处：${list}`,
    noPassages:
      '你还没有与我共享知识库，所以我没有资料可以引用。请在智能体页面选择要共享的知识库，然后再问我。',
    noMatch:
      '在你共享的知识库里没有找到与这个问题相关的内容。可以换个说法，或用文档里出现的关键词再问一次。',
    noQuestion: '请用几个词描述你的问题，我会在你共享的知识库里查找答案。',
    separator: '、',
  },
  en: {
    intro: 'From your knowledge base:',
    sources: (list: string) => `Sources: ${list}`,
    noPassages:
      "You haven't shared a knowledge base with me, so I have nothing to quote. Share one on the agent page, then ask me again.",
    noMatch:
      "I couldn't find anything about this in the knowledge bases you shared. Try rephrasing, or use words that appear in your documents.",
    noQuestion:
      'Describe your question in a few words and I will look for the answer in the knowledge bases you shared.',
    separator: ', ',
  },
} as const;

/** The reply to one turn, in the request's language, as pieces to stream. */
export function answerFromPassages(
  request: Pick<AgentChatRequest, 'message' | 'language' | 'passages'>,
  options: KnowledgeAnswerOptions = {},
): ReplySegment[] {
  const text = TEXT[request.language];
  const maxSentences = Math.min(3, Math.max(1, options.maxSentences ?? 3));
  const minScore = options.minScore ?? 0.25;
  if (request.passages.length === 0) return [{ text: text.noPassages }];
  const question = new Set(termsOf(request.message));
  if (question.size === 0) return [{ text: text.noQuestion }];

  const candidates: Candidate[] = [];
  const seen = new Set<string>();
  for (const passage of request.passages) {
    for (const sentence of splitSentences(passage.text)) {
      // consecutive chunks overlap: the same sentence twice is quoted once
      const key = sentence.normalize('NFKC').replace(/\s+/g, ' ');
      if (seen.has(key)) continue;
      seen.add(key);
      candidates.push({
        passageId: passage.id,
        passageText: passage.text,
        documentName: passage.documentName,
        sentence,
        order: candidates.length,
        terms: new Set(termsOf(sentence, { unigrams: true })),
        score: 0,
      });
    }
  }

  // a term in every sentence tells little; a rare one a lot (inverse document frequency). A
  // term in no sentence at all (often a bigram across two words, 票多 in 发票多久) counts as
  // much as the least telling term found, so that such noise does not outweigh real matches.
  const weight = new Map<string, number>();
  const missing: string[] = [];
  for (const term of question) {
    const frequency = candidates.filter((candidate) => candidate.terms.has(term)).length;
    if (frequency === 0) missing.push(term);
    else weight.set(term, Math.log(1 + (candidates.length + 1) / (frequency + 0.5)));
  }
  const floor = weight.size > 0 ? Math.min(...weight.values()) : 1;
  for (const term of missing) weight.set(term, floor);
  const total = [...weight.values()].reduce((sum, value) => sum + value, 0);
  for (const candidate of candidates) {
    let covered = 0;
    for (const term of question) if (candidate.terms.has(term)) covered += weight.get(term) ?? 0;
    candidate.score = total > 0 ? covered / total : 0;
  }

  const ranked = candidates
    .filter((candidate) => candidate.score >= minScore)
    .sort((a, b) => b.score - a.score || a.order - b.order);
  const best = ranked[0];
  if (!best) return [{ text: text.noMatch }];
  // the runners-up only when they are nearly as good as the best
  const chosen = ranked
    .slice(0, maxSentences)
    .filter((candidate) => candidate.score >= best.score * 0.5);

  const segments: ReplySegment[] = [{ text: `${text.intro}\n\n` }];
  /** each cited passage's number, in the order the reply first quotes it */
  const numbers = new Map<string, number>();
  const documents = new Map<string, number[]>();
  const listed = new Set<string>();
  for (const [index, candidate] of chosen.entries()) {
    // a list quoted after its introduction is not quoted again on its own
    const bare = withoutMarker(candidate.sentence);
    if ([...listed].some((item) => item.includes(bare))) continue;
    const isNew = !numbers.has(candidate.passageId);
    if (isNew) numbers.set(candidate.passageId, numbers.size + 1);
    const number = numbers.get(candidate.passageId) ?? 0;
    const items = listAfter(candidate.passageText, candidate.sentence);
    for (const item of items) listed.add(item);
    const quoted = [bare, ...items.map((item) => `- ${item}`)];
    const line = `${quoted.map((part) => `> ${part}`).join('\n')}[${number}]${index < chosen.length - 1 ? '\n\n' : ''}`;
    const segment: ReplySegment = { text: line };
    if (isNew) {
      segment.citation = {
        passageId: candidate.passageId,
        quote: truncate(quoted.join('\n'), QUOTE_MAX_CHARS),
      };
    }
    segments.push(segment);
    const cited = documents.get(candidate.documentName) ?? [];
    if (!cited.includes(number)) cited.push(number);
    documents.set(candidate.documentName, cited);
  }
  const sources = [...documents].map(
    ([name, cited]) => `${name} ${cited.map((number) => `[${number}]`).join('')}`,
  );
  segments.push({ text: `\n\n${text.sources(sources.join(text.separator))}` });
  return segments;
}

/** a list item: a bullet (- * + • ·) or a number (1. 1) 1、 (1) ①) before its text */
const LIST_ITEM =
  /^(\s*)(?:[-*+•·]|\d{1,3}[.)、]|[（(]\d{1,3}[)）]|[①-⑳]|[一二三四五六七八九十]{1,3}、)\s*(.+)$/u;
/** a sentence without the list marker it may start with */
const withoutMarker = (sentence: string) => LIST_ITEM.exec(sentence)?.[2]?.trim() ?? sentence;

/** the most items a quoted list brings, and the most characters of each */
const LIST_MAX_ITEMS = 12;
const LIST_ITEM_CHARS = 200;

/**
 * The items of the list a sentence introduces (it ends with a colon), as they follow it in its
 * passage: lines that are list items, deeper than the sentence's own line when that is an item
 * itself, up to the first line that is not. Empty when the sentence introduces nothing.
 */
export function listAfter(passage: string, sentence: string): string[] {
  if (!/[:：]$/.test(sentence)) return [];
  const lines = passage.split(/\r?\n/);
  const at = lines.findIndex((line) => line.trim().endsWith(sentence));
  if (at === -1) return [];
  const own = LIST_ITEM.exec(lines[at] ?? '');
  const depth = own ? (own[1] ?? '').length : -1;
  const items: string[] = [];
  for (const line of lines.slice(at + 1)) {
    if (line.trim() === '') {
      if (items.length > 0) break;
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (!item || (item[1] ?? '').length <= depth) break;
    items.push(truncate((item[2] ?? '').trim(), LIST_ITEM_CHARS));
    if (items.length === LIST_MAX_ITEMS) break;
  }
  return items;
}
