/** What the admin screens share: filters in the address, review clocks, decisions, reveals. */
import {
  ApiError,
  type FieldChange,
  REVIEW_STATUSES,
  type ReviewClock,
  type ReviewHistoryEntry,
  type ReviewOutcome,
  type ReviewPoint,
  type ReviewPointState,
  type ReviewStatus,
} from '@legion/api';
import {
  Button,
  Field,
  Input,
  ReviewPoints,
  ReviewResult,
  Segmented,
  SelectField,
  StatusBadge,
  TextAreaField,
} from '@legion/ui';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlarmClock, ArrowDownUp, Check, Eye, Plus, Search, Trash2, X } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { REVIEW_COUNTS_KEY } from '../../layouts/AdminLayout.tsx';
import { ProblemNote, useFieldLabels, useFormatDate, useReviewPointItems } from '../console.tsx';

const IMAGE_FIELDS = ['logo', 'coverZh', 'coverEn'];

const isDay = (value: string | null): value is string =>
  !!value && /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * The last rejection's points for the reviewer of a resubmission: each with what happened to
 * its field, and a warning when it is marked fixed but the field did not change.
 */
export function useOpenPointItems() {
  const { t } = useLingui();
  const pointItems = useReviewPointItems();
  return (points: ReviewPointState[], changes: FieldChange[]) =>
    pointItems(points).map((point) => {
      const change = changes.find((entry) => entry.field === point.field);
      const clip = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);
      // an image field changed to an uploaded file: show the picture, not its storage path
      if (change && IMAGE_FIELDS.includes(change.field) && change.after)
        return { ...point, note: t`已换成新图片：`, image: change.after };
      if (change) return { ...point, note: t`已改为：${clip(change.after) || '—'}` };
      if (point.addressed)
        return { ...point, note: t`标记为已修改，但这个字段没有变化`, warn: true };
      return { ...point, note: t`这个字段没有变化` };
    });
}

/** a queue's filters, kept in the address so that going back to it finds them */
export function useQueueParams(defaultStatus: ReviewStatus | 'all' = 'pending') {
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status: ReviewStatus | 'all' =
    statusParam === 'all'
      ? 'all'
      : (REVIEW_STATUSES.find((value) => value === statusParam) ?? defaultStatus);
  const q = params.get('q') ?? '';
  const from = isDay(params.get('from')) ? (params.get('from') as string) : '';
  const to = isDay(params.get('to')) ? (params.get('to') as string) : '';
  const sort = params.get('sort') === 'newest' ? ('newest' as const) : ('oldest' as const);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const set = (changes: Record<string, string | number | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined || value === '' || (key === 'page' && value === 1))
          next.delete(key);
        else next.set(key, String(value));
      }
      if (!('page' in changes)) next.delete('page');
      return next;
    });
  return { status, q, from, to, sort, page, set };
}

type QueueParams = ReturnType<typeof useQueueParams>;

/** the queue call's input from the filters in the address */
export function queueInput(filters: QueueParams) {
  return {
    ...(filters.status === 'all' ? {} : { status: filters.status }),
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    sort: filters.sort,
    page: filters.page,
  };
}

/** the submit-time column header: oldest or newest first */
export function SubmittedHeader({ filters }: { filters: QueueParams }) {
  const { t } = useLingui();
  return (
    <th
      scope="col"
      aria-sort={filters.sort === 'oldest' ? 'ascending' : 'descending'}
      className="px-4 py-2 font-medium"
    >
      <button
        type="button"
        className="hover:text-foreground inline-flex cursor-pointer items-center gap-1"
        onClick={() => filters.set({ sort: filters.sort === 'oldest' ? 'newest' : 'oldest' })}
      >
        {t`提交时间`}
        <ArrowDownUp aria-hidden="true" className="size-3.5" />
      </button>
    </th>
  );
}

