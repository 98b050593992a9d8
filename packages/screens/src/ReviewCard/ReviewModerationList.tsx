/**
 * The admins' review moderation queue: reported reviews (longest waiting first) with every open
 * report, and the hidden and kept ones with the latest decision. Hiding takes the review off
 * the agent's page and out of its rating; keeping closes the reports. Either needs a reason,
 * which the author is told; the reason stays in its box when the decision fails.
 */
import {
  MODERATION_QUEUES,
  MODERATION_REASON_MAX_LENGTH,
  type ModeratedReview,
  type ModeratedReviewPage,
  type ModerationQueue,
} from '@legion/api';
import { Badge, Button, EmptyState, ListPanel, Segmented, TextAreaField } from '@legion/ui';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Eye, EyeOff, Flag } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { ReviewCard } from './ReviewCard.tsx';
import { useReportReasonLabels } from './ReviewReportDialog.tsx';

export type ReviewModerationListProps = {
  reviews?: ModeratedReviewPage | undefined;
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  status: ModerationQueue;
  onStatusChange: (status: ModerationQueue) => void;
  onPageChange: (page: number) => void;
  /** decides; rejects with the message to show */
  onDecide: (review: ModeratedReview, action: 'hide' | 'keep', reason: string) => Promise<unknown>;
  /** the agent's page, for its name */
  renderAgentLink: (review: ModeratedReview, name: string) => ReactNode;
};

function Decision({
  review,
  onDecide,
}: {
  review: ModeratedReview;
  onDecide: (action: 'hide' | 'keep', reason: string) => Promise<unknown>;
}) {
  const { t } = useLingui();
  const [action, setAction] = useState<'hide' | 'keep' | null>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const hidden = review.state === 'hidden';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!action) return;
    if (!reason.trim()) return setProblem(t`请填写原因，作者会看到它`);
    setPending(true);
    setProblem(null);
    try {
      await onDecide(action, reason.trim());
      setAction(null);
      setReason('');
    } catch (error) {
      setProblem(error instanceof Error && error.message ? error.message : t`操作失败，请稍后再试`);
    } finally {
      setPending(false);
    }
  }

  if (action) {
    return (
      <form noValidate onSubmit={submit} className="lu:space-y-2">
        <TextAreaField
          label={action === 'hide' ? t`隐藏原因` : t`保留原因`}
          hint={t`作者会在 App 内看到这个原因。`}
          value={reason}
          rows={2}
          maxLength={MODERATION_REASON_MAX_LENGTH}
          autoFocus
          onChange={(event) => setReason(event.target.value)}
          error={problem ?? undefined}
        />
        <div className="lu:flex lu:justify-end lu:gap-2">
          <Button type="button" variant="ghost" size="sm" onClick={() => setAction(null)}>
            {t`取消`}
          </Button>
          <Button
            type="submit"
            size="sm"
            variant={action === 'hide' ? 'danger' : 'primary'}
            disabled={pending}
          >
            {action === 'hide' ? t`确认隐藏` : t`确认保留`}
          </Button>
        </div>
      </form>
    );
  }
  return (
    <div className="lu:flex lu:flex-wrap lu:justify-end lu:gap-2">
      {hidden ? null : (
        <Button variant="outline" size="sm" onClick={() => setAction('hide')}>
          <EyeOff aria-hidden="true" />
          {t`隐藏`}
        </Button>
      )}
      {review.reports.length > 0 || hidden ? (
        <Button variant="outline" size="sm" onClick={() => setAction('keep')}>
          <Eye aria-hidden="true" />
          {hidden ? t`恢复显示` : t`保留`}
        </Button>
      ) : null}
    </div>
  );
}

export function ReviewModerationList({
  reviews,
  loading = false,
  error = false,
  onRetry = () => {},
  status,
  onStatusChange,
  onPageChange,
  onDecide,
  renderAgentLink,
}: ReviewModerationListProps) {
  const { t, i18n } = useLingui();
  const reasons = useReportReasonLabels();
  const labels: Record<ModerationQueue, string> = {
    reported: t`待处理举报`,
    hidden: t`已隐藏`,
    kept: t`已保留`,
  };
  const empty: Record<ModerationQueue, string> = {
    reported: t`没有待处理的举报。`,
    hidden: t`没有被隐藏的评价。`,
    kept: t`没有保留过的举报评价。`,
  };
  const agentName = (review: ModeratedReview) =>
    (i18n.locale.startsWith('en') ? review.agentNameEn : review.agentNameZh) ||
    review.agentNameZh ||
    review.agentNameEn;
  const date = (iso: string) => i18n.date(iso, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <ListPanel
      data-slot="review-moderation-list"
      filter={
        <Segmented
          label={t`筛选评价`}
          options={MODERATION_QUEUES.map((value) => ({ value, label: labels[value] }))}
          value={status}
          onChange={onStatusChange}
        />
      }
      page={reviews}
      loading={loading}
      error={error ? t`评价加载失败` : null}
      onRetry={onRetry}
      loadingLabel={t`正在加载评价`}
      empty={<EmptyState title={empty[status]} />}
      onPageChange={onPageChange}
    >
      <ul>
        {reviews?.items.map((review) => (
          <li key={review.id} className="lu:space-y-3 lu:p-4">
            <p className="lu:text-muted-foreground lu:text-xs">
              {t`评价的智能体：`}
              {renderAgentLink(review, agentName(review))}
              {review.state === 'hidden' ? (
                <Badge tone="warning" className="lu:ml-2">
                  <EyeOff aria-hidden="true" />
                  {t`已隐藏`}
                </Badge>
              ) : null}
            </p>
            <ReviewCard review={review}>
              {review.reports.length > 0 ? (
                <figure
                  aria-label={t`举报`}
                  className="lu:border-danger/30 lu:m-0 lu:space-y-2 lu:rounded-md lu:border lu:px-3 lu:py-2"
                >
                  <figcaption className="lu:text-danger lu:flex lu:items-center lu:gap-1.5 lu:text-sm lu:font-medium">
                    <Flag aria-hidden="true" className="lu:size-3.5" />
                    {t`${plural(review.reports.length, { other: '# 条举报' })}`}
                  </figcaption>
                  <ul className="lu:space-y-1.5">
                    {review.reports.map((report) => (
                      <li
                        key={`${report.reporter}-${report.createdAt}`}
                        className="lu:text-sm lu:break-words"
                      >
                        <span className="lu:text-foreground lu:font-medium">
                          {reasons[report.reason]}
                        </span>
                        {report.note ? (
                          <span className="lu:text-foreground">{t`：${report.note}`}</span>
                        ) : null}
                        <span className="lu:text-muted-foreground lu:block lu:text-xs">
                          {report.reporter} · {date(report.createdAt)}
                        </span>
                      </li>
                    ))}
                  </ul>
                </figure>
              ) : null}
              {review.decision ? (
                <p className="lu:text-muted-foreground lu:text-xs lu:break-words">
                  {review.decision.action === 'hide'
                    ? t`${review.decision.admin} 于 ${date(review.decision.at)} 隐藏：${review.decision.reason}`
                    : t`${review.decision.admin} 于 ${date(review.decision.at)} 保留：${review.decision.reason}`}
                </p>
              ) : null}
            </ReviewCard>
            <Decision
              review={review}
              onDecide={(action, reason) => onDecide(review, action, reason)}
            />
          </li>
        ))}
      </ul>
    </ListPanel>
  );
}
