/**
 * Payment (/payment?planId=…): choose
 * months and a wallet, accept the service agreement, then a QR that is generated, waits,
 * expires or is refreshed, until the payment succeeds or fails. Every price comes from the
 * server. The order's id joins the address, so a reload picks the payment up again; opened
 * without one while an order of the plan waits for payment, the page resumes that order.
 */

import { ApiError, type Package, type Payment } from '@legion/api';
import {
  type CheckoutAgreement,
  CheckoutForm,
  CheckoutPlanSummary,
  OrderSummary,
  PaymentPanel,
  PaymentResult,
} from '@legion/screens';
import {
  Button,
  ErrorState,
  Link,
  PageContainer,
  PageHeader,
  Spinner,
  StatusPage,
} from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { PackageX } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  pendingKey,
  useCheckout,
  usePayment,
  usePendingOrder,
} from '../../features/plans/payment.ts';
import { isFreePlan, useFallbackPackages, usePackages } from '../../features/plans/plans.ts';

function useAgreement(): CheckoutAgreement {
  const { t } = useLingui();
  return {
    title: t`Legion 服务协议`,
    linkText: t`《Legion 服务协议》`,
    description: t`购买前请阅读以下要点。`,
    points: [
      t`套餐按月计费，自支付成功时起生效，到期后自动恢复为免费版，不会自动续费。`,
      t`在有效期内再次购买同一套餐，时长顺延；购买其他套餐，新套餐自支付成功时起算。`,
      t`未支付的订单 30 分钟后自动取消；支付二维码 5 分钟内有效，可随时刷新。`,
      t`知识库空间等权益以所购套餐为准，降级后超出的内容不会删除，但无法继续上传。`,
    ],
  };
}

function Checkout({ plan, onCreated }: { plan: Package; onCreated: (payment: Payment) => void }) {
  const checkout = useCheckout(plan.specNo, onCreated);
  return (
    <CheckoutForm
      months={checkout.months}
      onMonthsChange={checkout.setMonths}
      method={checkout.method}
      onMethodChange={checkout.setMethod}
      quote={checkout.quote.data}
      quoteLoading={checkout.quote.isFetching}
      quoteError={checkout.quote.isError}
      onQuoteRetry={() => void checkout.quote.refetch()}
      agreement={useAgreement()}
      paying={checkout.create.isPending}
      error={checkout.error}
      onPay={() => checkout.create.mutate()}
    />
  );
}

function Progress({ orderId, onRestart }: { orderId: string; onRestart: () => void }) {
  const { t } = useLingui();
  const { payment, refresh, cancel } = usePayment(orderId);
  if (payment.isPending) return <Spinner area="page" label={t`正在加载订单`} />;
  if (payment.isError) {
    const missing = payment.error instanceof ApiError && payment.error.status === 404;
    return missing ? (
      <StatusPage
        icon={<PackageX aria-hidden="true" />}
        title={t`订单不存在`}
        description={t`它可能属于其他账号，或者链接有误。`}
        actions={
          <Button asChild variant="outline">
            <Link href="/pricing">{t`返回价格方案`}</Link>
          </Button>
        }
      />
    ) : (
      <ErrorState message={t`订单加载失败`} onRetry={() => void payment.refetch()} />
    );
  }
  const { order, qr, subscription } = payment.data;
  let main: ReactNode;
  if (order.status === 'completed' || order.status === 'paid') {
    main = (
      <PaymentResult
        outcome="paid"
        planName={subscription.planName}
        expiresAt={subscription.expiresAt}
        actions={
          <>
            <Button asChild>
              <Link href="/knowledge">{t`去使用知识库`}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link href="/pricing">{t`查看套餐`}</Link>
            </Button>
          </>
        }
      />
    );
  } else if (order.status === 'cancelled') {
    main = (
      <PaymentResult
        outcome="cancelled"
        actions={<Button onClick={onRestart}>{t`重新下单`}</Button>}
      />
    );
  } else {
    main = (
      <PaymentPanel
        order={order}
        qr={qr}
        refreshing={refresh.isPending}
        cancelling={cancel.isPending}
        onRefresh={(method) => refresh.mutate(method)}
        onCancel={() => cancel.mutate()}
      />
    );
  }
  return (
    <div className="lu:grid lu:grid-cols-1 lu:gap-6 lu:lg:grid-cols-[1fr_20rem]">
      {main}
      <OrderSummary order={order} />
    </div>
  );
}

export default function PaymentPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const planId = params.get('planId') ?? '';
  const orderId = params.get('order');
  const packages = usePackages();
  const fallback = useFallbackPackages();
  const plan = (packages.isError ? fallback : (packages.data ?? [])).find(
    (entry) => entry.specNo === planId,
  );
  const payable = !!plan && !isFreePlan(plan.specNo);
  const pending = usePendingOrder(planId, payable && !orderId);
  const resume = !orderId ? pending.data?.items[0] : undefined;
  useEffect(() => {
    if (resume) setParams({ planId, order: resume.id }, { replace: true });
  }, [resume, planId, setParams]);
  const restart = () => {
    // the order just left is no longer pending: do not resume it
    queryClient.removeQueries({ queryKey: pendingKey(planId) });
    setParams({ planId }, { replace: true });
  };
  let body: ReactNode;
  if (packages.isPending || (payable && !orderId && (pending.isPending || resume))) {
    body = <Spinner area="page" label={t`正在加载套餐`} />;
  } else if (!plan || isFreePlan(plan.specNo)) {
    body = (
      <StatusPage
        icon={<PackageX aria-hidden="true" />}
        title={plan ? t`免费版无需购买` : t`没有找到这个套餐`}
        description={
          plan
            ? t`免费版注册即可使用。需要更多资源时，可以选择付费套餐。`
            : t`链接里的套餐不存在或已下架，请回到价格方案重新选择。`
        }
        actions={
          <Button asChild>
            <Link href="/pricing">{t`查看价格方案`}</Link>
          </Button>
        }
      />
    );
  } else if (orderId && /^\d{1,18}$/.test(orderId)) {
    body = <Progress orderId={orderId} onRestart={restart} />;
  } else {
    body = (
      <div className="lu:grid lu:grid-cols-1 lu:gap-6 lu:lg:grid-cols-[20rem_1fr]">
        <CheckoutPlanSummary plan={plan} />
        <Checkout
          plan={plan}
          onCreated={(payment) => setParams({ planId, order: payment.order.id }, { replace: true })}
        />
      </div>
    );
  }
  return (
    <PageContainer className="lu:py-8 lu:md:py-12">
      <PageHeader title={t`购买套餐`} />
      {body}
    </PageContainer>
  );
}
