import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { cn } from '../lib/cn.ts';
import type { ReviewStatus } from '../StatusBadge/StatusBadge.tsx';
import { StatusBadge } from '../StatusBadge/StatusBadge.tsx';

export interface ReviewClockNoteProps {
  status: ReviewStatus;
  /** working days the submission has waited */
  ageWorkingDays: number;
  /** past the promised time */
  overdue: boolean;
  /** when it is due, already written in the reader's language */
  dueAt: string;
  /** the promise, in working days */
  promisedDays?: number | undefined;
  className?: string | undefined;
}

/**
 * A submission's status and, while it waits, how long it has waited against the promised
 * review time, in a sentence; past the promise, in the danger colour. Decided, just the status.
 */
export function ReviewClockNote({
  status,
  ageWorkingDays,
  overdue,
  dueAt,
  promisedDays = 7,
  className,
}: ReviewClockNoteProps) {
  const { t } = useLingui();
  if (status !== 'pending') return <StatusBadge status={status} className={className} />;
  return (
    <span
      data-slot="review-clock-note"
      data-state={overdue ? 'overdue' : 'waiting'}
      className={cn('lu:inline-flex lu:flex-wrap lu:items-center lu:gap-2 lu:text-sm', className)}
    >
      <StatusBadge status={status} />
      <span className={overdue ? 'lu:text-danger lu:font-medium' : 'lu:text-muted-foreground'}>
        {overdue
          ? t`已等待 ${plural(ageWorkingDays, { other: '# 个工作日' })}，超过 ${promisedDays} 个工作日的承诺（应于 ${dueAt} 前处理）`
          : t`已等待 ${plural(ageWorkingDays, { other: '# 个工作日' })}，应于 ${dueAt} 前处理`}
      </span>
    </span>
  );
}
