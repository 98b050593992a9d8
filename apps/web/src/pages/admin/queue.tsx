/**
 * The admin lists' shared parts: the queues' filters, kept in the address, the sort of their
 * submit column and wait cells, and the CSV export of a filtered list.
 */
import { REVIEW_STATUSES, type ReviewClock, type ReviewStatus } from '@legion/api';
import {
  Button,
  type DataTableColumn,
  type DataTableSort,
  DateRangePicker,
  Field,
  Link,
  ReviewWait,
  Segmented,
  StatusBadge,
  toast,
} from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Download, Search, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useFormatDate } from '../../features/console.tsx';

/**
 * A filtered list's "导出 CSV": downloads what the filter shows (the orders, the audit trail);
 * a refusal is said in a toast and the filter stays.
 */
export function ExportCsvButton({ download }: { download: () => Promise<void> }) {
  const { t } = useLingui();
  const exportCsv = useMutation({
    mutationFn: download,
    onError: (error) => toast.error(error.message),
  });
  return (
    <Button variant="outline" disabled={exportCsv.isPending} onClick={() => exportCsv.mutate()}>
      <Download aria-hidden="true" />
      {exportCsv.isPending ? t`正在导出…` : t`导出 CSV`}
    </Button>
  );
}

/** a day (YYYY-MM-DD) in the address, or '' when it holds none */
export function dayParam(params: URLSearchParams, key: string): string {
  const value = params.get(key);
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '';
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
  const from = dayParam(params, 'from');
  const to = dayParam(params, 'to');
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

/** the submit-time column's sort (oldest first is ascending), for a DataTable */
export function queueSort(filters: QueueParams) {
  return {
    sort: {
      column: 'submittedAt',
      direction: filters.sort === 'oldest' ? ('asc' as const) : ('desc' as const),
    },
    onSortChange: (next: DataTableSort) =>
      filters.set({ sort: next.direction === 'asc' ? 'oldest' : 'newest' }),
  };
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
    <div className="lu:mb-4 lu:space-y-3">
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
          // aligned at the top: the dates' message, when there is one, grows their group downwards
          className="lu:flex lu:flex-wrap lu:items-start lu:gap-3"
        >
          <Field
            label={searchLabel}
            type="search"
            className="lu:min-w-56 lu:flex-1"
            value={text}
            placeholder={searchPlaceholder}
            onChange={(event) => setText(event.target.value)}
          />
          <DateRangePicker
            key={`${from}~${to}`}
            fromName="from"
            toName="to"
            defaultValue={{ from, to }}
            error={problem ?? undefined}
          >
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
          </DateRangePicker>
        </form>
      </search>
    </div>
  );
}

type QueueRow = ReviewClock & { status: ReviewStatus; submittedAt: string };

/** the columns both review queues end with: status, when it was submitted (sortable), the wait */
export function useQueueColumns<Row extends QueueRow>(): Array<DataTableColumn<Row>> {
  const { t } = useLingui();
  const formatDate = useFormatDate();
  return [
    { key: 'status', header: t`状态`, cell: (row) => <StatusBadge status={row.status} /> },
    {
      key: 'submittedAt',
      header: t`提交时间`,
      sortable: true,
      nowrap: true,
      className: 'lu:text-muted-foreground',
      cell: (row) => formatDate(row.submittedAt, true),
    },
    {
      key: 'wait',
      header: t`等待`,
      cell: (row) => (
        <ReviewWait
          status={row.status}
          ageWorkingDays={row.ageWorkingDays}
          overdue={row.overdue}
          dueAt={formatDate(row.dueAt)}
        />
      ),
    },
  ];
}

/** a queue row's way in: 审核 while it waits, 查看 after, named for screen readers by the row */
export function ReviewLink({
  status,
  href,
  name,
}: {
  status: ReviewStatus;
  href: string;
  name: string;
}) {
  const { t } = useLingui();
  return (
    <Button asChild variant={status === 'pending' ? 'primary' : 'outline'} size="sm">
      <Link href={href}>
        {status === 'pending' ? t`审核` : t`查看`}
        <span className="lu:sr-only"> {name}</span>
      </Link>
    </Button>
  );
}
