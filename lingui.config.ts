import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * zh-CN is the source locale: messages are written in Chinese in the code and translated
 * to English. The library keeps its own catalog so it can ship its translations; the app
 * keeps another for its pages.
 */
export default defineConfig({
  sourceLocale: 'zh-CN',
  locales: ['zh-CN', 'en'],
  fallbackLocales: { default: 'zh-CN' },
  catalogs: [
    {
      path: '<rootDir>/packages/ui/src/locales/{locale}',
      include: ['<rootDir>/packages/ui/src'],
      exclude: ['**/*.stories.tsx', '**/*.test.ts', '**/*.test.tsx'],
    },
    {
      path: '<rootDir>/packages/screens/src/locales/{locale}',
      include: ['<rootDir>/packages/screens/src'],
      exclude: ['**/*.stories.tsx', '**/*.test.ts', '**/*.test.tsx'],
    },
    {
      path: '<rootDir>/apps/web/src/locales/{locale}',
      include: ['<rootDir>/apps/web/src'],
      exclude: ['**/*.stories.tsx', '**/*.test.ts', '**/*.test.tsx'],
    },
  ],
  orderBy: 'message',
  // no line numbers: a catalog changes only when a message does
  format: formatter({ lineNumbers: false, origins: true }),
});
