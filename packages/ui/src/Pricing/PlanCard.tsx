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
        'bg-surface relative flex h-full flex-col rounded-2xl border p-6 shadow-sm',
        plan.isPopular ? 'border-primary ring-primary/20 ring-4' : 'border-border',
        className,
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="text-foreground text-lg font-semibold">
          {plan.name}
        </h2>
        {plan.isPopular ? (
          <span className="bg-primary text-primary-foreground inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium">
            <Crown aria-hidden="true" className="size-3" />
            {t`推荐`}
          </span>
        ) : null}
        {current ? (
          <span className="bg-success/15 text-success-strong rounded-full px-2 py-0.5 text-xs font-medium">
            {t`当前套餐`}
          </span>
        ) : null}
      </div>
      <p className="text-muted-foreground mt-1 min-h-10 text-sm">{plan.subtitle}</p>
      {/* a long price (another currency's) wraps as a whole, its unit after it */}
      <p className="mt-4 flex flex-wrap items-baseline gap-x-1">
        {free ? (
          <span className="text-foreground text-3xl font-semibold">{freeLabel ?? t`免费`}</span>
        ) : (
          <>
            <span className="text-foreground text-4xl font-semibold tracking-tight tabular-nums">
              {price}
            </span>
            {plan.priceUnit ? (
              <span className="text-muted-foreground text-sm whitespace-nowrap">
                {plan.priceUnit}
              </span>
            ) : null}
          </>
        )}
      </p>
      <div className="mt-6 flex min-h-10 items-center">
        {free ? null : current && currentUntil ? (
          // already theirs: when it runs out, and a way to add time, not an offer to buy it anew
          <div className="w-full space-y-2 text-center">
            <p className="text-muted-foreground text-sm">
              {t`当前套餐，有效期至 ${dateTimeFormat(i18n.locale, { dateStyle: 'long' }).format(new Date(currentUntil))}`}
            </p>
            <Button className="w-full" variant="outline" onClick={() => onSubscribe?.(plan)}>
              {t`续订`}
            </Button>
          </div>
        ) : (
          <Button
            className="w-full"
            variant={plan.isPopular ? 'primary' : 'outline'}
            onClick={() => onSubscribe?.(plan)}
          >
            {plan.buttonText}
          </Button>
        )}
      </div>
      <ul className="border-border mt-6 space-y-3 border-t pt-6 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="text-foreground flex gap-2">
            <Check aria-hidden="true" className="text-primary mt-0.5 size-4 shrink-0" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}
