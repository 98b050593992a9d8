import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkThinApp, MAX_PAGE_LINES } from './thin-app.ts';

let root: string;

function app(files: Record<string, string>) {
  root = mkdtempSync(join(tmpdir(), 'legion-thin-app-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, 'src', path)), { recursive: true });
    writeFileSync(join(root, 'src', path), text);
  }
  return checkThinApp(join(root, 'src'), root);
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the thin-app check', () => {
  it('passes a page that composes library parts', () => {
    const report = app({
      'pages/a/APage.tsx': 'export const A = () => <Card className="mt-4"><DataTable /></Card>;\n',
    });
    expect(report).toEqual({ classNames: 1, violations: [] });
  });

  it('fails a long page, a raw table or select, a hand-made skeleton and empty box', () => {
    const { violations } = app({
      'pages/a/LongPage.tsx': 'const x = 1;\n'.repeat(MAX_PAGE_LINES + 1),
      'pages/a/TablePage.tsx': 'export const T = () => <table><tbody /></table>;',
      'features/b/pick.tsx': 'export const P = () => <select name="x" />;',
      'pages/a/Loading.tsx': 'export const L = () => <div className="animate-pulse" />;',
      'pages/a/Empty.tsx': 'export const E = () => <div className="border-dashed" />;',
    });
    expect(violations).toEqual(
      expect.arrayContaining([
        `src/pages/a/LongPage.tsx: ${MAX_PAGE_LINES + 1} lines, a page holds at most ${MAX_PAGE_LINES}`,
        'src/pages/a/TablePage.tsx: a raw <table>: use DataTable (or ProseTable for prose)',
        'src/features/b/pick.tsx: a raw <select>: use Select',
        'src/pages/a/Loading.tsx: a hand-made skeleton: use Skeleton',
        'src/pages/a/Empty.tsx: a hand-made empty box: use EmptyState',
      ]),
    );
    expect(violations).toHaveLength(5);
  });

  it('counts className= across the app, leaving stories and tests out', () => {
    const many = `export const M = () => <>${'<i className="x" />'.repeat(300)}</>;`;
    expect(app({ 'features/m.tsx': many }).violations).toEqual([
      'apps/web: 300 className= attributes, fewer than 300 allowed: move the look into @legion/ui',
    ]);
    rmSync(root, { recursive: true, force: true });
    expect(app({ 'features/m.stories.tsx': many, 'features/m.test.tsx': many }).violations).toEqual(
      [],
    );
  });
});
