/**
 * One document's bytes to text, in this thread: the format from the file name, checked against
 * the content, then the reader for that format. Throws ExtractError for documents we cannot read;
 * `extractText` (index.ts) runs this in a worker with a time budget. Readers are imported when
 * needed, so a worker loads only the libraries of its format.
 */
import { decodeText } from './decode.ts';
import { sniffContainer } from './sniff.ts';
import {
  ExtractError,
  KNOWLEDGE_FORMATS,
  type KnowledgeFormat,
  type ParsedDocument,
} from './types.ts';
import { zipEntryNames } from './zip.ts';

export function formatOf(fileName: string): KnowledgeFormat | null {
  const extension = /\.([^./\\]+)$/.exec(fileName)?.[1]?.toLowerCase();
  return KNOWLEDGE_FORMATS.find((format) => format === extension) ?? null;
}

const utf16le = (text: string) => Array.from(text, (ch) => [ch.charCodeAt(0), 0]).flat();
const ENCRYPTED_PACKAGE = utf16le('EncryptedPackage');

const contains = (bytes: Uint8Array, needle: readonly number[]) => {
  outer: for (let at = 0; at + needle.length <= bytes.length; at++) {
    for (let i = 0; i < needle.length; i++) if (bytes[at + i] !== needle[i]) continue outer;
    return true;
  }
  return false;
};

const label: Record<KnowledgeFormat, string> = {
  txt: 'text',
  markdown: 'Markdown',
  md: 'Markdown',
  mdx: 'MDX',
  pdf: 'PDF',
  html: 'HTML',
  htm: 'HTML',
  xlsx: 'Excel (.xlsx)',
  xls: 'Excel (.xls)',
  docx: 'Word (.docx)',
  csv: 'CSV',
  vtt: 'WebVTT',
  properties: '.properties',
};

function mismatch(format: KnowledgeFormat, actually: string): ExtractError {
  return new ExtractError(
    'corrupt',
    `The file is named .${format} but its content is ${actually}, not ${label[format]}. Check that you chose the right file, or give it its proper extension.`,
  );
}

/** an OOXML name on an OLE2 container: an encrypted package, or a renamed legacy .doc/.xls */
function ooxmlInOle2(format: 'docx' | 'xlsx', bytes: Uint8Array): ExtractError {
  if (contains(bytes, ENCRYPTED_PACKAGE)) {
    const what = format === 'docx' ? 'document' : 'workbook';
    const app = format === 'docx' ? 'Word' : 'Excel';
    return new ExtractError(
      'encrypted',
      `The ${what} is password-protected. Remove the password in ${app} or LibreOffice and upload it again.`,
    );
  }
  return new ExtractError(
    'unsupported',
    `The file is an older Office 97–2003 file named .${format}. Save it as .${format} in ${format === 'docx' ? 'Word' : 'Excel'} or LibreOffice and upload it again.`,
  );
}

const CONTAINER_NAMES = { pdf: 'a PDF', zip: 'a ZIP archive', ole2: 'an Office 97–2003 file' };

/** the document's text, with a PDF's pages and how many are images without text */
export async function parseDocument(
  bytes: Uint8Array,
  format: KnowledgeFormat,
): Promise<ParsedDocument> {
  const parsed = await parseToText(bytes, format);
  return typeof parsed === 'string' ? { text: parsed } : parsed;
}

async function parseToText(
  bytes: Uint8Array,
  format: KnowledgeFormat,
): Promise<string | ParsedDocument> {
  if (bytes.length === 0) throw new ExtractError('empty', 'The file is empty (0 bytes).');
  const container = sniffContainer(bytes);
  switch (format) {
    case 'pdf':
      if (container !== 'pdf') throw mismatch(format, describe(container));
      return (await import('./pdf.ts')).pdfToText(bytes);
    case 'docx':
      if (container === 'ole2') throw ooxmlInOle2(format, bytes);
      if (container !== 'zip') throw mismatch(format, describe(container));
      return (await import('./docx.ts')).readDocx(bytes);
    case 'xlsx':
      if (container === 'ole2') throw ooxmlInOle2(format, bytes);
      if (container !== 'zip') throw mismatch(format, describe(container));
      assertWorkbookPackage(format, bytes);
      return (await import('./spreadsheet.ts')).readSpreadsheet(bytes);
    case 'xls':
      // a .xlsx saved under .xls is common and harmless: SheetJS reads both
      if (container !== 'ole2' && container !== 'zip') throw mismatch(format, describe(container));
      if (container === 'zip') assertWorkbookPackage(format, bytes);
      return (await import('./spreadsheet.ts')).readSpreadsheet(bytes);
    default:
      break;
  }
  if (container !== 'other') throw mismatch(format, CONTAINER_NAMES[container]);
  if (format === 'html' || format === 'htm') return (await import('./html.ts')).readHtml(bytes);
  const { text } = decodeText(bytes);
  if (text.replace(/^\ufeff/, '').trim() === '') {
    throw new ExtractError('empty', 'The file has no text in it.');
  }
  if (text.includes('\u0000')) {
    throw new ExtractError(
      'corrupt',
      `The file is named .${format} but contains binary data, not text. If it is UTF-16 text without a byte-order mark, save it as UTF-8 and upload it again.`,
    );
  }
  switch (format) {
    case 'csv':
      return (await import('./csv.ts')).readCsv(text);
    case 'vtt':
      return (await import('./vtt.ts')).vttToText(text);
    case 'properties':
      return (await import('./properties.ts')).propertiesToText(text);
    case 'mdx':
      return (await import('./markdown.ts')).mdxToText(text.replace(/^\ufeff/, ''));
    default:
      return text.replace(/^\ufeff/, '');
  }
}

/** SheetJS would call a ZIP without a workbook "unsupported"; for us it is the wrong file */
function assertWorkbookPackage(format: KnowledgeFormat, bytes: Uint8Array): void {
  const names = zipEntryNames(bytes);
  if (!names) {
    throw new ExtractError(
      'corrupt',
      'The workbook is damaged (its ZIP package cannot be read). Open it in Excel or LibreOffice, save a new copy and upload that.',
    );
  }
  if (!names.some((name) => /^xl\/workbook[^/]*\.(?:xml|bin)$/i.test(name))) {
    throw mismatch(format, 'a ZIP archive without a workbook');
  }
}

function describe(container: 'pdf' | 'ole2' | 'other' | 'zip'): string {
  return container === 'other' ? 'something else' : CONTAINER_NAMES[container];
}