/** status, keyword and submit dates above a queue */
export function QueueFilters({
  statusOptions,
  status,
  q,
  from,
  to,
  searchLabel,
  searchPlaceholder,
  onChange,
}: {
  statusOptions: Array<{ value: string; label: string }>;
  status: string;
  q: string;
  from: string;
  to: string;
  searchLabel: string;
  searchPlaceholder: string;
  onChange: (changes: Record<string, string | undefined>) => void;
}) {
  const { t } = useLingui();
  const searchId = useId();
  const [text, setText] = useState(q);
  const [problem, setProblem] = useState<string | null>(null);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const start = String(data.get('from') ?? '');
    const end = String(data.get('to') ?? '');
    if (start && end && start > end) return setProblem(t`开始日期不能晚于结束日期`);
    setProblem(null);
    onChange({ q: text.trim() || undefined, from: start || undefined, to: end || undefined });
  }
  return (
    <div className="mb-4 space-y-3">
      <Segmented
        label={t`按状态筛选`}
        value={status}
        onChange={(value) => onChange({ status: value })}
        options={statusOptions}
      />
      <search>
        <form
          aria-label={t`筛选`}
          noValidate
          onSubmit={submit}
          className="flex flex-wrap items-end gap-3"
        >
          <div className="flex min-w-56 flex-1 flex-col gap-1.5">
            <label htmlFor={searchId} className="text-foreground text-sm font-medium">
              {searchLabel}
            </label>
            <Input
              id={searchId}
              type="search"
              value={text}
              placeholder={searchPlaceholder}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
          <Field
            key={`from-${from}`}
            label={t`开始日期`}
            name="from"
            type="date"
            defaultValue={from}
            className="w-40"
          />
          <Field
            key={`to-${to}`}
            label={t`结束日期`}
            name="to"
            type="date"
            defaultValue={to}
            className="w-40"
          />
          <Button type="submit" variant="outline">
            <Search aria-hidden="true" />
            {t`查询`}
          </Button>
          {q || from || to ? (
            <Button
              type="button"
              variant="ghost"
              onClick={() => {
                setText('');
                setProblem(null);
                onChange({ q: undefined, from: undefined, to: undefined });
              }}
            >
              <X aria-hidden="true" />
              {t`清除`}
            </Button>
          ) : null}
          {problem ? (
            <p role="alert" className="text-danger w-full text-xs">
              {problem}
            </p>
          ) : null}
        </form>
      </search>
    </div>
  );
}

/** how long an item has waited, flagged when past the 7-working-day promise */
export function WaitCell({ clock, status }: { clock: ReviewClock; status: ReviewStatus }) {
  const { t } = useLingui();
  const formatDate = useFormatDate();
  if (status !== 'pending') return <span className="text-muted-foreground">—</span>;
  return (
    <span className="inline-flex flex-col">
      <span className="text-foreground tabular-nums">
        {t`${plural(clock.ageWorkingDays, { other: '# 个工作日' })}`}
      </span>
      {clock.overdue ? (
        <span className="text-danger inline-flex items-center gap-1 text-xs font-medium">
          <AlarmClock aria-hidden="true" className="size-3.5" />
          {t`已超期`}
        </span>
      ) : (
        <span className="text-muted-foreground text-xs">{t`${formatDate(clock.dueAt)} 前`}</span>
      )}
    </span>
  );
}

/** the clock of a review page, in a sentence */
export function ClockNote({ clock, status }: { clock: ReviewClock; status: ReviewStatus }) {
  const { t } = useLingui();
  const formatDate = useFormatDate();
  if (status !== 'pending') return <StatusBadge status={status} />;
  return (
    <span className="inline-flex flex-wrap items-center gap-2 text-sm">
      <StatusBadge status={status} />
      <span className={clock.overdue ? 'text-danger font-medium' : 'text-muted-foreground'}>
        {clock.overdue
          ? t`已等待 ${plural(clock.ageWorkingDays, { other: '# 个工作日' })}，超过 7 个工作日的承诺（应于 ${formatDate(clock.dueAt)} 前处理）`
          : t`已等待 ${plural(clock.ageWorkingDays, { other: '# 个工作日' })}，应于 ${formatDate(clock.dueAt)} 前处理`}
      </span>
    </span>
  );
}

/** a masked value with a button that asks the server for it in full (the server logs it) */
export function RevealValue({
  masked,
  reveal,
  label,
}: {
  masked: string;
  reveal: () => Promise<string>;
  label: string;
}) {
  const { t } = useLingui();
  const [value, setValue] = useState<string | null>(null);
  const show = useMutation({
    mutationFn: reveal,
    onSuccess: setValue,
    onError: (error) => toast.error(error.message),
  });
  if (value) return <span className="font-mono">{value}</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className="font-mono">{masked}</span>
      <Button
        variant="ghost"
        size="sm"
        disabled={show.isPending}
        aria-label={t`显示完整的${label}`}
        title={t`查看会记入审计日志`}
        onClick={() => show.mutate()}
      >
        <Eye aria-hidden="true" />
        {t`显示`}
      </Button>
    </span>
  );
}

