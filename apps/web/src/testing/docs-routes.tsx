/** The documentation's routes, as the app nests them, for stories of its pages. */
import type { RouteObject } from 'react-router-dom';
import NotFound from '../layouts/NotFound.tsx';
import DocsArticlePage from '../pages/docs/DocsArticlePage.tsx';
import DocsCategoryPage from '../pages/docs/DocsCategoryPage.tsx';
import DocsFrame from '../pages/docs/DocsFrame.tsx';
import DocsHomePage from '../pages/docs/DocsHomePage.tsx';

export function docsRoutes(): RouteObject[] {
  return [
    {
      element: <DocsFrame />,
      children: [
        { path: '/docs', element: <DocsHomePage /> },
        { path: '/docs/:category', element: <DocsCategoryPage /> },
        { path: '/docs/:category/:article', element: <DocsArticlePage /> },
      ],
    },
    { path: '*', element: <NotFound /> },
  ];
}
