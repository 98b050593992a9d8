/**
 * Renders app screens in stories the way the app does: a data router at a given path, the
 * library's links going through it, and the app's atoms seeded from the toolbar's globals.
 */
import { isLocale, LinkProvider } from '@legion/ui';
import type { Decorator } from '@storybook/react-vite';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import { RouterLink } from '../RouterLink.tsx';
import { localeAtom } from '../state/locale.ts';

export function withAppRouter(routes: RouteObject[], path: string): Decorator {
  return (_Story, { globals }) => {
    const store = createStore();
    store.set(localeAtom, isLocale(globals.locale) ? globals.locale : 'zh-CN');
    const router = createMemoryRouter(routes, { initialEntries: [path] });
    return (
      <JotaiProvider store={store}>
        <LinkProvider component={RouterLink}>
          <RouterProvider router={router} />
        </LinkProvider>
      </JotaiProvider>
    );
  };
}
