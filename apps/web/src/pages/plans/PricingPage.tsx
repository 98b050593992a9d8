/**
 * Pricing (/pricing): the plans from the
 * list call as cards, or a carousel on phones; on failure the message, a retry that reloads
 * the page, and the built-in plans. Subscribing signs a visitor in first and then goes to
 * /payment?planId=…; the free plan never navigates.
 */
import { Button, PlanList, Spinner } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { RefreshCw } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { MyOrders } from '../../features/plans/MyOrders.tsx';
import {
  isFreePlan,
  useDisplayPlan,
  useFallbackPackages,
  usePackages,
  useSubscription,
} from '../../features/plans/plans.ts';
import { currentUserAtom, loginDialogOpenAtom } from '../../state/auth.ts';
import { setLoginRedirect } from '../../state/page-state.ts';

export default function PricingPage({
  reload = () => window.location.reload(),
}: {
  reload?: () => void;
}) {
  const { t } = useLingui();
  const user = useAtomValue(currentUserAtom);
  const openLogin = useSetAtom(loginDialogOpenAtom);
  const navigate = useNavigate();
  const packages = usePackages();
  const fallback = useFallbackPackages();
  const display = useDisplayPlan();
  const subscription = useSubscription();
  const subscribe = (planId: string) => {
    if (isFreePlan(planId)) return;
    const path = `/payment?planId=${encodeURIComponent(planId)}`;
    if (user) {
      navigate(path);
      return;
    }
    // the login flow with a redirect to the payment page and no page restore
    setLoginRedirect({ path });
    openLogin(true);
  };
  const plans = (packages.isError ? fallback : (packages.data ?? [])).map(display);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 md:px-8 md:py-16">
      <header className="mx-auto mb-10 max-w-2xl text-center">
        <h1 className="text-foreground text-3xl font-semibold tracking-tight md:text-4xl">
          {t`选择适合你的套餐`}
        </h1>
        <p className="text-muted-foreground mt-3 text-base">
          {t`从免费版开始，需要更多资源、空间和协作能力时随时升级。`}
        </p>
      </header>
      {packages.isPending ? (
        <Spinner area="page" label={t`正在加载套餐`} />
      ) : (
        <>
          {packages.isError ? (
            <div
              role="alert"
              className="bg-danger/10 text-danger mx-auto mb-8 flex max-w-2xl flex-col items-center gap-3 rounded-lg px-4 py-4 text-center text-sm sm:flex-row sm:justify-between sm:text-left"
            >
              <p>{t`获取套餐信息失败，请稍后重试`}</p>
              <Button variant="outline" size="sm" onClick={reload}>
                <RefreshCw aria-hidden="true" />
                {t`重试`}
              </Button>
            </div>
          ) : null}
          <PlanList
            plans={plans}
            currentPlanId={subscription.data?.planId}
            currentUntil={subscription.data?.expiresAt}
            onSubscribe={(plan) => subscribe(plan.id)}
            currency="CNY"
            freeLabel={t`限时免费`}
          />
          <p className="text-muted-foreground mt-8 text-center text-xs">
            {t`价格以人民币计，按月计费；支付时可选择购买时长。`}
          </p>
          <MyOrders />
        </>
      )}
    </div>
  );
}
