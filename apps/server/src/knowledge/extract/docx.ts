/**
 * DOCX body text: paragraphs as lines; tables as one line per row with cells separated by a tab,
 * so a header row stays a header row. Like LibreOffice's text export we read the main document
 * only (no page headers and footers, which repeat on every page, and no comments). Deleted
 * revisions, field codes and the fallback copy of drawings are skipped. Works for transitional and
 * strict OOXML alike, as elements are matched by local name.
 */
import { strFromU8 } from 'fflate';
import type { StructuredHeading } from './marks.ts';
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

/** the body text and its headings (paragraphs of a heading style or outline level) */
export function readDocx(bytes: Uint8Array): { text: string; headings: StructuredHeading[] } {
  const files = readZip(bytes, (name) => name === '_rels/.rels' || name.endsWith('.xml'));
  const rels = files['_rels/.rels'];
  const mainPath = (rels && mainPartPath(strFromU8(rels))) ?? 'word/document.xml';
  const main = files[mainPath];
  if (!main) throw new ExtractError('corrupt', NOT_A_DOCX);
  const styles = files[mainPath.replace(/[^/]*$/, 'styles.xml')];
  const headings: StructuredHeading[] = [];
  const text = documentText(strFromU8(main), {
    levels: styles ? headingStyles(strFromU8(styles)) : new Map(),
    headings,
  });
  return { text, headings };
}

/** an attribute by its local name (w:val is val) */
const attribute = (attributes: Record<string, string>, name: string) =>
  attributes[name] ??
  Object.entries(attributes).find(([key]) => key.endsWith(`:${name}`))?.[1] ??
  undefined;

/** a heading's level from its style's name (heading 1, 标题 1, Title) or outline level */
export function headingStyles(xml: string): Map<string, number> {
  const levels = new Map<string, number>();
  let id: string | undefined;
  walkXml(xml, {
    open(name, attributes) {
      if (name === 'style') id = attribute(attributes, 'styleId');
      else if (!id) return;
      else if (name === 'name') {
        const styleName = (attribute(attributes, 'val') ?? '').trim();
        const numbered = /^(?:heading|标题)\s*(\d)$/i.exec(styleName);
        if (numbered?.[1]) levels.set(id, Number(numbered[1]));
        else if (/^title$/i.test(styleName)) levels.set(id, 1);
      } else if (name === 'outlineLvl' && !levels.has(id)) {
        const level = Number(attribute(attributes, 'val'));
        if (Number.isInteger(level) && level >= 0 && level < 9) levels.set(id, level + 1);
      }
    },
    close(name) {
      if (name === 'style') id = undefined;
    },
  });
  return levels;
}

interface Cell {
  paragraphs: string[];
}

export function documentText(
  xml: string,
  outline?: { levels: Map<string, number>; headings: StructuredHeading[] },
): string {
  const lines: string[] = [];
  /** the heading level of the paragraph being read, from its style or outline level */
  let level: number | undefined;
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
    open(name, attributes) {
      if (skipDepth > 0 || SKIPPED.has(name)) {
        skipDepth++;
        return;
      }
      if (name === 'p') {
        paragraphDepth++;
        level = undefined;
      } else if (name === 'pStyle' && outline) {
        level = outline.levels.get(attribute(attributes, 'val') ?? '') ?? level;
      } else if (name === 'outlineLvl' && outline) {
        const value = Number(attribute(attributes, 'val'));
        if (Number.isInteger(value) && value >= 0 && value < 9) level = value + 1;
      } else if (name === 't') inText = true;
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
        // a heading of the body (not of a table cell), by its words
        if (outline && level !== undefined && cells.length === 0 && paragraph.trim()) {
          outline.headings.push({ level, title: paragraph.trim() });
        }
        level = undefined;
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
