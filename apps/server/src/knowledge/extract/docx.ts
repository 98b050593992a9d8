/**
 * DOCX body text: paragraphs as lines; tables as one line per row with cells separated by a tab,
 * so a header row stays a header row. Like LibreOffice's text export we read the main document
 * only (no page headers and footers, which repeat on every page, and no comments). Deleted
 * revisions, field codes and the fallback copy of drawings are skipped. Works for transitional and
 * strict OOXML alike, as elements are matched by local name.
 */
import { strFromU8 } from 'fflate';
import { ExtractError } from './types.ts';
import { walkXml } from './xml.ts';
import { readZip } from './zip.ts';

const NOT_A_DOCX =
  'The file is not a valid Word document (.docx). Open it in Word or LibreOffice, save it as .docx and upload it again.';

/** subtrees whose text is not part of the visible body */
const SKIPPED = new Set(['Fallback', 'delText', 'instrText', 'del', 'moveFrom', 'rPrChange']);

export function mainPartPath(rels: string): string | null {
  let target: string | null = null;
  walkXml(rels, {
    open(name, attributes) {
      if (name === 'Relationship' && attributes.Type?.endsWith('/officeDocument')) {
        target = attributes.Target ?? null;
      }
    },
  });
  return target ? (target as string).replace(/^\//, '') : null;
}

export function docxToText(bytes: Uint8Array): string {
  const files = readZip(bytes, (name) => name === '_rels/.rels' || name.endsWith('.xml'));
  const rels = files['_rels/.rels'];
  const mainPath = (rels && mainPartPath(strFromU8(rels))) ?? 'word/document.xml';
  const main = files[mainPath];
  if (!main) throw new ExtractError('corrupt', NOT_A_DOCX);
  return documentText(strFromU8(main));
}

interface Cell {
  paragraphs: string[];
}

export function documentText(xml: string): string {
  const lines: string[] = [];
  /** a stack, for tables inside table cells */
  const rows: Cell[][] = [];
  const cells: Cell[] = [];
  let paragraph = '';
  let inText = false;
  let skipDepth = 0;
  let paragraphDepth = 0;

  const emit = (line: string) => {
    const cell = cells.at(-1);
    if (cell) cell.paragraphs.push(line);
    else lines.push(line);
  };

  walkXml(xml, {
    open(name) {
      if (skipDepth > 0 || SKIPPED.has(name)) {
        skipDepth++;
        return;
      }
      if (name === 'p') paragraphDepth++;
      else if (name === 't') inText = true;
      else if (name === 'tab' || name === 'ptab') paragraph += '\t';
      else if (name === 'br' || name === 'cr') paragraph += '\n';
      else if (name === 'noBreakHyphen') paragraph += '-';
      else if (name === 'tr') rows.push([]);
      else if (name === 'tc') cells.push({ paragraphs: [] });
    },
    close(name) {
      if (skipDepth > 0) {
        skipDepth--;
        return;
      }
      if (name === 't') inText = false;
      else if (name === 'p') {
        paragraphDepth--;
        // a paragraph inside a text box inside a paragraph: flush what we have so far
        emit(paragraph);
        paragraph = '';
      } else if (name === 'tc') {
        const cell = cells.pop();
        rows.at(-1)?.push(cell ?? { paragraphs: [] });
      } else if (name === 'tr') {
        const row = rows.pop() ?? [];
        emit(row.map((cell) => cell.paragraphs.join(' ').trim()).join('\t'));
      }
    },
    text(text) {
      if (skipDepth === 0 && inText && paragraphDepth > 0) paragraph += text;
    },
  });
  if (paragraph) emit(paragraph);
  return lines.join('\n');
}
