/**
 * The server's domain check behind `npm run lint`. Each domain under apps/server/src/<domain>/
 * owns its tables and keeps its SQL in its repository; the others reach its data through its
 * service or the functions it offers, never through its repository. So it fails on
 * - a value import of another domain's repository (`<domain>/repository.ts`,
 *   `<domain>/repository/*.ts`, `<domain>/*-repository.ts`); a type-only import is fine,
 *   a type queries nothing;
 * - SQL that names the `agents` or `agent_versions` tables outside `agents/`, which owns them
 *   (other domains join through the fragments of `agents/sql.ts`).
 * `db/`, `http/`, `shared/` and `settings/` (the platform's key-value store of seed markers and
 * generated secrets) are not domains: everyone may use them. Tests are not checked.
 *
 * Run: `node scripts/server-domains.ts` (exit 1 and one line per violation), or import `check`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_SRC = join('apps', 'server', 'src');
/** folders of the server that are infrastructure, not a domain (settings: the key-value store) */
const NOT_DOMAINS = new Set(['db', 'http', 'shared', 'settings']);
/** the tables a domain owns alone, and that domain */
const OWNED_TABLES: Record<string, string> = { agents: 'agents', agent_versions: 'agents' };

/** the domain a file of apps/server/src belongs to ('' for a file at its top) */
export function domainOf(pathInSrc: string): string {
  const parts = pathInSrc.split(/[\\/]/);
  return parts.length > 1 ? (parts[0] as string) : '';
}

const isRepository = (pathInSrc: string) =>
  /(^|[\\/])repository(\.ts$|[\\/])|-repository\.ts$/.test(pathInSrc);

/** import statements with their specifier, and whether they bring in types only */
function importsOf(code: string): { specifier: string; typeOnly: boolean }[] {
  const found: { specifier: string; typeOnly: boolean }[] = [];
  const pattern = /(?:^|[\s;}])(import|export)\s+(type\s+)?([^'"`;]*?)\s*from\s*['"]([^'"]+)['"]/g;
  for (const match of code.matchAll(pattern)) {
    const [, , typeKeyword, names = '', specifier = ''] = match;
    const inner = /^\{([\s\S]*)\}$/.exec(names.trim())?.[1];
    const allTypes = inner
      ?.split(',')
      .map((name) => name.trim())
      .filter(Boolean)
      .every((name) => name.startsWith('type '));
    found.push({ specifier, typeOnly: Boolean(typeKeyword) || allTypes === true });
  }
  return found;
}

const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/** SQL that names a table: after from, join, into, update or "table" */
function tablesNamed(code: string): string[] {
  const names = Object.keys(OWNED_TABLES).join('|');
  const pattern = new RegExp(`\\b(?:from|join|into|update|table)\\s+(${names})\\b(?![-'.])`, 'gi');
  return [...code.matchAll(pattern)].map((match) => (match[1] ?? '').toLowerCase());
}

/** what is wrong with one file of apps/server/src (its path inside src, and its text) */
export function violationsIn(pathInSrc: string, text: string): string[] {
  const domain = domainOf(pathInSrc);
  const code = withoutComments(text);
  const violations: string[] = [];
  for (const { specifier, typeOnly } of importsOf(code)) {
    if (!specifier.startsWith('.') || typeOnly) continue;
    const target = relative(
      resolve('/src'),
      resolve('/src', dirname(pathInSrc), specifier),
    ).replaceAll(sep, '/');
    const owner = domainOf(target);
    if (owner && owner !== domain && !NOT_DOMAINS.has(owner) && isRepository(target)) {
      violations.push(
        `imports ${target}, the ${owner} domain's repository: call its service (or a function it offers) instead`,
      );
    }
  }
  for (const table of new Set(tablesNamed(code))) {
    const owner = OWNED_TABLES[table];
    if (owner && owner !== domain) {
      violations.push(
        `queries ${table}, which the ${owner} domain owns: use its repository or the fragments of ${owner}/sql.ts`,
      );
    }
  }
  return violations;
}

function* typeScriptFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* typeScriptFiles(path);
    else if (entry.name.endsWith('.ts')) yield path;
  }
}

/** every violation under apps/server/src, as `path: what` */
export function check(root = ROOT): string[] {
  const src = join(root, SERVER_SRC);
  const lines: string[] = [];
  for (const file of typeScriptFiles(src)) {
    const pathInSrc = relative(src, file);
    for (const violation of violationsIn(pathInSrc, readFileSync(file, 'utf8'))) {
      lines.push(`${join(SERVER_SRC, pathInSrc)}: ${violation}`);
    }
  }
  return lines;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const violations = check();
  for (const line of violations) console.error(line);
  if (violations.length > 0) {
    console.error(
      `\n${violations.length} violation(s) of the server's domains (scripts/server-domains.ts)`,
    );
    process.exit(1);
  }
  console.log('server domains: each keeps its repository and its tables to itself');
}
