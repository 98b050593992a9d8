/**
 * XLSX and XLS (BIFF8 and the older BIFF5) with SheetJS: every sheet that has cells, its name as a
 * `## heading`, then one line per row with cells separated by a tab, values as the sheet displays
 * them (formatted dates, percentages). Empty rows and sheets are left out. Phonetic (furigana)
 * runs are not part of a cell's text.
 */

import * as XLSX from '@e965/xlsx';
import * as cptable from '@e965/xlsx/dist/cpexcel.full.mjs';
import { ExtractError } from './types.ts';

// legacy workbooks store text in the code page of the machine that wrote them (936, 950 …)
XLSX.set_cptable(cptable);

const ENCRYPTED =
  'The workbook is password-protected. Remove the password in Excel or LibreOffice and upload it again.';
const DAMAGED =
  'The workbook is damaged and cannot be read. Open it in Excel or LibreOffice, save a new copy and upload that.';

export function spreadsheetToText(bytes: Uint8Array): string {
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
  const parts: string[] = [];
  for (const name of workbook.SheetNames) {
    const sheet = workbook.Sheets[name];
    if (!sheet) continue;
    const rows = XLSX.utils
      .sheet_to_csv(sheet, { FS: '\t', RS: '\n', blankrows: false, strip: true })
      .split('\n')
      .filter((row) => row.trim() !== '');
    if (rows.length === 0) continue;
    parts.push(`## ${name}\n${rows.join('\n')}`);
  }
  return parts.join('\n\n');
}
