/**
 * An agent's page in the market (SPEC §2 /plugins/statistics/{id}): who made it, what it
 * does, how it is used and rated, and subscribing. Reviews are written inside the app only.
 */
import { type AgentDetail, type AgentOverview, ApiError } from '@legion/api';
import {
  Button,
  categoryLabels,
  LazyImage,
  Link,
  Pagination,
  Rating,
  Spinner,
  StatusPage,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  toast,
} from '@legion/ui';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import {
  ArrowLeft,
  BadgeCheck,
  MessageCircle,
  MessageSquareText,
  PackageX,
  RefreshCw,
} from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { api } from '../../api.ts';
import { APP_LINKS } from '../../app-links.ts';
import { useOpenLogin } from '../../auth/useAuthActions.ts';
import { currentUserAtom } from '../../state/auth.ts';

const AgentTrend = lazy(() => import('./AgentTrend.tsx'));

function Figure({ label, value }: { label: string; value: number }) {
  const { i18n } = useLingui();
  return (
    <div className="border-border bg-surface rounded-lg border p-4">
      <p className="text-muted-foreground text-sm">{label}</p>
      <p className="text-foreground mt-1 text-2xl font-semibold tabular-nums">
        {i18n.number(value)}
      </p>
    </div>
  );
}

function RatingBars({ distribution }: { distribution: AgentOverview['ratingDistribution'] }) {
  const { t } = useLingui();
  const total = distribution.reduce((sum, n) => sum + n, 0);
  return (
    <ul className="space-y-2">
      {[5, 4, 3, 2, 1].map((stars) => {
        const count = distribution[stars - 1] ?? 0;
        const share = total ? Math.round((count / total) * 100) : 0;
        return (
          <li key={stars} className="flex items-center gap-3 text-sm">
            <span className="text-muted-foreground w-12 shrink-0">
              {t`${plural(stars, { other: '# 星' })}`}
            </span>
            <span aria-hidden="true" className="bg-muted h-2 flex-1 overflow-hidden rounded-full">
              <span
                className="bg-accent block h-full rounded-full"
                style={{ width: `${share}%` }}
              />
            </span>
            <span className="text-muted-foreground w-10 shrink-0 text-right tabular-nums">
              {count}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function OverviewTab({ id }: { id: string }) {
  const { t } = useLingui();
  const overview = useQuery({
    queryKey: ['agent-overview', id],
    queryFn: () => api.call('marketAgentOverview', { id }),
  });
  if (overview.isPending) return <Spinner className="py-12" label={t`正在加载数据概览`} />;
  if (overview.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center">
        <p className="text-muted-foreground">{t`数据概览加载失败`}</p>
        <Button variant="outline" size="sm" onClick={() => void overview.refetch()}>
          <RefreshCw aria-hidden="true" />
          {t`重试`}
        </Button>
      </div>
    );
  }
  const data = overview.data;
  return (
    <div className="space-y-6">
      <div className="grid gap-3 sm:grid-cols-3">
        <Figure label={t`订阅用户`} value={data.subscribers} />
        <Figure label={t`近 30 天活跃用户`} value={data.activeUsers} />
        <Figure label={t`订单`} value={data.orders} />
      </div>
      <section className="border-border bg-surface rounded-lg border p-4">
        <h2 className="text-foreground mb-3 font-medium">{t`近 30 天趋势`}</h2>
        <Suspense fallback={<Spinner className="h-[260px] w-full" label={t`正在加载图表`} />}>
          <AgentTrend trend={data.trend} />
        </Suspense>
      </section>
      <section className="border-border bg-surface rounded-lg border p-4">
        <h2 className="text-foreground mb-3 font-medium">{t`评分分布`}</h2>
        <RatingBars distribution={data.ratingDistribution} />
      </section>
    </div>
  );
}

function AboutTab({ agent }: { agent: AgentDetail }) {
  const { t, i18n } = useLingui();
  const english = i18n.locale === 'en';
  const rows: Array<[string, string]> = [
    [t`公司`, agent.company],
    [t`开发者`, agent.developerName || '--'],
    [t`版本`, agent.version],
    [t`分类`, i18n._(categoryLabels[agent.category])],
    [t`最近审核`, agent.reviewedAt ? i18n.date(agent.reviewedAt, { dateStyle: 'medium' }) : '--'],
  ];
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
      <div className="space-y-4">
        <LazyImage
          src={english ? agent.coverEn : agent.coverZh}
          alt={t`${english ? agent.nameEn : agent.nameZh} 的封面`}
          className="aspect-[1200/630] w-full rounded-lg"
        />
        <p className="text-foreground leading-relaxed whitespace-pre-line">
          {english ? agent.descriptionEn : agent.descriptionZh}
        </p>
      </div>
      <dl className="border-border bg-surface h-fit space-y-3 rounded-lg border p-4 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="text-foreground text-right">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function ReviewsTab({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(1);
  const reviews = useQuery({
    queryKey: ['agent-reviews', id, page],
    queryFn: () => api.call('marketAgentReviews', { id, page, pageSize: 10 }),
  });
  const { appName } = APP_LINKS;
  const note = (
    <p className="bg-muted text-muted-foreground flex items-center gap-2 rounded-md px-3 py-2 text-sm">
      <MessageSquareText aria-hidden="true" className="size-4 shrink-0" />
      {t`评价只能在 ${appName} App 内使用智能体后发表，这里仅供查看。`}
    </p>
  );
  if (reviews.isPending) return <Spinner className="py-12" label={t`正在加载评价`} />;
  if (reviews.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center">
        <p className="text-muted-foreground">{t`评价加载失败`}</p>
        <Button variant="outline" size="sm" onClick={() => void reviews.refetch()}>
          {t`重试`}
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      {note}
      {reviews.data.total === 0 ? (
        <p className="text-muted-foreground py-8 text-center">{t`还没有评价`}</p>
      ) : (
        <ul className="divide-border border-border bg-surface divide-y rounded-lg border">
          {reviews.data.items.map((review) => (
            <li key={review.id} className="space-y-1.5 p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-foreground text-sm font-medium">{review.author}</span>
                <time dateTime={review.createdAt} className="text-muted-foreground text-xs">
                  {i18n.date(review.createdAt, { dateStyle: 'medium' })}
                </time>
              </div>
              <Rating value={review.rating} />
              <p className="text-foreground text-sm">{review.content}</p>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={reviews.data.page}
        pageSize={reviews.data.pageSize}
        total={reviews.data.total}
        onPageChange={setPage}
      />
    </div>
  );
}

/** The tabs, named in the URL (`?tab=comments`) so a tab can be linked and survives a reload. */
const TABS = ['overview', 'about', 'comments'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

export default function AgentDetailPage() {
  const { t, i18n } = useLingui();
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
  const queryClient = useQueryClient();
  const detail = useQuery({
    queryKey: ['agent', id, user?.id ?? null],
    queryFn: () => api.call('marketAgent', { id }),
  });
  const subscription = useMutation({
    mutationFn: (subscribe: boolean) => api.call(subscribe ? 'subscribe' : 'unsubscribe', { id }),
    onSuccess: (result) => {
      queryClient.setQueryData(
        ['agent', id, user?.id ?? null],
        (current: AgentDetail | undefined) => (current ? { ...current, ...result } : current),
      );
      void queryClient.invalidateQueries({ queryKey: ['market'] });
      void queryClient.invalidateQueries({ queryKey: ['agent-overview', id] });
      toast.success(result.subscribed ? t`订阅成功` : t`已取消订阅`);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) return; // the login flow opens
      toast.error(t`操作失败，请稍后再试`);
    },
  });

  const back = (
    <Link
      href="/plugins/market"
      className="text-muted-foreground hover:text-foreground inline-flex items-center gap-1 text-sm"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t`返回插件市场`}
    </Link>
  );

  if (detail.isPending) {
    return (
      <div className="max-w-content mx-auto px-4 py-8 md:px-6">
        <Spinner size="lg" className="w-full py-24" label={t`正在加载智能体`} />
      </div>
    );
  }
  if (detail.isError) {
    const missing = detail.error instanceof ApiError && detail.error.status === 404;
    return missing ? (
      <StatusPage
        icon={<PackageX aria-hidden="true" className="size-10" />}
        title={t`智能体不存在`}
        description={t`它可能已经下架，或者地址有误。`}
        actions={back}
      />
    ) : (
      <StatusPage
        icon={<RefreshCw aria-hidden="true" className="size-10" />}
        title={t`智能体加载失败`}
        description={t`请检查网络连接后重试。`}
        actions={<Button onClick={() => void detail.refetch()}>{t`重试`}</Button>}
      />
    );
  }

  const agent = detail.data;
  const english = i18n.locale === 'en';
  const name = english ? agent.nameEn : agent.nameZh;
  return (
    <div className="max-w-content mx-auto px-4 py-6 md:px-6 md:py-8">
      <div className="mb-4">{back}</div>
      <header className="border-border bg-surface mb-6 flex flex-col gap-4 rounded-xl border p-5 sm:flex-row sm:items-center">
        <LazyImage
          src={agent.logo}
          alt=""
          width={64}
          height={64}
          eager
          className="shrink-0 rounded-xl"
        />
        <div className="min-w-0 flex-1 space-y-1">
          <h1 className="text-foreground text-2xl font-semibold">{name}</h1>
          <p className="text-muted-foreground text-sm">
            {agent.company} · {i18n._(categoryLabels[agent.category])} · v{agent.version}
          </p>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
            <Rating value={agent.rating} count={agent.ratingCount} />
            <span className="text-muted-foreground">
              {t`${plural(agent.subscriberCount, { other: '# 人订阅' })}`}
            </span>
          </div>
        </div>
        {agent.subscribed ? (
          <div className="flex flex-wrap items-center gap-3">
            <span className="text-success inline-flex items-center gap-1 text-sm font-medium">
              <BadgeCheck aria-hidden="true" className="size-4" />
              {t`已订阅`}
            </span>
            <Button asChild size="lg">
              <Link href={`/agent?id=${encodeURIComponent(agent.id)}`}>
                <MessageCircle aria-hidden="true" />
                {t`开始对话`}
              </Link>
            </Button>
            <Button
              variant="outline"
              aria-disabled={subscription.isPending || undefined}
              onClick={() => !subscription.isPending && subscription.mutate(false)}
            >
              {t`取消订阅`}
            </Button>
          </div>
        ) : (
          <Button
            size="lg"
            aria-disabled={subscription.isPending || undefined}
            onClick={() => {
              if (!user) openLogin();
              else if (!subscription.isPending) subscription.mutate(true);
            }}
          >
            {subscription.isPending ? <Spinner size="sm" label={t`正在订阅`} /> : null}
            {t`订阅`}
          </Button>
        )}
      </header>
      <Tabs value={tab} onValueChange={showTab}>
        <TabsList aria-label={t`智能体信息`} className="mb-4 w-full sm:w-fit">
          <TabsTrigger value="overview">{t`数据概览`}</TabsTrigger>
          <TabsTrigger value="about">{t`介绍`}</TabsTrigger>
          <TabsTrigger value="comments">{t`评论`}</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab id={agent.id} />
        </TabsContent>
        <TabsContent value="about">
          <AboutTab agent={agent} />
        </TabsContent>
        <TabsContent value="comments">
          <ReviewsTab id={agent.id} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
