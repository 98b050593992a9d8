/**
 * The review pages' wiring of the library's review parts: field labels and dates in the
 * reader's language, the decision sent to the API, and the 409 of a decision that came second.
 */
import {
  ApiError,
  type FieldChange,
  isAgentCategory,
  type ReviewClock,
  type ReviewHistoryEntry,
  type ReviewOutcome,
  type ReviewPointState,
  type ReviewStatus,
} from '@legion/api';
import { categoryLabels } from '@legion/screens';
import {
  ChangeList,
  ReviewClockNote,
  ReviewDecisionForm,
  type ReviewDecisionInput,
  ReviewHistory,
  ReviewResult,
  toast,
} from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useFieldLabels, useFormatDate, useReviewPointItems } from '../../features/console.tsx';
import { useIndustryName } from '../../features/developer/industry.tsx';
import { REVIEW_COUNTS_KEY } from '../../layouts/AdminLayout.tsx';

const IMAGE_FIELDS = ['logo', 'coverZh', 'coverEn'];

/** a changed field's value as the reader reads it: codes named in their language */
function useFieldValue() {
  const { i18n } = useLingui();
  const industryName = useIndustryName();
  return (field: string, value: string) => {
    if (field === 'industry') return industryName(value);
    if (field === 'category' && isAgentCategory(value)) return i18n._(categoryLabels[value]);
    return value;
  };
}

/**
 * The last rejection's points for the reviewer of a resubmission: each with what happened to
 * its field, and a warning when it is marked fixed but the field did not change.
 */
export function useOpenPointItems() {
  const { t } = useLingui();
  const pointItems = useReviewPointItems();
  const shown = useFieldValue();
  return (points: ReviewPointState[], changes: FieldChange[]) =>
    pointItems(points).map((point) => {
      const change = changes.find((entry) => entry.field === point.field);
      const clip = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);
      // an image field changed to an uploaded file: show the picture, not its storage path
      if (change && IMAGE_FIELDS.includes(change.field) && change.after)
        return { ...point, note: t`已换成新图片：`, image: change.after };
      if (change)
        return { ...point, note: t`已改为：${clip(shown(change.field, change.after)) || '—'}` };
      if (point.addressed)
        return { ...point, note: t`标记为已修改，但这个字段没有变化`, warn: true };
      return { ...point, note: t`这个字段没有变化` };
    });
}

/** the clock of a review page, in a sentence */
export function ClockNote({ clock, status }: { clock: ReviewClock; status: ReviewStatus }) {
  const formatDate = useFormatDate();
  return (
    <ReviewClockNote
      status={status}
      ageWorkingDays={clock.ageWorkingDays}
      overdue={clock.overdue}
      dueAt={formatDate(clock.dueAt)}
    />
  );
}

/** field by field, what a submission changed */
export function ChangesTable({ changes, title }: { changes: FieldChange[]; title: string }) {
  const label = useFieldLabels();
  const shown = useFieldValue();
  return (
    <ChangeList
      title={title}
      changes={changes.map((change) => ({
        ...change,
        before: shown(change.field, change.before),
        after: shown(change.field, change.after),
        label: label(change.field),
        image: IMAGE_FIELDS.includes(change.field),
      }))}
    />
  );
}

/** earlier rounds and their decisions */
export function HistoryList({ history }: { history: ReviewHistoryEntry[] }) {
  const formatDate = useFormatDate();
  const pointItems = useReviewPointItems();
  return (
    <ReviewHistory
      entries={history.map((entry) => ({
        id: entry.submittedAt,
        status: entry.status,
        submittedAt: formatDate(entry.submittedAt, true),
        reviewerName: entry.reviewerName,
        reviewedAt: entry.reviewedAt ? formatDate(entry.reviewedAt, true) : null,
        comment: entry.comment,
        points: pointItems(entry.points),
      }))}
    />
  );
}

/**
 * The decision form while the item waits, what was decided once it is decided. When this
 * admin's decision arrives second (409), the answer names the decision made first and the
 * panel shows it with a notice, rather than the page silently flipping to it.
 */
export function DecisionOrResult({
  status,
  outcome,
  fields,
  decide,
  invalidate,
}: {
  status: ReviewStatus;
  /** what was decided, once it is */
  outcome: ReviewOutcome | null;
  /** the fields a point can name, in form order */
  fields: string[];
  decide: (input: ReviewDecisionInput) => Promise<unknown>;
  /** the queries to refresh after a decision (the page's own, the queue's) */
  invalidate: string[][];
}) {
  const { t } = useLingui();
  const label = useFieldLabels();
  const formatDate = useFormatDate();
  const pointItems = useReviewPointItems();
  const queryClient = useQueryClient();
  const [lost, setLost] = useState<ReviewOutcome | null>(null);
  const mutation = useMutation({
    mutationFn: decide,
    onSuccess: (_data, input) => {
      toast.success(input.decision === 'approve' ? t`已通过` : t`已驳回`);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409 && error.decided)
        setLost(error.decided);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: REVIEW_COUNTS_KEY });
      for (const key of invalidate) void queryClient.invalidateQueries({ queryKey: key });
    },
  });
  const shown = lost ?? (status === 'pending' ? null : outcome);
  if (!shown) {
    const { error } = mutation;
    let problem: string | null = null;
    if (error instanceof ApiError && error.status === 409)
      problem = t`${error.message}：其他管理员已处理了这一项，页面已刷新为最新状态。`;
    else if (error instanceof ApiError && error.fields)
      problem = Object.values(error.fields)[0] ?? error.message;
    else if (error) problem = error.message;
    return (
      <ReviewDecisionForm
        fields={fields.map((field) => ({ value: field, label: label(field) }))}
        pending={mutation.isPending}
        error={problem}
        onSubmit={(input) => mutation.mutate(input)}
      />
    );
  }
  return (
    <ReviewResult
      status={shown.status}
      reviewerName={shown.reviewerName}
      reviewedAt={formatDate(shown.reviewedAt, true)}
      comment={shown.comment}
      points={pointItems(shown.points)}
      conflict={lost !== null}
    />
  );
}
