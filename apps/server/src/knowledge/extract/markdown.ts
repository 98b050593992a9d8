/**
 * Markdown is kept as written: its markup is a few characters and carries structure (headings,
 * lists, tables) a chunker can use later. MDX loses what is code rather than prose: top-level
 * `import`/`export` statements, JSX tags (their text children stay) and `{/* comments *\/}`.
 * Fenced code blocks are left alone in both.
 */
const FENCE = /^\s*(```|~~~)/;
const ESM_START = /^(import|export)\s/;
/** an opening, closing or self-closing JSX tag: capitalised or dotted names, and fragments */
const JSX_TAG = /<\/?(?:[A-Z][\w.:-]*|[a-z]+\.[\w.-]*)?(?:\s[^<>]*)?\/?>/g;
const MDX_COMMENT = /\{\/\*.*?\*\/\}/g;

export function mdxToText(source: string): string {
  const kept: string[] = [];
  let fence: string | null = null;
  let inEsm = false;
  for (const line of source.split(/\r?\n/)) {
    const fenceMatch = FENCE.exec(line);
    if (fence) {
      kept.push(line);
      if (fenceMatch?.[1] === fence) fence = null;
    } else if (inEsm) {
      // an ESM block runs until the first blank line, as in MDX itself
      if (line.trim() === '') inEsm = false;
    } else if (ESM_START.test(line)) {
      inEsm = line.trim() !== '' && !/;\s*$/.test(line) && !isOneLineImport(line);
    } else if (fenceMatch?.[1]) {
      fence = fenceMatch[1];
      kept.push(line);
    } else {
      kept.push(line.replace(MDX_COMMENT, '').replace(JSX_TAG, ' '));
    }
  }
  return kept.join('\n');
}

/** `import x from 'y'` without a semicolon ends on its own line */
function isOneLineImport(line: string): boolean {
  return /^import\s.*\sfrom\s+['"][^'"]+['"]\s*$/.test(line) || /^import\s+['"]/.test(line);
}
