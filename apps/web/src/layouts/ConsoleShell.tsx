/** The frame of a console (developer, admin): its side navigation beside the lazy page. */
import { ConsoleFrame, PageSpinner } from '@legion/ui';
import { type ReactNode, Suspense } from 'react';
import { Outlet } from 'react-router-dom';

export function ConsoleShell({ nav }: { nav: ReactNode }) {
  return (
    <ConsoleFrame nav={nav}>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </ConsoleFrame>
  );
}
