import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { cn } from '../lib/cn.ts';
import { type ReviewPointItem, ReviewPoints } from '../ReviewPoints/ReviewPoints.tsx';
import type { ReviewStatus } from '../StatusBadge/StatusBadge.tsx';
import { StatusBadge } from '../StatusBadge/StatusBadge.tsx';

/** one earlier round of a submission and what was decided about it */
export interface ReviewHistoryItem {
  /** unique within the list, e.g. the submit time */
  id: string;
  status: ReviewStatus;
  /** when it was submitted, already written in the reader's language */
  submittedAt: string;
  /** who decided; null when the account is gone or nobody has yet */
  reviewerName: string | null;
  /** when it was decided, already written in the reader's language; null while pending */
  reviewedAt: string | null;
  /** the opinion or the reason */
  comment: string;
  /** a rejection's points to fix, each tied to a field */
  points: ReviewPointItem[];
}

export interface ReviewHistoryProps {
  entries: ReviewHistoryItem[];
  className?: string | undefined;
}

/** The earlier rounds of a submission, newest as the caller orders them, each with its decision. */
export function ReviewHistory({ entries, className }: ReviewHistoryProps) {
  const { t } = useLingui();
  const headingId = useId();
  return (
    <section
      data-slot="review-history"
      aria-labelledby={headingId}
      className={cn('lu:border-border lu:bg-surface lu:rounded-lg lu:border', className)}
    >
      <h2
        id={headingId}
        className="lu:border-border lu:text-foreground lu:border-b lu:px-4 lu:py-3 lu:font-medium"
      >
        {t`审核历史`}
      </h2>
      {entries.length === 0 ? (
        <p className="lu:text-muted-foreground lu:px-4 lu:py-6 lu:text-sm">{t`这是第一次提交。`}</p>
      ) : (
        <ol className="lu:divide-border lu:divide-y">
          {entries.map((entry) => (
            <li key={entry.id} className="lu:space-y-1.5 lu:px-4 lu:py-3 lu:text-sm">
              <div className="lu:flex lu:flex-wrap lu:items-center lu:gap-2">
                <StatusBadge status={entry.status} />
                <span className="lu:text-muted-foreground lu:text-xs">
                  {t`提交于 ${entry.submittedAt}`}
                  {entry.reviewedAt
                    ? ` · ${t`${entry.reviewerName ?? ''} 审核于 ${entry.reviewedAt}`}`
                    : ''}
                </span>
              </div>
              {entry.comment ? <p className="lu:text-foreground">{entry.comment}</p> : null}
              <ReviewPoints title={t`需要修改的地方`} points={entry.points} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
