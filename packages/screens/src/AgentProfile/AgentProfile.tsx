import type { AgentDetail, AgentOverview, AgentReview, AgentReviewPage } from '@legion/api';
import {
  Button,
  Card,
  cn,
  LazyImage,
  Link,
  numberFormat,
  Pagination,
  Rating,
  Spinner,
} from '@legion/ui';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { BadgeCheck, Flag, MessageCircle, MessageSquareText, RefreshCw } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { AgentHealthNote } from '../AgentCard/AgentHealthNote.tsx';
import { categoryLabels } from '../AgentCard/category.ts';
import { ReviewCard } from '../ReviewCard/ReviewCard.tsx';

export type AgentProfileHeaderProps = Omit<ComponentProps<'header'>, 'children'> & {
  agent: AgentDetail;
  /** where "start a conversation" leads once subscribed */
  chatHref: string;
  /** a subscribe or unsubscribe is under way: the buttons wait */
  busy?: boolean;
  /** the time "not answering since N hours" counts from (now by default; stories fix it) */
  now?: number | undefined;
  onSubscribe: () => void;
  onUnsubscribe: () => void;
};

/**
 * The top of an agent's page: logo, name, maker, category, version, rating and subscribers,
 * with the subscribe box (subscribe, or once subscribed: chat and unsubscribe).
 */
export function AgentProfileHeader({
  agent,
  chatHref,
  now,
  busy = false,
  onSubscribe,
  onUnsubscribe,
  className,
  ...props
}: AgentProfileHeaderProps) {
  const { t, i18n } = useLingui();
  const healthId = useId();
  const name = i18n.locale === 'en' ? agent.nameEn : agent.nameZh;
  return (
    <Card
      asChild
      padding="lg"
      className={cn(
        'lu:mb-6 lu:flex lu:flex-col lu:gap-4 lu:rounded-xl lu:sm:flex-row lu:sm:items-center',
        className,
      )}
    >
      <header data-slot="agent-profile-header" {...props}>
        <LazyImage
          src={agent.logo}
          alt=""
          width={64}
          height={64}
          eager
          className="lu:shrink-0 lu:rounded-xl"
        />
        <div className="lu:min-w-0 lu:flex-1 lu:space-y-1">
          <h1 className="lu:text-foreground lu:text-2xl lu:font-semibold lu:break-words">{name}</h1>
          <p className="lu:text-muted-foreground lu:text-sm">
            {agent.company} · {i18n._(categoryLabels[agent.category])} · v{agent.version}
          </p>
          <div className="lu:flex lu:flex-wrap lu:items-center lu:gap-x-4 lu:gap-y-1 lu:text-sm">
            <Rating value={agent.rating} count={agent.ratingCount} />
            <span className="lu:text-muted-foreground">
              {t`${plural(agent.subscriberCount, { other: '# 人订阅' })}`}
            </span>
          </div>
          <AgentHealthNote
            id={healthId}
            variant="page"
            health={agent.health}
            downSince={agent.downSince}
            now={now}
          />
        </div>
        {agent.subscribed ? (
          <div className="lu:flex lu:flex-wrap lu:items-center lu:gap-3">
            <span className="lu:text-success lu:inline-flex lu:items-center lu:gap-1 lu:text-sm lu:font-medium">
              <BadgeCheck aria-hidden="true" className="lu:size-4" />
              {t`已订阅`}
            </span>
            <Button asChild size="lg">
              <Link href={chatHref}>
                <MessageCircle aria-hidden="true" />
                {t`开始对话`}
              </Link>
            </Button>
            <Button
              variant="outline"
              aria-disabled={busy || undefined}
              onClick={() => !busy && onUnsubscribe()}
            >
              {t`取消订阅`}
            </Button>
          </div>
        ) : (
          <Button
            size="lg"
            aria-disabled={busy || undefined}
            aria-describedby={agent.health === 'available' ? undefined : healthId}
            onClick={() => !busy && onSubscribe()}
          >
            {busy ? <Spinner size="sm" label={t`正在订阅`} /> : null}
            {t`订阅`}
          </Button>
        )}
      </header>
    </Card>
  );
}

/** A part of the profile that failed to load, with a retry. */
function PanelError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <div
      role="alert"
      className="lu:flex lu:flex-col lu:items-center lu:gap-3 lu:py-12 lu:text-center"
    >
      <p className="lu:text-muted-foreground">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        {t`重试`}
      </Button>
    </div>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  const { i18n } = useLingui();
  return (
    <Card>
      <p className="lu:text-muted-foreground lu:text-sm">{label}</p>
      <p className="lu:text-foreground lu:mt-1 lu:text-2xl lu:font-semibold lu:tabular-nums">
        {numberFormat(i18n.locale).format(value)}
      </p>
    </Card>
  );
}

