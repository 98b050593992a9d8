/**
 * How the retrieval ranks and explains its hits (decision 0089), pure: the repository reads the
 * candidate passages with the weights of the query's terms they hold (BM25's term part) and
 * each term's idf in the base; this scores them on the query's words.
 *
 * - A word's **weight** is the idf of the form of it the base holds (its own term, or its
 *   bigrams on average), or the most idf there is when the base never holds it; double when quoted.
 * - A passage **holds** a word when it holds every term of one of the word's forms; it holds part
 *   of it when it holds some of the bigrams. A word its document's name holds is held by every
 *   passage of that document, at NAME_TERM_WEIGHT (decision 0111).
 * - **Coverage** is the share of the question's weight in the words a passage holds: a passage
 *   with the question's rare words covers more of it than one with only its common ones.
 * - **Ranking**: passages holding all of the query's words first, then by score, the BM25 sum of
 *   the words they hold (and of the parts) over what a passage holding every word at its most
 *   weight would score, 0–1. A question word (what, 什么) adds to the score of a passage holding
 *   it but is not a word it must hold.
 * - **Band**: high at 80 % coverage or more, medium from 50 %, low below.
 * - **Emphasis and phrases** (decision 0111): among passages holding the same words, one that
 *   has them in its heading, a clause title or a term it defines, or says neighbouring query words
 *   side by side, ranks higher: the order is by score × (1 + boost), the boost up to
 *   HEADING_BOOST for the share of the question's weight found emphasised and up to PHRASE_BOOST
 *   for the share of its neighbouring word pairs said as a phrase. The score shown stays BM25's.
 */
import { KNOWLEDGE_BAND_COVERAGE, type KnowledgeRelevanceBand } from '@legion/api';
import { emphasisedTerms, phrasePairs, phraseText, wordsEmphasised } from './emphasis.ts';
import type { StoredLocation } from './extract/marks.ts';
import { MAX_TERM_WEIGHT, type QueryWord, searchTerms } from './tokenize.ts';

/** the most a passage's order gains from holding the question's words in a heading or definition */
export const HEADING_BOOST = 1;
/** the most a passage's order gains from saying the question's neighbouring words side by side */
export const PHRASE_BOOST = 0.5;

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
  /** what the order adds to the score for emphasis and phrases (0 without either) */
  boost: number;
  /** the question's words found in a heading, a clause title or a term the passage defines */
  emphasised: string[];
  /** neighbouring query words the passage says side by side, "a b" as the query wrote them */
  phrases: string[];
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
  /** order by score alone, without the emphasis and phrase boosts (the bench's comparison) */
  noBoosts?: boolean;
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

/** how much more a word written in quotation marks weighs */
const QUOTED_WEIGHT = 2;

/**
 * each word's weight in the question: the idf of the first of its forms the base holds, double
 * for a word the person quoted
 */
export function wordWeights(words: readonly QueryWord[], scoring: Scoring): number[] {
  return words.map((word) => {
    const factor = word.quoted ? QUOTED_WEIGHT : 1;
    for (const form of word.forms) {
      const idfs = form.terms.map((term) => scoring.idf.get(term));
      if (idfs.every((idf) => idf !== undefined)) return factor * mean(idfs as number[]);
    }
    return factor * unseenIdf(scoring.chunks);
  });
}

/**
 * what a word held only by the document's name weighs in a passage: the name says what the whole
 * document is about ("the Apache License", "the TraceMonkey paper"), less than the passage's own
 * words do (a term there weighs up to MAX_TERM_WEIGHT)
 */
export const NAME_TERM_WEIGHT = 1;

/** the terms of a document's name, without its extension ("apache-license.txt": apach, licens) */
export function nameTerms(name: string): Set<string> {
  return new Set(searchTerms(name.replace(/\.[a-z0-9]{1,8}$/i, '')));
}

/**
 * how much of the word the passage holds (1 = all of a form) and what that form weighs there; a
 * word its document's name holds is held at NAME_TERM_WEIGHT at least
 */
