/**
 * No code of the library or the app marks an inline style !important, which a person's own text
 * spacing (WCAG 1.4.12) could then not override. React's style prop cannot do it; only a hand
 * call (`style.setProperty(name, value, 'important')`, a `cssText` or an HTML string) could, so
 * the story tests can leave axe's `avoid-inline-spacing` rule out (.storybook/preview.tsx).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const SOURCES = ['packages/ui/src', 'apps/web/src'];
/** `!important`, or the priority argument of setProperty */
const IMPORTANT = /!\s*important|['"`]important['"`]/;

function clientSources(): string[] {
  return SOURCES.flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((path) => /\.(ts|tsx)$/.test(path) && !/\.(test|stories)\.tsx?$/.test(path))
      .map((path) => join(root, dir, path)),
  );
}

it('finds the library and app sources', () => {
  expect(clientSources().length).toBeGreaterThan(200);
});

it('no library or app source marks a declaration important', () => {
  const found = clientSources().flatMap((path) =>
    readFileSync(path, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        IMPORTANT.test(line) ? [`${relative(root, path)}:${index + 1}: ${line.trim()}`] : [],
      ),
  );
  expect(found).toEqual([]);
});
