/**
 * An agent's page in the market (/plugins/statistics/{id}): who made it, what it
 * does, how it is used and rated, and subscribing. Reviews are written inside the app only.
 */
import { type AgentReview, ApiError } from '@legion/api';
import {
  AgentAbout,
  AgentOverviewPanel,
  AgentProfileHeader,
  AgentReviewList,
  ReviewReportDialog,
} from '@legion/screens';
import {
  BackLink,
  Button,
  PageContainer,
  Spinner,
  StatusPage,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  WhenVisible,
} from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { PackageX, RefreshCw } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { refusalOf } from '../../api.ts';
import { APP_LINKS } from '../../app-links.ts';
import { useOpenLogin } from '../../auth/useAuthActions.ts';
import {
  useAgentDetail,
  useAgentOverview,
  useAgentReviews,
  useAgentSubscription,
  useReportReview,
} from '../../features/market/agent.ts';
import { useAgentName } from '../../hooks/agent-name.ts';
import { usePageTitle } from '../../layouts/useDocumentTitle.ts';
import { currentUserAtom } from '../../state/auth.ts';

const AgentTrend = lazy(() => import('./AgentTrend.tsx'));

function OverviewTab({ id }: { id: string }) {
  const { t } = useLingui();
  const overview = useAgentOverview(id);
  const chartLoading = <Spinner className="lu:h-chart-sm lu:w-full" label={t`正在加载图表`} />;
  return (
    <AgentOverviewPanel
      overview={overview.data}
      loading={overview.isPending}
      error={overview.isError}
      onRetry={() => void overview.refetch()}
      chart={
        overview.data ? (
          // the charting library is fetched when the chart comes into view, not on arrival
          <WhenVisible minHeight={260} placeholder={chartLoading}>
            <Suspense fallback={chartLoading}>
              <AgentTrend trend={overview.data.trend} />
            </Suspense>
          </WhenVisible>
        ) : null
      }
    />
  );
}

function ReviewsTab({ id }: { id: string }) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const reviews = useAgentReviews(id, page);
  const user = useAtomValue(currentUserAtom);
  const openLogin = useOpenLogin();
  const report = useReportReview();
  const [target, setTarget] = useState<AgentReview | null>(null);
  return (
    <>
      <AgentReviewList
        reviews={reviews.data}
        loading={reviews.isPending}
        error={reviews.isError}
        onRetry={() => void reviews.refetch()}
        onPageChange={setPage}
        appName={APP_LINKS.appName}
        onReport={(review) => (user ? setTarget(review) : openLogin())}
        reportedIds={report.reported}
      />
      {target ? (
        <ReviewReportDialog
          key={target.id}
          open
          onOpenChange={(open) => {
            if (!open) setTarget(null);
            report.reset();
          }}
          author={target.author}
          pending={report.isPending}
          error={report.isError ? refusalOf(report.error, t`举报没有提交，请稍后再试`) : null}
          onSubmit={(input) =>
            report.mutate({ ...input, reviewId: target.id }, { onSuccess: () => setTarget(null) })
          }
        />
      ) : null}
    </>
  );
}

/** The tabs, named in the URL (`?tab=comments`) so a tab can be linked and survives a reload. */
const TABS = ['overview', 'about', 'comments'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

export default function AgentDetailPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedTab = searchParams.get('tab');
  const tab: Tab = isTab(requestedTab) ? requestedTab : 'overview';
  const showTab = (value: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'overview') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  const user = useAtomValue(currentUserAtom);
  const openLogin = useOpenLogin();
  const detail = useAgentDetail(id);
  const subscription = useAgentSubscription(id);
  const agentName = useAgentName();
  // the tab carries the agent's name, as the server-rendered page's title did
  usePageTitle(detail.data ? agentName(detail.data) : undefined);
  const back = <BackLink href="/plugins/market">{t`返回插件市场`}</BackLink>;

  if (detail.isPending) {
    return (
      <PageContainer className="lu:max-w-content lu:md:px-6">
        <Spinner size="lg" area="page" label={t`正在加载智能体`} />
      </PageContainer>
    );
  }
  if (detail.isError) {
    const missing = detail.error instanceof ApiError && detail.error.status === 404;
    return missing ? (
      <StatusPage
        icon={<PackageX aria-hidden="true" />}
        title={t`智能体不存在`}
        description={t`它可能已经下架，或者地址有误。`}
        actions={back}
      />
    ) : (
      <StatusPage
        icon={<RefreshCw aria-hidden="true" />}
        title={t`智能体加载失败`}
        description={t`请检查网络连接后重试。`}
        actions={<Button onClick={() => void detail.refetch()}>{t`重试`}</Button>}
      />
    );
  }

  const agent = detail.data;
  return (
    <PageContainer className="lu:max-w-content lu:md:px-6">
      {back}
      <AgentProfileHeader
        agent={agent}
        chatHref={`/agent?id=${encodeURIComponent(agent.id)}`}
        busy={subscription.isPending}
        onSubscribe={() => (user ? subscription.mutate(true) : openLogin())}
        onUnsubscribe={() => subscription.mutate(false)}
      />
      <Tabs value={tab} onValueChange={showTab}>
        <TabsList aria-label={t`智能体信息`} className="lu:mb-4 lu:w-full lu:sm:w-fit">
          <TabsTrigger value="overview">{t`数据概览`}</TabsTrigger>
          <TabsTrigger value="about">{t`介绍`}</TabsTrigger>
          <TabsTrigger value="comments">{t`评论`}</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab id={agent.id} />
        </TabsContent>
        <TabsContent value="about">
          <AgentAbout agent={agent} />
        </TabsContent>
        <TabsContent value="comments">
          <ReviewsTab id={agent.id} />
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
}
