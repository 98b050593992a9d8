/**
 * The contract's own layering: its modules import one another in one direction (no circle, type
 * imports included: a circle of types still ties the modules together), and nothing in
 * @legion/api imports React or the component library, so a server or another product can use
 * it alone.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { FALLBACK_PACKAGES } from './catalog.ts';
import { type Package, packageListSchema } from './plans.ts';

const SOURCE = dirname(fileURLToPath(import.meta.url));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** every module a file names: static imports and re-exports (type-only too) and import() */
function specifiersOf(text: string): string[] {
  const found = [
    ...text.matchAll(/^\s*(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/gm),
    ...text.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm),
    ...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ];
  return found.map((match) => match[1] ?? '');
}

/** the files of a folder, each with the files of this package it imports */
function importGraph(folder: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(folder)) {
    const local = specifiersOf(readFileSync(file, 'utf8'))
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => relative(folder, resolve(dirname(file), specifier)));
    graph.set(relative(folder, file), [...new Set(local)]);
  }
  return graph;
}

/** the first circle found, as the files around it, or null */
function findCycle(graph: Map<string, string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  function visit(file: string): string[] | null {
    if (state.get(file) === 'done') return null;
    if (state.get(file) === 'open') return [...path.slice(path.indexOf(file)), file];
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(file, 'done');
    return null;
  }
  for (const file of graph.keys()) {
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return null;
}

describe('the imports of @legion/api', () => {
  const graph = importGraph(SOURCE);

  it('point one way: no module reaches itself through its imports', () => {
    expect(graph.size).toBeGreaterThan(20);
    expect(findCycle(graph)).toBeNull();
  });

  it('the cycle finder sees a circle, a type-only one included', () => {
    const graph = new Map([
      ['admin.ts', ['market.ts']],
      ['market.ts', ['plans.ts']],
      ['plans.ts', ['admin.ts']],
    ]);
    expect(findCycle(graph)).toEqual(['admin.ts', 'market.ts', 'plans.ts', 'admin.ts']);
    expect(specifiersOf("import type { Package } from './plans.ts';")).toEqual(['./plans.ts']);
    expect(findCycle(new Map([['a.ts', ['b.ts']]]))).toBeNull();
  });

  it('name no React and no component library', () => {
    const offending = sourceFiles(SOURCE).flatMap((file) =>
      specifiersOf(readFileSync(file, 'utf8'))
        .filter((specifier) => /^(react|react-dom|@legion\/ui)(\/|$)/.test(specifier))
        .map((specifier) => `${relative(SOURCE, file)} imports ${specifier}`),
    );
    expect(offending).toEqual([]);
  });

  it('the fallback plans, typed by inference in catalog.ts, are packages', () => {
    expectTypeOf(FALLBACK_PACKAGES.zh).toExtend<Package[]>();
    expectTypeOf(FALLBACK_PACKAGES.en).toExtend<Package[]>();
    expect(packageListSchema.parse(FALLBACK_PACKAGES.zh)).toEqual(FALLBACK_PACKAGES.zh);
    expect(packageListSchema.parse(FALLBACK_PACKAGES.en)).toEqual(FALLBACK_PACKAGES.en);
  });
});
