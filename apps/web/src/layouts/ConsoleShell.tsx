/** The frame of a console (developer, admin): its side navigation beside the lazy page. */
import { PageSpinner } from '@legion/ui';
import { type ReactNode, Suspense } from 'react';
import { Outlet } from 'react-router-dom';

export function ConsoleShell({ nav }: { nav: ReactNode }) {
  return (
    <div className="flex min-h-[calc(100dvh-4rem)] flex-col lg:flex-row">
      {nav}
      <div className="min-w-0 flex-1">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
