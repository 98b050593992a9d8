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
      className={cn('border-border bg-surface space-y-3 rounded-lg border p-4 text-sm', className)}
    >
      {conflict ? (
        <div
          role="alert"
          data-slot="review-conflict"
          className="border-warning/40 bg-warning/10 text-foreground flex gap-2 rounded-md border px-3 py-2"
        >
          <TriangleAlert
            aria-hidden="true"
            className="text-warning-strong mt-0.5 size-4 shrink-0"
          />
          <div className="space-y-0.5">
            <p className="font-medium">{t`另一位管理员已先处理了这一项`}</p>
            <p>
              {status === 'approved'
                ? t`${who} 于 ${reviewedAt} 通过了这一项，你的决定没有保存。`
                : t`${who} 于 ${reviewedAt} 驳回了这一项，你的决定没有保存。`}
            </p>
          </div>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="text-foreground font-medium">
          {t`审核结果`}
        </h2>
        <StatusBadge status={status} />
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
        <dt className="text-muted-foreground">{t`审核人`}</dt>
        <dd className="text-foreground break-words">{reviewerName ?? '—'}</dd>
        <dt className="text-muted-foreground">{t`审核时间`}</dt>
        <dd className="text-foreground">{reviewedAt}</dd>
        {comment ? (
          <>
            <dt className="text-muted-foreground">
              {status === 'rejected' ? t`驳回原因` : t`审核意见`}
            </dt>
            <dd className="text-foreground break-words whitespace-pre-line">{comment}</dd>
          </>
        ) : null}
      </dl>
      {status === 'rejected' ? (
        <ReviewPoints title={t`这次驳回要求修改的地方`} points={points} />
      ) : null}
    </section>
  );
}
