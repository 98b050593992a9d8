/**
 * An agent's statistics (/developer/statistics/{id}): new users,
 * active users, paid orders and their revenue over the last 7, 30 or 90 days or a chosen range
 * ending today at the latest, a daily trend, and its users page by page. Every figure is
 * counted by the server from real events and orders; the call quality (error rate, time to the
 * first event) from the call log, people's calls only, over at most its last 30 days.
 */
import { ApiError } from '@legion/api';
import { SubscriberTable } from '@legion/screens';
import {
  BackLink,
  Button,
  Card,
  CardHeader,
  CardTitle,
  DateRangePicker,
  EmptyState,
  ErrorState,
  Link,
  PageContainer,
  PageHeader,
  Segmented,
  Spinner,
  StatCard,
  StatGrid,
  StatusPage,
  useMoney,
} from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { Activity, Banknote, MessagesSquare, Receipt, ShieldAlert, UserPlus } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { useFormatDate } from '../../features/console.tsx';
import { useDeveloperAgent } from '../../features/developer/agent-editor.ts';
import {
  isoDay,
  useAgentStatistics,
  useAgentUsers,
  useCustomRange,
  useRange,
} from '../../features/developer/statistics.ts';
import { useAgentName } from '../../hooks/agent-name.ts';
import { StatisticsQuality } from './StatisticsQuality.tsx';

const StatisticsTrend = lazy(() => import('./StatisticsTrend.tsx'));

function CustomRange(props: {
  from: string;
  to: string;
  onApply: (from: string, to: string) => void;
}) {
  const { t } = useLingui();
  const range = useCustomRange(props.from, props.to, props.onApply);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        range.apply();
      }}
      aria-label={t`自定义时间段`}
      className="lu:flex lu:flex-wrap lu:items-end lu:gap-3"
    >
      <DateRangePicker
        value={range.value}
        max={isoDay(Date.now())}
        onValueChange={range.change}
        error={range.problem ?? undefined}
      >
        <Button type="submit" variant="outline">
          {t`查询`}
        </Button>
      </DateRangePicker>
    </form>
  );
}

function Users({ id }: { id: string }) {
  const { t } = useLingui();
  const formatDate = useFormatDate();
  const { users, setPage } = useAgentUsers(id);
  return (
    <SubscriberTable
      users={users.data?.items ?? []}
      total={users.data?.total}
      formatDate={(iso) => formatDate(iso)}
      loading={users.isPending}
      error={users.isError ? t`用户列表加载失败` : undefined}
      onRetry={() => void users.refetch()}
      pagination={
        users.data && {
          page: users.data.page,
          pageSize: users.data.pageSize,
          total: users.data.total,
          onPageChange: setPage,
        }
      }
    />
  );
}

export default function StatisticsPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const name = useAgentName();
  const money = useMoney();
  const range = useRange();
  const agent = useDeveloperAgent(id);
  const statistics = useAgentStatistics(id, range.from, range.to, agent.isSuccess);
  const back = <BackLink href="/developer/plugins">{t`返回我的插件`}</BackLink>;
  if (agent.isPending) return <Spinner area="page" size="lg" label={t`正在加载数据统计`} />;
  if (agent.isError) {
    const status = agent.error instanceof ApiError ? agent.error.status : null;
    if (status === 403 || status === 404)
      return (
        <StatusPage
          code={String(status)}
          icon={<ShieldAlert aria-hidden="true" />}
          title={status === 403 ? t`没有权限查看这个插件的数据` : t`插件不存在`}
          description={t`只能查看你拥有或被授权管理的插件的数据。`}
          actions={
            <Button asChild variant="outline">
              <Link href="/developer/plugins">{t`返回我的插件`}</Link>
            </Button>
          }
        />
      );
    return (
      <PageContainer>
        {back}
        <ErrorState message={t`数据统计加载失败`} onRetry={() => void agent.refetch()} />
      </PageContainer>
    );
  }
  const data = statistics.data;
  return (
    <PageContainer>
      {back}
      <PageHeader
        title={t`${name(agent.data.latest)} · 数据统计`}
        description={t`${range.from} 至 ${range.to}`}
      />
      <div className="lu:mb-6 lu:space-y-3">
        <Segmented
          label={t`时间段`}
          value={range.key}
          onChange={range.choose}
          options={[
            { value: '7', label: t`近 7 天` },
            { value: '30', label: t`近 30 天` },
            { value: '90', label: t`近 90 天` },
            { value: 'custom', label: t`自定义` },
          ]}
        />
        {range.key === 'custom' ? (
          <CustomRange
            key={`${range.from}-${range.to}`}
            from={range.from}
            to={range.to}
            onApply={range.apply}
          />
        ) : null}
      </div>
      {statistics.isError && !data ? (
        <ErrorState message={t`数据统计加载失败`} onRetry={() => void statistics.refetch()} />
      ) : !data ? (
        <Spinner area="section" label={t`正在加载数据统计`} />
      ) : (
        <div className="lu:space-y-6" aria-busy={statistics.isFetching}>
          <StatGrid columns={5}>
            <StatCard
              label={t`新增用户`}
              value={data.newUsers}
              icon={<UserPlus aria-hidden="true" />}
            />
            <StatCard
              label={t`活跃用户`}
              value={data.activeUsers}
              icon={<Activity aria-hidden="true" />}
            />
            <StatCard
              label={t`调用次数`}
              value={data.calls}
              icon={<MessagesSquare aria-hidden="true" />}
            />
            <StatCard label={t`订单`} value={data.orders} icon={<Receipt aria-hidden="true" />} />
            <StatCard
              label={t`收入`}
              value={money(data.revenue)}
              icon={<Banknote aria-hidden="true" />}
            />
          </StatGrid>
          <StatisticsQuality quality={data.quality} />
          <Card asChild>
            <section aria-labelledby="statistics-trend">
              <CardHeader divided={false}>
                <CardTitle id="statistics-trend">{t`趋势`}</CardTitle>
              </CardHeader>
              {data.newUsers + data.activeUsers + data.calls + data.orders === 0 ? (
                <EmptyState variant="plain" description={t`这段时间还没有数据`} />
              ) : (
                <Suspense
                  fallback={<Spinner className="lu:h-chart lu:w-full" label={t`正在加载图表`} />}
                >
                  <StatisticsTrend trend={data.trend} />
                </Suspense>
              )}
            </section>
          </Card>
        </div>
      )}
      <div className="lu:mt-6">
        <Users id={id} />
      </div>
    </PageContainer>
  );
}
