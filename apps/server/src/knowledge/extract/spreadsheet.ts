/**
 * XLSX and XLS (BIFF8 and the older BIFF5) with SheetJS: every sheet that has cells, its name as a
 * `## heading`, then its table: one line per row with cells separated by a tab, values as the
 * sheet displays them (formatted dates, percentages). The table starts at its header row, the
 * first with at least two cells and at least 60 % as many as the fullest row; the title and
 * notes above it (one cell a row, often merged across) come first as lines of text. A merged
 * cell's value is in each row it covers (a category merged down its rows names each of them),
 * and across the columns it covers in the header row (a group of columns names each),
 * line breaks inside a cell are spaces, and a row keeps its empty cells up to the header's width,
 * so that it stays a table row (chunk.ts heads each row with the sheet and the header). Empty rows
 * and sheets are left out. Phonetic (furigana) runs are not part of a cell's text.
 */

import * as XLSX from '@e965/xlsx';
import * as cptable from '@e965/xlsx/dist/cpexcel.full.mjs';
import type { TextMark } from './marks.ts';
import { ExtractError } from './types.ts';

// legacy workbooks store text in the code page of the machine that wrote them (936, 950 …)
XLSX.set_cptable(cptable);

const ENCRYPTED =
  'The workbook is password-protected. Remove the password in Excel or LibreOffice and upload it again.';
const DAMAGED =
  'The workbook is damaged and cannot be read. Open it in Excel or LibreOffice, save a new copy and upload that.';

/** the text, and where each sheet and each of its rows (as the sheet numbers them) starts in it */
export function readSpreadsheet(bytes: Uint8Array): { text: string; marks: TextMark[] } {
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(bytes, { type: 'array', dense: true, cellHTML: false, cellStyles: false });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/password|encrypt/i.test(message)) throw new ExtractError('encrypted', ENCRYPTED);
    if (/unsupported|not supported/i.test(message)) {
      throw new ExtractError(
        'unsupported',
        'This spreadsheet format is not supported. Save it as .xlsx and upload it again.',
      );
    }
    throw new ExtractError('corrupt', DAMAGED);
  }
  let text = '';
  const marks: TextMark[] = [];
  for (const name of workbook.SheetNames) {
    const sheet = workbook.Sheets[name];
    if (!sheet?.['!ref']) continue;
    const lines = sheetLines(sheet);
    if (lines.length === 0) continue;
    if (text !== '') text += '\n\n';
    marks.push({ offset: text.length, sheet: name });
    text += `## ${name}`;
    for (const line of lines) {
      text += '\n';
      marks.push({ offset: text.length, sheet: name, row: line.row });
      text += line.text;
    }
  }
  return { text, marks };
}

const cellText = (value: unknown) =>
  String(value ?? '')
    .replace(/\s+/g, ' ')
    .trim();

/** the sheet's lines of text, each with its row as the sheet numbers it */
function sheetLines(sheet: XLSX.WorkSheet): { text: string; row: number }[] {
  const range = XLSX.utils.decode_range(sheet['!ref'] as string);
  const grid = (
    XLSX.utils.sheet_to_json<unknown[]>(sheet, {
      header: 1,
      raw: false,
      defval: '',
      blankrows: true,
    }) as unknown[][]
  ).map((row) => row.map(cellText));
  const filled = (row: string[]) => row.filter((cell) => cell !== '').length;
  // the header is found on the cells as written, before merged values are spread
  const fullest = Math.max(0, ...grid.map(filled));
  const headerAt = grid.findIndex(
    (row) => filled(row) >= 2 && filled(row) >= Math.ceil(fullest * 0.6),
  );
  for (const merge of sheet['!merges'] ?? []) {
    const value = grid[merge.s.r - range.s.r]?.[merge.s.c - range.s.c] ?? '';
    if (value === '') continue;
    for (let r = merge.s.r; r <= merge.e.r; r++) {
      const row = grid[r - range.s.r];
      if (!row || r - range.s.r < headerAt) continue;
      // down its rows always; across its columns only in the header (a group of columns): a
      // note merged across a row below the table is said once
      const across = r - range.s.r === headerAt ? merge.e.c : merge.s.c;
      for (let c = merge.s.c; c <= across; c++) row[c - range.s.c] = value;
    }
  }
  const lines: { text: string; row: number }[] = [];
  const width = headerAt >= 0 ? lastFilled(grid[headerAt] ?? []) : 0;
  grid.forEach((row, at) => {
    if (filled(row) === 0) return;
    if (headerAt < 0 || at < headerAt) {
      // a title or a note above the table: its words, once each, as a line of text
      lines.push({
        text: [...new Set(row.filter((cell) => cell !== ''))].join(' '),
        row: range.s.r + at + 1,
      });
      return;
    }
    lines.push({
      text: row.slice(0, Math.max(width, lastFilled(row), 2)).join('\t'),
      row: range.s.r + at + 1,
    });
  });
  return lines;
}

/** how many cells up to the last one with text */
function lastFilled(row: string[]): number {
  for (let at = row.length - 1; at >= 0; at--) if (row[at] !== '') return at + 1;
  return 0;
}
