import { LinkProvider } from '@legion/ui';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { i18n } from './i18n.ts';
import { queryClient } from './query.ts';
import { RouterLink } from './RouterLink.tsx';
import { routes } from './routes.tsx';
import { appStore } from './state/store.ts';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <JotaiProvider store={appStore}>
      <QueryClientProvider client={queryClient}>
        <I18nProvider i18n={i18n}>
          <LinkProvider component={RouterLink}>
            <RouterProvider router={router} />
          </LinkProvider>
        </I18nProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
