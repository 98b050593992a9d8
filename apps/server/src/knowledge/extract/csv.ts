/**
 * CSV to text: one line per record (the header first), cells separated by a tab. Line breaks
 * inside a quoted cell become spaces so a record stays on one line; the delimiter is detected
 * (comma, semicolon, tab, pipe). A record keeps its empty cells, so that one with a single value
 * stays a table row (chunk.ts heads each row with the header).
 */
import Papa from 'papaparse';
import type { TextMark } from './marks.ts';

/** the text, and where each record (row 1 = the header) starts in it */
export function readCsv(source: string): { text: string; marks: TextMark[] } {
  const parsed = Papa.parse<string[]>(source.replace(/^\ufeff/, ''), {
    skipEmptyLines: 'greedy',
    delimitersToGuess: [',', ';', '\t', '|'],
  });
  const lines = parsed.data.map((row) =>
    row.map((cell) => cell.replace(/\s+/g, ' ').trim()).join('\t'),
  );
  const marks: TextMark[] = [];
  let offset = 0;
  lines.forEach((line, index) => {
    marks.push({ offset, row: index + 1 });
    offset += line.length + 1;
  });
  return { text: lines.join('\n'), marks };
}
