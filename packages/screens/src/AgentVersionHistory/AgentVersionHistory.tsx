import type { AgentStatus } from '@legion/api';
import { cn, type ReviewPointItem, ReviewPoints, StatusBadge } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';

/** one submitted version of an agent and what its review decided */
export interface AgentVersionItem {
  id: string;
  /** the version number, e.g. 1.2.0 */
  version: string;
  status: AgentStatus;
  /** this version is the one on the market now */
  live: boolean;
  /** when it was submitted, already written in the reader's language */
  submittedAt: string;
  reviewerName: string | null;
  /** when it was decided, already written in the reader's language; null while pending */
  reviewedAt: string | null;
  /** the reviewer's opinion or reason */
  comment: string | null;
  /** a rejection's points to fix, each tied to a field */
  points: ReviewPointItem[];
}

export interface AgentVersionHistoryProps {
  versions: AgentVersionItem[];
  className?: string | undefined;
}

/** Every version an agent's developer submitted, newest as the caller orders them, with its review. */
export function AgentVersionHistory({ versions, className }: AgentVersionHistoryProps) {
  const { t } = useLingui();
  const headingId = useId();
  return (
    <section
      data-slot="agent-version-history"
      aria-labelledby={headingId}
      className={cn('lu:border-border lu:bg-surface lu:rounded-lg lu:border', className)}
    >
      <h2
        id={headingId}
        className="lu:border-border lu:text-foreground lu:border-b lu:px-4 lu:py-3 lu:font-medium"
      >
        {t`版本与审核记录`}
      </h2>
      <ol className="lu:divide-border lu:divide-y">
        {versions.map((version) => (
          <li key={version.id} className="lu:space-y-1 lu:px-4 lu:py-3 lu:text-sm">
            <div className="lu:flex lu:flex-wrap lu:items-center lu:gap-2">
              <span className="lu:text-foreground lu:font-medium">v{version.version}</span>
              <StatusBadge status={version.status} />
              {version.live ? (
                <span className="lu:text-primary lu:text-xs">{t`线上版本`}</span>
              ) : null}
            </div>
            <p className="lu:text-muted-foreground lu:text-xs">
              {version.status === 'draft'
                ? t`保存于 ${version.submittedAt}`
                : t`提交于 ${version.submittedAt}`}
              {version.reviewedAt
                ? ` · ${t`${version.reviewerName ?? ''} 审核于 ${version.reviewedAt}`}`
                : ''}
            </p>
            {version.comment ? <p className="lu:text-foreground">{version.comment}</p> : null}
            <ReviewPoints className="lu:mt-2" title={t`需要修改的地方`} points={version.points} />
          </li>
        ))}
      </ol>
    </section>
  );
}
