/**
 * The character count of a knowledge document, by the corpus manifest's rule: code points
 * after dropping a leading BOM, collapsing every whitespace run to one space and trimming. Python's
 * `str.isspace()` decides what whitespace is (it differs from JS `\s`: U+001C–U+001F and U+0085 are
 * whitespace, U+FEFF is not), so the class is spelled out.
 */
const WHITESPACE =
  '\\t\\n\\v\\f\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
const WHITESPACE_RUNS = new RegExp(`[${WHITESPACE}]+`, 'gu');
const EDGE_WHITESPACE = new RegExp(`^[${WHITESPACE}]+|[${WHITESPACE}]+$`, 'gu');

/** whitespace runs collapsed to one space, ends trimmed, a leading BOM dropped */
export function normalizeWhitespace(text: string): string {
  const withoutBom = text.startsWith('\ufeff') ? text.slice(1) : text;
  return withoutBom.replace(EDGE_WHITESPACE, '').replace(WHITESPACE_RUNS, ' ');
}

export function countCharacters(text: string): number {
  let count = 0;
  for (const _ of normalizeWhitespace(text)) count++;
  return count;
}
