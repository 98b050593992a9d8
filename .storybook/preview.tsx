import { applyThemeMode, isThemeMode, LegionUiProvider } from '@legion/ui';
// the library's stylesheet and the app screens' classes
import './preview.css';
import { i18n } from '@lingui/core';
import type { Decorator, Preview } from '@storybook/react-vite';
import { Provider as JotaiProvider } from 'jotai';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { activateLocale } from './locale.ts';
import { installStoryClock } from './story-clock.ts';
import { unhandledApiRequests } from './unhandled-requests.ts';

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
  // one calendar for every story (see story-clock.ts); the story's own beforeEach runs after
  beforeEach: () => installStoryClock(),
  loaders: [
    // both catalogs of the toolbar's locale, before the story renders
    async ({ globals }) => {
      await activateLocale(globals.locale);
    },
    mswLoader(async () => {
      const worker = setupWorker();
      await worker.start({
        quiet: true,
        // a call to our API without a handler fails the story; assets and modules pass
        onUnhandledFrame({ frame, defaults }) {
          const request = (frame as { data?: { request?: Request } }).data?.request;
          if (!request) return;
          const { pathname } = new URL(request.url);
          if (pathname.startsWith('/api/') || pathname.startsWith('/agent/package/')) {
            // recorded for the story test to fail on (.storybook/vitest.setup.ts)
            unhandledApiRequests.push(`${request.method} ${pathname}`);
            defaults.error();
          }
        },
      });
      return worker;
    }),
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
    locale: 'zh-CN',
    theme: 'light',
    viewport: { value: 'desktop', isRotated: false },
  },
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
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
        // the two sides of SPEC §9's menu breakpoint (1024 px or less is "mobile")
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
