/**
 * Where a passage came from (decision 0094): the extractors mark places in the text they
 * make (a PDF's page starts, a spreadsheet's sheets and rows, a Word or HTML document's headings)
 * and every chunk is given the location of its body: its page (and the page it ends on), its
 * sheet and row, and the headings it sits under, outermost first. Headings of Markdown and plain
 * text (`#` lines, `===`/`---` underlines, a spreadsheet's `## sheet`) are read from the text
 * itself; a Word or HTML heading is found in the text by its words, since the text is
 * normalised after the heading is seen.
 */

import type { KnowledgeLocation } from '@legion/api';

/** a place in the extracted text, in ascending `offset` order */
export interface TextMark {
  offset: number;
  page?: number;
  sheet?: string;
  /** the row as the spreadsheet or CSV numbers it (1 = its first line) */
  row?: number;
}

/** a heading as a structured format gives it, in document order */
export interface StructuredHeading {
  level: number;
  title: string;
}

/** a chunk's location as stored: the contract's, with its body's place in the document's text */
export type StoredLocation = KnowledgeLocation & { start: number; end: number };

/** the location as the API answers it, without the offsets */
export function publicLocation(
  stored: StoredLocation | null | undefined,
): KnowledgeLocation | null {
  if (!stored) return null;
  const { start: _start, end: _end, ...location } = stored;
  return location;
}

interface HeadingAt {
  offset: number;
  level: number;
  title: string;
}

const ATX = /^ {0,3}(#{1,6})[ \t]+(.+?)[ \t#]*$/;
const SETEXT = /^ {0,3}(=+|-{2,})[ \t]*$/;
const FENCE = /^ {0,3}(?:```|~~~)/;
/** a heading longer than this is a paragraph that happens to start with # */
const HEADING_MAX_CHARS = 120;

/** the `#` and underlined headings of a text, outside code fences */
export function textHeadings(text: string): HeadingAt[] {
  const headings: HeadingAt[] = [];
  let offset = 0;
  let fenced = false;
  let previous: { offset: number; line: string } | null = null;
  for (const line of text.split('\n')) {
    if (FENCE.test(line)) fenced = !fenced;
    else if (!fenced) {
      const atx = ATX.exec(line);
      const underline = SETEXT.exec(line);
      if (atx?.[1] && atx[2] && atx[2].length <= HEADING_MAX_CHARS) {
        headings.push({ offset, level: atx[1].length, title: atx[2].trim() });
      } else if (
        underline?.[1] &&
        previous &&
        previous.line.trim() !== '' &&
        !ATX.test(previous.line) &&
        previous.line.trim().length <= HEADING_MAX_CHARS
      ) {
        headings.push({
          offset: previous.offset,
          level: underline[1].startsWith('=') ? 1 : 2,
          title: previous.line.trim(),
        });
      }
    }
    previous = { offset, line };
    offset += line.length + 1;
  }
  return headings;
}

/** a structured format's headings found in its text: each at the next line that reads as it */
export function locateHeadings(text: string, headings: readonly StructuredHeading[]): HeadingAt[] {
  const found: HeadingAt[] = [];
  let from = 0;
  for (const heading of headings) {
    const title = heading.title.replace(/\s+/g, ' ').trim();
    if (!title) continue;
    let at = text.indexOf(title, from);
    // at a line start only
    while (at > 0 && text[at - 1] !== '\n') at = text.indexOf(title, at + 1);
    if (at === -1) continue;
    found.push({ offset: at, level: heading.level, title });
    from = at + title.length;
  }
  return found;
}

/** the location of each [start, end) body of the text */
export function locate(
  text: string,
  bodies: readonly { start: number; end: number }[],
  marks: readonly TextMark[] = [],
  structured?: readonly StructuredHeading[],
): KnowledgeLocation[] {
  const headings = (structured ? locateHeadings(text, structured) : textHeadings(text)).sort(
    (a, b) => a.offset - b.offset,
  );
  const pages = marks.filter((mark) => mark.page !== undefined);
  const rows = marks.filter((mark) => mark.row !== undefined || mark.sheet !== undefined);
  /** the last mark at or before `offset` */
  const at = <T extends { offset: number }>(list: readonly T[], offset: number): T | undefined => {
    let low = 0;
    let high = list.length - 1;
    let found: T | undefined;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const mark = list[middle] as T;
      if (mark.offset <= offset) {
        found = mark;
        low = middle + 1;
      } else high = middle - 1;
    }
    return found;
  };
  // the heading stack, swept forward as the bodies (in document order) go: each heading closes
  // those of its level and deeper
  const stack: HeadingAt[] = [];
  let next = 0;
  let swept = -1;
  return bodies.map(({ start, end }) => {
    const location: KnowledgeLocation = { headings: [] };
    const last = Math.max(start, end - 1);
    const page = at(pages, start)?.page;
    const pageEnd = at(pages, last)?.page;
    if (page !== undefined) location.page = page;
    if (pageEnd !== undefined && page !== undefined && pageEnd > page) location.pageEnd = pageEnd;
    const row = at(rows, start);
    const rowEnd = at(rows, last);
    if (row?.sheet !== undefined) location.sheet = row.sheet;
    if (row?.row !== undefined) location.row = row.row;
    if (rowEnd?.row !== undefined && row?.row !== undefined && rowEnd.row > row.row) {
      if (rowEnd.sheet === row.sheet) location.rowEnd = rowEnd.row;
    }
    if (start < swept) {
      // a body before the last one (not in document order): sweep again from the top
      stack.length = 0;
      next = 0;
    }
    swept = start;
    for (; next < headings.length && (headings[next] as HeadingAt).offset <= start; next++) {
      const heading = headings[next] as HeadingAt;
      while (stack.length > 0 && (stack.at(-1) as HeadingAt).level >= heading.level) stack.pop();
      stack.push(heading);
    }
    location.headings = stack.map((heading) => heading.title);
    return location;
  });
}
