/**
 * The buyer's orders (/developer/orders): their current plan and when it ends, then every plan
 * order with where it stands, a paid one leading to its receipt.
 */
import { Button, Card, ErrorState, Link, PageContainer, PageHeader, Spinner } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { useFormatDate } from '../../features/console.tsx';
import { MyOrders } from '../../features/plans/MyOrders.tsx';
import { isFreePlan, useSubscription } from '../../features/plans/plans.ts';

function CurrentPlan() {
  const { t } = useLingui();
  const subscription = useSubscription();
  const formatDate = useFormatDate();
  if (subscription.isPending)
    return <Spinner className="lu:w-full lu:py-6" label={t`正在加载当前套餐`} />;
  if (subscription.isError)
    return <ErrorState message={t`当前套餐加载失败`} onRetry={() => void subscription.refetch()} />;
  const { planId, planName, expiresAt } = subscription.data;
  const free = isFreePlan(planId) || expiresAt === null;
  return (
    <Card asChild padding="md">
      <section
        aria-labelledby="current-plan"
        className="lu:flex lu:flex-col lu:gap-3 lu:sm:flex-row lu:sm:items-center"
      >
        <div className="lu:min-w-0 lu:flex-1">
          <h2 id="current-plan" className="lu:text-muted-foreground lu:text-sm">
            {t`当前套餐`}
          </h2>
          <p className="lu:text-foreground lu:text-lg lu:font-semibold">{planName}</p>
          <p className="lu:text-muted-foreground lu:text-sm">
            {free ? t`免费使用，无到期时间` : t`有效期至 ${formatDate(expiresAt)}`}
          </p>
        </div>
        <Button asChild variant={free ? 'primary' : 'outline'} size="sm" className="lu:self-start">
          <Link href="/pricing">{free ? t`升级套餐` : t`续订或更换`}</Link>
        </Button>
      </section>
    </Card>
  );
}

export default function MyOrdersPage() {
  const { t } = useLingui();
  return (
    <PageContainer>
      <div className="lu:space-y-6">
        <PageHeader title={t`我的订单`} description={t`当前套餐、每一笔套餐订单和支付凭证。`} />
        <CurrentPlan />
        <MyOrders page />
      </div>
    </PageContainer>
  );
}
