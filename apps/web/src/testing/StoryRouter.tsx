/**
 * Renders app screens in stories the way the app does: a data router at a given path, the
 * library's links going through it, and the app's atoms seeded from the toolbar's globals.
 */
import type { User } from '@legion/api';
import { isLocale, isThemeMode, LinkProvider } from '@legion/ui';
import type { Decorator } from '@storybook/react-vite';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import { createQueryClient } from '../query.ts';
import { RouterLink } from '../RouterLink.tsx';
import { authAtom } from '../state/auth.ts';
import { DRAFT_PREFIX } from '../state/form-draft.ts';
import { localeAtom } from '../state/locale.ts';
import { themeModeValueAtom } from '../state/theme.ts';

/**
 * `user` signs the story in (as a restored session would); null is a visitor. A story can
 * override all three with `parameters: { routes, path, user }`, and give the page a query
 * client of its own (`parameters.queryClient`: answers it starts with, as a server render
 * hands them over, and a play function that watches what is in flight).
 */
export function withAppRouter(
  routes: RouteObject[],
  defaultPath: string,
  defaultUser: User | null = null,
): Decorator {
  return (_Story, { globals, parameters }) => {
    const path: string = parameters.path ?? defaultPath;
    const storyRoutes: RouteObject[] = parameters.routes ?? routes;
    const user: User | null = parameters.user === undefined ? defaultUser : parameters.user;
    // each story opens as a fresh tab: no form draft of an earlier story comes back
    for (const key of Object.keys(sessionStorage)) {
      if (key.startsWith(DRAFT_PREFIX)) sessionStorage.removeItem(key);
    }
    const store = createStore();
    store.set(localeAtom, isLocale(globals.locale) ? globals.locale : 'zh-CN');
    // the story's theme, not the one the page had when the theme module first loaded (the
    // story files share one page): the toasts and everything else that reads it follow it
    store.set(themeModeValueAtom, isThemeMode(globals.theme) ? globals.theme : 'light');
    store.set(authAtom, {
      isAuthenticated: !!user,
      user,
      qrParams: null,
      qrLoading: false,
      qrError: null,
    });
    const router = createMemoryRouter(storyRoutes, { initialEntries: [path] });
    const client: QueryClient = parameters.queryClient ?? createQueryClient({ retryDelay: 0 });
    return (
      <JotaiProvider store={store}>
        <QueryClientProvider client={client}>
          <LinkProvider component={RouterLink}>
            <RouterProvider router={router} />
          </LinkProvider>
        </QueryClientProvider>
      </JotaiProvider>
    );
  };
}
