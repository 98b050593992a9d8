import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The library's own catalog, for its build (vite.config.ts compiles the .po files with it).
 * The repo's lingui.config.ts names this catalog and the app's for `npm run i18n:extract`;
 * the two agree on the locales and the format.
 */
export default defineConfig({
  sourceLocale: 'zh-CN',
  locales: ['zh-CN', 'en'],
  fallbackLocales: { default: 'zh-CN' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: ['**/*.stories.tsx', '**/*.test.ts', '**/*.test.tsx'],
    },
  ],
  orderBy: 'message',
  format: formatter({ lineNumbers: false, origins: true }),
});
