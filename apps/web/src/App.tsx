import { LegionUiProvider } from '@legion/ui';
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
        {/* the app activates its locales itself (state/locale.ts) and applies the theme (state/theme.ts) */}
        <LegionUiProvider i18n={i18n} linkComponent={RouterLink}>
          <RouterProvider router={router} />
        </LegionUiProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
