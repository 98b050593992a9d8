import type { AgentUser } from '@legion/api';
import { DataTable, type DataTablePagination } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';

export interface SubscriberTableProps {
  /** one page of the agent's subscribers */
  users: AgentUser[];
  /** how many subscribers there are in all; unknown while the first page loads */
  total?: number | undefined;
  /** a date written in the reader's language */
  formatDate: (iso: string) => string;
  loading?: boolean | undefined;
  /** a failure to load, with `onRetry`'s button */
  error?: string | undefined;
  onRetry?: (() => void) | undefined;
  pagination?: DataTablePagination | undefined;
}

/**
 * The people subscribed to an agent, page by page, under a heading with their count: when
 * each subscribed, last used it, and how often they used and paid for it.
 */
export function SubscriberTable({
  users,
  total,
  formatDate,
  loading,
  error,
  onRetry,
  pagination,
}: SubscriberTableProps) {
  const { t } = useLingui();
  const headingId = useId();
  return (
    <section data-slot="subscriber-table" aria-labelledby={headingId}>
      <h2 id={headingId} className="lu:text-foreground lu:mb-3 lu:font-medium">
        {t`用户列表`}
        {total !== undefined ? (
          <span className="lu:text-muted-foreground lu:ml-2 lu:text-sm lu:font-normal">{t`共 ${total} 位`}</span>
        ) : null}
      </h2>
      <DataTable
        caption={t`订阅用户`}
        aria-label={t`订阅用户`}
        tabIndex={0}
        minWidth="36rem"
        columns={[
          {
            key: 'user',
            header: t`用户`,
            primary: true,
            cell: (user) => (
              <>
                <p className="lu:text-foreground">{user.name}</p>
                <p className="lu:text-muted-foreground lu:text-xs">{user.mobile}</p>
              </>
            ),
          },
          {
            key: 'subscribedAt',
            header: t`订阅时间`,
            nowrap: true,
            className: 'lu:text-muted-foreground',
            cell: (user) => formatDate(user.subscribedAt),
          },
          {
            key: 'lastUsedAt',
            header: t`最近使用`,
            nowrap: true,
            className: 'lu:text-muted-foreground',
            cell: (user) => (user.lastUsedAt ? formatDate(user.lastUsedAt) : t`未使用`),
          },
          {
            key: 'uses',
            header: t`使用次数`,
            align: 'end',
            className: 'lu:text-foreground lu:tabular-nums',
            cell: (user) => user.uses,
          },
          {
            key: 'orders',
            header: t`订单`,
            align: 'end',
            className: 'lu:text-foreground lu:tabular-nums',
            cell: (user) => user.orders,
          },
        ]}
        rows={users}
        rowKey={(user) => `${user.mobile}-${user.subscribedAt}`}
        loading={loading ?? false}
        loadingLabel={t`正在加载用户`}
        error={error}
        {...(onRetry ? { onRetry } : {})}
        empty={t`还没有订阅用户`}
        {...(pagination ? { pagination } : {})}
      />
    </section>
  );
}
