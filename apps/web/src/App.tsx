import { LinkProvider } from '@legion/ui';
import { I18nProvider } from '@lingui/react';
import type { createStore } from 'jotai';
import { Provider as JotaiProvider } from 'jotai';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { i18n } from './i18n.ts';
import { RouterLink } from './RouterLink.tsx';
import { routes } from './routes.tsx';

const router = createBrowserRouter(routes);

export function App({ store }: { store: ReturnType<typeof createStore> }) {
  return (
    <JotaiProvider store={store}>
      <I18nProvider i18n={i18n}>
        <LinkProvider component={RouterLink}>
          <RouterProvider router={router} />
        </LinkProvider>
      </I18nProvider>
    </JotaiProvider>
  );
}
