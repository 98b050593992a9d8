import type { ReviewStatus } from '@legion/api';
import { useLingui } from '@lingui/react/macro';
import { CircleCheck, CircleX, Clock } from 'lucide-react';
import { cn } from '../lib/cn.ts';

const LOOK: Record<ReviewStatus, string> = {
  pending: 'bg-warning/15 text-warning-strong',
  rejected: 'bg-danger/10 text-danger',
  approved: 'bg-success/15 text-success-strong',
};

/** The review state of an application or an agent (SPEC §4), as a word and an icon. */
export function StatusBadge({ status, className }: { status: ReviewStatus; className?: string }) {
  const { t } = useLingui();
  const label = { pending: t`审核中`, rejected: t`未通过`, approved: t`已通过` }[status];
  const Icon = { pending: Clock, rejected: CircleX, approved: CircleCheck }[status];
  return (
    <span
      data-slot="status-badge"
      data-status={status}
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        LOOK[status],
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {label}
    </span>
  );
}