export type RatingDistributionProps = Omit<ComponentProps<'ul'>, 'children'> & {
  /** how many ratings of 1, 2, 3, 4 and 5 stars */
  distribution: readonly number[];
};

/** How ratings spread over one to five stars: a bar and a count per star, five stars first. */
export function RatingDistribution({ distribution, className, ...props }: RatingDistributionProps) {
  const { t } = useLingui();
  const total = distribution.reduce((sum, n) => sum + n, 0);
  return (
    <ul data-slot="rating-distribution" className={cn('lu:space-y-2', className)} {...props}>
      {[5, 4, 3, 2, 1].map((stars) => {
        const count = distribution[stars - 1] ?? 0;
        const share = total ? Math.round((count / total) * 100) : 0;
        return (
          <li key={stars} className="lu:flex lu:items-center lu:gap-3 lu:text-sm">
            <span className="lu:text-muted-foreground lu:w-12 lu:shrink-0">
              {t`${plural(stars, { other: '# 星' })}`}
            </span>
            <span
              aria-hidden="true"
              className="lu:bg-muted lu:h-2 lu:flex-1 lu:overflow-hidden lu:rounded-full"
            >
              <span
                className="lu:bg-accent lu:block lu:h-full lu:rounded-full"
                style={{ width: `${share}%` }}
              />
            </span>
            <span className="lu:text-muted-foreground lu:w-10 lu:shrink-0 lu:text-right lu:tabular-nums">
              {count}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

export type AgentOverviewPanelProps = {
  /** the figures; absent while loading or after a failure */
  overview?: AgentOverview;
  loading?: boolean;
  /** the figures could not be loaded: a message and `onRetry` */
  error?: boolean;
  onRetry?: () => void;
  /** the 30-day trend chart (a TrendChart from `@legion/ui/charts`, often lazily loaded) */
  chart?: ReactNode;
};

/** An agent's figures: subscribers, active users, orders, the 30-day trend and the ratings. */
export function AgentOverviewPanel({
  overview,
  loading = false,
  error = false,
  onRetry = () => {},
  chart,
}: AgentOverviewPanelProps) {
  const { t } = useLingui();
  if (error) return <PanelError message={t`数据概览加载失败`} onRetry={onRetry} />;
  if (loading || !overview) return <Spinner className="lu:py-12" label={t`正在加载数据概览`} />;
  return (
    <div data-slot="agent-overview" className="lu:space-y-6">
      <div className="lu:grid lu:gap-3 lu:sm:grid-cols-3">
        <Figure label={t`订阅用户`} value={overview.subscribers} />
        <Figure label={t`近 30 天活跃用户`} value={overview.activeUsers} />
        <Figure label={t`订单`} value={overview.orders} />
      </div>
      {chart ? (
        <Card asChild>
          <section>
            <h2 className="lu:text-foreground lu:mb-3 lu:font-medium">{t`近 30 天趋势`}</h2>
            {chart}
          </section>
        </Card>
      ) : null}
      <Card asChild>
        <section>
          <h2 className="lu:text-foreground lu:mb-3 lu:font-medium">{t`评分分布`}</h2>
          <RatingDistribution distribution={overview.ratingDistribution} />
        </section>
      </Card>
    </div>
  );
}

export type AgentAboutProps = { agent: AgentDetail };

/**
 * What an agent is: its cover and description in the interface language, its facts, and
 * "What's new": each approved version with the developer's notes, newest first.
 */
/**
 * A version's notes in the reader's language; when the developer wrote them in the other one
 * only, those, in their own language and marked as such.
 */
function ReleaseNotes({ zh, en, english }: { zh: string; en: string; english: boolean }) {
  const { t } = useLingui();
  const own = english ? en : zh;
  const other = english ? zh : en;
  const text = 'lu:text-muted-foreground lu:text-sm lu:break-words lu:whitespace-pre-line';
  if (own || !other) return <p className={text}>{own || t`开发者没有写更新说明。`}</p>;
  return (
    <div className="lu:space-y-1">
      <p className={text} lang={english ? 'zh-CN' : 'en'}>
        {other}
      </p>
      <p className="lu:text-muted-foreground lu:text-xs">
        {english ? t`开发者只写了中文说明` : t`开发者只写了英文说明`}
      </p>
    </div>
  );
}

export function AgentAbout({ agent }: AgentAboutProps) {
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
    <div data-slot="agent-about" className="lu:grid lu:gap-6 lu:lg:grid-cols-[1fr_18rem]">
      <div className="lu:space-y-4">
        <LazyImage
          src={english ? agent.coverEn : agent.coverZh}
          alt={t`${english ? agent.nameEn : agent.nameZh} 的封面`}
          className="lu:aspect-[1200/630] lu:w-full lu:rounded-lg"
        />
        <p className="lu:text-foreground lu:leading-relaxed lu:break-words lu:whitespace-pre-line">
          {english ? agent.descriptionEn : agent.descriptionZh}
        </p>
        {agent.releases.length > 0 ? (
          <section aria-labelledby="agent-releases" className="lu:space-y-3 lu:pt-2">
            <h2 id="agent-releases" className="lu:text-foreground lu:font-medium">
              {t`版本更新`}
            </h2>
            <ol className="lu:border-border lu:space-y-4 lu:border-l lu:pl-4">
              {agent.releases.map((release) => (
                <li key={release.version} className="lu:space-y-1">
                  <p className="lu:flex lu:flex-wrap lu:items-baseline lu:gap-x-2 lu:text-sm">
                    <span className="lu:text-foreground lu:font-medium">v{release.version}</span>
                    <time
                      dateTime={release.releasedAt}
                      className="lu:text-muted-foreground lu:text-xs"
                    >
                      {i18n.date(release.releasedAt, { dateStyle: 'medium' })}
                    </time>
                  </p>
                  <ReleaseNotes zh={release.notesZh} en={release.notesEn} english={english} />
                </li>
              ))}
            </ol>
          </section>
        ) : null}
      </div>
      <Card asChild className="lu:h-fit lu:space-y-3 lu:text-sm">
        <dl>
          {rows.map(([term, value]) => (
            <div key={term} className="lu:flex lu:justify-between lu:gap-4">
              <dt className="lu:text-muted-foreground">{term}</dt>
              <dd className="lu:text-foreground lu:text-right">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </div>
  );
}

export type AgentReviewListProps = {
  /** one page of reviews; absent while loading or after a failure */
  reviews?: AgentReviewPage;
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  onPageChange: (page: number) => void;
  /** the app in which reviews are written (they are read-only here) */
  appName: string;
  /** offers "举报" on each review (a visitor is asked to sign in by the page) */
  onReport?: (review: AgentReview) => void;
  /** the reviews the reader has reported here: their button says so */
  reportedIds?: ReadonlySet<string>;
};

/**
 * An agent's reviews, a page at a time, newest first: each with its author (and whether they
 * subscribe), date, stars, version, text and the developer's reply, and a way to report it.
 */
export function AgentReviewList({
  reviews,
  loading = false,
  error = false,
  onRetry = () => {},
  onPageChange,
  appName,
  onReport,
  reportedIds,
}: AgentReviewListProps) {
  const { t } = useLingui();
  if (error) return <PanelError message={t`评价加载失败`} onRetry={onRetry} />;
  if (loading || !reviews) return <Spinner className="lu:py-12" label={t`正在加载评价`} />;
  return (
    <div data-slot="agent-review-list" className="lu:space-y-4">
      <p className="lu:bg-muted lu:text-muted-foreground lu:flex lu:items-center lu:gap-2 lu:rounded-md lu:px-3 lu:py-2 lu:text-sm">
        <MessageSquareText aria-hidden="true" className="lu:size-4 lu:shrink-0" />
        {t`评价只能在 ${appName} App 内使用智能体后发表，这里仅供查看。`}
      </p>
      {reviews.total === 0 ? (
        <p className="lu:text-muted-foreground lu:py-8 lu:text-center">{t`还没有评价`}</p>
      ) : (
        <Card asChild padding="none" className="lu:divide-border lu:divide-y">
          <ul>
            {reviews.items.map((review) => {
              const reported = review.reportedByMe || (reportedIds?.has(review.id) ?? false);
              return (
                <li key={review.id} className="lu:p-4">
                  <ReviewCard
                    review={review}
                    actions={
                      onReport ? (
                        <Button
                          variant="ghost"
                          size="sm"
                          disabled={reported}
                          onClick={() => onReport(review)}
                          className="lu:text-muted-foreground"
                        >
                          <Flag aria-hidden="true" />
                          {reported ? t`已举报` : t`举报`}
                          <span className="lu:sr-only">{t`${review.author} 的评价`}</span>
                        </Button>
                      ) : undefined
                    }
                  />
                </li>
              );
            })}
          </ul>
        </Card>
      )}
      <Pagination
        page={reviews.page}
        pageSize={reviews.pageSize}
        total={reviews.total}
        onPageChange={onPageChange}
      />
    </div>
  );
}
