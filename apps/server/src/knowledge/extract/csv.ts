/**
 * CSV to text: one line per record (the header first), cells separated by a tab. Line breaks
 * inside a quoted cell become spaces so a record stays on one line; the delimiter is detected
 * (comma, semicolon, tab, pipe).
 */
import Papa from 'papaparse';

export function csvToText(source: string): string {
  const parsed = Papa.parse<string[]>(source.replace(/^\ufeff/, ''), {
    skipEmptyLines: 'greedy',
    delimitersToGuess: [',', ';', '\t', '|'],
  });
  return parsed.data
    .map((row) =>
      row
        .map((cell) => cell.replace(/\r\n|\r|\n/g, ' ').trim())
        .join('\t')
        .replace(/\t+$/, ''),
    )
    .join('\n');
}
