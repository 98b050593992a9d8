import { PageSpinner } from '@legion/ui';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useDocumentTitle } from './useDocumentTitle.ts';

/** The in-app agent view: its own full-height layout, without the shared header. */
export function AgentLayout() {
  useDocumentTitle();
  return (
    <main id="main" className="lu:flex lu:min-h-dvh lu:flex-col">
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </main>
  );
}
