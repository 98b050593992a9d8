/**
 * The Tailwind preset of @legion/ui (`@legion/ui/tailwind-preset`): its breakpoints, colours,
 * type scale, radii, shadows and fonts. Colours are CSS variables (`--lu-color-…`, defined for
 * light and dark in styles/tokens.css) so one class works in both themes; the theme is chosen
 * by `data-theme`, which LegionUiProvider (or the app) sets.
 *
 * The library's stylesheets build on it (`@config` in styles/index.css and reset.css). A
 * product that writes its own classes with the library's prefix and tokens builds on it too,
 * from its own config: `presets: [preset]` and its own `theme.extend` (as the repo's root
 * tailwind.config.ts does for the app). It names no sources: each stylesheet says what it scans.
 */
import type { Config } from 'tailwindcss';

/** Breakpoints: the pricing carousel's, touch handling's and the user menu's thresholds. */
export const breakpoints = {
  /** carousel shows 1.2 slides from here (pricing) */
  sm: 560,
  /** touch handling below this width */
  md: 768,
  /** user menu toggles on click at this width or less */
  lg: 1024,
  xl: 1280,
} as const;

const colour = (name: string) => `var(--lu-color-${name})`;

const colourNames = [
  'background',
  'foreground',
  'surface',
  'surface-raised',
  'muted',
  'muted-foreground',
  'border',
  'input',
  'ring',
  'primary',
  'primary-foreground',
  'primary-soft',
  'secondary',
  'secondary-foreground',
  'accent',
  'accent-foreground',
  'success',
  'success-foreground',
  'success-strong',
  'warning-strong',
  'warning',
  'warning-foreground',
  'danger',
  'danger-foreground',
  'overlay',
] as const;

export default {
  theme: {
    screens: Object.fromEntries(Object.entries(breakpoints).map(([name, px]) => [name, `${px}px`])),
    extend: {
      colors: Object.fromEntries(colourNames.map((name) => [name, colour(name)])),
      fontFamily: {
        // System UI fonts first, then the CJK faces that ship with each OS, then Noto Sans CJK
        // (Linux, CI), so Chinese never falls back to a serif or to boxes.
        sans: [
          'system-ui',
          '-apple-system',
          'BlinkMacSystemFont',
          '"Segoe UI"',
          '"PingFang SC"',
          '"Hiragino Sans GB"',
          '"Microsoft YaHei"',
          '"Noto Sans CJK SC"',
          '"Noto Sans SC"',
          '"Source Han Sans SC"',
          'sans-serif',
        ],
        mono: [
          'ui-monospace',
          '"SF Mono"',
          'Menlo',
          'Consolas',
          '"Noto Sans Mono CJK SC"',
          'monospace',
        ],
      },
      // One type scale. Line heights are a little looser than Latin defaults: Chinese text
      // reads better with more leading.
      fontSize: {
        xs: ['0.75rem', { lineHeight: '1.125rem' }],
        sm: ['0.875rem', { lineHeight: '1.375rem' }],
        base: ['1rem', { lineHeight: '1.625rem' }],
        lg: ['1.125rem', { lineHeight: '1.75rem' }],
        xl: ['1.25rem', { lineHeight: '1.875rem' }],
        '2xl': ['1.5rem', { lineHeight: '2.125rem' }],
        '3xl': ['1.875rem', { lineHeight: '2.5rem' }],
        '4xl': ['2.25rem', { lineHeight: '2.875rem' }],
        '5xl': ['3rem', { lineHeight: '3.625rem' }],
      },
      borderRadius: {
        sm: '0.25rem',
        md: '0.5rem',
        lg: '0.75rem',
        xl: '1rem',
        '2xl': '1.5rem',
      },
      boxShadow: {
        sm: 'var(--lu-shadow-sm)',
        md: 'var(--lu-shadow-md)',
        lg: 'var(--lu-shadow-lg)',
      },
      maxWidth: {
        content: '80rem',
        prose: '45rem',
      },
      keyframes: {
        'fade-in': { from: { opacity: '0' }, to: { opacity: '1' } },
      },
      animation: {
        'fade-in': 'fade-in 150ms ease-out',
      },
    },
  },
} satisfies Config;
