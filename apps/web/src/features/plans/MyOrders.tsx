/**
 * The signed-in person's own plan orders, newest first: what, when, how much, and where each
 * stands; a pending one can be paid from here, a paid one leads to its receipt. Beside the plans
 * it shows only when there are orders; as its own page it says when there are none, and while it
 * loads or fails. (Admins see everyone's in the admin console.)
 */
import type { OrderStatus } from '@legion/api';
import { paymentMethodLabels } from '@legion/screens';
import {
  Badge,
  type BadgeProps,
  DataTable,
  EmptyState,
  ErrorState,
  Link,
  Spinner,
  useMoney,
} from '@legion/ui';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { api } from '../../api.ts';
import { currentUserAtom } from '../../state/auth.ts';
import { useFormatDate } from '../console.tsx';

const STATUS_TONE: Record<OrderStatus, BadgeProps['tone']> = {
  pending: 'warning',
  paid: 'primary',
  completed: 'success',
  cancelled: 'neutral',
};

export function MyOrders({ page: asPage = false }: { page?: boolean }) {
  const { t, i18n } = useLingui();
  const user = useAtomValue(currentUserAtom);
  const money = useMoney();
  const formatDate = useFormatDate();
  const [page, setPage] = useState(1);
  const orders = useQuery({
    queryKey: ['my-orders', user?.id, page],
    queryFn: () => api.call('myOrders', { page, pageSize: asPage ? 20 : 5 }),
    enabled: !!user,
    placeholderData: keepPreviousData,
  });
  if (asPage && orders.isPending) return <Spinner area="section" label={t`正在加载订单`} />;
  if (asPage && orders.isError)
    return <ErrorState message={t`订单加载失败`} onRetry={() => void orders.refetch()} />;
  if (asPage && orders.data?.total === 0)
    return (
      <EmptyState
        title={t`还没有订单`}
        description={t`购买套餐后，订单和支付凭证会显示在这里。`}
        action={
          <Link
            href="/pricing"
            className="lu:text-primary lu:text-sm lu:underline lu:underline-offset-2"
          >
            {t`查看套餐`}
          </Link>
        }
      />
    );
  if (!user || !orders.data || orders.data.total === 0) return null;
  const statusText: Record<OrderStatus, string> = {
    pending: t`待支付`,
    paid: t`已支付`,
    completed: t`已完成`,
    cancelled: t`已取消`,
  };
  return (
    <section
      aria-labelledby="my-orders"
      className={asPage ? undefined : 'lu:mx-auto lu:mt-12 lu:max-w-4xl'}
    >
      <h2
        id="my-orders"
        className={asPage ? 'lu:sr-only' : 'lu:text-foreground lu:mb-3 lu:text-lg lu:font-semibold'}
      >
        {t`我的订单`}
      </h2>
      <DataTable
        caption={t`我的订单`}
        minWidth="36rem"
        columns={[
          {
            key: 'plan',
            header: t`套餐`,
            primary: true,
            cell: (order) => (
              <>
                <p className="lu:text-foreground lu:font-medium">
                  {order.planName} · {t`${plural(order.months, { other: '# 个月' })}`}
                </p>
                <p className="lu:text-muted-foreground lu:text-xs">
                  {order.orderNumber} · {i18n._(paymentMethodLabels[order.method])}
                </p>
              </>
            ),
          },
          {
            key: 'createdAt',
            header: t`下单时间`,
            nowrap: true,
            className: 'lu:text-muted-foreground',
            cell: (order) => formatDate(order.createdAt, true),
          },
          {
            key: 'amount',
            header: t`金额`,
            align: 'end',
            className: 'lu:text-foreground lu:tabular-nums',
            cell: (order) => money(order.amount),
          },
          {
            key: 'status',
            header: t`状态`,
            cell: (order) => (
              <>
                <Badge tone={STATUS_TONE[order.status]}>{statusText[order.status]}</Badge>
                {order.status === 'pending' ? (
                  <Link
                    href={`/payment?planId=${encodeURIComponent(order.planId)}&order=${order.id}`}
                    className="lu:text-primary lu:ml-2 lu:text-xs lu:underline lu:underline-offset-2"
                  >
                    {t`去支付`}
                  </Link>
                ) : order.status === 'paid' || order.status === 'completed' ? (
                  <Link
                    href={`/developer/orders/${order.id}`}
                    className="lu:text-primary lu:ml-2 lu:text-xs lu:underline lu:underline-offset-2"
                    aria-label={t`订单 ${order.orderNumber} 的支付凭证`}
                  >
                    {t`凭证`}
                  </Link>
                ) : null}
              </>
            ),
          },
        ]}
        rows={orders.data.items}
        rowKey={(order) => order.id}
        pagination={{
          page: orders.data.page,
          pageSize: orders.data.pageSize,
          total: orders.data.total,
          onPageChange: setPage,
        }}
      />
    </section>
  );
}
