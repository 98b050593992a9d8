/**
 * The Vite plugins every build shares: the web app, Storybook, the story tests and the
 * bundle bench. One list, so a story renders exactly as the app does.
 */
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import mdx from '@mdx-js/rollup';
import babel from '@rolldown/plugin-babel';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import type { PluginOption } from 'vite';

export const repoRoot = fileURLToPath(new URL('.', import.meta.url));
const configPath = fileURLToPath(new URL('./lingui.config.ts', import.meta.url));

/**
 * The documentation's articles (apps/web/src/docs/<locale>/<category>/<article>.mdx). Only these
 * files: Storybook's own docs pages (the .mdx files in packages/ui) stay with
 * @storybook/addon-docs, whose plugin .storybook/main.ts keeps off the articles.
 */
export const DOCS_ARTICLES = /\/apps\/web\/src\/docs\/.+\.mdx$/;

export function legionVitePlugins(): PluginOption[] {
  return [
    {
      enforce: 'pre',
      ...mdx({
        include: ['**/apps/web/src/docs/**/*.mdx'],
        // headings get ids (the table of contents links to them); tables from GFM
        rehypePlugins: [rehypeSlug],
        remarkPlugins: [remarkGfm],
      }),
      // Storybook's Vitest plugin resolves and loads every .mdx file as an empty module (its
      // docs pages are not tests); the articles are the app's own code, so they are resolved and
      // read here first.
      resolveId(id, importer) {
        if (!id.endsWith('.mdx') || id.startsWith('/') || !importer) return null;
        const file = resolve(dirname(importer.split('?')[0] ?? importer), id);
        return DOCS_ARTICLES.test(file) ? file : null;
      },
      load(id) {
        const file = id.split('?')[0] ?? id;
        return DOCS_ARTICLES.test(file) ? readFile(file, 'utf8') : null;
      },
    },
    react(),
    babel({ presets: [linguiTransformerBabelPreset({}, { configPath })] }),
    lingui({ configPath, failOnCompileError: true }),
    tailwindcss(),
  ];
}
