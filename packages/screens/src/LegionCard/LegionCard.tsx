/**
 * Published legions as cards: a legion's name (the whole card is its link), flow, description,
 * members, developer and how often it ran; the grid of them, with skeletons while they load.
 */
import type { LegionCard as LegionCardData } from '@legion/api';
import { cn, Link, Skeleton, SkeletonCard, SkeletonGroup } from '@legion/ui';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Play } from 'lucide-react';
import type { ComponentProps } from 'react';
import { LegionFlowBadge, LegionMemberList } from '../LegionFlow/LegionFlow.tsx';
import { useLegionText } from '../LegionFlow/labels.ts';

export type LegionCardProps = ComponentProps<'article'> & {
  legion: LegionCardData;
  /** where the card leads: the legion's page */
  href: string;
};

/** One published legion: the team, what it does and who made it. */
export function LegionCard({ legion, href, className, ...props }: LegionCardProps) {
  const { t } = useLingui();
  const text = useLegionText()(legion);
  return (
    <article
      data-slot="legion-card"
      className={cn(
        'lu:group lu:border-border lu:bg-surface lu:relative lu:flex lu:h-full lu:flex-col lu:gap-3 lu:rounded-xl lu:border lu:p-4 lu:shadow-sm lu:transition-shadow lu:hover:shadow-md',
        className,
      )}
      {...props}
    >
      <div className="lu:flex lu:items-start lu:justify-between lu:gap-3">
        <h2 className="lu:text-foreground lu:min-w-0 lu:text-base lu:font-semibold lu:break-words">
          {/* the whole card is the link's target area */}
          <Link
            href={href}
            className="lu:group-focus-within:underline lu:after:absolute lu:after:inset-0 lu:after:rounded-xl lu:focus-visible:outline-none"
          >
            {text.name}
          </Link>
        </h2>
        <LegionFlowBadge flow={legion.flow} />
      </div>
      <p className="lu:text-muted-foreground lu:line-clamp-2 lu:min-h-10 lu:text-sm">
        {text.description}
      </p>
      <LegionMemberList members={legion.members} router={legion.router} />
      <div className="lu:border-border lu:text-muted-foreground lu:mt-auto lu:flex lu:flex-wrap lu:items-center lu:justify-between lu:gap-2 lu:border-t lu:pt-3 lu:text-xs">
        <span className="lu:truncate">{t`开发者：${legion.developerName}`}</span>
        <span className="lu:inline-flex lu:shrink-0 lu:items-center lu:gap-1">
          <Play aria-hidden="true" className="lu:size-3.5" />
          {t`已运行 ${plural(legion.runCount, { other: '# 次' })}`}
        </span>
      </div>
    </article>
  );
}

const SKELETONS = ['s1', 's2', 's3', 's4', 's5', 's6'];
const GRID = 'lu:grid lu:gap-4 lu:sm:grid-cols-2 lu:lg:grid-cols-3';

export type LegionCardGridProps = {
  legions: LegionCardData[];
  /** each legion's page */
  hrefOf: (legion: LegionCardData) => string;
  /** the first page is on its way: six cards to come, announced with `loadingLabel` */
  loading?: boolean;
  loadingLabel?: string;
  /** the legions shown are the last page's while the next loads: dimmed */
  stale?: boolean;
  className?: string;
};

/** Legions in a grid of one, two or three columns. */
export function LegionCardGrid({
  legions,
  hrefOf,
  loading = false,
  loadingLabel,
  stale = false,
  className,
}: LegionCardGridProps) {
  const { t } = useLingui();
  if (loading) {
    return (
      <SkeletonGroup label={loadingLabel ?? t`正在加载军团`} className={cn(GRID, className)}>
        {SKELETONS.map((key) => (
          <SkeletonCard key={key} className="lu:h-64 lu:rounded-xl">
            {['m1', 'm2', 'm3'].map((member) => (
              <span key={member} className="lu:flex lu:items-center lu:gap-2">
                <Skeleton className="lu:size-6 lu:rounded-full" />
                <Skeleton className="lu:h-3 lu:w-1/3" />
              </span>
            ))}
          </SkeletonCard>
        ))}
      </SkeletonGroup>
    );
  }
  return (
    <ul className={cn(GRID, stale && 'lu:opacity-60', className)}>
      {legions.map((legion) => (
        <li key={legion.id}>
          <LegionCard legion={legion} href={hrefOf(legion)} />
        </li>
      ))}
    </ul>
  );
}
