/** What the order pages say of an order: its status and payment method in words, its badge. */
import type { Order, OrderStatus } from '@legion/api';
import { Badge, type BadgeProps } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';

export function useOrderLabels() {
  const { t } = useLingui();
  const status: Record<OrderStatus, string> = {
    pending: t`待支付`,
    paid: t`已支付`,
    completed: t`已完成`,
    cancelled: t`已取消`,
  };
  const method: Record<Order['paymentMethod'], string> = {
    chat_wallet: t`聊天钱包`,
    pay_wallet: t`支付钱包`,
  };
  return { status, method };
}

const STATUS_TONE: Record<OrderStatus, BadgeProps['tone']> = {
  pending: 'warning',
  paid: 'primary',
  completed: 'success',
  cancelled: 'neutral',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const labels = useOrderLabels();
  return (
    <Badge tone={STATUS_TONE[status]} className="lu:whitespace-nowrap">
      {labels.status[status]}
    </Badge>
  );
}
