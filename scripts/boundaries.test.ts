import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { check, importsOf, type Workspace } from './boundaries.ts';

let root: string;

function repo(files: Record<string, string>) {
  root = mkdtempSync(join(tmpdir(), 'legion-boundaries-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

const manifest = (name: string, dependencies: Record<string, string> = {}) =>
  JSON.stringify({ name, dependencies });

const LIB: Workspace = { dir: 'lib', forbidden: [/^@x\/app/], sealed: true };
const APP: Workspace = { dir: 'app', forbidden: [], sealed: false };

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the dependency check', () => {
  it('passes imports that stay home and are declared', () => {
    repo({
      'lib/package.json': manifest('@x/lib', { react: '19' }),
      'lib/src/a.ts':
        "import { b } from './b.ts';\nimport { useState } from 'react';\nimport 'node:fs';",
      'lib/src/b.ts': 'export const b = 1;',
    });
    expect(check([LIB], root)).toEqual([]);
  });

  it('fails an undeclared package, a forbidden arrow and a relative import out of a sealed package', () => {
    repo({
      'lib/package.json': manifest('@x/lib'),
      'lib/src/a.ts': [
        "import { clsx } from 'clsx';",
        "import { App } from '@x/app/thing';",
        "import config from '../../tailwind.config.ts';",
      ].join('\n'),
      'tailwind.config.ts': 'export default {};',
    });
    expect(check([LIB], root).map(({ specifier, reason }) => [specifier, reason])).toEqual([
      ['clsx', 'clsx is not declared in lib/package.json'],
      ['@x/app/thing', 'lib must not import @x/app (docs/architecture.md, layering)'],
      ['../../tailwind.config.ts', 'leaves lib: import the package by its name, or move the file'],
    ]);
  });

  it('lets an app reach shared tooling but not another package’s files', () => {
    repo({
      'lib/package.json': manifest('@x/lib'),
      'lib/src/index.ts': 'export const x = 1;',
      'app/package.json': manifest('@x/app'),
      'app/vite.config.ts': "import { shared } from '../vite.shared.ts';",
      'app/src/main.ts': "import { x } from '../../lib/src/index.ts';",
      'vite.shared.ts': 'export const shared = 1;',
    });
    expect(check([LIB, APP], root).map(({ file }) => file)).toEqual([
      join('app', 'src', 'main.ts'),
    ]);
  });

  it('reads CSS @config and ignores imports in comments and MDX code fences', () => {
    expect(importsOf('a.css', '@import "tailwindcss";\n@config "../../t.ts";')).toEqual([
      'tailwindcss',
      '../../t.ts',
    ]);
    expect(importsOf('a.ts', "// import x from 'nope';\n/* import y from 'no' */")).toEqual([]);
    expect(
      importsOf(
        'a.mdx',
        "import * as S from './A.stories';\n\n```tsx\nimport { A } from '@x/lib';\n```",
      ),
    ).toEqual(['./A.stories']);
  });
});
