/**
 * PDF text, page by page, with Mozilla's PDF.js (its Node build; text only, nothing is rendered).
 * Items are joined in content order; a line break where PDF.js marks one or the baseline moves, a
 * space where two items on a line are apart, a blank line between pages. The CMaps shipped with
 * pdfjs-dist are required for CJK PDFs that use predefined encodings (Adobe-GB1, Adobe-Japan1 …).
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ExtractError } from './types.ts';

const pdfjsDir = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const CMAPS = `${join(pdfjsDir, 'cmaps')}/`;
const STANDARD_FONTS = `${join(pdfjsDir, 'standard_fonts')}/`;

interface TextItem {
  str: string;
  hasEOL: boolean;
  transform: number[];
  width: number;
  height: number;
}

export async function pdfToText(bytes: Uint8Array): Promise<string> {
  let pdf: PDFDocumentProxy;
  try {
    pdf = await getDocument({
      // PDF.js takes ownership of (detaches) the buffer it is given
      data: bytes.slice(),
      cMapUrl: CMAPS,
      cMapPacked: true,
      standardFontDataUrl: STANDARD_FONTS,
      useSystemFonts: false,
      disableFontFace: true,
      verbosity: 0,
    }).promise;
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'PasswordException') {
      throw new ExtractError(
        'encrypted',
        'The PDF is password-protected. Remove the password and upload it again.',
      );
    }
    throw new ExtractError(
      'corrupt',
      'The PDF is damaged and cannot be read. Open it in a PDF viewer, save or export a new copy and upload that.',
    );
  }
  try {
    const pages: string[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      pages.push(pageText(content.items.flatMap((item) => ('str' in item ? [item] : []))));
      page.cleanup();
    }
    return pages.join('\n\n');
  } finally {
    await pdf.loadingTask.destroy();
  }
}

function pageText(items: TextItem[]): string {
  let text = '';
  let previous: TextItem | null = null;
  for (const item of items) {
    if (previous && !previous.hasEOL && text !== '' && !/\s$/.test(text) && item.str !== '') {
      const [, , , , prevX = 0, prevY = 0] = previous.transform;
      const [, , , , x = 0, y = 0] = item.transform;
      const sameLine = Math.abs(y - prevY) < Math.max(1, previous.height * 0.5);
      const gap = x - (prevX + previous.width);
      if (!sameLine) text += '\n';
      else if (gap > Math.max(previous.height, 1) * 0.15 && !/^\s/.test(item.str)) text += ' ';
    }
    text += item.str;
    if (item.hasEOL) text += '\n';
    previous = item;
  }
  return text;
}
