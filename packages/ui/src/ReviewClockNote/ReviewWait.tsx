import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { AlarmClock } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import type { ReviewStatus } from '../StatusBadge/StatusBadge.tsx';

export interface ReviewWaitProps {
  status: ReviewStatus;
  /** working days the submission has waited */
  ageWorkingDays: number;
  /** past the promised time */
  overdue: boolean;
  /** when it is due, already written in the reader's language */
  dueAt: string;
  className?: string | undefined;
}

/**
 * The wait of a queue's row, in two short lines: the working days waited, then the due date,
 * or 已超期 in the danger colour once past it. A decided item shows a dash.
 */
export function ReviewWait({ status, ageWorkingDays, overdue, dueAt, className }: ReviewWaitProps) {
  const { t } = useLingui();
  if (status !== 'pending')
    return <span className={cn('lu:text-muted-foreground', className)}>—</span>;
  return (
    <span
      data-slot="review-wait"
      data-state={overdue ? 'overdue' : 'waiting'}
      className={cn('lu:inline-flex lu:flex-col', className)}
    >
      <span className="lu:text-foreground lu:tabular-nums">
        {t`${plural(ageWorkingDays, { other: '# 个工作日' })}`}
      </span>
      {overdue ? (
        <span className="lu:text-danger lu:inline-flex lu:items-center lu:gap-1 lu:text-xs lu:font-medium">
          <AlarmClock aria-hidden="true" className="lu:size-3.5" />
          {t`已超期`}
        </span>
      ) : (
        <span className="lu:text-muted-foreground lu:text-xs">{t`${dueAt} 前`}</span>
      )}
    </span>
  );
}
