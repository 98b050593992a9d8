/**
 * The search of a base's passages, shared by the retrieval test, the saved test questions, the
 * knowledge agent and the bench: the query cut into words, the candidates read from the index,
 * ranked and explained (retrieval.ts, decision 0089), with the matched words' places.
 */
import type { knowledgeRepository } from './repository.ts';
import { rankCandidates } from './retrieval.ts';
import {
  type Dictionary,
  fallbackWords,
  highlightRanges,
  NO_DICTIONARY,
  queryWords,
  termsOfWords,
} from './tokenize.ts';

/**
 * The base's best `limit` passages for the query: by its words (jieba, stems, the base's
 * dictionary), or by all its bigrams when no passage holds any of its words (so every query that
 * matched by bigrams still matches). The bench compares it with the search by bigrams alone
 * (`bigramsOnly`), by words alone without that fallback (`wordsOnly`) and without the emphasis and
 * phrase boosts (`noBoosts`).
 */
export async function searchBase(
  repo: Pick<ReturnType<typeof knowledgeRepository>, 'searchCandidates'>,
  baseId: string,
  query: string,
  limit: number,
  {
    bigramsOnly = false,
    wordsOnly = false,
    noBoosts = false,
    dictionary = NO_DICTIONARY,
  }: SearchOptions = {},
) {
  const attempts = bigramsOnly
    ? [fallbackWords(query)]
    : wordsOnly
      ? [queryWords(query, dictionary)]
      : [queryWords(query, dictionary), fallbackWords(query)];
  for (const words of attempts) {
    if (words.length === 0) continue;
    const { candidates, idf, chunks } = await repo.searchCandidates(baseId, termsOfWords(words));
    const ranked = rankCandidates(words, candidates, {
      idf,
      chunks,
      scoreOnly: bigramsOnly,
      noBoosts: noBoosts || bigramsOnly,
    });
    if (ranked.length === 0) continue;
    return ranked.slice(0, limit).map((hit) => {
      const forms = words
        .filter((word) => hit.matched.includes(word.text))
        .flatMap((word) => word.forms);
      return { ...hit, highlights: highlightRanges(hit.text, forms) };
    });
  }
  return [];
}

export interface SearchOptions {
  bigramsOnly?: boolean;
  wordsOnly?: boolean;
  noBoosts?: boolean;
  dictionary?: Dictionary;
}
