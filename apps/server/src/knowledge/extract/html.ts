/**
 * HTML to the text a reader sees: scripts, styles, templates and the head are dropped; block
 * elements start new lines; table rows become lines with cells separated by a tab (header cells
 * included); `<pre>` keeps its layout; an image shows its alt text. The charset comes from a BOM,
 * else the `<meta>` declaration, else detection.
 */
import { Parser } from 'htmlparser2';
import { decodeText } from './decode.ts';
import type { StructuredHeading } from './marks.ts';

const HIDDEN = new Set([
  'script',
  'style',
  'template',
  'head',
  'noscript',
  'svg',
  'math',
  'iframe',
]);
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);
const BLOCK = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'body',
  'caption',
  'dd',
  'details',
  'dialog',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'html',
  'legend',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'thead',
  'tfoot',
  'tr',
  'ul',
]);

/** the charset a `<meta>` tag declares in the first KB, read as ASCII */
export function declaredCharset(bytes: Uint8Array): string | undefined {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 2048));
  const label = /<meta[^>]+charset\s*=\s*["']?\s*([\w:.-]+)/i.exec(head)?.[1]?.toLowerCase();
  if (!label) return undefined;
  // "unicode" is what old Windows tools wrote for UTF-16LE; a BOM, if any, decides first anyway
  if (label === 'unicode') return 'utf-16le';
  try {
    return new TextDecoder(label).encoding;
  } catch {
    return undefined;
  }
}

const HEADING_TAG = /^h([1-6])$/;

/** the text and its headings (h1–h6), in order */
export function readHtml(bytes: Uint8Array): { text: string; headings: StructuredHeading[] } {
  const { text: source } = decodeText(bytes, declaredCharset(bytes));
  const headings: StructuredHeading[] = [];
  /** the open heading: its level and where its text starts in `out` */
  let heading: { level: number; from: number } | null = null;
  let out = '';
  let hiddenDepth = 0;
  let preDepth = 0;
  /** per open table row: how many cells have started */
  const rowCells: number[] = [];
  /** per open list: the number of the next item, or null for a bulleted list */
  const lists: (number | null)[] = [];

  const newline = () => {
    out = out.replace(/[ \t]+$/, '');
    if (out !== '' && !out.endsWith('\n')) out += '\n';
  };
  const append = (text: string) => {
    if (text === '') return;
    if (preDepth > 0) {
      out += text;
      return;
    }
    const collapsed = text.replace(/[ \t\n\r\f]+/g, ' ');
    if (collapsed === ' ' && (out === '' || /[ \t\n]$/.test(out))) return;
    out += /[ \t\n]$/.test(out) || out === '' ? collapsed.replace(/^ /, '') : collapsed;
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (hiddenDepth > 0 || HIDDEN.has(name) || 'hidden' in attributes) {
          if (!VOID.has(name)) hiddenDepth++;
          return;
        }
        if (name === 'br') out += '\n';
        else if (name === 'pre') {
          newline();
          preDepth++;
        } else if (name === 'tr') {
          newline();
          rowCells.push(0);
        } else if (name === 'td' || name === 'th') {
          const count = rowCells.at(-1);
          if (count !== undefined) {
            if (count > 0) out = `${out.replace(/[ \t]+$/, '')}\t`;
            rowCells[rowCells.length - 1] = count + 1;
          }
        } else if (name === 'img' && attributes.alt?.trim()) append(` ${attributes.alt} `);
        else if (name === 'ul' || name === 'ol' || name === 'menu') {
          newline();
          lists.push(name === 'ol' ? Number(attributes.start ?? 1) || 1 : null);
        } else if (name === 'li') {
          newline();
          // list markers as a browser shows them, so items stay items in the text
          const next = lists.at(-1);
          if (typeof next === 'number') {
            out += `${next}. `;
            lists[lists.length - 1] = next + 1;
          } else out += '• ';
        } else if (BLOCK.has(name)) newline();
        const level = HEADING_TAG.exec(name)?.[1];
        if (level) heading = { level: Number(level), from: out.length };
      },
      onclosetag(name, implied) {
        if (hiddenDepth > 0) {
          if (!VOID.has(name) || !implied) hiddenDepth--;
          return;
        }
        if (heading && HEADING_TAG.test(name)) {
          const title = out.slice(heading.from).replace(/\s+/g, ' ').trim();
          if (title) headings.push({ level: heading.level, title });
          heading = null;
        }
        if (name === 'pre') preDepth = Math.max(0, preDepth - 1);
        if (name === 'tr') rowCells.pop();
        if (name === 'ul' || name === 'ol' || name === 'menu') lists.pop();
        if (BLOCK.has(name) || name === 'pre') newline();
      },
      ontext(text) {
        if (hiddenDepth === 0) append(text);
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(source.replace(/^\ufeff/, ''));
  parser.end();
  return { text: out.replace(/[ \t]+\n/g, '\n').trim(), headings };
}
