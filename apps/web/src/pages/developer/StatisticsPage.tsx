/**
 * An agent's statistics (SPEC §2 /developer/statistics/{id}, §3 Statistics): new users,
 * active users, paid orders and their revenue over the last 7, 30 or 90 days or a chosen range
 * ending today at the latest, a daily trend, and its users page by page. Every figure is
 * counted by the server from real events and orders.
 */
import { ApiError, STATISTICS_MAX_DAYS, STATISTICS_RANGES } from '@legion/api';
import {
  BackLink,
  Button,
  DataTable,
  DateRangePicker,
  ErrorState,
  Link,
  PageContainer,
  PageHeader,
  Segmented,
  Spinner,
  StatCard,
  StatusPage,
} from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Activity, Banknote, MessagesSquare, Receipt, ShieldAlert, UserPlus } from 'lucide-react';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { api } from '../../api.ts';
import { useFormatDate } from '../../features/console.tsx';
import { useAgentName } from '../../hooks/agent-name.ts';
import { useMoney } from '../../hooks/money.ts';

const StatisticsTrend = lazy(() => import('./StatisticsTrend.tsx'));

const DAY_MS = 86_400_000;
const USERS_PAGE_SIZE = 10;
type RangeKey = '7' | '30' | '90' | 'custom';

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
/** the earlier of two YYYY-MM-DD days */
const earlierDay = (a: string, b: string) => [a, b].sort()[0] ?? a;
const isDay = (value: string | null): value is string =>
  !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

/** the range in the address: ?days=7|30|90, or ?from=…&to=… */
function useRange() {
  const [params, setParams] = useSearchParams();
  const today = isoDay(Date.now());
  const from = params.get('from');
  const to = params.get('to');
  // a range in the address that ends after today ends today (the server refuses the future)
  if (isDay(from) && isDay(to)) {
    const end = earlierDay(to, today);
    return { key: 'custom' as RangeKey, from: earlierDay(from, end), to: end, setParams };
  }
  const days = Number(params.get('days'));
  const chosen = (STATISTICS_RANGES as readonly number[]).includes(days) ? days : 7;
  return {
    key: String(chosen) as RangeKey,
    from: isoDay(Date.now() - (chosen - 1) * DAY_MS),
    to: today,
    setParams,
  };
}

