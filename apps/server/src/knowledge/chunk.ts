/**
 * Splits extracted document text (`extract/`) into chunks for the knowledge-base index. Pure and
 * deterministic: the same text and options always give the same chunks.
 *
 * Sizes are counted with the extraction's `countCharacters` (code points, whitespace runs as one),
 * so Chinese and English text count alike. Structure decides where a chunk ends, strongest first:
 * a heading (markdown `#` or setext `===`/`---`, and the spreadsheet extractor's `## <sheet>`),
 * a blank line (paragraphs, PDF pages), a table row (a line with a tab: spreadsheets, CSV, DOCX
 * and HTML tables; kept whole where it fits), then inside a paragraph longer than the limit a
 * sentence end (。！？.!?;；), then whitespace, and only as a last resort the middle of a word (never
 * inside a surrogate pair). A chunk is filled greedily and then cut at the strongest boundary in
 * its second half (a heading boundary anywhere), so small paragraphs share a chunk and a heading
 * starts one. Lines inside ``` / ~~~ code fences are never headings or table rows.
 *
 * **Headings.** Every chunk that starts inside a section but not at its heading line gets that
 * heading line (the nearest one before it, as written) repeated on top, followed by a line break,
 * so every chunk of a sheet or a section carries its context. The heading is not part of
 * `start`/`end` and does not count against `maxCharacters`: a chunk's body (`start`..`end`) stays
 * within the limit, its `text` and `characters` may exceed it by one heading. A heading line
 * longer than half the limit is treated as an ordinary paragraph (not repeated).
 *
 * **Tables.** A table row (a line with a tab: spreadsheets, CSV, DOCX and HTML tables; or a
 * Markdown `| a | b |` line, its `|---|` line left out) is a chunk of its own, headed by the
 * section heading (a spreadsheet's `## <sheet>`) and the table's first row, its column headers,
 * so that a row found alone still says what its cells are. The header row is a chunk
 * only when the table has no other row. A row longer than the limit is cut at its tabs, each part
 * headed the same way; a header row longer than half the limit is not repeated.
 *
 * **Overlap.** A chunk that continues the previous chunk's section starts with about
 * `overlapCharacters` of the previous chunk's end, cut at a block, sentence or word start if one
 * gives at least half the overlap, else mid-text. Table rows are overlapped only whole (the
 * repeated heading already gives a table its context), and there is no overlap across a heading.
 */
import { countCharacters } from './extract/count.ts';

export interface Chunk {
  /** 0, 1, 2 … in document order */
  index: number;
  /** the chunk's text: the repeated section heading (if any), a line break, then input[start, end) */
  text: string;
  /** `countCharacters(text)` */
  characters: number;
  /** offset (UTF-16 code units) of the chunk's body in the input, overlap included */
  start: number;
  /** offset just past the chunk's body in the input */
  end: number;
}

export interface ChunkOptions {
  /** the most characters of a chunk's body; 500 by default */
  maxCharacters?: number;
  /** about how many characters a chunk repeats from the previous one; 50 by default */
  overlapCharacters?: number;
}

export const DEFAULT_MAX_CHARACTERS = 500;
export const DEFAULT_OVERLAP_CHARACTERS = 50;

/** the whitespace class of `countCharacters` (Python `str.isspace()`), plus the BOM for trimming */
const SPACE =
  '\\t\\n\\v\\f\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff';
