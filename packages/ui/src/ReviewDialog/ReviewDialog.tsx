/**
 * A submission reviewed in a dialog, for items whose review is one decision (approve, or
 * reject with a reason): its title and status, who sent it and when, its details, the caller's
 * sections, the reason it was rejected, and while it waits the decision bar.
 */
import { useLingui } from '@lingui/react/macro';
import { Check, X } from 'lucide-react';
import { type ComponentProps, type ReactNode, useEffect, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { Callout } from '../Callout/Callout.tsx';
import { Card } from '../Card/Card.tsx';
import { DescriptionList, type DescriptionListItem } from '../DescriptionList/DescriptionList.tsx';
import { DialogContent, DialogDescription, DialogTitle } from '../Dialog/Dialog.tsx';
import { TextAreaField } from '../Field/Field.tsx';
import type { ReviewStatus } from '../StatusBadge/StatusBadge.tsx';
import { StatusBadge } from '../StatusBadge/StatusBadge.tsx';

export type DecisionBarProps = {
  /** the approve button's text, e.g. "Approve and publish" */
  approveLabel: string;
  /** the reason box's label; say who will read it */
  reasonLabel: string;
  onApprove: () => void;
  onReject: (reason: string) => void;
  /** a decision is on its way: the buttons keep their focus but do nothing */
  pending?: boolean;
  /** why the last decision failed */
  error?: string | null;
  /** the reason's length limit */
  reasonMaxLength?: number;
};

/**
 * Approve, or reject with a reason: 驳回 opens the reason box, 确认驳回 asks for the reason when
 * it is empty. Switching between the two hides the last failure's message.
 */
export function DecisionBar({
  approveLabel,
  reasonLabel,
  onApprove,
  onReject,
  pending = false,
  error = null,
  reasonMaxLength = 500,
}: DecisionBarProps) {
  const { t } = useLingui();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [hidden, setHidden] = useState<string | null>(null);
  // a new failure shows again, even with the words of one hidden before
  useEffect(() => {
    if (!error) setHidden(null);
  }, [error]);
  const problem = missing ? t`驳回时请填写原因` : error && error !== hidden ? error : null;
  const switchTo = (next: boolean) => {
    setRejecting(next);
    setMissing(false);
    setHidden(error);
  };
  return (
    <div data-slot="decision-bar" className="lu:border-border lu:space-y-3 lu:border-t lu:pt-4">
      {rejecting ? (
        <TextAreaField
          label={reasonLabel}
          value={reason}
          maxLength={reasonMaxLength}
          rows={3}
          onChange={(event) => setReason(event.target.value)}
        />
      ) : null}
      {problem ? <Callout tone="danger">{problem}</Callout> : null}
      <div className="lu:flex lu:flex-wrap lu:justify-end lu:gap-2">
        {rejecting ? (
          <>
            <Button variant="ghost" onClick={() => switchTo(false)}>
              {t`取消`}
            </Button>
            <Button
              variant="danger"
              aria-disabled={pending || undefined}
              onClick={() => {
                if (pending) return;
                if (!reason.trim()) return setMissing(true);
                setMissing(false);
                onReject(reason.trim());
              }}
            >
              <X aria-hidden="true" />
              {t`确认驳回`}
            </Button>
          </>
        ) : (
          <>
            <Button variant="outline" onClick={() => switchTo(true)}>
              <X aria-hidden="true" />
              {t`驳回`}
            </Button>
            <Button
              // not `disabled`: the button keeps the focus while the decision is sent
              aria-disabled={pending || undefined}
              onClick={() => !pending && onApprove()}
            >
              <Check aria-hidden="true" />
              {approveLabel}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}

export type ReviewDialogSectionProps = Omit<ComponentProps<'section'>, 'title'> & {
  title: string;
  /** beside the title: a badge that sums the section up */
  badge?: ReactNode;
  description?: ReactNode;
};

/** A titled part of the submission inside the dialog (its members, its steps). */
export function ReviewDialogSection({
  title,
  badge,
  description,
  children,
  ...props
}: ReviewDialogSectionProps) {
  return (
    <section
      data-slot="review-dialog-section"
      aria-label={title}
      className="lu:space-y-3"
      {...props}
    >
      <div className="lu:flex lu:flex-wrap lu:items-center lu:gap-2">
        <h3 className="lu:text-foreground lu:font-medium">{title}</h3>
        {badge}
      </div>
      {description ? <p className="lu:text-muted-foreground lu:text-sm">{description}</p> : null}
      {children}
    </section>
  );
}

export type ReviewDialogContentProps = {
  title: string;
  status: ReviewStatus;
  /** who sent it and when, in a sentence */
  submitted: string;
  /** its fields, as label and value pairs */
  details: DescriptionListItem[];
  /** why it was rejected; shown when it was */
  rejectionReason?: string | null;
  /** the decision while it waits */
  decision?: DecisionBarProps;
  /** sections between the details and the decision (ReviewDialogSection) */
  children?: ReactNode;
};

/** The content of a Dialog that shows one submission and takes the decision on it. */
export function ReviewDialogContent({
  title,
  status,
  submitted,
  details,
  rejectionReason,
  decision,
  children,
}: ReviewDialogContentProps) {
  const { t } = useLingui();
  return (
    <DialogContent closeLabel={t`关闭`} className="lu:max-w-3xl lu:space-y-5">
      <div className="lu:space-y-1.5">
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription className="lu:flex lu:flex-wrap lu:items-center lu:gap-2">
          <StatusBadge status={status} />
          <span>{submitted}</span>
        </DialogDescription>
      </div>
      <Card asChild padding="lg">
        <DescriptionList items={details} />
      </Card>
      {children}
      {status === 'rejected' && rejectionReason ? (
        <p className="lu:bg-muted lu:text-foreground lu:rounded-md lu:px-3 lu:py-2 lu:text-sm">
          {t`驳回原因：${rejectionReason}`}
        </p>
      ) : null}
      {status === 'pending' && decision ? <DecisionBar {...decision} /> : null}
    </DialogContent>
  );
}
