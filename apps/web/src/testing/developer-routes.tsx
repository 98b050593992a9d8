/** The developer console's routes inside its layout, for stories of its screens. */
import type { RouteObject } from 'react-router-dom';
import { RequireAgentManager } from '../auth/guards.tsx';
import { DeveloperLayout } from '../layouts/DeveloperLayout.tsx';
import Certification from '../pages/developer/Certification.tsx';
import DeveloperHomePage from '../pages/developer/DeveloperHomePage.tsx';
import MembersPage from '../pages/developer/MembersPage.tsx';
import MyAgentsPage from '../pages/developer/MyAgentsPage.tsx';
import MyOrdersPage from '../pages/developer/MyOrdersPage.tsx';
import OrchestrationPage from '../pages/developer/OrchestrationPage.tsx';
import ReceiptPage from '../pages/developer/ReceiptPage.tsx';
import ReviewsPage from '../pages/developer/ReviewsPage.tsx';
import StatisticsPage from '../pages/developer/StatisticsPage.tsx';

export const developerRoutes: RouteObject[] = [
  {
    element: <DeveloperLayout />,
    children: [
      { path: '/developer', element: <DeveloperHomePage /> },
      { path: '/developer/certification', element: <Certification /> },
      { path: '/developer/orders', element: <MyOrdersPage /> },
      { path: '/developer/orders/:id', element: <ReceiptPage /> },
      { path: '/developer/plugins', element: <MyAgentsPage /> },
      {
        element: <RequireAgentManager />,
        children: [
          { path: '/developer/statistics/:id', element: <StatisticsPage /> },
          { path: '/developer/reviews/:id', element: <ReviewsPage /> },
        ],
      },
      { path: '/developer/member', element: <MembersPage /> },
      { path: '/developer/orchestration', element: <OrchestrationPage /> },
    ],
  },
];
