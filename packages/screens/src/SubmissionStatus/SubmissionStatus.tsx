import type { ReviewStatus } from '@legion/api';
import { cn, StatusBadge } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { BadgeCheck, Clock, ShieldX } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId } from 'react';

const ICONS: Record<ReviewStatus, ReactNode> = {
  approved: <BadgeCheck aria-hidden="true" className="size-6" />,
  pending: <Clock aria-hidden="true" className="size-6" />,
  // a rejection's own sign: a shield with a tick reads as approval
  rejected: <ShieldX aria-hidden="true" className="size-6" />,
};

export type SubmissionStatusProps = Omit<ComponentProps<'section'>, 'title'> & {
  status: ReviewStatus;
  /** what the state means to the submitter, as the section's heading */
  title: ReactNode;
};

/**
 * Where a submission for review stands (an application, a request): an icon and a badge for
 * its state, a heading that says it in words, and what comes next as children.
 */
export function SubmissionStatus({
  status,
  title,
  className,
  children,
  ...props
}: SubmissionStatusProps) {
  const headingId = useId();
  return (
    <section
      data-slot="submission-status"
      data-state={status}
      aria-labelledby={headingId}
      className={cn(
        'border-border bg-surface flex flex-col gap-4 rounded-xl border p-5 sm:flex-row sm:items-start',
        className,
      )}
      {...props}
    >
      <span
        className={cn(
          'flex size-12 shrink-0 items-center justify-center rounded-full',
          status === 'rejected' ? 'bg-danger/10 text-danger' : 'bg-primary/10 text-primary',
        )}
      >
        {ICONS[status]}
      </span>
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={headingId} className="text-foreground text-lg font-semibold">
            {title}
          </h2>
          <StatusBadge status={status} />
        </div>
        {children}
      </div>
    </section>
  );
}

/** Why a submission was turned down, under a danger label; the text is the reviewer's own. */
export function RejectionReason({ className, children, ...props }: ComponentProps<'p'>) {
  const { t } = useLingui();
  return (
    <p
      data-slot="rejection-reason"
      className={cn('bg-danger/10 text-foreground rounded-md px-3 py-2 text-sm', className)}
      {...props}
    >
      <span className="text-danger font-medium">{t`未通过原因：`}</span>
      {children}
    </p>
  );
}

export interface SubmissionStep {
  /** a lucide icon (give it aria-hidden) */
  icon: ReactNode;
  text: ReactNode;
}

/** The steps ahead of someone about to apply, side by side from 640 px. */
export function SubmissionSteps({
  steps,
  className,
}: {
  steps: SubmissionStep[];
  className?: string | undefined;
}) {
  return (
    <ul
      data-slot="submission-steps"
      className={cn('text-muted-foreground grid gap-3 text-sm sm:grid-cols-3', className)}
    >
      {steps.map((step, index) => (
        // the steps are a fixed sequence: their place is their identity
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <li key={index} className="[&_svg]:text-primary flex gap-2 [&_svg]:size-5 [&_svg]:shrink-0">
          {step.icon}
          {step.text}
        </li>
      ))}
    </ul>
  );
}
