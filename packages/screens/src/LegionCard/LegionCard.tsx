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
        'group border-border bg-surface relative flex h-full flex-col gap-3 rounded-xl border p-4 shadow-sm transition-shadow hover:shadow-md',
        className,
      )}
      {...props}
    >
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-foreground min-w-0 text-base font-semibold break-words">
          {/* the whole card is the link's target area */}
          <Link
            href={href}
            className="group-focus-within:underline after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
          >
            {text.name}
          </Link>
        </h2>
        <LegionFlowBadge flow={legion.flow} />
      </div>
      <p className="text-muted-foreground line-clamp-2 min-h-10 text-sm">{text.description}</p>
      <LegionMemberList members={legion.members} router={legion.router} />
      <div className="border-border text-muted-foreground mt-auto flex flex-wrap items-center justify-between gap-2 border-t pt-3 text-xs">
        <span className="truncate">{t`开发者：${legion.developerName}`}</span>
        <span className="inline-flex shrink-0 items-center gap-1">
          <Play aria-hidden="true" className="size-3.5" />
          {t`已运行 ${plural(legion.runCount, { other: '# 次' })}`}
        </span>
      </div>
    </article>
  );
}

const SKELETONS = ['s1', 's2', 's3', 's4', 's5', 's6'];
const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

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
          <SkeletonCard key={key} className="h-64 rounded-xl">
            {['m1', 'm2', 'm3'].map((member) => (
              <span key={member} className="flex items-center gap-2">
                <Skeleton className="size-6 rounded-full" />
                <Skeleton className="h-3 w-1/3" />
              </span>
            ))}
          </SkeletonCard>
        ))}
      </SkeletonGroup>
    );
  }
  return (
    <ul className={cn(GRID, stale && 'opacity-60', className)}>
      {legions.map((legion) => (
        <li key={legion.id}>
          <LegionCard legion={legion} href={hrefOf(legion)} />
        </li>
      ))}
    </ul>
  );
}
