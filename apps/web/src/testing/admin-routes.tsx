/** The admin console's routes inside its layout, for stories of its screens. */
import type { RouteObject } from 'react-router-dom';
import { AdminLayout } from '../layouts/AdminLayout.tsx';
import AgentVersionReviewPage from '../pages/admin/AgentVersionReviewPage.tsx';
import AgentVersionsPage from '../pages/admin/AgentVersionsPage.tsx';
import ApplicationReviewPage from '../pages/admin/ApplicationReviewPage.tsx';
import ApplicationsPage from '../pages/admin/ApplicationsPage.tsx';
import AuditPage from '../pages/admin/AuditPage.tsx';
import FeedbackPage from '../pages/admin/FeedbackPage.tsx';
import LegionVersionsPage from '../pages/admin/LegionVersionsPage.tsx';
import OrderDetailPage from '../pages/admin/OrderDetailPage.tsx';
import OrdersPage from '../pages/admin/OrdersPage.tsx';
import ReviewModerationPage from '../pages/admin/ReviewModerationPage.tsx';

export const adminRoutes: RouteObject[] = [
  {
    element: <AdminLayout />,
    children: [
      { path: '/admin', element: <ApplicationsPage /> },
      { path: '/admin/dev/review/:id', element: <ApplicationReviewPage /> },
      { path: '/admin/plugins', element: <AgentVersionsPage /> },
      { path: '/admin/plugins/review/:id', element: <AgentVersionReviewPage /> },
      { path: '/admin/orders', element: <OrdersPage /> },
      { path: '/admin/orders/detail/:id', element: <OrderDetailPage /> },
      { path: '/admin/feedback', element: <FeedbackPage /> },
      { path: '/admin/legions', element: <LegionVersionsPage /> },
      { path: '/admin/reviews', element: <ReviewModerationPage /> },
      { path: '/admin/audit', element: <AuditPage /> },
    ],
  },
];
