/**
 * The library build of @legion/ui (`npm run build -w @legion/ui`): ES modules, one file per
 * source module (an app that imports one component bundles only that component's modules),
 * one stylesheet (dist/styles.css) and .d.ts files beside the JavaScript. Development never
 * needs it: the app, Storybook, Vitest and tsc read the sources through the package's
 * `@legion/source` export condition (a name of our own, so that an app which sets a common
 * `source` condition still gets dist/, the only folder published).
 *
 * It builds from this folder alone: the library imports no other workspace package (lint
 * keeps it so), and tsconfig.build.json extends nothing outside it.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { compile, optimize } from '@tailwindcss/node';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { propsDocs } from './scripts/props-docs.ts';

const here = import.meta.dirname;
const dist = join(here, 'dist');
const stylesheet = fileURLToPath(new URL('./src/styles/index.css', import.meta.url));
const resetSheet = fileURLToPath(new URL('./src/styles/reset.css', import.meta.url));
/** the library's own catalog config (the repo's also names the app's) */
const linguiConfigPath = join(here, 'lingui.config.ts');

const pkg = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};
const externalPackages = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies });
/** Dependencies stay imports, but their stylesheets (keen-slider's) go into ours. */
const isExternal = (id: string) =>
  !id.endsWith('.css') && externalPackages.some((name) => id === name || id.startsWith(`${name}/`));

/**
 * The stylesheet's entry. With all CSS in one file Vite takes no CSS file as an entry, so a
 * module that only imports it stands in; its empty chunk is dropped once Vite has gathered
 * the CSS. Library mode turns every entry into a path under the root, hence the suffix match.
 */
const STYLES_ENTRY_NAME = 'legion-ui-styles-entry';
const STYLES_ENTRY = `\0${STYLES_ENTRY_NAME}`;
const stylesEntry: Plugin = {
  name: 'legion-ui:styles-entry',
  resolveId: (id) => (id.endsWith(STYLES_ENTRY_NAME) ? STYLES_ENTRY : null),
  load: (id) => (id === STYLES_ENTRY ? `import ${JSON.stringify(stylesheet)};` : null),
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      for (const [fileName, output] of Object.entries(bundle))
        if (output.type === 'chunk' && output.facadeModuleId === STYLES_ENTRY)
          delete bundle[fileName];
    },
  },
};

/**
 * The stylesheet scans src/ (`@source` in src/styles/index.css); the published one keeps
 * only the classes of the library's components, so stories, tests, usage pages and the
 * foundations page are left out of the scan (paths are relative to src/styles).
 */
const notLibrarySources = [
  '../foundations',
  '../**/*.stories.tsx',
  '../**/*.test.{ts,tsx}',
  '../**/*.mdx',
];
const libraryStylesheet: Plugin = {
  name: 'legion-ui:library-stylesheet',
  enforce: 'pre',
  transform: {
    filter: { id: /\/src\/styles\/index\.css$/ },
    handler(code, id) {
      if (id !== stylesheet) return null;
      const exclusions = notLibrarySources.map((path) => `@source not ${JSON.stringify(path)};`);
      return `${code}\n${exclusions.join('\n')}\n`;
    },
  },
};

/**
 * dist/reset.css: the opt-in page reset, a stylesheet of its own (the library's one CSS file
 * never styles the page). Compiled with Tailwind directly: it has no classes to scan.
 */
const resetStylesheet: Plugin = {
  name: 'legion-ui:reset-stylesheet',
  apply: 'build',
  async writeBundle() {
    const compiler = await compile(readFileSync(resetSheet, 'utf8'), {
      base: dirname(resetSheet),
      onDependency: () => {},
    });
    writeFileSync(join(dist, 'reset.css'), optimize(compiler.build([]), { minify: true }).code);
  },
};

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Declarations: tsc (tsconfig.build.json) emits the library's .d.ts files; they are moved
 * beside the JavaScript (src/… to dist/…) and relative specifiers get the .js extension of
 * the published files.
 */
const declarations: Plugin = {
  name: 'legion-ui:declarations',
  apply: 'build',
  writeBundle() {
    const emitted = join(dist, '.declarations');
    const tsc = join(
      dirname(createRequire(import.meta.url).resolve('typescript/package.json')),
      'bin/tsc',
    );
    const run = spawnSync(process.execPath, [tsc, '-p', join(here, 'tsconfig.build.json')], {
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(`tsc failed:\n${run.stdout}${run.stderr}`);
    for (const file of filesUnder(emitted)) {
      const to = join(dist, relative(emitted, file));
      const text = readFileSync(file, 'utf8').replace(
        /(['"])(\.{1,2}\/[^'"]*?)\.tsx?\1/g,
        '$1$2.js$1',
      );
      mkdirSync(dirname(to), { recursive: true });
      writeFileSync(to, text);
    }
    rmSync(emitted, { recursive: true });
  },
};

export default defineConfig({
  root: here,
  // only what the library's modules need: JSX, Lingui's macros and catalogs, Tailwind (no app
  // plugin such as the documentation's MDX one)
  plugins: [
    libraryStylesheet,
    react(),
    babel({ presets: [linguiTransformerBabelPreset({}, { configPath: linguiConfigPath })] }),
    lingui({ configPath: linguiConfigPath, failOnCompileError: true }),
    tailwindcss(),
    stylesEntry,
    resetStylesheet,
    declarations,
    // dist/docs: each usage page as Markdown with its components' prop tables
    propsDocs({ srcDir: join(here, 'src'), outDir: join(dist, 'docs') }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2023',
    // readable modules: the app that bundles them minifies
    minify: false,
    cssMinify: true,
    cssCodeSplit: false,
    lib: {
      entry: {
        index: 'src/index.ts',
        'TrendChart/index': 'src/TrendChart/index.ts',
        'Markdown/index': 'src/Markdown/index.ts',
        'LoginDialog/LoginDialog': 'src/LoginDialog/LoginDialog.tsx',
        'tailwind-preset': 'src/tailwind-preset.ts',
        styles: STYLES_ENTRY_NAME,
      },
      formats: ['es'],
      cssFileName: 'styles',
    },
    rolldownOptions: {
      external: isExternal,
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        // src/Button/Button.tsx becomes Button/Button.js
        entryFileNames: '[name].js',
      },
    },
  },
});