function CustomRange({
  from,
  to,
  onApply,
}: {
  from: string;
  to: string;
  onApply: (from: string, to: string) => void;
}) {
  const { t } = useLingui();
  const [start, setStart] = useState(from);
  const [end, setEnd] = useState(to);
  const [problem, setProblem] = useState<string | null>(null);
  function apply(event: FormEvent) {
    event.preventDefault();
    if (!isDay(start) || !isDay(end)) return setProblem(t`请选择开始和结束日期`);
    if (start > end) return setProblem(t`开始日期不能晚于结束日期`);
    if (end > isoDay(Date.now())) return setProblem(t`结束日期不能晚于今天`);
    if ((Date.parse(end) - Date.parse(start)) / DAY_MS >= STATISTICS_MAX_DAYS)
      return setProblem(t`时间段最长 ${STATISTICS_MAX_DAYS} 天`);
    setProblem(null);
    onApply(start, end);
  }
  return (
    <form
      noValidate
      onSubmit={apply}
      aria-label={t`自定义时间段`}
      className="flex flex-wrap items-end gap-3"
    >
      <DateRangePicker
        value={{ from: start, to: end }}
        max={isoDay(Date.now())}
        onValueChange={(range) => {
          setStart(range.from);
          setEnd(range.to);
        }}
        error={problem ?? undefined}
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
  const [page, setPage] = useState(1);
  const users = useQuery({
    queryKey: ['agent-users', id, page],
    queryFn: () => api.call('agentUsers', { id, page, pageSize: USERS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  return (
    <section aria-labelledby="agent-users">
      <h2 id="agent-users" className="text-foreground mb-3 font-medium">
        {t`用户列表`}
        {users.data ? (
          <span className="text-muted-foreground ml-2 text-sm font-normal">
            {t`共 ${users.data.total} 位`}
          </span>
        ) : null}
      </h2>
      <DataTable
        caption={t`订阅用户`}
        aria-label={t`订阅用户`}
        tabIndex={0}
        minWidth="36rem"
        columns={[
          {
            key: 'user',
            header: t`用户`,
            primary: true,
            cell: (user) => (
              <>
                <p className="text-foreground">{user.name}</p>
                <p className="text-muted-foreground text-xs">{user.mobile}</p>
              </>
            ),
          },
          {
            key: 'subscribedAt',
            header: t`订阅时间`,
            nowrap: true,
            className: 'text-muted-foreground',
            cell: (user) => formatDate(user.subscribedAt),
          },
          {
            key: 'lastUsedAt',
            header: t`最近使用`,
            nowrap: true,
            className: 'text-muted-foreground',
            cell: (user) => (user.lastUsedAt ? formatDate(user.lastUsedAt) : t`未使用`),
          },
          {
            key: 'uses',
            header: t`使用次数`,
            align: 'end',
            className: 'text-foreground tabular-nums',
            cell: (user) => user.uses,
          },
          {
            key: 'orders',
            header: t`订单`,
            align: 'end',
            className: 'text-foreground tabular-nums',
            cell: (user) => user.orders,
          },
        ]}
        rows={users.data?.items ?? []}
        rowKey={(user) => `${user.mobile}-${user.subscribedAt}`}
        loading={users.isPending}
        loadingLabel={t`正在加载用户`}
        error={users.isError ? t`用户列表加载失败` : undefined}
        onRetry={() => void users.refetch()}
        empty={t`还没有订阅用户`}
        pagination={
          users.data && {
            page: users.data.page,
            pageSize: users.data.pageSize,
            total: users.data.total,
            onPageChange: setPage,
          }
        }
      />
    </section>
  );
}

export default function StatisticsPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const name = useAgentName();
  const money = useMoney();
  const range = useRange();
  const agent = useQuery({
    queryKey: ['developer-agent', id],
    queryFn: () => api.call('developerAgent', { id }),
  });
  const statistics = useQuery({
    queryKey: ['agent-statistics', id, range.from, range.to],
    queryFn: () => api.call('agentStatistics', { id, from: range.from, to: range.to }),
    placeholderData: keepPreviousData,
    enabled: agent.isSuccess,
  });
  const back = <BackLink href="/developer/plugins">{t`返回我的插件`}</BackLink>;
  if (agent.isPending)
    return <Spinner className="w-full py-24" size="lg" label={t`正在加载数据统计`} />;
  if (agent.isError) {
    const status = agent.error instanceof ApiError ? agent.error.status : null;
    if (status === 403 || status === 404)
      return (
        <StatusPage
          code={String(status)}
          icon={<ShieldAlert aria-hidden="true" className="size-10" />}
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
  const choose = (key: RangeKey) =>
    range.setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.delete('from');
        copy.delete('to');
        if (key === 'custom') {
          copy.set('from', range.from);
          copy.set('to', range.to);
          copy.delete('days');
        } else copy.set('days', key);
        return copy;
      },
      { replace: true },
    );
  const data = statistics.data;
  return (
    <PageContainer>
      {back}
      <PageHeader
        title={t`${name(agent.data.latest)} · 数据统计`}
        description={t`${range.from} 至 ${range.to}`}
      />
      <div className="mb-6 space-y-3">
        <Segmented
          label={t`时间段`}
          value={range.key}
          onChange={choose}
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
            onApply={(from, to) =>
              range.setParams(
                (current) => {
                  const copy = new URLSearchParams(current);
                  copy.set('from', from);
                  copy.set('to', to);
                  copy.delete('days');
                  return copy;
                },
                { replace: true },
              )
            }
          />
        ) : null}
      </div>
      {statistics.isError && !data ? (
        <ErrorState message={t`数据统计加载失败`} onRetry={() => void statistics.refetch()} />
      ) : !data ? (
        <Spinner className="w-full py-16" label={t`正在加载数据统计`} />
      ) : (
        <div className="space-y-6" aria-busy={statistics.isFetching}>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 lg:grid-cols-5">
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
          </div>
          <section
            aria-labelledby="statistics-trend"
            className="border-border bg-surface rounded-lg border p-4"
          >
            <h2 id="statistics-trend" className="text-foreground mb-3 font-medium">
              {t`趋势`}
            </h2>
            {data.newUsers + data.activeUsers + data.calls + data.orders === 0 ? (
              <p className="text-muted-foreground py-12 text-center text-sm">
                {t`这段时间还没有数据`}
              </p>
            ) : (
              <Suspense fallback={<Spinner className="h-[280px] w-full" label={t`正在加载图表`} />}>
                <StatisticsTrend trend={data.trend} />
              </Suspense>
            )}
          </section>
        </div>
      )}
      <div className="mt-6">
        <Users id={id} />
      </div>
    </PageContainer>
  );
}
