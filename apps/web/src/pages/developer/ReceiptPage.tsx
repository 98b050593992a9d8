/**
 * A buyer's order by its id (/developer/orders/:id): the receipt of a paid one (what was paid,
 * for which plan and period, how, and the wallet's transaction number); a pending one leads to
 * paying it, a cancelled one says nothing was paid.
 */
import { ApiError, type PaymentOrder } from '@legion/api';
import { OrderReceipt, paymentMethodLabels } from '@legion/screens';
import {
  BackLink,
  Button,
  Callout,
  Card,
  ErrorState,
  Link,
  PageContainer,
  PageHeader,
  Spinner,
  useMoney,
} from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';
import { useFormatDate } from '../../features/console.tsx';
import { usePayment } from '../../features/plans/payment.ts';

function Receipt({ order }: { order: PaymentOrder }) {
  const { i18n } = useLingui();
  const money = useMoney();
  const formatDate = useFormatDate();
  return (
    <Card padding="lg">
      <OrderReceipt
        receipt={{
          orderNumber: order.orderNumber,
          planName: order.planName,
          months: order.months,
          amountPaid: money(order.amount),
          method: i18n._(paymentMethodLabels[order.method]),
          businessNumber: order.businessNumber,
          paidAt: formatDate(order.paidAt, true),
          period: order.period
            ? { start: formatDate(order.period.start), end: formatDate(order.period.end) }
            : null,
        }}
      />
    </Card>
  );
}

export default function ReceiptPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const { payment } = usePayment(id);
  let body: React.ReactNode;
  if (payment.isPending) body = <Spinner area="section" label={t`正在加载订单`} />;
  else if (payment.isError)
    body =
      payment.error instanceof ApiError && payment.error.status === 404 ? (
        <ErrorState message={t`找不到这笔订单`} />
      ) : (
        <ErrorState message={t`订单加载失败`} onRetry={() => void payment.refetch()} />
      );
  else {
    const { order } = payment.data;
    if (order.status === 'pending')
      body = (
        <Callout
          tone="warning"
          className="lu:flex lu:flex-wrap lu:items-center lu:justify-between lu:gap-3"
        >
          <span>{t`这笔订单还没有支付。`}</span>
          <Button asChild size="sm">
            <Link
              href={`/payment?planId=${encodeURIComponent(order.planId)}&order=${order.id}`}
            >{t`去支付`}</Link>
          </Button>
        </Callout>
      );
    else if (order.status === 'cancelled')
      body = <Callout>{t`这笔订单已取消，没有付款。`}</Callout>;
    else body = <Receipt order={order} />;
  }
  return (
    <PageContainer>
      <BackLink href="/developer/orders">{t`我的订单`}</BackLink>
      <PageHeader title={t`支付凭证`} />
      {body}
    </PageContainer>
  );
}
