import { HOST_APP_USER_AGENT_TOKEN } from '@legion/api';
import { LANGUAGE_STORAGE_KEY, startLanguage } from '@legion/ui';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { App } from './App.tsx';
import { activateLocale, i18n, rememberLocale } from './i18n.ts';
import { queryClient } from './query.ts';
import { routes } from './routes.tsx';
import {
  KeepScrollThroughHydration,
  once,
  PageHydrationProvider,
  settleAfterHydration,
  startHydration,
} from './ssr/hydration.tsx';
import { preloadMatches } from './ssr/lazy-page.ts';
import { readSsrState } from './ssr/state.ts';
import { changeLocaleAtom, localeAtom } from './state/locale.ts';
import { appStore } from './state/store.ts';
import { startVitalsMonitor } from './vitals/start.ts';
// the page reset first (the library's stylesheet styles only its own elements)
import '@legion/ui/reset.css';
import './styles.css';

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// A public page arrives rendered (ssr/entry-server.tsx): the browser takes over the same tree
// in the language and with the answers the HTML was made from. Other pages (behind sign-in)
// arrive as the loading screen in index.html, which stays until the language is chosen.
const ssr = readSsrState();
// Only a choice is written down (the lang query; the stored one again, for the cookie); a page
// the server rendered without the stored choice (no cookie yet) switches to it once hydrated.
const { locale, remember, switchTo } = startLanguage({
  appToken: HOST_APP_USER_AGENT_TOKEN,
  search: location.search,
  stored: storedLanguage(),
  userAgent: navigator.userAgent,
  browserLanguages: navigator.languages?.length ? navigator.languages : [navigator.language],
  rendered: ssr?.locale,
});
if (remember) rememberLocale(remember);
if (ssr) {
  hydrate(queryClient, ssr.queries);
  startHydration(appStore, ssr);
}
// the catalogs and the page's own modules load side by side
await Promise.all([
  activateLocale(locale),
  ssr ? preloadMatches(matchRoutes(routes, location) ?? [], locale) : null,
]);
appStore.set(localeAtom, locale);

// off by default: ?vitals=1 or Ctrl/⌘+Shift+V loads the web-vitals monitor
startVitalsMonitor();

function afterHydration() {
  settleAfterHydration(appStore);
  if (switchTo) void appStore.set(changeLocaleAtom, switchTo);
}

const router = createBrowserRouter(routes);
const app = (
  <StrictMode>
    <App store={appStore} queryClient={queryClient} i18n={i18n}>
      <PageHydrationProvider onHydrated={ssr ? once(afterHydration) : null}>
        <RouterProvider router={router} />
      </PageHydrationProvider>
      {ssr ? <KeepScrollThroughHydration /> : null}
    </App>
  </StrictMode>
);
if (ssr) {
  // hydration yields to the browser between pieces of work, so taps are answered meanwhile
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  createRoot(container).render(app);
}
