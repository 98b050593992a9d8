/** Order detail (/admin/orders/detail/{id}): every field of the order. */
import { ApiError, type Order } from '@legion/api';
import {
  BackLink,
  Card,
  DescriptionList,
  type DescriptionListItem,
  ErrorState,
  PageContainer,
  PageHeader,
  Spinner,
  StatusPage,
  useMoney,
} from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { api } from '../../api.ts';
import { useFormatDate } from '../../features/console.tsx';
import { useAgentName } from '../../hooks/agent-name.ts';
import { OrderStatusBadge, useOrderLabels } from './orders.tsx';

export default function OrderDetailPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const formatDate = useFormatDate();
  const agentName = useAgentName();
  // what an order bought (an agent or a plan), named in the interface language
  const itemName = (order: Order) =>
    agentName({ nameZh: order.agentName, nameEn: order.agentNameEn });
  const money = useMoney();
  const labels = useOrderLabels();
  const query = useQuery({
    queryKey: ['admin-order', id],
    queryFn: () => api.call('adminOrder', { id }),
  });
  const back = <BackLink href="/admin/orders">{t`返回订单管理`}</BackLink>;
  if (query.isPending) return <Spinner area="page" size="lg" label={t`正在加载订单`} />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404)
      return (
        <StatusPage
          code="404"
          icon={<SearchX aria-hidden="true" />}
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
  const rows: DescriptionListItem[] = [
    { term: t`订单 ID`, value: order.id },
    { term: t`订单号`, value: order.orderNumber, format: 'code' },
    { term: t`商品`, value: itemName(order) },
    { term: t`用户名`, value: order.userName },
    { term: t`用户手机号`, value: order.userPhone },
    { term: t`金额`, value: money(order.amount), format: 'number' },
    { term: t`支付方式`, value: labels.method[order.paymentMethod] },
    { term: t`状态`, value: <OrderStatusBadge status={order.status} /> },
    { term: t`下单时间`, value: formatDate(order.orderTime, true) },
    { term: t`支付时间`, value: formatDate(order.paidAt, true) },
    { term: t`支付账号`, value: order.payAccount || '—' },
    { term: t`交易流水号`, value: order.businessNumber || '—', format: 'code' },
    { term: t`备注`, value: order.remark || '—' },
  ];
  return (
    <PageContainer>
      {back}
      <PageHeader title={t`订单详情`} description={order.orderNumber} />
      <Card asChild padding="none" className="lu:max-w-3xl">
        <DescriptionList layout="rows" items={rows} />
      </Card>
    </PageContainer>
  );
}
