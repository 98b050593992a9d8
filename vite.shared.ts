/**
 * The Vite plugins every build shares: the web app, Storybook, the story tests and the
 * bundle bench. One list, so a story renders exactly as the app does.
 */
import { fileURLToPath } from 'node:url';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';

export const repoRoot = fileURLToPath(new URL('.', import.meta.url));
const configPath = fileURLToPath(new URL('./lingui.config.ts', import.meta.url));

export function legionVitePlugins(): PluginOption[] {
  return [
    react(),
    babel({ presets: [linguiTransformerBabelPreset({}, { configPath })] }),
    lingui({ configPath, failOnCompileError: true }),
    tailwindcss(),
  ];
}
