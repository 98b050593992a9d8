/**
 * The signed-in person's own plan orders, newest first: what, when, how much, and where each
 * stands; a pending one can be paid from here. (Admins see everyone's in the admin console.)
 */
import type { OrderStatus } from '@legion/api';
import { cn, Link, Pagination } from '@legion/ui';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { api } from '../../api.ts';
import { useMoney } from '../../hooks/money.ts';
import { currentUserAtom } from '../../state/auth.ts';
import { useFormatDate } from '../console.tsx';
import { useWalletName } from './parts.tsx';

const STATUS_LOOK: Record<OrderStatus, string> = {
  pending: 'bg-warning/15 text-warning-strong',
  paid: 'bg-primary-soft text-primary',
  completed: 'bg-success/15 text-success-strong',
  cancelled: 'bg-muted text-muted-foreground',
};

export function MyOrders() {
  const { t } = useLingui();
  const user = useAtomValue(currentUserAtom);
  const money = useMoney();
  const walletName = useWalletName();
  const formatDate = useFormatDate();
  const [page, setPage] = useState(1);
  const orders = useQuery({
    queryKey: ['my-orders', user?.id, page],
    queryFn: () => api.call('myOrders', { page, pageSize: 5 }),
    enabled: !!user,
    placeholderData: keepPreviousData,
  });
  if (!user || !orders.data || orders.data.total === 0) return null;
  const statusText: Record<OrderStatus, string> = {
    pending: t`待支付`,
    paid: t`已支付`,
    completed: t`已完成`,
    cancelled: t`已取消`,
  };
  return (
    <section aria-labelledby="my-orders" className="mx-auto mt-12 max-w-4xl">
      <h2 id="my-orders" className="text-foreground mb-3 text-lg font-semibold">
        {t`我的订单`}
      </h2>
      <div className="border-border bg-surface relative overflow-x-auto rounded-lg border">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="sr-only">{t`我的订单`}</caption>
          <thead className="bg-muted/60 text-muted-foreground text-xs">
            <tr>
              <th scope="col" className="px-4 py-2 font-medium">
                {t`套餐`}
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                {t`下单时间`}
              </th>
              <th scope="col" className="px-4 py-2 text-right font-medium">
                {t`金额`}
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                {t`状态`}
              </th>
            </tr>
          </thead>
          <tbody className="divide-border divide-y">
            {orders.data.items.map((order) => (
              <tr key={order.id}>
                <td className="px-4 py-3">
                  <p className="text-foreground font-medium">
                    {order.planName} · {t`${plural(order.months, { other: '# 个月' })}`}
                  </p>
                  <p className="text-muted-foreground text-xs">
                    {order.orderNumber} · {walletName(order.method)}
                  </p>
                </td>
                <td className="text-muted-foreground px-4 py-3 whitespace-nowrap">
                  {formatDate(order.createdAt, true)}
                </td>
                <td className="text-foreground px-4 py-3 text-right tabular-nums">
                  {money(order.amount)}
                </td>
                <td className="px-4 py-3">
                  <span
                    className={cn(
                      'rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap',
                      STATUS_LOOK[order.status],
                    )}
                  >
                    {statusText[order.status]}
                  </span>
                  {order.status === 'pending' ? (
                    <Link
                      href={`/payment?planId=${encodeURIComponent(order.planId)}&order=${order.id}`}
                      className="text-primary ml-2 text-xs underline underline-offset-2"
                    >
                      {t`去支付`}
                    </Link>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {orders.data.total > orders.data.pageSize ? (
          <Pagination
            className="border-border border-t py-3"
            page={orders.data.page}
            pageSize={orders.data.pageSize}
            total={orders.data.total}
            onPageChange={setPage}
          />
        ) : null}
      </div>
    </section>
  );
}
