import { applyThemeMode, isThemeMode, LegionUiProvider } from '@legion/ui';
// the library's stylesheet and the app screens' classes
// the page reset, as the app has it (the library's stylesheet styles only its own elements)
import '../packages/ui/src/styles/reset.css';
import './preview.css';
import { i18n } from '@lingui/core';
import type { Decorator, Preview } from '@storybook/react-vite';
import { Provider as JotaiProvider } from 'jotai';
import { type ComponentProps, lazy, Suspense } from 'react';
import { activateLocale, catalogScope, prefetchCatalog } from './locale.ts';
import { mswLoader, startWorker } from './msw.ts';
import { inStoryTest, storyChecks } from './story-checks.ts';
import { installStoryClock, type StoryClockParameters } from './story-clock.ts';

// What every story waits for starts with the preview, before the story index arrives: the
// mock API's worker and the default language's library catalog.
void startWorker();
prefetchCatalog('zh-CN');

// the docs blocks load with the first docs page, not with every story
const LazyStoryWithItsGlobals = lazy(async () => ({
  default: (await import('./docs-story.tsx')).StoryWithItsGlobals,
}));
const StoryWithItsGlobals = (props: ComponentProps<typeof LazyStoryWithItsGlobals>) => (
  <Suspense fallback={null}>
    <LazyStoryWithItsGlobals {...props} />
  </Suspense>
);

const withProviders: Decorator = (Story, { globals }) => {
  applyThemeMode(isThemeMode(globals.theme) ? globals.theme : 'light');
  return (
    <JotaiProvider>
      {/* links are plain anchors: no router in library stories */}
      <LegionUiProvider i18n={i18n}>
        <Story />
      </LegionUiProvider>
    </JotaiProvider>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withProviders],
  // one calendar for every story, or the story's own `clock` parameter (see story-clock.ts)
  beforeEach: ({ parameters }) => {
    if (inStoryTest() && !storyChecks.armed) {
      throw new Error('a story test without the checks of .storybook/vitest.setup.ts');
    }
    return installStoryClock(parameters.clock as StoryClockParameters | undefined);
  },
  loaders: [
    // the catalogs of the toolbar's locale that the story may use (locale.ts), before it renders
    async ({ globals, title }) => {
      await activateLocale(globals.locale, catalogScope(title));
    },
    mswLoader,
  ],
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'zh-CN', title: '简体中文' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    // axe (600 kB) runs in the story tests and when the Accessibility panel's scan is asked
    // for, not on every story a person opens (the story tests set `manual: false` themselves)
    a11y: { manual: true },
    locale: 'zh-CN',
    theme: 'light',
    viewport: { value: 'desktop', isRotated: false },
  },
  parameters: {
    layout: 'fullscreen',
    // In the story tests axe reports the violations only, which fail the story: the passes and
    // the incomplete checks it would otherwise describe node by node (a selector each) are for
    // the Accessibility panel, which keeps them. The story tests also leave out
    // `avoid-inline-spacing` (inline letter, word or line spacing marked !important), a tenth of
    // axe's time: React's style prop cannot mark a declaration !important, and no code here
    // sets one by hand (scripts/no-important-inline.test.ts); the panel still runs it.
    a11y: {
      test: 'error',
      ...(inStoryTest()
        ? {
            options: {
              resultTypes: ['violations'],
              rules: { 'avoid-inline-spacing': { enabled: false } },
            },
          }
        : {}),
    },
    // a story with its own language, theme or viewport keeps them on docs pages (docs-story.tsx)
    docs: { components: { Story: StoryWithItsGlobals } },
    viewport: {
      options: {
        mobile: { name: 'Mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        phablet: {
          name: 'Large phone 560',
          styles: { width: '560px', height: '900px' },
          type: 'mobile',
        },
        tablet: {
          name: 'Tablet 768',
          styles: { width: '768px', height: '1024px' },
          type: 'tablet',
        },
        // the two sides of the menus' breakpoint (1024 px or less is "mobile")
        menuEdge: {
          name: 'Menu breakpoint 1024',
          styles: { width: '1024px', height: '768px' },
          type: 'tablet',
        },
        aboveMenuEdge: {
          name: 'Above the menu breakpoint 1025',
          styles: { width: '1025px', height: '768px' },
          type: 'desktop',
        },
        desktop: {
          name: 'Desktop 1280',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
