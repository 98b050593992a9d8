/**
 * A filtered, paged list of cards and what stands in for it: the filter row above, then a
 * skeleton while the first page loads (a status region named by `loadingLabel`), the error with
 * a retry, the empty state, or the items in one card; the pages below once there are some.
 * The review, moderation and notification lists are each one.
 */
import type { ReactNode } from 'react';
import { Card } from '../Card/Card.tsx';
import { ErrorState } from '../ErrorState/ErrorState.tsx';
import { Pagination } from '../Pagination/Pagination.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';

export type ListPanelProps = {
  /** the filter row (a Segmented, actions) */
  filter?: ReactNode;
  /** the page shown; absent while loading or after a failure */
  page?: { page: number; pageSize: number; total: number; items: readonly unknown[] } | undefined;
  loading?: boolean;
  /** what the failure says; the list is replaced by it with a retry */
  error?: string | null | undefined;
  onRetry?: () => void;
  /** the loading region's name, e.g. "正在加载评价" */
  loadingLabel: string;
  /** shown when the page has no items (an EmptyState) */
  empty: ReactNode;
  onPageChange: (page: number) => void;
  /** the items: a list in the card */
  children: ReactNode;
  'data-slot'?: string;
};

export function ListPanel({
  filter,
  page,
  loading = false,
  error,
  onRetry = () => {},
  loadingLabel,
  empty,
  onPageChange,
  children,
  'data-slot': slot = 'list-panel',
}: ListPanelProps) {
  let body: ReactNode;
  if (error) {
    body = <ErrorState message={error} onRetry={onRetry} />;
  } else if (loading || !page) {
    body = (
      <Card padding="none" role="status" aria-label={loadingLabel}>
        {[0, 1, 2].map((index) => (
          <div
            key={index}
            className="lu:border-border lu:space-y-2 lu:border-b lu:p-4 lu:last:border-b-0"
          >
            <Skeleton className="lu:h-4 lu:w-2/5" />
            <Skeleton className="lu:h-4 lu:w-1/4" />
            <Skeleton className="lu:h-4 lu:w-full" />
          </div>
        ))}
      </Card>
    );
  } else if (page.items.length === 0) {
    body = empty;
  } else {
    body = (
      <Card asChild padding="none" className="lu:divide-border lu:divide-y">
        {children}
      </Card>
    );
  }
  return (
    <div data-slot={slot} className="lu:space-y-4">
      {filter}
      {body}
      {page && page.total > 0 ? (
        <Pagination
          page={page.page}
          pageSize={page.pageSize}
          total={page.total}
          onPageChange={onPageChange}
        />
      ) : null}
    </div>
  );
}