function held(word: QueryWord, weights: ReadonlyMap<string, number>, name: ReadonlySet<string>) {
  let best = { share: 0, weight: 0 };
  for (const form of word.forms) {
    const present = form.terms.map((term) => weights.get(term)).filter((w) => w !== undefined);
    let share = present.length / form.terms.length;
    let weight = Math.min(MAX_TERM_WEIGHT, mean(present as number[]));
    if (share < 1 && form.terms.length > 0 && form.terms.every((term) => name.has(term))) {
      share = 1;
      weight = Math.max(weight, NAME_TERM_WEIGHT);
    }
    if (share > best.share || (share === best.share && weight > best.weight)) {
      best = { share, weight };
    }
  }
  return best;
}

/** the share of the question's weight the passage emphasises, and of its word pairs it says as phrases */
interface Boost {
  boost: number;
  /** the query's words found in a heading, a clause title or a term the passage defines */
  emphasised: string[];
  /** neighbouring query words the passage says side by side, "a b" as the query wrote them */
  phrases: string[];
}

const NO_BOOST: Boost = { boost: 0, emphasised: [], phrases: [] };

function boostOf(
  words: readonly QueryWord[],
  weightOf: readonly number[],
  total: number,
  candidate: Candidate,
): Boost {
  const asked = words.flatMap((word, k) =>
    word.optional ? [] : [{ word, weight: weightOf[k] ?? 0 }],
  );
  const emphasised = wordsEmphasised(
    asked.map(({ word }) => word),
    emphasisedTerms(candidate.text, candidate.location?.headings),
  );
  const headingShare =
    total > 0
      ? asked.reduce((sum, { weight }, k) => (emphasised[k] ? sum + weight : sum), 0) / total
      : 0;
  const pairs = phrasePairs(
    asked.map(({ word }) => word),
    phraseText(candidate.text),
  );
  let pairWeight = 0;
  let phraseWeight = 0;
  const phrases: string[] = [];
  pairs.forEach((said, k) => {
    const weight = (asked[k]?.weight ?? 0) + (asked[k + 1]?.weight ?? 0);
    pairWeight += weight;
    if (!said) return;
    phraseWeight += weight;
    phrases.push(`${asked[k]?.word.text} ${asked[k + 1]?.word.text}`);
  });
  const phraseShare = pairWeight > 0 ? phraseWeight / pairWeight : 0;
  return {
    boost: HEADING_BOOST * headingShare + PHRASE_BOOST * phraseShare,
    emphasised: asked.filter((_, k) => emphasised[k]).map(({ word }) => word.text),
    phrases,
  };
}

export function rankCandidates(
  words: readonly QueryWord[],
  candidates: readonly Candidate[],
  scoring: Scoring,
): RankedHit[] {
  const weightOf = wordWeights(words, scoring);
  // what the question asks about: its question words only add to a passage's score
  const total = weightOf.reduce((sum, weight, k) => (words[k]?.optional ? sum : sum + weight), 0);
  const names = new Map<string, Set<string>>();
  const ranked = candidates.map((candidate): RankedHit => {
    const name = names.get(candidate.documentId) ?? nameTerms(candidate.documentName);
    names.set(candidate.documentId, name);
    let score = 0;
    let asked = 0;
    let covered = 0;
    const matched: string[] = [];
    const missing: string[] = [];
    words.forEach((word, k) => {
      const wordWeight = weightOf[k] as number;
      const { share, weight } = held(word, candidate.weights, name);
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
      ...(score > 0 && !scoring.noBoosts ? boostOf(words, weightOf, total, candidate) : NO_BOOST),
      matched,
      missing,
    };
  });
  return ranked
    .filter((hit) => hit.score > 0)
    .sort(
      (a, b) =>
        (scoring.scoreOnly ? 0 : Number(b.holdsAll) - Number(a.holdsAll)) ||
        b.score * (1 + b.boost) - a.score * (1 + a.boost) ||
        Number(a.documentId) - Number(b.documentId) ||
        a.index - b.index,
    );
}
