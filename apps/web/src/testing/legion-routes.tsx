/** The legion screens' routes (the list and a legion's page), for stories of them. */
import type { RouteObject } from 'react-router-dom';
import LegionDetailPage from '../pages/legion/LegionDetailPage.tsx';
import LegionsPage from '../pages/legion/LegionsPage.tsx';

export const legionRoutes: RouteObject[] = [
  { path: '/legion', element: <LegionsPage /> },
  { path: '/legion/:id', element: <LegionDetailPage /> },
];
