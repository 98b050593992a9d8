/**
 * The home of "My Plugins" (/developer), right for each person: everyone sees the agents they
 * subscribe to (chat, unsubscribe, when last used); a plain user also finds a quiet way to become
 * a developer; a developer sees their console beside the list: their agents' review states, the
 * latest review comments and headline figures.
 */
import { AgentStatusList, RecentReviewList } from '@legion/screens';
import {
  Button,
  Card,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  EmptyState,
  ErrorState,
  Link,
  PageContainer,
  PageHeader,
  Spinner,
  StatCard,
  StatGrid,
} from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { Activity, PackagePlus, Receipt, UserPlus, Users } from 'lucide-react';
import { useIsCertified } from '../../features/console.tsx';
import {
  useAgentStatusItems,
  useDeveloperHome,
  useHomeAgents,
  useRecentReviewItems,
} from '../../features/developer/agents.ts';
import { BecomeDeveloper, MyAgents } from './SubscriberSections.tsx';

function Home() {
  const { t } = useLingui();
  const home = useDeveloperHome();
  const agents = useHomeAgents();
  const agentItems = useAgentStatusItems();
  const reviewItems = useRecentReviewItems();
  const create = (
    <Button asChild>
      <Link href="/developer/plugins?edit=new">
        <PackagePlus aria-hidden="true" />
        {t`创建插件`}
      </Link>
    </Button>
  );
  if (home.isPending) return <Spinner area="section" label={t`正在加载开发者中心`} />;
  if (home.isError)
    return <ErrorState message={t`开发者中心加载失败`} onRetry={() => void home.refetch()} />;
  const { counts } = home.data;
  const total = counts.pending + counts.rejected + counts.approved;
  return (
    <div className="lu:space-y-6">
      <PageHeader
        title={t`开发者中心`}
        description={t`插件的审核状态、最新审核意见和近 30 天的运营数据。`}
        actions={create}
      />
      <StatGrid columns={4}>
        <StatCard
          label={t`总订阅用户`}
          value={home.data.subscribers}
          icon={<Users aria-hidden="true" />}
        />
        <StatCard
          label={t`近 30 天新增用户`}
          value={home.data.newUsers30d}
          icon={<UserPlus aria-hidden="true" />}
        />
        <StatCard
          label={t`近 30 天活跃用户`}
          value={home.data.activeUsers30d}
          icon={<Activity aria-hidden="true" />}
        />
        <StatCard
          label={t`近 30 天订单`}
          value={home.data.orders30d}
          icon={<Receipt aria-hidden="true" />}
        />
      </StatGrid>
      <div className="lu:grid lu:grid-cols-1 lu:gap-6 lu:lg:grid-cols-2">
        <Card asChild padding="none">
          <section aria-labelledby="home-agents">
            <CardHeader>
              <CardTitle id="home-agents" className="lu:whitespace-nowrap">
                {t`我的插件`}
              </CardTitle>
              <CardDescription className="lu:text-xs">
                {t`已通过 ${counts.approved} · 审核中 ${counts.pending} · 未通过 ${counts.rejected}`}
              </CardDescription>
            </CardHeader>
            {total === 0 ? (
              <EmptyState
                variant="plain"
                description={t`还没有插件，创建第一个插件提交审核吧。`}
                action={create}
              />
            ) : agents.isPending ? (
              <Spinner className="lu:w-full lu:py-8" />
            ) : agents.isError ? (
              <ErrorState message={t`插件列表加载失败`} onRetry={() => void agents.refetch()} />
            ) : (
              <>
                <AgentStatusList size="compact" agents={agentItems(agents.data.items)} />
                <CardFooter>
                  <Link
                    href="/developer/plugins"
                    className="lu:text-primary lu:text-sm lu:hover:underline"
                  >
                    {t`查看全部插件`}
                  </Link>
                </CardFooter>
              </>
            )}
          </section>
        </Card>
        <Card asChild padding="none">
          <section aria-labelledby="home-reviews">
            <CardHeader>
              <CardTitle id="home-reviews">{t`最新审核意见`}</CardTitle>
            </CardHeader>
            {home.data.recentReviews.length === 0 ? (
              <EmptyState
                variant="plain"
                description={t`还没有审核结果。提交的插件审核后，意见会显示在这里。`}
              />
            ) : (
              <RecentReviewList reviews={reviewItems(home.data.recentReviews)} />
            )}
          </section>
        </Card>
      </div>
    </div>
  );
}

export default function DeveloperHomePage() {
  const certified = useIsCertified();
  return (
    <PageContainer>
      {certified ? (
        <div className="lu:space-y-6">
          <Home />
          <MyAgents headingLevel={2} />
        </div>
      ) : (
        <div className="lu:space-y-6">
          <MyAgents headingLevel={1} />
          <BecomeDeveloper />
        </div>
      )}
    </PageContainer>
  );
}
