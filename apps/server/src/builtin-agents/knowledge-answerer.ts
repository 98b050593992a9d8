/**
 * The knowledge answerer's reply, worked out from the request alone: no model, no tables. The
 * passages the platform sent are cut into sentences, each scored by how much of the question it
 * covers (CJK character bigrams and lower-cased Latin words or numbers, common words left out,
 * each term weighted by how rare it is among the sentences), and the best one to three above a
 * minimum are quoted with the ids of their passages.
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
  const cited = new Set<string>();
  const documents = new Map<string, string[]>();
  for (const [index, candidate] of chosen.entries()) {
    const line = `> ${candidate.sentence}[${candidate.passageId}]${index < chosen.length - 1 ? '\n\n' : ''}`;
    const segment: ReplySegment = { text: line };
    if (!cited.has(candidate.passageId)) {
      cited.add(candidate.passageId);
      segment.citation = {
        passageId: candidate.passageId,
        quote: truncate(candidate.sentence, QUOTE_MAX_CHARS),
      };
    }
    segments.push(segment);
    const ids = documents.get(candidate.documentName) ?? [];
    if (!ids.includes(candidate.passageId)) ids.push(candidate.passageId);
    documents.set(candidate.documentName, ids);
  }
  const sources = [...documents].map(
    ([name, ids]) => `${name} ${ids.map((id) => `[${id}]`).join('')}`,
  );
  segments.push({ text: `\n\n${text.sources(sources.join(text.separator))}` });
  return segments;
}
