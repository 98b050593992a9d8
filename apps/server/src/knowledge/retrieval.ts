/**
 * How the retrieval ranks and explains its hits (decision 0089), pure: the repository reads the
 * candidate passages with the weights of the query's terms they hold (BM25's term part) and
 * each term's idf in the base; this scores them on the query's words.
 *
 * - A word's **weight** is the idf of the form of it the base holds (its own term, or its
 *   bigrams on average), or the most idf there is when the base never holds it.
 * - A passage **holds** a word when it holds every term of one of the word's forms; it holds part
 *   of it when it holds some of the bigrams.
 * - **Coverage** is the share of the question's weight in the words a passage holds: a passage
 *   with the question's rare words covers more of it than one with only its common ones.
 * - **Ranking**: passages holding all of the query's words first, then by score, the BM25 sum of
 *   the words they hold (and of the parts) over what a passage holding every word at its most
 *   weight would score, 0–1. A question word (what, 什么) adds to the score of a passage holding
 *   it but is not a word it must hold.
 * - **Band**: high at 80 % coverage or more, medium from 50 %, low below.
 */
import { KNOWLEDGE_BAND_COVERAGE, type KnowledgeRelevanceBand } from '@legion/api';
import type { StoredLocation } from './extract/marks.ts';
import { MAX_TERM_WEIGHT, type QueryWord } from './tokenize.ts';

export interface Candidate {
  documentId: string;
  documentName: string;
  index: number;
  text: string;
  /** the weight of each query term the passage holds */
  weights: ReadonlyMap<string, number>;
  /** where it came from (null: indexed before locations were kept) */
  location?: StoredLocation | null;
}

export interface RankedHit extends Candidate {
  score: number;
  coverage: number;
  band: KnowledgeRelevanceBand;
  holdsAll: boolean;
  /** the words held, as the query wrote them */
  matched: string[];
  /** the words not held */
  missing: string[];
}

export interface Scoring {
  /** idf of each query term the base holds */
  idf: ReadonlyMap<string, number>;
  /** how many chunks the base has (for the idf of a word it never holds) */
  chunks: number;
  /** rank by score alone, not by holding all words first (the bigram-only comparison) */
  scoreOnly?: boolean;
}

export function bandOf(coverage: number): KnowledgeRelevanceBand {
  if (coverage >= KNOWLEDGE_BAND_COVERAGE.high - 1e-9) return 'high';
  if (coverage >= KNOWLEDGE_BAND_COVERAGE.medium - 1e-9) return 'medium';
  return 'low';
}

const mean = (values: number[]) =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;

/** the idf of a term no chunk of the base holds */
const unseenIdf = (chunks: number) => Math.log(1 + (chunks + 0.5) / 0.5);

/** each word's weight in the question: the idf of the first of its forms the base holds */
export function wordWeights(words: readonly QueryWord[], scoring: Scoring): number[] {
  return words.map((word) => {
    for (const form of word.forms) {
      const idfs = form.terms.map((term) => scoring.idf.get(term));
      if (idfs.every((idf) => idf !== undefined)) return mean(idfs as number[]);
    }
    return unseenIdf(scoring.chunks);
  });
}

/** how much of the word the passage holds (1 = all of a form) and what that form weighs there */
function held(word: QueryWord, weights: ReadonlyMap<string, number>) {
  let best = { share: 0, weight: 0 };
  for (const form of word.forms) {
    const present = form.terms.map((term) => weights.get(term)).filter((w) => w !== undefined);
    const share = present.length / form.terms.length;
    const weight = Math.min(MAX_TERM_WEIGHT, mean(present as number[]));
    if (share > best.share || (share === best.share && weight > best.weight)) {
      best = { share, weight };
    }
  }
  return best;
}

export function rankCandidates(
  words: readonly QueryWord[],
  candidates: readonly Candidate[],
  scoring: Scoring,
): RankedHit[] {
  const weightOf = wordWeights(words, scoring);
  // what the question asks about: its question words only add to a passage's score
  const total = weightOf.reduce((sum, weight, k) => (words[k]?.optional ? sum : sum + weight), 0);
  const ranked = candidates.map((candidate): RankedHit => {
    let score = 0;
    let asked = 0;
    let covered = 0;
    const matched: string[] = [];
    const missing: string[] = [];
    words.forEach((word, k) => {
      const wordWeight = weightOf[k] as number;
      const { share, weight } = held(word, candidate.weights);
      if (word.optional) {
        asked += share * wordWeight * weight;
        return;
      }
      score += share * wordWeight * weight;
      if (share === 1) {
        covered += wordWeight;
        matched.push(word.text);
      } else missing.push(word.text);
    });
    // question words count only beside a word the question asks about
    if (score > 0) score += asked;
    const coverage = total > 0 ? covered / total : 0;
    return {
      ...candidate,
      score: total > 0 ? Math.min(1, score / (total * MAX_TERM_WEIGHT)) : 0,
      coverage,
      band: bandOf(coverage),
      holdsAll: missing.length === 0 && matched.length > 0,
      matched,
      missing,
    };
  });
  return ranked
    .filter((hit) => hit.score > 0)
    .sort(
      (a, b) =>
        (scoring.scoreOnly ? 0 : Number(b.holdsAll) - Number(a.holdsAll)) ||
        b.score - a.score ||
        Number(a.documentId) - Number(b.documentId) ||
        a.index - b.index,
    );
}
