/**
 * The dependency check behind `npm run lint`: every import in every workspace package stays
 * inside its package and names only what that package declares, and the arrows between the
 * packages point the one way docs/architecture.md draws them:
 *
 *   @legion/ui  ←  @legion/screens  →  @legion/api     apps/web → screens, ui, api
 *                                                      apps/server → @legion/api only
 *
 * The published library imports neither the contract nor the screens: its stories and tests
 * may use the contract's fixtures (they are not published), nothing it ships may.
 *
 * It reads the import specifiers of every source file (TypeScript, TSX, MDX and CSS `@import`
 * / `@config` / `@source` / `@plugin`), resolves relative ones and fails on
 * - a relative import that leaves its package (the library reaching into the repo root or an
 *   app, an app reaching into another package's sources instead of its name);
 * - a bare import of a package that the nearest package.json does not declare (dependencies,
 *   devDependencies, peerDependencies; `@types/x` counts for `x`);
 * - a forbidden arrow: the contract importing React or the library, the library importing an
 *   app, the server importing the library or the web app;
 * - in apps/web, a page importing another page: a module under `src/pages/<area>/` imports
 *   only its own area, and a `*Page.tsx` is imported only by the routes (and by stories and
 *   src/testing, which stand in for them).
 * Biome's noRestrictedImports says the same about package names while you type; this check
 * also sees relative paths and package.json.
 *
 * Run: `node scripts/boundaries.ts` (exit 1 and one line per violation), or import `check`.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export interface Workspace {
  /** folder relative to the repo root */
  dir: string;
  /** package names this workspace must never import (its own name is always allowed) */
  forbidden: RegExp[];
  /**
   * a published package: nothing relative may leave its folder. An app may reach the repo's
   * shared tooling (vite.shared.ts) but never another workspace's files.
   */
  sealed: boolean;
}

export const WORKSPACES: Workspace[] = [
  {
    dir: 'packages/api',
    forbidden: [/^react(-dom)?(\/|$)/, /^@legion\/(ui|web|server)(\/|$)/, /^radix-ui/, /^lucide/],
    sealed: true,
  },
  {
    dir: 'packages/ui',
    forbidden: [/^@legion\/(api|screens|web|server)(\/|$)/],
    sealed: true,
  },
  {
    dir: 'packages/screens',
    forbidden: [/^@legion\/(web|server)(\/|$)/],
    sealed: true,
  },
  { dir: 'apps/web', forbidden: [/^@legion\/server(\/|$)/, /^radix-ui/, /^sonner/], sealed: false },
  {
    dir: 'apps/server',
    forbidden: [/^@legion\/(ui|web)(\/|$)/, /^react(-dom)?(\/|$)/, /^@lingui\/react/],
    sealed: false,
  },
];

const SOURCE = /\.(ts|tsx|mts|mdx|css)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', '__screenshots__', 'storybook-static', 'data']);

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIP_DIRS.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (SOURCE.test(entry.name)) yield path;
  }
}

