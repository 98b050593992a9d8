import type { AgentStatus, ReviewStatus } from '@legion/api';
import { Button, cn, Link, StatusBadge } from '@legion/ui';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { BarChart3, MessageSquareText, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';

/** one of a developer's agents, as its list shows it */
export interface AgentStatusItem {
  id: string;
  /** the name in the reader's language */
  name: string;
  logo: string;
  /** the latest submitted version */
  version: string;
  /** the latest version's review state */
  status: AgentStatus;
  /** the version on the market; null when the agent is not published */
  liveVersion: string | null;
  /** the latest version is a newer one than the live version, under review or turned down */
  updating: boolean;
  /** where the agent is edited (and a rejected one resubmitted) */
  editHref: string;
  /** where its statistics are; only for a published agent */
  statisticsHref?: string | undefined;
  /** where its reviews are read and answered; only for a published agent */
  reviewsHref?: string | undefined;
  /** when the latest version was submitted, written in the reader's language */
  submittedAt?: string | undefined;
  /** the owner who shared the agent with this person; none for their own */
  ownerName?: string | null | undefined;
  subscriberCount?: number | undefined;
  /** the reason the latest version was turned down */
  rejectionReason?: string | null | undefined;
}

export interface AgentStatusListProps {
  agents: AgentStatusItem[];
  /** compact: a short row per agent (a dashboard card); full: details and actions */
  size?: 'compact' | 'full';
  className?: string | undefined;
}

function FullRow({ agent }: { agent: AgentStatusItem }) {
  const { t } = useLingui();
  const published = agent.liveVersion !== null;
  return (
    <li className="lu:flex lu:flex-col lu:gap-3 lu:p-4 lu:sm:flex-row lu:sm:items-center">
      <div className="lu:flex lu:min-w-0 lu:flex-1 lu:items-start lu:gap-3">
        <img
          src={agent.logo}
          alt=""
          className="lu:size-12 lu:shrink-0 lu:rounded-lg lu:object-cover"
        />
        <div className="lu:min-w-0 lu:flex-1 lu:space-y-1">
          <div className="lu:flex lu:flex-wrap lu:items-center lu:gap-2">
            <h2 className="lu:text-foreground lu:truncate lu:font-medium">{agent.name}</h2>
            <span className="lu:text-muted-foreground lu:text-xs">v{agent.version}</span>
            <StatusBadge status={agent.status} />
            {published ? (
              <span className="lu:text-primary lu:text-xs">
                {agent.updating ? t`v${agent.liveVersion} 在架` : t`已上架`}
              </span>
            ) : null}
          </div>
          <p className="lu:text-muted-foreground lu:text-xs">
            {agent.ownerName ? `${t`由 ${agent.ownerName} 授权`} · ` : ''}
            {agent.submittedAt
              ? agent.status === 'draft'
                ? t`保存于 ${agent.submittedAt}`
                : t`提交于 ${agent.submittedAt}`
              : ''}
            {published && agent.subscriberCount !== undefined
              ? ` · ${t`${plural(agent.subscriberCount, { other: '# 位订阅用户' })}`}`
              : ''}
          </p>
          {agent.status === 'rejected' && agent.rejectionReason ? (
            <p className="lu:text-danger lu:line-clamp-2 lu:text-sm">{t`未通过原因：${agent.rejectionReason}`}</p>
          ) : null}
        </div>
      </div>
      <div className="lu:flex lu:shrink-0 lu:flex-wrap lu:gap-2 lu:sm:flex-nowrap lu:sm:justify-end">
        {agent.statisticsHref ? (
          <Button asChild variant="ghost" size="sm">
            <Link href={agent.statisticsHref}>
              <BarChart3 aria-hidden="true" />
              {t`数据统计`}
            </Link>
          </Button>
        ) : null}
        {agent.reviewsHref ? (
          <Button asChild variant="ghost" size="sm">
            <Link href={agent.reviewsHref}>
              <MessageSquareText aria-hidden="true" />
              {t`评价`}
            </Link>
          </Button>
        ) : null}
        <Button asChild variant="outline" size="sm">
          <Link href={agent.editHref}>
            <Pencil aria-hidden="true" />
            {agent.status === 'rejected'
              ? t`修改并重新提交`
              : agent.status === 'draft'
                ? t`测试并提交`
                : t`编辑`}
            <span className="lu:sr-only"> {agent.name}</span>
          </Link>
        </Button>
      </div>
    </li>
  );
}

function CompactRow({ agent }: { agent: AgentStatusItem }) {
  const { t } = useLingui();
  return (
    <li className="lu:flex lu:items-center lu:gap-3 lu:px-4 lu:py-3">
      <img
        src={agent.logo}
        alt=""
        className="lu:size-10 lu:shrink-0 lu:rounded-lg lu:object-cover"
      />
      <div className="lu:min-w-0 lu:flex-1">
        <Link
          href={agent.editHref}
          className="lu:text-foreground lu:block lu:truncate lu:font-medium lu:hover:underline"
        >
          {agent.name}
        </Link>
        <p className="lu:text-muted-foreground lu:text-xs">
          v{agent.version}
          {agent.updating ? ` · ${t`新版本审核中`}` : ''}
        </p>
      </div>
      <StatusBadge status={agent.status} />
    </li>
  );
}

/**
 * A developer's agents with where each stands in review: its version, state and whether it
 * is on the market. The full size adds who shared it, its figures, the reason of a rejection
 * and links to edit it and see its statistics. Put it in a Card with padding="none".
 */
export function AgentStatusList({ agents, size = 'full', className }: AgentStatusListProps) {
  const Row = size === 'compact' ? CompactRow : FullRow;
  return (
    <ul data-slot="agent-status-list" className={cn('lu:divide-border lu:divide-y', className)}>
      {agents.map((agent) => (
        <Row key={agent.id} agent={agent} />
      ))}
    </ul>
  );
}

/** one review decision on one version of an agent */
export interface RecentReviewItem {
  id: string;
  name: string;
  href: string;
  version: string;
  status: ReviewStatus;
  /** ISO time of the decision, for the time element */
  reviewedAt: string;
  /** the same time written in the reader's language */
  reviewedAtText: string;
  comment: string | null;
}

/** The latest review decisions on a developer's agents, each with the reviewer's comment. */
export function RecentReviewList({
  reviews,
  className,
}: {
  reviews: RecentReviewItem[];
  className?: string | undefined;
}): ReactNode {
  const { t } = useLingui();
  return (
    <ul data-slot="recent-review-list" className={cn('lu:divide-border lu:divide-y', className)}>
      {reviews.map((review) => (
        <li key={review.id} className="lu:space-y-1 lu:px-4 lu:py-3">
          <div className="lu:flex lu:flex-wrap lu:items-center lu:gap-2">
            <Link
              href={review.href}
              className="lu:text-foreground lu:font-medium lu:hover:underline"
            >
              {review.name}
            </Link>
            <span className="lu:text-muted-foreground lu:text-xs">v{review.version}</span>
            <StatusBadge status={review.status} />
            <time
              dateTime={review.reviewedAt}
              className="lu:text-muted-foreground lu:ml-auto lu:text-xs"
            >
              {review.reviewedAtText}
            </time>
          </div>
          <p className="lu:text-muted-foreground lu:text-sm">
            {review.comment || t`（无审核意见）`}
          </p>
        </li>
      ))}
    </ul>
  );
}
