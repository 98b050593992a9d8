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
import { useAgentName } from '../../hooks/agent-name.ts';
import { useMoney } from '../../hooks/money.ts';
import { ResultPagination, useFormatDate } from '../console.tsx';

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
  let body: React.ReactNode;
  if (users.isPending) body = <Spinner className="w-full py-10" label={t`正在加载用户`} />;
  else if (users.isError)
    body = <ErrorState message={t`用户列表加载失败`} onRetry={() => void users.refetch()} />;
  else if (users.data.items.length === 0)
    body = (
      <p className="text-muted-foreground px-4 py-10 text-center text-sm">{t`还没有订阅用户`}</p>
    );
  else
    body = (
      <>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls by keyboard too */}
        <section className="relative overflow-x-auto" tabIndex={0} aria-label={t`订阅用户`}>
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">{t`订阅用户`}</caption>
            <thead className="bg-muted/60 text-muted-foreground text-xs">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium">{t`用户`}</th>
                <th scope="col" className="px-4 py-2 font-medium">{t`订阅时间`}</th>
                <th scope="col" className="px-4 py-2 font-medium">{t`最近使用`}</th>
                <th scope="col" className="px-4 py-2 text-right font-medium">{t`使用次数`}</th>
                <th scope="col" className="px-4 py-2 text-right font-medium">{t`订单`}</th>
              </tr>
            </thead>
            <tbody className="divide-border divide-y">
              {users.data.items.map((user) => (
                <tr key={`${user.mobile}-${user.subscribedAt}`}>
                  <td className="px-4 py-2.5">
                    <p className="text-foreground">{user.name}</p>
                    <p className="text-muted-foreground text-xs">{user.mobile}</p>
                  </td>
                  <td className="text-muted-foreground px-4 py-2.5 whitespace-nowrap">
                    {formatDate(user.subscribedAt)}
                  </td>
                  <td className="text-muted-foreground px-4 py-2.5 whitespace-nowrap">
                    {user.lastUsedAt ? formatDate(user.lastUsedAt) : t`未使用`}
                  </td>
                  <td className="text-foreground px-4 py-2.5 text-right tabular-nums">
                    {user.uses}
                  </td>
                  <td className="text-foreground px-4 py-2.5 text-right tabular-nums">
                    {user.orders}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <ResultPagination result={users.data} onPageChange={setPage} />
      </>
    );
  return (
    <section aria-labelledby="agent-users" className="border-border bg-surface rounded-lg border">
      <h2 id="agent-users" className="border-border text-foreground border-b px-4 py-3 font-medium">
        {t`用户列表`}
        {users.data ? (
          <span className="text-muted-foreground ml-2 text-sm font-normal">
            {t`共 ${users.data.total} 位`}
          </span>
        ) : null}
      </h2>
      {body}
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
