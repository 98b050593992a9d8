/**
 * The developer console's reviews of one agent: all, those without a reply, or those an admin
 * hid (with the reason). Each is answered in public in place: the reply's text stays in its
 * box until it is saved, and a failure says why without losing it.
 */
import {
  DEVELOPER_REVIEW_FILTERS,
  type DeveloperReview,
  type DeveloperReviewFilter,
  type DeveloperReviewPage,
  REPLY_MAX_LENGTH,
} from '@legion/api';
import {
  Button,
  Callout,
  ConfirmDialog,
  EmptyState,
  ListPanel,
  Segmented,
  TextAreaField,
} from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { EyeOff, MessageSquareReply, Pencil, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { ReviewCard } from './ReviewCard.tsx';

export type ReviewReplyListProps = {
  reviews?: DeveloperReviewPage | undefined;
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  filter: DeveloperReviewFilter;
  onFilterChange: (filter: DeveloperReviewFilter) => void;
  onPageChange: (page: number) => void;
  /** saves the reply; rejects with the message to show */
  onSaveReply: (review: DeveloperReview, content: string) => Promise<unknown>;
  onDeleteReply: (review: DeveloperReview) => Promise<unknown>;
};

function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

function ReplyEditor({
  review,
  onSave,
  onDelete,
}: {
  review: DeveloperReview;
  onSave: (content: string) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
}) {
  const { t } = useLingui();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(review.reply?.content ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [confirming, setConfirming] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return setProblem(t`请填写回复内容`);
    setPending(true);
    setProblem(null);
    try {
      await onSave(text.trim());
      setEditing(false);
    } catch (error) {
      setProblem(messageOf(error, t`回复保存失败，请稍后再试`));
    } finally {
      setPending(false);
    }
  }

  async function remove() {
    setPending(true);
    try {
      await onDelete();
      setText('');
      setConfirming(false);
    } catch (error) {
      setConfirming(false);
      setProblem(messageOf(error, t`回复删除失败，请稍后再试`));
    } finally {
      setPending(false);
    }
  }

  if (editing) {
    return (
      <form noValidate onSubmit={save} className="lu:space-y-2">
        <TextAreaField
          label={review.reply ? t`编辑公开回复` : t`公开回复`}
          hint={t`回复会显示在智能体页面的这条评价下，所有人可见。`}
          value={text}
          rows={3}
          maxLength={REPLY_MAX_LENGTH}
          autoFocus
          onChange={(event) => setText(event.target.value)}
          error={problem ?? undefined}
        />
        <div className="lu:flex lu:justify-end lu:gap-2">
          <Button type="button" variant="ghost" size="sm" onClick={() => setEditing(false)}>
            {t`取消`}
          </Button>
          <Button type="submit" size="sm" disabled={pending}>
            {pending ? t`正在保存…` : t`发布回复`}
          </Button>
        </div>
      </form>
    );
  }
  return (
    <div className="lu:flex lu:flex-wrap lu:items-center lu:justify-end lu:gap-2">
      {problem ? <p className="lu:text-danger lu:mr-auto lu:text-sm">{problem}</p> : null}
      {review.reply ? (
        <>
          <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" />
            {t`删除回复`}
          </Button>
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            {t`编辑回复`}
          </Button>
        </>
      ) : (
        <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
          <MessageSquareReply aria-hidden="true" />
          {t`回复`}
          <span className="lu:sr-only">{t`${review.author} 的评价`}</span>
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`删除这条回复？`}
        description={t`回复会从智能体页面上消失，评价本身保留。`}
        confirmLabel={t`删除回复`}
        onConfirm={() => void remove()}
        pending={pending}
      />
    </div>
  );
}

export function ReviewReplyList({
  reviews,
  loading = false,
  error = false,
  onRetry = () => {},
  filter,
  onFilterChange,
  onPageChange,
  onSaveReply,
  onDeleteReply,
}: ReviewReplyListProps) {
  const { t } = useLingui();
  const labels: Record<DeveloperReviewFilter, string> = {
    all: t`全部`,
    unreplied: t`待回复`,
    hidden: t`已隐藏`,
  };
  const empty: Record<DeveloperReviewFilter, string> = {
    all: t`还没有评价。用户在 App 内订阅并使用后，可以在那里评价。`,
    unreplied: t`所有评价都已回复。`,
    hidden: t`没有被管理员隐藏的评价。`,
  };
  return (
    <ListPanel
      data-slot="review-reply-list"
      filter={
        <Segmented
          label={t`筛选评价`}
          options={DEVELOPER_REVIEW_FILTERS.map((value) => ({ value, label: labels[value] }))}
          value={filter}
          onChange={onFilterChange}
        />
      }
      page={reviews}
      loading={loading}
      error={error ? t`评价加载失败` : null}
      onRetry={onRetry}
      loadingLabel={t`正在加载评价`}
      empty={<EmptyState title={empty[filter]} />}
      onPageChange={onPageChange}
    >
      <ul>
        {reviews?.items.map((review) => (
          <li key={review.id} className="lu:space-y-3 lu:p-4">
            <ReviewCard review={review}>
              {review.state === 'hidden' ? (
                <Callout tone="warning" icon={<EyeOff aria-hidden="true" />}>
                  {t`管理员已隐藏这条评价，它不在智能体页面显示，也不计入评分。原因：${review.hiddenReason}`}
                </Callout>
              ) : null}
            </ReviewCard>
            <ReplyEditor
              key={`${review.id}-${review.reply?.updatedAt ?? review.reply?.createdAt ?? ''}`}
              review={review}
              onSave={(content) => onSaveReply(review, content)}
              onDelete={() => onDeleteReply(review)}
            />
          </li>
        ))}
      </ul>
    </ListPanel>
  );
}
