/**
 * The app's Tailwind config, set up on the library's preset the way any product sets up its
 * theme: the library's tokens, type scale, radii and breakpoints (`presets`), then the app's
 * own named sizes. apps/web/src/styles.css names it with `@config` after the library's
 * stylesheet, so the app's classes (prefixed `lu:` like the library's) can use both.
 *
 * A product imports the preset by name, `@legion/ui/tailwind-preset`; here it comes from the
 * library's sources, since Tailwind's config loader resolves packages without the
 * `@legion/source` condition that points the repo at them.
 */
import type { Config } from 'tailwindcss';
import preset from './packages/ui/src/tailwind-preset.ts';

export default {
  presets: [preset],
  theme: {
    extend: {
      height: {
        /** a statistics chart and its loading placeholder */
        chart: '280px',
        /** the smaller chart of an agent's public page */
        'chart-sm': '260px',
      },
      minHeight: {
        /** the home page's landing panels, so the page does not jump as one loads */
        'landing-panel': '36rem',
      },
      zIndex: {
        /** the web-vitals monitor (development), over every dialog */
        monitor: '100',
      },
    },
  },
} satisfies Config;
