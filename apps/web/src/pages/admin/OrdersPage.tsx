/**
 * Order management (/admin/orders): every order, filtered by state, order dates and
 * a keyword (order number, user name or phone, agent name), with the totals of the filtered
 * set and its export as CSV.
 */
import { ORDER_STATUSES, type Order } from '@legion/api';
import {
  Button,
  CellText,
  DataTable,
  Link,
  PageContainer,
  PageHeader,
  StatCard,
  useMoney,
} from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../api.ts';
import { useFormatDate } from '../../features/console.tsx';
import { useAgentName } from '../../hooks/agent-name.ts';
import { downloadOrdersCsv } from '../../uploads.ts';
import { OrderStatusBadge, useOrderLabels } from './orders.tsx';
import { dayParam, ExportCsvButton, QueueFilters } from './queue.tsx';

export default function OrdersPage() {
  const { t } = useLingui();
  const formatDate = useFormatDate();
  const agentName = useAgentName();
  // what an order bought (an agent or a plan), named in the interface language
  const itemName = (order: Order) =>
    agentName({ nameZh: order.agentName, nameEn: order.agentNameEn });
  const money = useMoney();
  const labels = useOrderLabels();
  const [params, setParams] = useSearchParams();
  const status = ORDER_STATUSES.find((value) => value === params.get('status'));
  const q = params.get('q') ?? '';
  const from = dayParam(params, 'from');
  const to = dayParam(params, 'to');
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filter = {
    ...(status ? { status } : {}),
    ...(q ? { q } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
  const query = useQuery({
    queryKey: ['admin-orders', filter, page],
    queryFn: () => api.call('adminOrders', { ...filter, page }),
    placeholderData: keepPreviousData,
  });
  const set = (changes: Record<string, string | number | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (
          value === undefined ||
          value === '' ||
          value === 'all' ||
          (key === 'page' && value === 1)
        )
          next.delete(key);
        else next.set(key, String(value));
      }
      if (!('page' in changes)) next.delete('page');
      return next;
    });

  return (
    <PageContainer>
      <PageHeader
        title={t`订单管理`}
        description={t`所有用户的订单。合计按当前筛选条件统计。`}
        actions={<ExportCsvButton download={() => downloadOrdersCsv(filter)} />}
      />
      <QueueFilters
        statusOptions={[
          { value: 'all', label: t`全部` },
          ...ORDER_STATUSES.map((value) => ({ value, label: labels.status[value] })),
        ]}
        status={status ?? 'all'}
        q={q}
        from={from}
        to={to}
        searchLabel={t`关键词`}
        searchPlaceholder={t`订单号、用户名、手机号或商品`}
        onChange={set}
      />
      {query.data ? (
        <div className="lu:mb-4 lu:grid lu:grid-cols-1 lu:gap-2 lu:sm:grid-cols-3 lu:sm:gap-3">
          <StatCard label={t`订单数`} value={query.data.totals.count} />
          <StatCard label={t`订单金额`} value={money(query.data.totals.amount)} />
          <StatCard label={t`已支付金额`} value={money(query.data.totals.paidAmount)} />
        </div>
      ) : null}
      <DataTable
        caption={t`订单`}
        aria-busy={query.isFetching}
        minWidth="56rem"
        columns={[
          {
            key: 'orderNumber',
            header: t`订单号`,
            primary: true,
            className: 'lu:text-foreground lu:font-mono lu:text-xs',
            cell: (order) => order.orderNumber,
          },
          {
            key: 'agent',
            header: t`商品`,
            className: 'lu:text-foreground',
            cell: (order) => itemName(order),
          },
          {
            key: 'user',
            header: t`用户`,
            cell: (order) => (
              <CellText weight="normal" title={order.userName} detail={order.userPhone} />
            ),
          },
          {
            key: 'amount',
            header: t`金额`,
            align: 'end',
            className: 'lu:text-foreground lu:tabular-nums',
            cell: (order) => money(order.amount),
          },
          {
            key: 'method',
            header: t`支付方式`,
            className: 'lu:text-muted-foreground',
            cell: (order) => labels.method[order.paymentMethod],
          },
          {
            key: 'status',
            header: t`状态`,
            cell: (order) => <OrderStatusBadge status={order.status} />,
          },
          {
            key: 'orderTime',
            header: t`下单时间`,
            nowrap: true,
            className: 'lu:text-muted-foreground',
            cell: (order) => formatDate(order.orderTime, true),
          },
        ]}
        rows={query.data?.items ?? []}
        rowKey={(order) => order.id}
        rowActions={(order) => (
          <Button asChild variant="ghost" size="sm">
            <Link href={`/admin/orders/detail/${order.id}`}>
              {t`详情`}
              <span className="lu:sr-only"> {order.orderNumber}</span>
            </Link>
          </Button>
        )}
        loading={query.isPending}
        loadingLabel={t`正在加载订单`}
        error={query.isError ? t`订单加载失败` : undefined}
        onRetry={() => void query.refetch()}
        empty={t`没有符合条件的订单`}
        pagination={
          query.data && {
            page: query.data.page,
            pageSize: query.data.pageSize,
            total: query.data.total,
            onPageChange: (next) => set({ page: next }),
          }
        }
      />
    </PageContainer>
  );
}
