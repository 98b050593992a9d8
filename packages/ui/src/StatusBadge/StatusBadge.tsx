import { useLingui } from '@lingui/react/macro';
import { CircleCheck, CircleX, Clock, PencilLine } from 'lucide-react';
import { Badge } from '../Badge/Badge.tsx';

/** where a submission is in its review; a draft is saved but not yet submitted */
export type ReviewStatus = 'draft' | 'pending' | 'rejected' | 'approved';

const TONE = {
  draft: 'neutral',
  pending: 'warning',
  rejected: 'danger',
  approved: 'success',
} as const;

/** The review state of an application or an agent, as a word and an icon. */
export function StatusBadge({ status, className }: { status: ReviewStatus; className?: string }) {
  const { t } = useLingui();
  const label = {
    draft: t`草稿`,
    pending: t`审核中`,
    rejected: t`未通过`,
    approved: t`已通过`,
  }[status];
  const Icon = { draft: PencilLine, pending: Clock, rejected: CircleX, approved: CircleCheck }[
    status
  ];
  return (
    <Badge data-slot="status-badge" data-status={status} tone={TONE[status]} className={className}>
      <Icon aria-hidden="true" />
      {label}
    </Badge>
  );
}
