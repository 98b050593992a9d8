import { LegionUiProvider } from '@legion/ui';
import type { I18n } from '@lingui/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { RouterLink } from './RouterLink.tsx';

type JotaiStore = NonNullable<Parameters<typeof JotaiProvider>[0]['store']>;

export interface AppProps {
  /** the Jotai store: the tab's one store, or a render's own on the server */
  store: JotaiStore;
  queryClient: QueryClient;
  i18n: I18n;
  /** the router's provider: the browser's, or the server's static one */
  children: ReactNode;
}

/** The providers around the router, the same in the browser and on the server. */
export function App({ store, queryClient, i18n, children }: AppProps) {
  return (
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        {/* the app activates its locales itself (state/locale.ts) and applies the theme (state/theme.ts) */}
        <LegionUiProvider i18n={i18n} linkComponent={RouterLink}>
          {children}
        </LegionUiProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
