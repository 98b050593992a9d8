import type { ReviewStatus } from '@legion/api';
import { cn, StatusBadge } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { BadgeCheck, Clock, ShieldX } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId } from 'react';

const ICONS: Record<ReviewStatus, ReactNode> = {
  approved: <BadgeCheck aria-hidden="true" className="lu:size-6" />,
  pending: <Clock aria-hidden="true" className="lu:size-6" />,
  // a rejection's own sign: a shield with a tick reads as approval
  rejected: <ShieldX aria-hidden="true" className="lu:size-6" />,
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
        'lu:border-border lu:bg-surface lu:flex lu:flex-col lu:gap-4 lu:rounded-xl lu:border lu:p-5 lu:sm:flex-row lu:sm:items-start',
        className,
      )}
      {...props}
    >
      <span
        className={cn(
          'lu:flex lu:size-12 lu:shrink-0 lu:items-center lu:justify-center lu:rounded-full',
          status === 'rejected'
            ? 'lu:bg-danger/10 lu:text-danger'
            : 'lu:bg-primary/10 lu:text-primary',
        )}
      >
        {ICONS[status]}
      </span>
      <div className="lu:min-w-0 lu:flex-1 lu:space-y-2">
        <div className="lu:flex lu:flex-wrap lu:items-center lu:gap-2">
          <h2 id={headingId} className="lu:text-foreground lu:text-lg lu:font-semibold">
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
      className={cn(
        'lu:bg-danger/10 lu:text-foreground lu:rounded-md lu:px-3 lu:py-2 lu:text-sm',
        className,
      )}
      {...props}
    >
      <span className="lu:text-danger lu:font-medium">{t`未通过原因：`}</span>
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
      className={cn(
        'lu:text-muted-foreground lu:grid lu:gap-3 lu:text-sm lu:sm:grid-cols-3',
        className,
      )}
    >
      {steps.map((step, index) => (
        // the steps are a fixed sequence: their place is their identity
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          className="lu:[&_svg]:text-primary lu:flex lu:gap-2 lu:[&_svg]:size-5 lu:[&_svg]:shrink-0"
        >
          {step.icon}
          {step.text}
        </li>
      ))}
    </ul>
  );
}
