/**
 * PDF text, page by page, with Mozilla's PDF.js (its Node build; text only, nothing is rendered).
 * Items are joined in content order; a line break where PDF.js marks one or the baseline moves, a
 * space where two items on a line are apart, a blank line between pages. The CMaps shipped with
 * pdfjs-dist are required for CJK PDFs that use predefined encodings (Adobe-GB1, Adobe-Japan1 …).
 * A page without text is looked at for images: a PDF whose pages are images without text (a
 * scan) fails as `no-text-layer`, and one with some such pages says how many (decision 0093).
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument, OPS, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextMark } from './marks.ts';
import { ExtractError, type PageCount } from './types.ts';

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

/** the operators that paint an image */
const IMAGE_OPS = new Set<number>([
  OPS.paintImageXObject,
  OPS.paintImageXObjectRepeat,
  OPS.paintInlineImageXObject,
  OPS.paintInlineImageXObjectGroup,
  OPS.paintImageMaskXObject,
  OPS.paintImageMaskXObjectGroup,
  OPS.paintImageMaskXObjectRepeat,
]);

export const NO_TEXT_LAYER =
  'No text layer: the file is an image of text (a scan or a photo), so there is no text to search. Run it through text recognition (OCR), e.g. "Recognize Text" in Adobe Acrobat or ocrmypdf, and upload the PDF it makes, or upload the document it was scanned from.';

/** the PDF's text, and how many of its pages are images without text */
export async function pdfToText(
  bytes: Uint8Array,
): Promise<{ text: string; pages: PageCount; marks: TextMark[] }> {
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
    let imageOnly = 0;
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const text = pageText(content.items.flatMap((item) => ('str' in item ? [item] : [])));
      pages.push(text);
      if (text.trim() === '') {
        const operators = await page.getOperatorList();
        if (operators.fnArray.some((fn) => IMAGE_OPS.has(fn))) imageOnly++;
      }
      page.cleanup();
    }
    const text = pages.join('\n\n');
    if (imageOnly > 0 && text.trim() === '') throw new ExtractError('no-text-layer', NO_TEXT_LAYER);
    // where each page starts in the text (pages are joined by a blank line)
    const marks: TextMark[] = [];
    let offset = 0;
    pages.forEach((page, index) => {
      marks.push({ offset, page: index + 1 });
      offset += page.length + 2;
    });
    return { text, pages: { total: pdf.numPages, imageOnly }, marks };
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
