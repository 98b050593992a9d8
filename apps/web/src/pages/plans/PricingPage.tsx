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
    <div className="lu:mx-auto lu:w-full lu:max-w-6xl lu:px-4 lu:py-10 lu:md:px-8 lu:md:py-16">
      <header className="lu:mx-auto lu:mb-10 lu:max-w-2xl lu:text-center">
        <h1 className="lu:text-foreground lu:text-3xl lu:font-semibold lu:tracking-tight lu:md:text-4xl">
          {t`选择适合你的套餐`}
        </h1>
        <p className="lu:text-muted-foreground lu:mt-3 lu:text-base">
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
              className="lu:bg-danger/10 lu:text-danger lu:mx-auto lu:mb-8 lu:flex lu:max-w-2xl lu:flex-col lu:items-center lu:gap-3 lu:rounded-lg lu:px-4 lu:py-4 lu:text-center lu:text-sm lu:sm:flex-row lu:sm:justify-between lu:sm:text-left"
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
          <p className="lu:text-muted-foreground lu:mt-8 lu:text-center lu:text-xs">
            {t`价格以人民币计，按月计费；支付时可选择购买时长。`}
          </p>
          <MyOrders />
        </>
      )}
    </div>
  );
}
