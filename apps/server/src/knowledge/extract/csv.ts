/**
 * CSV to text: one line per record (the header first), cells separated by a tab. Line breaks
 * inside a quoted cell become spaces so a record stays on one line; the delimiter is detected
 * (comma, semicolon, tab, pipe). A record keeps its empty cells, so that one with a single value
 * stays a table row (chunk.ts heads each row with the header).
 */
import Papa from 'papaparse';

export function csvToText(source: string): string {
  const parsed = Papa.parse<string[]>(source.replace(/^\ufeff/, ''), {
    skipEmptyLines: 'greedy',
    delimitersToGuess: [',', ';', '\t', '|'],
  });
  return parsed.data
    .map((row) => row.map((cell) => cell.replace(/\s+/g, ' ').trim()).join('\t'))
    .join('\n');
}
