/** Order detail (SPEC §2 /admin/orders/detail/{id}): every field of SPEC §3 Order. */
import { ApiError } from '@legion/api';
import { BackLink, ErrorState, PageContainer, PageHeader, Spinner, StatusPage } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { api } from '../../api.ts';
import { useFormatDate } from '../../features/console.tsx';
import { useMoney } from '../../hooks/money.ts';
import { OrderStatusBadge, useOrderLabels } from './orders.tsx';

export default function OrderDetailPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const formatDate = useFormatDate();
  const money = useMoney();
  const labels = useOrderLabels();
  const query = useQuery({
    queryKey: ['admin-order', id],
    queryFn: () => api.call('adminOrder', { id }),
  });
  const back = <BackLink href="/admin/orders">{t`返回订单管理`}</BackLink>;
  if (query.isPending)
    return <Spinner className="w-full py-24" size="lg" label={t`正在加载订单`} />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404)
      return (
        <StatusPage
          code="404"
          icon={<SearchX aria-hidden="true" className="size-10" />}
          title={t`订单不存在`}
          actions={back}
        />
      );
    return (
      <PageContainer>
        {back}
        <ErrorState message={t`订单加载失败`} onRetry={() => void query.refetch()} />
      </PageContainer>
    );
  }
  const order = query.data;
  const rows: Array<[string, React.ReactNode]> = [
    [t`订单 ID`, order.id],
    [
      t`订单号`,
      <span key="no" className="font-mono">
        {order.orderNumber}
      </span>,
    ],
    [t`商品`, order.agentName],
    [t`用户名`, order.userName],
    [t`用户手机号`, order.userPhone],
    [
      t`金额`,
      <span key="amount" className="tabular-nums">
        {money(order.amount)}
      </span>,
    ],
    [t`支付方式`, labels.method[order.paymentMethod]],
    [t`状态`, <OrderStatusBadge key="status" status={order.status} />],
    [t`下单时间`, formatDate(order.orderTime, true)],
    [t`支付时间`, formatDate(order.paidAt, true)],
    [t`支付账号`, order.payAccount || '—'],
    [
      t`交易流水号`,
      <span key="tx" className="font-mono">
        {order.businessNumber || '—'}
      </span>,
    ],
    [t`备注`, order.remark || '—'],
  ];
  return (
    <PageContainer>
      {back}
      <PageHeader title={t`订单详情`} description={order.orderNumber} />
      <dl className="border-border bg-surface divide-border max-w-3xl divide-y rounded-lg border text-sm">
        {rows.map(([term, value]) => (
          <div
            key={term}
            className="grid grid-cols-[8rem_1fr] gap-4 px-5 py-3 sm:grid-cols-[10rem_1fr]"
          >
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="text-foreground break-all">{value}</dd>
          </div>
        ))}
      </dl>
    </PageContainer>
  );
}
