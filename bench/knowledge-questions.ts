/**
 * The labelled retrieval questions over the shared corpus (bench/knowledge-questions.json) and
 * how a retrieval's hits are scored against them: recall@5 (the share of questions with a right
 * hit among the first five) and MRR (the mean of 1 / rank of the first right hit among all hits
 * answered, 0 when none is right). A hit is right when it is a chunk of the question's document
 * whose text contains the question's passage, both compared NFKC-normalised, lower-cased and
 * with all whitespace removed: the label names text, not a chunk index, so it survives any change
 * of chunk boundaries, and an extractor that puts a tab where another puts spaces still matches.
 */
import { readFileSync } from 'node:fs';

export interface LabelledQuestion {
  id: string;
  lang: 'zh' | 'en';
  question: string;
  /** the corpus file name of the document that answers it */
  document: string;
  /** a short text the right chunk contains */
  passage: string;
  /** the answer is a table or spreadsheet row */
  table?: boolean;
  /** what the question leans on, when it is one of the kinds the search weighs (decision 0111) */
  kind?: QuestionKind;
}

/**
 * heading: quotes or names a section's heading; defined-term: asks what a defined term means;
 * paraphrase: asks in other words and other inflections than the passage's
 */
export const QUESTION_KINDS = ['heading', 'defined-term', 'paraphrase'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export interface ScoredHit {
  documentName: string;
  text: string;
}

export function loadQuestions(): LabelledQuestion[] {
  const file = new URL('./knowledge-questions.json', import.meta.url);
  const { questions } = JSON.parse(readFileSync(file, 'utf8')) as {
    questions: LabelledQuestion[];
  };
  return questions;
}

/** the form both sides are compared in */
export const comparable = (text: string) =>
  text.normalize('NFKC').toLowerCase().replace(/\s+/gu, '');

export const isRight = (question: LabelledQuestion, hit: ScoredHit) =>
  hit.documentName === question.document &&
  comparable(hit.text).includes(comparable(question.passage));

/** 1-based rank of the first right hit, or 0 */
export function firstRightRank(question: LabelledQuestion, hits: ScoredHit[]): number {
  const at = hits.findIndex((hit) => isRight(question, hit));
  return at + 1;
}

export interface Quality {
  questions: number;
  recallAt5: number;
  mrr: number;
}

/** recall@5 and MRR of the ranks (0 = not found) */
export function quality(ranks: number[]): Quality {
  const n = ranks.length;
  if (n === 0) return { questions: 0, recallAt5: 0, mrr: 0 };
  return {
    questions: n,
    recallAt5: ranks.filter((rank) => rank >= 1 && rank <= 5).length / n,
    mrr: ranks.reduce((sum, rank) => sum + (rank > 0 ? 1 / rank : 0), 0) / n,
  };
}

export const formatQuality = (q: Quality) =>
  `recall@5 ${q.recallAt5.toFixed(3)}, MRR ${q.mrr.toFixed(3)} (${q.questions} questions)`;