const IS_SPACE = new RegExp(`^[${SPACE}]$`, 'u');
const SPACE_RUNS = new RegExp(`[${SPACE}]+`, 'gu');
/** a sentence end: CJK punctuation anywhere, Latin punctuation only before whitespace or the end */
const SENTENCE_ENDS = new RegExp(
  `[。！？；]+[”’」』）》)\\]"']*|[.!?;]+[”’」』）》)\\]"']*(?=[${SPACE}]|$)`,
  'gu',
);
const ATX_HEADING = /^ {0,3}#{1,6}(?:[ \t]|$)/;
const SETEXT_UNDERLINE = /^ {0,3}(?:=+|-{2,})[ \t]*$/;
const FENCE = /^ {0,3}(?:```|~~~)/;
const MARKDOWN_TABLE_ROW = /^ {0,3}\|.*\|[ \t]*$/;
const MARKDOWN_TABLE_RULE = /^ {0,3}\|?[ \t]*:?-{3,}:?[ \t]*(?:\|[ \t]*:?-{3,}:?[ \t]*)*\|?[ \t]*$/;

/** boundary strength before a piece: a higher one is a better place to end a chunk */
const AFTER_HEADING = -1;
const INSIDE_WORD = 0;
const WORD = 0;
const SENTENCE = 1;
const BLOCK = 2;
const HEADING = 3;

type Kind = 'heading' | 'text' | 'row';

interface Piece {
  start: number;
  end: number;
  kind: Kind;
  /** boundary strength between the previous piece and this one */
  strength: number;
  /** index in `pieces` of the heading in effect (the heading piece itself for a heading), or -1 */
  heading: number;
  /** for a table row: the block (start, end) of its table's first row, its column headers */
  header?: { start: number; end: number };
}

interface Block {
  start: number;
  end: number;
  kind: Kind;
}

export function chunkText(text: string, options: ChunkOptions = {}): Chunk[] {
  const max = Math.max(1, Math.floor(options.maxCharacters ?? DEFAULT_MAX_CHARACTERS));
  const overlap = Math.max(0, Math.floor(options.overlapCharacters ?? DEFAULT_OVERLAP_CHARACTERS));
  const pieces = toPieces(text, max);
  const count = (from: number, to: number) => countCharacters(text.slice(from, to));
  const chunks: Chunk[] = [];

  // the tables that have a row besides their header row
  const tablesWithRows = new Set<Piece['header']>();
  for (const piece of pieces) {
    if (piece.header && piece.start >= piece.header.end) tablesWithRows.add(piece.header);
  }
  let i = 0;
  let overlapStart: number | null = null;
  while (i < pieces.length) {
    const first = pieces[i] as Piece;
    if (first.kind === 'row') {
      // a row is a passage of its own, with its heading and its table's column headers on top
      const header = first.header;
      const isHeader =
        header !== undefined && header.start <= first.start && first.end <= header.end;
      const hasRows = header !== undefined && tablesWithRows.has(header);
      i++;
      overlapStart = null;
      if (isHeader && hasRows) continue;
      const heading = first.heading >= 0 ? (pieces[first.heading] as Piece) : undefined;
      const lines = [
        ...(heading ? [text.slice(heading.start, heading.end)] : []),
        ...(header && !isHeader && countCharacters(text.slice(header.start, header.end)) * 2 <= max
          ? [text.slice(header.start, header.end)]
          : []),
        text.slice(first.start, first.end),
      ];
      const rowText = lines.join('\n');
      chunks.push({
        index: chunks.length,
        text: rowText,
        characters: countCharacters(rowText),
        start: first.start,
        end: first.end,
      });
      continue;
    }
    // a chunk that starts at its heading measures its body from the piece after the heading
    const measureFrom: number | null =
      overlapStart ?? (first.kind === 'heading' ? null : first.start);
    const size = (last: number): number => {
      const end = (pieces[last] as Piece).end;
      if (measureFrom !== null) return count(measureFrom, end);
      return last === i ? 0 : count((pieces[i + 1] as Piece).start, end);
    };
    let j = i;
    // a table row starts a chunk of its own (above)
    while (j < pieces.length && size(j) <= max && (pieces[j] as Piece).kind !== 'row') j++;
    // a heading right above a table is on top of each of its rows: not a chunk by itself
    if (j === i + 1 && first.kind === 'heading' && pieces[j]?.kind === 'row') {
      i = j;
      overlapStart = null;
      continue;
    }
    if (j === i) {
      if (overlapStart !== null) {
        overlapStart = null; // the overlap and the next piece do not fit together: no overlap
        continue;
      }
      j = i + 1; // cannot happen (every piece fits on its own), but never loop forever
    }
    const stop: number = j < pieces.length ? bestBreak(pieces, i, j, size, max) : j;
    const start: number = overlapStart ?? first.start;
    const end = (pieces[stop - 1] as Piece).end;
    const heading =
      first.heading >= 0 && (overlapStart !== null || first.heading !== i)
        ? pieces[first.heading]
        : undefined;
    const body = text.slice(start, end);
    const chunkText = heading ? `${text.slice(heading.start, heading.end)}\n${body}` : body;
    chunks.push({
      index: chunks.length,
      text: chunkText,
      characters: countCharacters(chunkText),
      start,
      end,
    });
    overlapStart =
      stop < pieces.length && overlap > 0 && (pieces[stop] as Piece).kind !== 'heading'
        ? overlapFrom(text, pieces, i, stop, start, overlap)
        : null;
    i = stop;
  }
  return chunks;
}

/**
 * Where a chunk holding pieces [first, overflow) (the piece at `overflow` did not fit) ends: the
 * strongest boundary whose body is at least half the limit, any heading boundary, or the overflow
 * point itself; the latest of equally strong ones.
 */
function bestBreak(
  pieces: Piece[],
  first: number,
  overflow: number,
  size: (last: number) => number,
  max: number,
): number {
  let best = overflow;
  let bestStrength = (pieces[overflow] as Piece).strength;
  for (let k = overflow - 1; k > first; k--) {
    const strength = (pieces[k] as Piece).strength;
    if (strength <= bestStrength) continue;
    if (strength >= HEADING || size(k - 1) * 2 >= max) {
      best = k;
      bestStrength = strength;
    }
  }
  return best;
}

/**
 * The start of the next chunk's overlap: a position in the chunk [chunkStart, end of piece
 * stop - 1) after its last heading, with about `overlap` characters from there to the chunk's end.
 */
function overlapFrom(
  text: string,
  pieces: Piece[],
  first: number,
  stop: number,
  chunkStart: number,
  overlap: number,
): number | null {
  const end = (pieces[stop - 1] as Piece).end;
  const count = (from: number) => countCharacters(text.slice(from, end));
  let low = chunkStart + 1;
  for (let k = first; k < stop; k++) {
    const piece = pieces[k] as Piece;
    if (piece.kind === 'heading') low = Math.max(low, piece.end);
  }
  // the earliest position with at most `overlap` characters after it (binary search: the count
  // only shrinks as the position moves right)
  let lo = low;
  let hi = end;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (count(mid) <= overlap) hi = mid;
    else lo = mid + 1;
  }
  let earliest = lo;
  if (isLowSurrogate(text.charCodeAt(earliest))) earliest++;
  if (earliest >= end) return null;

  const blockStarts: number[] = [];
  const sentenceStarts: number[] = [];
  const wordStarts: number[] = [];
  const midText: number[] = [];
  for (let k = first; k < stop; k++) {
    const piece = pieces[k] as Piece;
    if (piece.end <= earliest) continue;
    if (piece.start >= earliest && piece.start > chunkStart) blockStarts.push(piece.start);
    if (piece.kind !== 'text') continue; // table rows are overlapped whole or not at all
    const from = Math.max(piece.start, earliest);
    for (const start of sentenceStartsIn(text, piece.start, piece.end)) {
      if (start >= from) sentenceStarts.push(start);
    }
    for (const match of text.slice(piece.start, piece.end).matchAll(SPACE_RUNS)) {
      const start = piece.start + match.index + match[0].length;
      if (start >= from) wordStarts.push(start);
    }
    if (from > piece.start && !IS_SPACE.test(text[from] ?? ' ')) midText.push(from);
  }
  let fallback: number | null = null;
  for (const starts of [blockStarts, sentenceStarts, wordStarts, midText]) {
    const position = starts.length > 0 ? Math.min(...starts) : null;
    if (position === null || position >= end) continue;
    if (count(position) * 2 >= overlap) return position;
    if (fallback === null || position < fallback) fallback = position;
  }
  return fallback;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/** the text's pieces in order: blocks, and the parts of any block longer than the limit */
function toPieces(text: string, max: number): Piece[] {
  const pieces: Piece[] = [];
  let heading = -1;
  let afterHeading = false;
  let header: { start: number; end: number } | undefined;
  for (const block of toBlocks(text, max)) {
    const strength = block.kind === 'heading' ? HEADING : afterHeading ? AFTER_HEADING : BLOCK;
    if (block.kind === 'heading') heading = pieces.length;
    afterHeading = block.kind === 'heading';
    // a table's first row heads its rows, until anything but a row comes
    if (block.kind !== 'row') header = undefined;
    else header ??= { start: block.start, end: block.end };
    const parts =
      block.kind === 'heading'
        ? [{ start: block.start, end: block.end, strength }]
        : splitToFit(text, block.start, block.end, strength, max, block.kind === 'text' ? 0 : 1);
    for (const part of parts) {
      pieces.push({ ...part, kind: block.kind, heading, ...(header ? { header } : {}) });
    }
  }
  return pieces;
}

/** headings, paragraphs (split at blank lines) and table rows, trimmed, none empty */
function toBlocks(text: string, max: number): Block[] {
  const blocks: Block[] = [];
  let paragraph: { start: number; end: number; lines: number } | null = null;
  let inFence = false;
  const endParagraph = () => {
    if (paragraph) blocks.push({ start: paragraph.start, end: paragraph.end, kind: 'text' });
    paragraph = null;
  };
  const isShortHeading = (start: number, end: number) =>
    countCharacters(text.slice(start, end)) * 2 <= max;

  let lineStart = 0;
  while (lineStart <= text.length) {
    const newline = text.indexOf('\n', lineStart);
    const lineEnd = newline === -1 ? text.length : newline;
    const line = text.slice(lineStart, lineEnd);
    const [start, end] = trimmed(text, lineStart, lineEnd);
    const current = paragraph as { start: number; end: number; lines: number } | null;
    if (start === end) {
      if (!inFence) endParagraph();
    } else if (FENCE.test(line) && !inFence) {
      endParagraph();
      paragraph = { start, end, lines: 1 };
      inFence = true;
    } else if (FENCE.test(line)) {
      paragraph = current
        ? { ...current, end, lines: current.lines + 1 }
        : { start, end, lines: 1 };
      endParagraph();
      inFence = false;
    } else if (inFence) {
      paragraph = current
        ? { ...current, end, lines: current.lines + 1 }
        : { start, end, lines: 1 };
    } else if (ATX_HEADING.test(line) && isShortHeading(start, end)) {
      endParagraph();
      blocks.push({ start, end, kind: 'heading' });
    } else if (
      current?.lines === 1 &&
      SETEXT_UNDERLINE.test(line) &&
      isShortHeading(current.start, end)
    ) {
      blocks.push({ start: current.start, end, kind: 'heading' });
      paragraph = null;
    } else if (MARKDOWN_TABLE_RULE.test(line) && blocks.at(-1)?.kind === 'row' && !current) {
      // the |---|---| under a Markdown table's header: part of the table, not a row
    } else if (line.includes('\t') || MARKDOWN_TABLE_ROW.test(line)) {
      // (the line as written: a row whose last cells are empty ends in tabs)
      endParagraph();
      blocks.push({ start, end, kind: 'row' });
    } else {
      paragraph = current
        ? { ...current, end, lines: current.lines + 1 }
        : { start, end, lines: 1 };
    }
    if (newline === -1) break;
    lineStart = newline + 1;
  }
  endParagraph();
  return blocks;
}

/** [start, end) without whitespace at either end */
function trimmed(text: string, start: number, end: number): [number, number] {
  let from = start;
  let to = end;
  while (from < to && IS_SPACE.test(text[from] as string)) from++;
  while (to > from && IS_SPACE.test(text[to - 1] as string)) to--;
  return [from, to];
}

/**
 * A block cut into parts of at most `max` characters: at sentence ends (prose), tabs (table
 * rows), whitespace, and last at code-point boundaries. `tier` is where to begin.
 */
function splitToFit(
  text: string,
  start: number,
  end: number,
  strength: number,
  max: number,
  tier: number,
): { start: number; end: number; strength: number }[] {
  if (countCharacters(text.slice(start, end)) <= max) return [{ start, end, strength }];
  let cuts: number[];
  let cutStrength: number;
  if (tier === 0) {
    cuts = sentenceStartsIn(text, start, end);
    cutStrength = SENTENCE;
  } else if (tier === 1) {
    cuts = startsAfter(text, start, end, /\t+/g);
    cutStrength = SENTENCE;
  } else if (tier === 2) {
    cuts = startsAfter(text, start, end, SPACE_RUNS);
    cutStrength = WORD;
  } else {
    cuts = [];
    let characters = 0;
    for (let k = start; k < end; ) {
      const size = (text.codePointAt(k) as number) > 0xffff ? 2 : 1;
      if (characters === max) {
        cuts.push(k);
        characters = 0;
      }
      characters++;
      k += size;
    }
    cutStrength = INSIDE_WORD;
  }
  const parts: { start: number; end: number; strength: number }[] = [];
  const bounds = [start, ...cuts.filter((cut) => cut > start && cut < end), end];
  for (let k = 0; k + 1 < bounds.length; k++) {
    const [from, to] = trimmed(text, bounds[k] as number, bounds[k + 1] as number);
    if (from === to) continue;
    const partStrength = parts.length === 0 ? strength : cutStrength;
    parts.push(...splitToFit(text, from, to, partStrength, max, tier + 1));
  }
  return parts;
}

/** where sentences after the first start in [start, end): after an end mark and its spaces */
function sentenceStartsIn(text: string, start: number, end: number): number[] {
  return startsAfter(text, start, end, SENTENCE_ENDS).map((position) => {
    let next = position;
    while (next < end && IS_SPACE.test(text[next] as string)) next++;
    return next;
  });
}

/** the offsets just after each match of `pattern` (global) in [start, end) */
function startsAfter(text: string, start: number, end: number, pattern: RegExp): number[] {
  const starts: number[] = [];
  const slice = text.slice(start, end);
  for (const match of slice.matchAll(new RegExp(pattern.source, pattern.flags))) {
    const after = start + match.index + match[0].length;
    if (after < end) starts.push(after);
  }
  return starts;
}
