import type { StorybookConfig } from '@storybook/react-vite';
import { msw } from 'msw/vite';
import { defaultClientConditions, mergeConfig, type Plugin, type PluginOption } from 'vite';
import { DOCS_ARTICLES, legionVitePlugins } from '../vite.shared.ts';

/**
 * addon-docs compiles every .mdx file; the app's documentation articles are compiled by the
 * shared MDX plugin (GFM tables, heading ids, no Storybook shim), so its plugin skips them.
 */
async function leaveDocsArticles(plugins: PluginOption[]): Promise<PluginOption[]> {
  return Promise.all(
    plugins.map(async (option) => {
      const plugin = await option;
      if (!plugin || Array.isArray(plugin) || (plugin as Plugin).name !== 'storybook:mdx-plugin')
        return plugin;
      const { transform } = plugin as Plugin;
      if (!transform || typeof transform === 'function' || !('handler' in transform)) return plugin;
      const { handler } = transform;
      return {
        ...(plugin as Plugin),
        transform: {
          filter: { id: { include: /\.mdx$/, exclude: DOCS_ARTICLES } },
          handler(this: unknown, code: string, id: string, ...rest: unknown[]) {
            if (DOCS_ARTICLES.test(id)) return null;
            return (handler as (...args: unknown[]) => unknown).call(this, code, id, ...rest);
          },
        },
      } as Plugin;
    }),
  );
}

/** One Storybook for the whole repo: the library's components, Legion's screens, the app's pages. */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../packages/screens/src/**/*.mdx',
    '../packages/screens/src/**/*.stories.@(ts|tsx)',
    '../apps/web/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  // react-docgen (not react-docgen-typescript): TypeScript 7 exposes no compiler API
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(viteConfig) {
    viteConfig.plugins = await leaveDocsArticles(viteConfig.plugins ?? []);
    return mergeConfig(viteConfig, {
      // msw 3's worker script, served in dev, in the story tests and in storybook-static
      plugins: [...legionVitePlugins(), msw({ mode: 'worker-only' })],
      // @legion/ui from its sources (its `@legion/source` export condition), never from its dist
      resolve: { conditions: ['@legion/source', ...defaultClientConditions] },
      // Lazily imported dependencies, optimised up front: found mid-run on a fresh clone,
      // Vite would re-optimise and reload the page under a running story test.
      optimizeDeps: { include: ['recharts', 'qrcode.react', 'sonner', 'react-hook-form'] },
    });
  },
};

export default config;