/** field by field, what a submission changed */
export function ChangesTable({ changes, title }: { changes: FieldChange[]; title: string }) {
  const { t } = useLingui();
  const label = useFieldLabels();
  if (changes.length === 0) return null;
  const isImage = (field: string) => IMAGE_FIELDS.includes(field);
  const cell = (field: string, value: string) =>
    isImage(field) && value ? (
      <img src={value} alt="" className="h-12 max-w-32 rounded object-cover" />
    ) : (
      <span className="break-words whitespace-pre-line">{value || '—'}</span>
    );
  return (
    <div className="border-border bg-surface rounded-lg border">
      <h2 className="border-border text-foreground border-b px-4 py-3 font-medium">{title}</h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls by keyboard too */}
      <section className="relative overflow-x-auto" tabIndex={0} aria-label={title}>
        <table className="w-full min-w-[32rem] text-left text-sm">
          <thead className="bg-muted/60 text-muted-foreground text-xs">
            <tr>
              <th scope="col" className="w-32 px-4 py-2 font-medium">{t`字段`}</th>
              <th scope="col" className="px-4 py-2 font-medium">{t`修改前`}</th>
              <th scope="col" className="px-4 py-2 font-medium">{t`修改后`}</th>
            </tr>
          </thead>
          <tbody className="divide-border divide-y">
            {changes.map((change) => (
              <tr key={change.field} className="align-top">
                <th scope="row" className="text-foreground px-4 py-2 font-medium">
                  {label(change.field)}
                </th>
                <td className="text-muted-foreground px-4 py-2 line-through decoration-1">
                  {cell(change.field, change.before)}
                </td>
                <td className="text-foreground px-4 py-2">{cell(change.field, change.after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}

/** earlier rounds and their decisions */
export function HistoryList({ history }: { history: ReviewHistoryEntry[] }) {
  const { t } = useLingui();
  const formatDate = useFormatDate();
  const pointItems = useReviewPointItems();
  return (
    <section
      aria-labelledby="review-history"
      className="border-border bg-surface rounded-lg border"
    >
      <h2
        id="review-history"
        className="border-border text-foreground border-b px-4 py-3 font-medium"
      >
        {t`审核历史`}
      </h2>
      {history.length === 0 ? (
        <p className="text-muted-foreground px-4 py-6 text-sm">{t`这是第一次提交。`}</p>
      ) : (
        <ol className="divide-border divide-y">
          {history.map((entry) => (
            <li key={entry.submittedAt} className="space-y-1.5 px-4 py-3 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <StatusBadge status={entry.status} />
                <span className="text-muted-foreground text-xs">
                  {t`提交于 ${formatDate(entry.submittedAt, true)}`}
                  {entry.reviewedAt
                    ? ` · ${t`${entry.reviewerName ?? ''} 审核于 ${formatDate(entry.reviewedAt, true)}`}`
                    : ''}
                </span>
              </div>
              {entry.comment ? <p className="text-foreground">{entry.comment}</p> : null}
              <ReviewPoints title={t`需要修改的地方`} points={pointItems(entry.points)} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * Approve, or reject with a required reason and points to fix. A decision someone else made
 * first comes back as a conflict and is said so; the page then shows the item as it is now.
 */
export function DecisionPanel({
  fields,
  decide,
  invalidate,
  onConflict,
}: {
  /** the fields a point can name, in form order */
  fields: string[];
  decide: (input: {
    decision: 'approve' | 'reject';
    comment: string;
    points: ReviewPoint[];
  }) => Promise<unknown>;
  /** the queries to refresh after a decision (the page's own, the queue's) */
  invalidate: string[][];
  /** another admin decided first (409): what they decided, for the page to show in our place */
  onConflict: (decided: ReviewOutcome) => void;
}) {
  const { t } = useLingui();
  const label = useFieldLabels();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<'approve' | 'reject'>('approve');
  const [comment, setComment] = useState('');
  // each drafted point keeps a key of its own while the list is edited
  const [points, setPoints] = useState<Array<ReviewPoint & { key: number }>>([]);
  const nextKey = useRef(0);
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: decide,
    onSuccess: (_data, input) => {
      toast.success(input.decision === 'approve' ? t`已通过` : t`已驳回`);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409 && error.decided) {
        onConflict(error.decided);
      } else if (error instanceof ApiError && error.status === 409) {
        setProblem(t`${error.message}：其他管理员已处理了这一项，页面已刷新为最新状态。`);
      } else if (error instanceof ApiError && error.fields) {
        setProblem(Object.values(error.fields)[0] ?? error.message);
      } else setProblem(error.message);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: REVIEW_COUNTS_KEY });
      for (const key of invalidate) void queryClient.invalidateQueries({ queryKey: key });
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const reason = comment.trim();
    if (mode === 'reject' && !reason) return setProblem(t`驳回时请填写原因`);
    if (mode === 'reject' && points.some((point) => !point.action.trim()))
      return setProblem(t`请写明每一处需要怎样修改`);
    mutation.mutate({
      decision: mode,
      comment: reason,
      points:
        mode === 'reject' ? points.map((point) => ({ ...point, action: point.action.trim() })) : [],
    });
  }
  return (
    <form
      noValidate
      aria-label={t`审核决定`}
      onSubmit={submit}
      className="border-border bg-surface space-y-4 rounded-lg border p-4"
    >
      <h2 className="text-foreground font-medium">{t`审核决定`}</h2>
      <Segmented
        label={t`决定`}
        value={mode}
        onChange={(next) => {
          setMode(next);
          setProblem(null);
        }}
        options={[
          { value: 'approve', label: t`通过` },
          { value: 'reject', label: t`驳回` },
        ]}
      />
      <TextAreaField
        label={mode === 'reject' ? t`驳回原因（必填）` : t`审核意见（选填）`}
        value={comment}
        maxLength={500}
        rows={3}
        onChange={(event) => setComment(event.target.value)}
      />
      {mode === 'reject' ? (
        <fieldset className="space-y-3">
          <legend className="text-foreground mb-2 text-sm font-medium">
            {t`需要修改的地方（每一处对应一个字段）`}
          </legend>
          {points.map((point, index) => (
            // field and delete on one line, the instruction below at full width: the panel is a
            // narrow column at every size, so side by side left the instruction ~75 px wide
            <div key={point.key} className="border-border space-y-2 rounded-md border p-3">
              <div className="flex items-end gap-2">
                <SelectField
                  label={t`字段`}
                  className="min-w-0 flex-1"
                  value={point.field}
                  options={fields.map((field) => ({ value: field, label: label(field) }))}
                  onChange={(event) =>
                    setPoints((current) =>
                      current.map((entry, at) =>
                        at === index ? { ...entry, field: event.target.value } : entry,
                      ),
                    )
                  }
                />
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={t`删除第 ${index + 1} 处`}
                  onClick={() =>
                    setPoints((current) => current.filter((_entry, at) => at !== index))
                  }
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
              <Field
                label={t`怎样修改`}
                value={point.action}
                maxLength={300}
                onChange={(event) =>
                  setPoints((current) =>
                    current.map((entry, at) =>
                      at === index ? { ...entry, action: event.target.value } : entry,
                    ),
                  )
                }
              />
            </div>
          ))}
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => {
              nextKey.current += 1;
              const key = nextKey.current;
              setPoints((current) => [...current, { key, field: fields[0] ?? '', action: '' }]);
            }}
          >
            <Plus aria-hidden="true" />
            {t`添加一处`}
          </Button>
        </fieldset>
      ) : null}
      {problem ? <ProblemNote>{problem}</ProblemNote> : null}
      <div className="flex justify-end">
        <Button
          type="submit"
          variant={mode === 'reject' ? 'danger' : 'primary'}
          disabled={mutation.isPending}
        >
          {mode === 'reject' ? <X aria-hidden="true" /> : <Check aria-hidden="true" />}
          {mode === 'reject' ? t`驳回` : t`通过`}
        </Button>
      </div>
    </form>
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
  ...decision
}: {
  status: ReviewStatus;
  /** what was decided, once it is */
  outcome: ReviewOutcome | null;
} & Omit<React.ComponentProps<typeof DecisionPanel>, 'onConflict'>) {
  const formatDate = useFormatDate();
  const pointItems = useReviewPointItems();
  const [lost, setLost] = useState<ReviewOutcome | null>(null);
  const shown = lost ?? (status === 'pending' ? null : outcome);
  if (!shown) return <DecisionPanel {...decision} onConflict={setLost} />;
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
