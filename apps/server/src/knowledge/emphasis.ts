/**
 * Where a passage says the query's words the way a reader would point at them, as a search engine
 * weighs it (decision 0111): read from the passage's own text and location at ranking time, for
 * the hundred candidates the index found.
 *
 * - **Emphasised terms**: the terms of the headings the passage sits under, of its own heading-like
 *   lines (a short line without a full stop, a numbered clause's title: "7. Disclaimer of
 *   Warranty."), and of the terms it defines (a quoted term followed by "means", "shall mean",
 *   "refers to", 是指, 表示…; "A typed trace is a …"; "… is called a type-stable loop"). A query
 *   word found there is what the passage is about.
 * - **Phrases**: two query words next to each other in the query that stand next to each other in
 *   the passage too, stop words between them aside ("disclaimer of warranty" meets "Disclaimer of
 *   Warranty"; 知识库 模板 meets 知识库模板). The passage's word terms are taken in order, so each
 *   has its position.
 */
import { type QueryWord, searchTerms, wordSequence } from './tokenize.ts';

/** a heading-like line is at most this long */
const HEADING_LINE_MAX = 80;
/** a numbered clause's title: "7. Disclaimer of Warranty." or "2.1 Terminology" at a line start */
const CLAUSE_TITLE =
  /^[ \t]*(?:\d+(?:\.\d+)*\.?|[A-Z]\.|\([a-z\d]+\))[ \t]+([^\n.:;。：]{3,80})[.:。：]/gmu;
/** a defined term: a quoted word or few, then what it means */
const DEFINED_TERM =
  /["“「『]([^"”」』\n]{1,60})["”」』][ \t]*(?:\(|（)?(?:shall mean|means|mean|refers to|is defined as|denotes|是指|指的是|系指|表示|指|即)/giu;

/** a term defined in a sentence: "A typed trace is a …", "… is called a type-stable loop" */
const DEFINED_IN_SENTENCE = [
  /(?:^|[.!?]\s+)(?:an?|the)\s+([a-z][\w-]*(?:\s+[a-z][\w-]*){0,3})\s+(?:is|are)\s+(?:an?|the)\s/gimu,
  /\b(?:is called|are called|we call|known as|referred to as)\s+(?:an?\s+|the\s+)?["“]?([a-z][\w-]*(?:\s+[a-z][\w-]*){0,3})/gimu,
];

/** the lines of the text that read as headings: short, and not a sentence's end */
function headingLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(
      (line) =>
        line.length > 0 &&
        line.length <= HEADING_LINE_MAX &&
        !/[.。!?！？,，;；:：]$/u.test(line) &&
        // a line of a table or a list item's sentence is not a heading
        !line.includes('|') &&
        line.split(/\s+/).length <= 10,
    );
}

/** the terms a passage gives weight beyond its body (see above) */
export function emphasisedTerms(text: string, headings: readonly string[] = []): Set<string> {
  const spans = [...headings, ...headingLines(text)];
  for (const match of text.matchAll(CLAUSE_TITLE)) if (match[1]) spans.push(match[1]);
  for (const match of text.matchAll(DEFINED_TERM)) if (match[1]) spans.push(match[1]);
  for (const pattern of DEFINED_IN_SENTENCE) {
    for (const match of text.matchAll(pattern)) if (match[1]) spans.push(match[1]);
  }
  return new Set(spans.flatMap((span) => searchTerms(span)));
}

/** whether a passage holding `terms` holds one of the word's forms whole */
const holdsForm = (word: QueryWord, terms: ReadonlySet<string>) =>
  word.forms.some((form) => form.terms.length > 0 && form.terms.every((term) => terms.has(term)));

/** the query's words, found among the emphasised terms (true) or not */
export function wordsEmphasised(words: readonly QueryWord[], emphasised: ReadonlySet<string>) {
  return words.map((word) => holdsForm(word, emphasised));
}

/** how a passage's text is searched for phrases: its word terms in order, and its letters */
export interface PhraseText {
  /** each alphabetic word's term (stop words left out), in order */
  sequence: string[];
  /** the text lower-cased without spaces, where CJK words are found side by side */
  compact: string;
}

export function phraseText(text: string): PhraseText {
  return {
    sequence: wordSequence(text),
    compact: text.normalize('NFKC').toLowerCase().replace(/\s+/gu, ''),
  };
}

/** the single term an alphabetic word is found by, or null for a CJK word */
function alphabeticTerm(word: QueryWord): string | null {
  const [form] = word.forms;
  const [term] = form?.terms ?? [];
  return form &&
    form.terms.length === 1 &&
    term &&
    /^[\p{L}\p{N}]/u.test(term) &&
    !/\p{Script=Han}/u.test(term)
    ? term
    : null;
}

/**
 * Which neighbouring pairs of the query's words (in the query's order) the passage says side by
 * side: pair k is words k and k + 1.
 */
export function phrasePairs(words: readonly QueryWord[], text: PhraseText): boolean[] {
  const next = new Map<string, Set<string>>();
  text.sequence.forEach((term, at) => {
    const following = text.sequence[at + 1];
    if (following === undefined) return;
    const set = next.get(term) ?? new Set<string>();
    set.add(following);
    next.set(term, set);
  });
  const pairs: boolean[] = [];
  for (let k = 0; k + 1 < words.length; k++) {
    const first = words[k] as QueryWord;
    const second = words[k + 1] as QueryWord;
    const a = alphabeticTerm(first);
    const b = alphabeticTerm(second);
    if (a && b) pairs.push(next.get(a)?.has(b) ?? false);
    else if (!a && !b) pairs.push(text.compact.includes(`${first.text}${second.text}`));
    else pairs.push(false);
  }
  return pairs;
}
