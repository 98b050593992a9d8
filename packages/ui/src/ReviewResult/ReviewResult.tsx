import { useLingui } from '@lingui/react/macro';
import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../lib/cn.ts';
import { type ReviewPointItem, ReviewPoints } from '../ReviewPoints/ReviewPoints.tsx';
import { StatusBadge } from '../StatusBadge/StatusBadge.tsx';

export interface ReviewResultProps {
  status: 'approved' | 'rejected';
  /** who decided; null when the account is gone */
  reviewerName: string | null;
  /** when it was decided, already written in the reader's language */
  reviewedAt: string;
  /** the opinion on an approval, the reason of a rejection */
  comment: string;
  /** a rejection's points to fix, each tied to a field */
  points: ReviewPointItem[];
  /**
   * Set when the reader's own decision arrived second: another administrator decided first,
   * and this panel says so above what they decided.
   */
  conflict?: boolean | undefined;
  className?: string | undefined;
}

/**
 * What was decided about a submission: the outcome, the reviewer and the time, the opinion or
 * reason, and a rejection's points field by field. When the reader lost a race with another
 * administrator, it says so first, naming who decided and when.
 */
export function ReviewResult({
  status,
  reviewerName,
  reviewedAt,
  comment,
  points,
  conflict = false,
  className,
}: ReviewResultProps) {
  const { t } = useLingui();
  const headingId = useId();
  const who = reviewerName ?? t`另一位管理员`;
  return (
    <section
      data-slot="review-result"
      data-state={status}
      aria-labelledby={headingId}
      className={cn(
        'lu:border-border lu:bg-surface lu:space-y-3 lu:rounded-lg lu:border lu:p-4 lu:text-sm',
        className,
      )}
    >
      {conflict ? (
        <div
          role="alert"
          data-slot="review-conflict"
          className="lu:border-warning/40 lu:bg-warning/10 lu:text-foreground lu:flex lu:gap-2 lu:rounded-md lu:border lu:px-3 lu:py-2"
        >
          <TriangleAlert
            aria-hidden="true"
            className="lu:text-warning-strong lu:mt-0.5 lu:size-4 lu:shrink-0"
          />
          <div className="lu:space-y-0.5">
            <p className="lu:font-medium">{t`另一位管理员已先处理了这一项`}</p>
            <p>
              {status === 'approved'
                ? t`${who} 于 ${reviewedAt} 通过了这一项，你的决定没有保存。`
                : t`${who} 于 ${reviewedAt} 驳回了这一项，你的决定没有保存。`}
            </p>
          </div>
        </div>
      ) : null}
      <div className="lu:flex lu:flex-wrap lu:items-center lu:gap-2">
        <h2 id={headingId} className="lu:text-foreground lu:font-medium">
          {t`审核结果`}
        </h2>
        <StatusBadge status={status} />
      </div>
      <dl className="lu:grid lu:grid-cols-[auto_minmax(0,1fr)] lu:gap-x-3 lu:gap-y-1">
        <dt className="lu:text-muted-foreground">{t`审核人`}</dt>
        <dd className="lu:text-foreground lu:break-words">{reviewerName ?? '—'}</dd>
        <dt className="lu:text-muted-foreground">{t`审核时间`}</dt>
        <dd className="lu:text-foreground">{reviewedAt}</dd>
        {comment ? (
          <>
            <dt className="lu:text-muted-foreground">
              {status === 'rejected' ? t`驳回原因` : t`审核意见`}
            </dt>
            <dd className="lu:text-foreground lu:break-words lu:whitespace-pre-line">{comment}</dd>
          </>
        ) : null}
      </dl>
      {status === 'rejected' ? (
        <ReviewPoints title={t`这次驳回要求修改的地方`} points={points} />
      ) : null}
    </section>
  );
}
