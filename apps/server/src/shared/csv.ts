/**
 * CSV as spreadsheet apps read it: UTF-8 with a byte-order mark (so Chinese shows), CRLF line
 * ends, RFC 4180 quoting (papaparse's `unparse`), and no formulas: a cell starting with
 * = + - @ tab or CR gets a leading apostrophe, so a crafted name cannot run as a formula when
 * the file is opened. (Papaparse's own `escapeFormulae` would also quote such a cell and
 * would defuse the text formula below, so the cells are made safe here first.)
 *
 * Identifiers (order ids, business numbers, accounts) are written with `csvText`: one made of
 * digits only goes out as the text formula `="…"`, the only form Excel opens as text, because
 * it reads a bare 28-digit business number as 4.20042E+27 and drops the digits past the 15th.
 * It is the one formula the file ever holds, and only digits ever go inside it.
 */
import Papa from 'papaparse';

export const BOM = '\uFEFF';

const NEWLINE = '\r\n';

const FORMULA_START = /^[=+\-@\t\r]/;

/** a cell that must stay text in a spreadsheet, however numeric it looks */
export interface TextCell {
  text: string;
}

export type CsvValue = string | number | TextCell;

export const csvText = (text: string): TextCell => ({ text });

/** what the cell holds once made safe, before quoting */
function cellText(value: CsvValue): string {
  if (typeof value === 'object') {
    if (/^\d+$/.test(value.text)) return `="${value.text}"`;
    return cellText(value.text);
  }
  const text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

const unparse = (rows: string[][]) => Papa.unparse(rows, { newline: NEWLINE });

/** 2026-11-22 09:15:00, in UTC like every date of the platform */
export const sheetTime = (value: string | null) =>
  value ? value.replace('T', ' ').replace(/\.\d{3}Z$/, '') : '';

export function csvCell(value: CsvValue): string {
  return unparse([[cellText(value)]]);
}

/** the header and the rows, each line ended by CRLF (the last one too) */
export function csvDocument(header: string[], rows: CsvValue[][]): string {
  const lines = [header, ...rows].map((row) => row.map(cellText));
  return `${BOM}${unparse(lines)}${NEWLINE}`;
}
