import type { StorybookConfig } from '@storybook/react-vite';
import { msw } from 'msw/vite';
import { mergeConfig } from 'vite';
import { legionVitePlugins } from '../vite.shared.ts';

/** One Storybook for the whole repo: the library's components and the app's screens. */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../apps/web/src/**/*.stories.@(ts|tsx)',
  ],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  core: { disableTelemetry: true },
  // react-docgen (not react-docgen-typescript): TypeScript 7 exposes no compiler API
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      // msw 3's worker script, served in dev, in the story tests and in storybook-static
      plugins: [...legionVitePlugins(), msw({ mode: 'worker-only' })],
      // Lazily imported dependencies, optimised up front: found mid-run on a fresh clone,
      // Vite would re-optimise and reload the page under a running story test.
      optimizeDeps: { include: ['recharts', 'qrcode.react', 'sonner', 'react-hook-form'] },
    });
  },
};

export default config;
