import { useLingui } from '@lingui/react/macro';
import { Check, Crown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { cn } from '../lib/cn.ts';
import { dateTimeFormat, numberFormat } from '../lib/intl.ts';

/** A plan as a pricing card shows it */
export interface DisplayPlan {
  id: string;
  name: string;
  subtitle: string;
  /** per period, in the currency's main unit (yuan, dollars); 0 for a free plan */
  price: number;
  /** "/月" when the price is above 0, else empty */
  priceUnit: string;
  features: string[];
  isPopular: boolean;
  buttonText: string;
}

/** how a plan's price is written */
export interface PlanPricing {
  /**
   * the ISO 4217 code the prices are in (`CNY`, `USD`), written as the interface language
   * writes money; without it (and without `formatPrice`) a price is a plain number
   */
  currency?: string | undefined;
  /** writes a price itself, over `currency` */
  formatPrice?: ((price: number) => string) | undefined;
  /** what a plan with no price says instead ("免费" / "Free" by default) */
  freeLabel?: ReactNode;
}

export interface PlanCardProps extends PlanPricing {
  plan: DisplayPlan;
  /** the signed-in person is on this plan */
  current?: boolean;
  /** when the person's paid period on this plan ends (ISO); shown instead of the button */
  currentUntil?: string | null | undefined;
  /** never offered for the free plan */
  onSubscribe?: (plan: DisplayPlan) => void;
  className?: string;
}

/**
 * One plan: name, subtitle, the price in the caller's currency (or the free label), the unit, the
 * subscribe button (never on the free plan) and the features; the popular plan carries the
 * recommended badge, the person's own plan says so.
 */
export function PlanCard({
  plan,
  current = false,
  currentUntil,
  onSubscribe,
  currency,
  formatPrice,
  freeLabel,
  className,
}: PlanCardProps) {
  const { t, i18n } = useLingui();
  const free = plan.price <= 0;
  const price = formatPrice
    ? formatPrice(plan.price)
    : numberFormat(i18n.locale, {
        ...(currency ? { style: 'currency', currency } : {}),
        minimumFractionDigits: 0,
        maximumFractionDigits: 2,
      }).format(plan.price);
  const headingId = `plan-${plan.id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-slot="plan-card"
      data-popular={plan.isPopular || undefined}
      className={cn(
        'lu:bg-surface lu:relative lu:flex lu:h-full lu:flex-col lu:rounded-2xl lu:border lu:p-6 lu:shadow-sm',
        plan.isPopular ? 'lu:border-primary lu:ring-primary/20 lu:ring-4' : 'lu:border-border',
        className,
      )}
    >
      <div className="lu:flex lu:flex-wrap lu:items-center lu:gap-2">
        <h2 id={headingId} className="lu:text-foreground lu:text-lg lu:font-semibold">
          {plan.name}
        </h2>
        {plan.isPopular ? (
          <span className="lu:bg-primary lu:text-primary-foreground lu:inline-flex lu:items-center lu:gap-1 lu:rounded-full lu:px-2 lu:py-0.5 lu:text-xs lu:font-medium">
            <Crown aria-hidden="true" className="lu:size-3" />
            {t`推荐`}
          </span>
        ) : null}
        {current ? (
          <span className="lu:bg-success/15 lu:text-success-strong lu:rounded-full lu:px-2 lu:py-0.5 lu:text-xs lu:font-medium">
            {t`当前套餐`}
          </span>
        ) : null}
      </div>
      <p className="lu:text-muted-foreground lu:mt-1 lu:min-h-10 lu:text-sm">{plan.subtitle}</p>
      {/* a long price (another currency's) wraps as a whole, its unit after it */}
      <p className="lu:mt-4 lu:flex lu:flex-wrap lu:items-baseline lu:gap-x-1">
        {free ? (
          <span className="lu:text-foreground lu:text-3xl lu:font-semibold">
            {freeLabel ?? t`免费`}
          </span>
        ) : (
          <>
            <span className="lu:text-foreground lu:text-4xl lu:font-semibold lu:tracking-tight lu:tabular-nums">
              {price}
            </span>
            {plan.priceUnit ? (
              <span className="lu:text-muted-foreground lu:text-sm lu:whitespace-nowrap">
                {plan.priceUnit}
              </span>
            ) : null}
          </>
        )}
      </p>
      <div className="lu:mt-6 lu:flex lu:min-h-10 lu:items-center">
        {free ? null : current && currentUntil ? (
          // already theirs: when it runs out, and a way to add time, not an offer to buy it anew
          <div className="lu:w-full lu:space-y-2 lu:text-center">
            <p className="lu:text-muted-foreground lu:text-sm">
              {t`当前套餐，有效期至 ${dateTimeFormat(i18n.locale, { dateStyle: 'long' }).format(new Date(currentUntil))}`}
            </p>
            <Button className="lu:w-full" variant="outline" onClick={() => onSubscribe?.(plan)}>
              {t`续订`}
            </Button>
          </div>
        ) : (
          <Button
            className="lu:w-full"
            variant={plan.isPopular ? 'primary' : 'outline'}
            onClick={() => onSubscribe?.(plan)}
          >
            {plan.buttonText}
          </Button>
        )}
      </div>
      <ul className="lu:border-border lu:mt-6 lu:space-y-3 lu:border-t lu:pt-6 lu:text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="lu:text-foreground lu:flex lu:gap-2">
            <Check aria-hidden="true" className="lu:text-primary lu:mt-0.5 lu:size-4 lu:shrink-0" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}