const SCRIPT_IMPORTS = [
  /(?:^|[\s;}])(?:import|export)\s+(?:type\s+)?[^'"`;]*?\sfrom\s*['"]([^'"]+)['"]/g,
  /(?:^|[\s;])import\s*['"]([^'"]+)['"]/g,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\bvi\.mock\(\s*['"]([^'"]+)['"]/g,
];
const CSS_IMPORTS = [/@(?:import|config|plugin|source)\s+(?:url\()?['"]([^'"]+)['"]/g];

/** Import specifiers of one file, comments and JSDoc examples removed first. */
export function importsOf(path: string, text: string): string[] {
  const css = path.endsWith('.css');
  let code = text.replace(/\/\*[\s\S]*?\*\//g, '');
  if (!css) code = code.replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
  if (path.endsWith('.mdx')) {
    // only the ESM lines of an MDX file import; code fences are examples for the reader
    code = code.replace(/```[\s\S]*?```/g, '');
  }
  const specifiers: string[] = [];
  for (const pattern of css ? CSS_IMPORTS : SCRIPT_IMPORTS) {
    for (const match of code.matchAll(pattern)) specifiers.push(match[1] as string);
  }
  return specifiers;
}

const BUILTINS = new Set(builtinModules);

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name` */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] as string);
}

function declared(manifest: string): Set<string> {
  const json = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, unknown>;
  const names = new Set<string>([json.name as string]);
  for (const field of ['dependencies', 'devDependencies', 'peerDependencies']) {
    for (const name of Object.keys((json[field] as Record<string, string>) ?? {})) names.add(name);
  }
  return names;
}

const isInside = (path: string, dir: string) => path === dir || path.startsWith(dir + sep);

/** apps/web: the area a module belongs to under src/pages, if any */
function pageArea(file: string): string | undefined {
  const match = /apps[\\/]web[\\/]src[\\/]pages[\\/]([^\\/]+)[\\/]/.exec(file);
  return match?.[1];
}

function pageRule(file: string, target: string): string | undefined {
  const from = relative(ROOT, file);
  const to = relative(ROOT, target);
  if (!to.startsWith(join('apps', 'web', 'src', 'pages'))) return undefined;
  const fromArea = pageArea(file);
  const toArea = pageArea(target);
  if (fromArea && toArea && fromArea !== toArea) {
    return `pages/${fromArea} imports pages/${toArea} (${to}): move what both use to src/hooks, src/features or @legion/ui`;
  }
  // the route table, and what stands in for it in stories (src/testing, a story's own routes)
  const composer =
    from === join('apps', 'web', 'src', 'routes.tsx') ||
    from.startsWith(join('apps', 'web', 'src', 'testing') + sep) ||
    from.endsWith('.stories.tsx');
  if (!fromArea && !composer && from.startsWith(join('apps', 'web', 'src') + sep)) {
    return `${from} imports ${to}: shared code (hooks, features, layouts) never reaches into a page's folder`;
  }
  const isPage = /Page\.tsx$/.test(to);
  if (isPage && !composer) {
    return `${from} imports the page ${to}: pages are composed by the routes only`;
  }
  return undefined;
}

function resolvesTo(base: string): string | undefined {
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

export interface Violation {
  file: string;
  specifier: string;
  reason: string;
}

/** Every violation in the given workspaces (all of them by default). */
export function check(workspaces: Workspace[] = WORKSPACES, root = ROOT): Violation[] {
  const violations: Violation[] = [];
  for (const workspace of workspaces) {
    const dir = join(root, workspace.dir);
    const names = declared(join(dir, 'package.json'));
    for (const file of sourceFiles(dir)) {
      const text = readFileSync(file, 'utf8');
      for (const specifier of importsOf(file, text)) {
        const report = (reason: string) =>
          violations.push({ file: relative(root, file), specifier, reason });
        if (specifier.startsWith('.')) {
          const target = resolve(dirname(file), specifier);
          const other = workspaces.find(
            (each) => each !== workspace && isInside(target, join(root, each.dir)),
          );
          if (!isInside(target, dir) && (workspace.sealed || other)) {
            report(`leaves ${workspace.dir}: import the package by its name, or move the file`);
            continue;
          }
          const resolved = resolvesTo(target);
          const rule = resolved && pageRule(file, resolved);
          if (rule) report(rule);
          continue;
        }
        if (specifier.startsWith('node:') || specifier.startsWith('virtual:')) continue;
        if (specifier.startsWith('/') || specifier.includes('?')) continue;
        const name = packageName(specifier);
        if (BUILTINS.has(name)) continue;
        if (name === 'tailwindcss' && file.endsWith('.css')) continue;
        const forbidden = workspace.forbidden.find((pattern) => pattern.test(specifier));
        if (forbidden) {
          report(`${workspace.dir} must not import ${name} (docs/architecture.md, layering)`);
          continue;
        }
        const typesName = name.startsWith('@')
          ? `@types/${name.slice(1).replace('/', '__')}`
          : `@types/${name}`;
        if (!names.has(name) && !names.has(typesName)) {
          report(`${name} is not declared in ${workspace.dir}/package.json`);
        }
      }
    }
  }
  return violations;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const violations = check();
  for (const { file, specifier, reason } of violations) {
    console.error(`${file}: '${specifier}' — ${reason}`);
  }
  if (violations.length > 0) {
    console.error(`\n${violations.length} import(s) cross a boundary (scripts/boundaries.ts)`);
    process.exit(1);
  }
  console.log('boundaries: every import stays in its package and is declared');
}
