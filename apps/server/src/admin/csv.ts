/**
 * CSV as spreadsheet apps read it: UTF-8 with a byte-order mark (so Chinese shows), CRLF line
 * ends, RFC 4180 quoting, and no formulas: a cell starting with = + - @ tab or CR gets a
 * leading apostrophe, so a crafted name cannot run as a formula when the file is opened.
 */
export const BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number): string {
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(cells: (string | number)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

export function csvDocument(header: string[], rows: (string | number)[][]): string {
  return BOM + csvRow(header) + rows.map(csvRow).join('');
}
