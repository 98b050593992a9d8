/**
 * CSV as spreadsheet apps read it: UTF-8 with a byte-order mark (so Chinese shows), CRLF line
 * ends, RFC 4180 quoting, and no formulas: a cell starting with = + - @ tab or CR gets a
 * leading apostrophe, so a crafted name cannot run as a formula when the file is opened.
 *
 * Identifiers (order ids, business numbers, accounts) are written with `csvText`: one made of
 * digits only goes out as the text formula `="…"`, the only form Excel opens as text, because
 * it reads a bare 28-digit business number as 4.20042E+27 and drops the digits past the 15th.
 * It is the one formula the file ever holds, and only digits ever go inside it.
 */
export const BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;

/** a cell that must stay text in a spreadsheet, however numeric it looks */
export interface TextCell {
  text: string;
}

export const csvText = (text: string): TextCell => ({ text });

const quoted = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

export function csvCell(value: string | number | TextCell): string {
  if (typeof value === 'object') {
    if (/^\d+$/.test(value.text)) return quoted(`="${value.text}"`);
    return csvCell(value.text);
  }
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return quoted(text);
}

export function csvRow(cells: (string | number | TextCell)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

export function csvDocument(header: string[], rows: (string | number | TextCell)[][]): string {
  return BOM + csvRow(header) + rows.map(csvRow).join('');
}
