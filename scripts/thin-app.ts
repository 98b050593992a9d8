/**
 * The thin-app check behind `npm run lint`: the web app composes the library, it does not
 * restyle or rebuild it. In apps/web/src, outside stories and tests, it fails on
 * - more than MAX_CLASS_NAMES `className=` attributes in all (the look lives in @legion/ui);
 * - a page file (under src/pages/) longer than MAX_PAGE_LINES lines (a page is routing, data
 *   and composition; a long one is hiding a component the library lacks);
 * - a raw `<table>` or `<select>` (DataTable, ProseTable and Select exist), a hand-made
 *   skeleton (`animate-pulse`: Skeleton) or a hand-made empty box (`border-dashed`: EmptyState).
 *
 * Run: `node scripts/thin-app.ts` (exit 1 and one line per violation), or import `checkThinApp`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const MAX_CLASS_NAMES = 300;
export const MAX_PAGE_LINES = 250;

const HAND_MADE: [RegExp, string][] = [
  [/<table[\s>]/, 'a raw <table>: use DataTable (or ProseTable for prose)'],
  [/<select[\s>]/, 'a raw <select>: use Select'],
  [/\banimate-pulse\b/, 'a hand-made skeleton: use Skeleton'],
  [/\bborder-dashed\b/, 'a hand-made empty box: use EmptyState'],
];

function* appFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== '__screenshots__' && name !== 'testing') yield* appFiles(path);
    } else if (/\.tsx?$/.test(name) && !/\.(stories|test)\.tsx?$/.test(name)) {
      yield path;
    }
  }
}

export interface ThinAppReport {
  classNames: number;
  violations: string[];
}

/** `src` is the app's source folder; paths in the report are relative to `root` */
export function checkThinApp(src = join(ROOT, 'apps/web/src'), root = ROOT): ThinAppReport {
  const violations: string[] = [];
  let classNames = 0;
  for (const file of appFiles(src)) {
    const text = readFileSync(file, 'utf8');
    const name = relative(root, file).split(sep).join('/');
    classNames += text.match(/\bclassName=/g)?.length ?? 0;
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    if (relative(src, file).split(sep)[0] === 'pages' && lines > MAX_PAGE_LINES) {
      violations.push(`${name}: ${lines} lines, a page holds at most ${MAX_PAGE_LINES}`);
    }
    for (const [pattern, what] of HAND_MADE) {
      if (pattern.test(text)) violations.push(`${name}: ${what}`);
    }
  }
  if (classNames >= MAX_CLASS_NAMES) {
    violations.push(
      `apps/web: ${classNames} className= attributes, fewer than ${MAX_CLASS_NAMES} allowed: move the look into @legion/ui`,
    );
  }
  return { classNames, violations };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { classNames, violations } = checkThinApp();
  for (const line of violations) console.error(`thin app: ${line}`);
  if (violations.length > 0) process.exit(1);
  console.log(
    `thin app: ${classNames} className= in the app, every page under ${MAX_PAGE_LINES + 1} lines`,
  );
}
