/**
 * Every route of the app, top to bottom. Pages load lazily (a spinner shows meanwhile).
 */
import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router-dom';
import { RequireAgentManager, RequireSignIn } from './auth/guards.tsx';
import { AgentLayout } from './layouts/AgentLayout.tsx';
import { RootLayout } from './layouts/RootLayout.tsx';
import { ShellLayout } from './layouts/ShellLayout.tsx';
import type { RouteHandle } from './layouts/useDocumentTitle.ts';
import { lazyPage } from './ssr/lazy-page.ts';

const NotFound = lazyPage(() => import('./layouts/NotFound.tsx'));
const MarketPage = lazyPage(() => import('./pages/market/MarketPage.tsx'));
const AgentDetailPage = lazyPage(() => import('./pages/market/AgentDetailPage.tsx'));
const AgentPage = lazyPage(() => import('./pages/agent/AgentPage.tsx'));
const LegionsPage = lazyPage(() => import('./pages/legion/LegionsPage.tsx'));
const LegionDetailPage = lazyPage(() => import('./pages/legion/LegionDetailPage.tsx'));
// the consoles' frames load with their first page, not with the home page
const AdminLayout = lazyPage(async () => ({
  default: (await import('./layouts/AdminLayout.tsx')).AdminLayout,
}));
const DeveloperLayout = lazyPage(async () => ({
  default: (await import('./layouts/DeveloperLayout.tsx')).DeveloperLayout,
}));
const ApplicationsPage = lazyPage(() => import('./pages/admin/ApplicationsPage.tsx'));
const ApplicationReviewPage = lazyPage(() => import('./pages/admin/ApplicationReviewPage.tsx'));
const AgentVersionsPage = lazyPage(() => import('./pages/admin/AgentVersionsPage.tsx'));
const AgentVersionReviewPage = lazyPage(() => import('./pages/admin/AgentVersionReviewPage.tsx'));
const OrdersPage = lazyPage(() => import('./pages/admin/OrdersPage.tsx'));
const OrderDetailPage = lazyPage(() => import('./pages/admin/OrderDetailPage.tsx'));
const FeedbackPage = lazyPage(() => import('./pages/admin/FeedbackPage.tsx'));
const LegionVersionsPage = lazyPage(() => import('./pages/admin/LegionVersionsPage.tsx'));
const ReviewModerationPage = lazyPage(() => import('./pages/admin/ReviewModerationPage.tsx'));
const AuditPage = lazyPage(() => import('./pages/admin/AuditPage.tsx'));
const DeveloperHomePage = lazyPage(() => import('./pages/developer/DeveloperHomePage.tsx'));
const MyAgentsPage = lazyPage(() => import('./pages/developer/MyAgentsPage.tsx'));
const CertificationPage = lazyPage(() => import('./pages/developer/Certification.tsx'));
const MyOrdersPage = lazyPage(() => import('./pages/developer/MyOrdersPage.tsx'));
const ReceiptPage = lazyPage(() => import('./pages/developer/ReceiptPage.tsx'));
const MembersPage = lazyPage(() => import('./pages/developer/MembersPage.tsx'));
const StatisticsPage = lazyPage(() => import('./pages/developer/StatisticsPage.tsx'));
const ReviewsPage = lazyPage(() => import('./pages/developer/ReviewsPage.tsx'));
const NotificationsPage = lazyPage(() => import('./pages/notifications/NotificationsPage.tsx'));
const OrchestrationPage = lazyPage(() => import('./pages/developer/OrchestrationPage.tsx'));
const HomePage = lazyPage(() => import('./pages/home/HomePage.tsx'));
const PricingPage = lazyPage(() => import('./pages/plans/PricingPage.tsx'));
const PaymentPage = lazyPage(() => import('./pages/plans/PaymentPage.tsx'));
const KnowledgeListPage = lazyPage(() => import('./pages/knowledge/KnowledgeListPage.tsx'));
const KnowledgeDocumentsPage = lazyPage(
  () => import('./pages/knowledge/KnowledgeDocumentsPage.tsx'),
);
const KnowledgeUploadPage = lazyPage(() => import('./pages/knowledge/KnowledgeUploadPage.tsx'));
const DocsFrame = lazyPage(() => import('./pages/docs/DocsFrame.tsx'));
const DocsHomePage = lazyPage(() => import('./pages/docs/DocsHomePage.tsx'));
const DocsCategoryPage = lazyPage(() => import('./pages/docs/DocsCategoryPage.tsx'));
const DocsArticlePage = lazyPage(() => import('./pages/docs/DocsArticlePage.tsx'));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        // the in-app agent view has its own layout, without the shared header
        path: '/agent',
        element: <AgentLayout />,
        children: [{ index: true, handle: { title: msg`智能体` }, element: <AgentPage /> }],
      },
      {
        element: <ShellLayout />,
        children: [
          { path: '/', handle: { title: msg`首页` }, element: <HomePage /> },
          {
            path: '/legion',
            handle: { title: msg`军团`, keepAlive: 'legions' },
            element: <LegionsPage />,
          },
          {
            path: '/legion/:id',
            handle: { title: msg`军团详情` },
            element: <LegionDetailPage />,
          },
          {
            path: '/plugins',
            handle: { title: msg`插件市场`, keepAlive: 'market' },
            element: <MarketPage />,
          },
          {
            path: '/plugins/market',
            handle: { title: msg`插件市场`, keepAlive: 'market' },
            element: <MarketPage />,
          },
          {
            path: '/plugins/statistics/:id',
            handle: { title: msg`插件详情` },
            element: <AgentDetailPage />,
          },
          {
            // admins only (the server refuses everyone else on its own)
            element: <AdminLayout />,
            children: [
              {
                path: '/admin',
                handle: { title: msg`开发者审核`, keepAlive: 'admin-applications' },
                element: <ApplicationsPage />,
              },
              {
                path: '/admin/dev/review/:id',
                handle: { title: msg`开发者申请审核` },
                element: <ApplicationReviewPage />,
              },
              {
                path: '/admin/plugins',
                handle: { title: msg`插件审核`, keepAlive: 'admin-agents' },
                element: <AgentVersionsPage />,
              },
              {
                path: '/admin/plugins/review/:id',
                handle: { title: msg`插件申请审核` },
                element: <AgentVersionReviewPage />,
              },
              {
                path: '/admin/orders',
                handle: { title: msg`订单管理`, keepAlive: 'admin-orders' },
                element: <OrdersPage />,
              },
              {
                path: '/admin/orders/detail/:id',
                handle: { title: msg`订单详情` },
                element: <OrderDetailPage />,
              },
              {
                path: '/admin/feedback',
                handle: { title: msg`意见反馈`, keepAlive: 'admin-feedback' },
                element: <FeedbackPage />,
              },
              {
                path: '/admin/reviews',
                handle: { title: msg`评价审核`, keepAlive: 'admin-reviews' },
                element: <ReviewModerationPage />,
              },
              {
                path: '/admin/audit',
                handle: { title: msg`审计日志`, keepAlive: 'admin-audit' },
                element: <AuditPage />,
              },
              {
                path: '/admin/legions',
                handle: { title: msg`军团审核`, keepAlive: 'admin-legions' },
                element: <LegionVersionsPage />,
              },
            ],
          },
          {
            // anyone signed in: the uncertified apply on its home, team members manage what
            // they were given; the server decides every action
            element: <DeveloperLayout />,
            children: [
              {
                path: '/developer',
                handle: { title: msg`我的插件` },
                element: <DeveloperHomePage />,
              },
              {
                path: '/developer/certification',
                handle: { title: msg`开发者认证` },
                element: <CertificationPage />,
              },
              {
                path: '/developer/orders',
                handle: { title: msg`我的订单` },
                element: <MyOrdersPage />,
              },
              {
                path: '/developer/orders/:id',
                handle: { title: msg`支付凭证` },
                element: <ReceiptPage />,
              },
              {
                path: '/developer/plugins',
                handle: { title: msg`我的插件` },
                element: <MyAgentsPage />,
              },
              {
                path: '/developer/orchestration',
                handle: { title: msg`编排` },
                element: <OrchestrationPage />,
              },
              {
                // an agent's owner and team only: anyone else sees "no permission", unasked
                element: <RequireAgentManager />,
                children: [
                  {
                    path: '/developer/statistics/:id',
                    handle: { title: msg`数据统计` },
                    element: <StatisticsPage />,
                  },
                  {
                    path: '/developer/reviews/:id',
                    handle: { title: msg`用户评价` },
                    element: <ReviewsPage />,
                  },
                ],
              },
              {
                path: '/developer/member',
                handle: { title: msg`成员管理` },
                element: <MembersPage />,
              },
            ],
          },
          {
            // anyone signed in
            element: <RequireSignIn />,
            children: [
              {
                path: '/knowledge',
                handle: { title: msg`知识库` },
                element: <KnowledgeListPage />,
              },
              {
                path: '/notifications',
                handle: { title: msg`通知` },
                element: <NotificationsPage />,
              },
              {
                path: '/knowledge/:id/documents',
                handle: { title: msg`文档列表`, keepAlive: 'documents' },
                element: <KnowledgeDocumentsPage />,
              },
              {
                path: '/knowledge/:id/upload',
                handle: { title: msg`上传文档` },
                element: <KnowledgeUploadPage />,
              },
            ],
          },
          { path: '/pricing', handle: { title: msg`价格方案` }, element: <PricingPage /> },
          {
            // the buyer must be signed in; the server checks every order's owner
            element: <RequireSignIn />,
            children: [
              { path: '/payment', handle: { title: msg`支付` }, element: <PaymentPage /> },
            ],
          },
          {
            // the sidebar stays mounted between articles; unknown paths are the not-found page
            element: <DocsFrame />,
            children: [
              { path: '/docs', handle: { title: msg`文档中心` }, element: <DocsHomePage /> },
              {
                path: '/docs/:category',
                handle: { title: msg`文档分类` },
                element: <DocsCategoryPage />,
              },
              {
                path: '/docs/:category/:article',
                handle: {
                  title: msg`文档`,
                  preload: (locale, params) =>
                    import('./docs/index.ts').then((docs) => docs.preloadArticle(locale, params)),
                } satisfies RouteHandle,
                element: <DocsArticlePage />,
              },
            ],
          },
          {
            path: '*',
            handle: { title: msg`页面不存在` } satisfies RouteHandle,
            element: <NotFound />,
          },
        ],
      },
    ],
  },
];
