import 'keen-slider/keen-slider.min.css';
import { useLingui } from '@lingui/react/macro';
import { type KeenSliderOptions, useKeenSlider } from 'keen-slider/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { cn } from '../lib/cn.ts';
import { useWiderThan } from '../lib/useWiderThan.ts';
import { type DisplayPlan, PlanCard, type PlanPricing } from './PlanCard.tsx';

export interface PlanListProps extends PlanPricing {
  plans: DisplayPlan[];
  /** the id of the signed-in person's plan */
  currentPlanId?: string | undefined;
  /** when their paid period on it ends (ISO): its card says so instead of offering it again */
  currentUntil?: string | null | undefined;
  onSubscribe?: (plan: DisplayPlan) => void;
  className?: string;
  /** the list's own width from which the plans are cards side by side; below it, a carousel */
  cardsMinWidth?: number;
}

/** Cards side by side once the list itself is this wide (a 768 px screen's page); below, a carousel. */
export const PLAN_CARDS_MIN_WIDTH = 720;

/**
 * Each slide's size and place before the slider script has run (the server's HTML, and until
 * hydration), as the slider will set them: (width − spacing × (perView − 1)) / perView wide,
 * and moved to start at the popular plan. Its inline styles then take over with the same
 * values, so nothing reflows or jumps. Keep in step with the options below.
 */
const SLIDE_BEFORE_SLIDER = [
  'lu:min-w-[calc((100%-1.2px)/1.1)] lu:max-w-[calc((100%-1.2px)/1.1)]',
  'lu:[transform:translate3d(calc(var(--lu-plan-first)*(-100%-12px)+var(--lu-plan-index)*12px),0,0)]',
  'lu:min-[560px]:min-w-[calc((100%-3.2px)/1.2)] lu:min-[560px]:max-w-[calc((100%-3.2px)/1.2)]',
  'lu:min-[560px]:[transform:translate3d(calc(var(--lu-plan-first)*(-100%-16px)+var(--lu-plan-index)*16px),0,0)]',
].join(' ');

function PlanCarousel({
  plans,
  currentPlanId,
  currentUntil,
  onSubscribe,
  ...pricing
}: PlanListProps) {
  const { t } = useLingui();
  const popular = Math.max(
    0,
    plans.findIndex((plan) => plan.isPopular),
  );
  const [current, setCurrent] = useState(popular);
  // one options object for the slider's life: a new one each render would make the hook
  // update the slider (and put it back on its first slide)
  const [options] = useState<KeenSliderOptions>(() => ({
    initial: popular,
    // 1.1 slides per view (a glimpse of the next plan), 1.2 from 560 px
    slides: { perView: 1.1, spacing: 12 },
    breakpoints: { '(min-width: 560px)': { slides: { perView: 1.2, spacing: 16 } } },
    // `initial` alone is not kept when the slider is created narrower than a breakpoint
    created: (instance) => {
      instance.moveToIdx(popular, true, { duration: 0 });
      setCurrent(popular);
    },
    slideChanged: (instance) => setCurrent(instance.track.details.rel),
  }));
  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>(options);
  // An arrow is disabled at its end, and a disabled button drops the focus to the page: the
  // arrow that took the person there hands the focus to the other one, so the keyboard keeps
  // its place.
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const arrowMoved = useRef(false);
  useEffect(() => {
    if (!arrowMoved.current) return;
    arrowMoved.current = false;
    if (current === 0) nextRef.current?.focus();
    else if (current === plans.length - 1) prevRef.current?.focus();
  }, [current, plans.length]);
  return (
    <section
      aria-roledescription={t`轮播`}
      aria-label={t`套餐`}
      data-slot="plan-carousel"
      className="lu:space-y-4"
    >
      <div
        ref={sliderRef}
        className="keen-slider lu:py-2"
        style={{ '--lu-plan-first': popular } as CSSProperties}
      >
        {plans.map((plan, index) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group; a fieldset is for form controls
          <div
            key={plan.id}
            className={cn('keen-slider__slide lu:p-1.5', SLIDE_BEFORE_SLIDER)}
            style={{ '--lu-plan-index': index } as CSSProperties}
            role="group"
            aria-roledescription={t`幻灯片`}
            aria-label={t`第 ${index + 1} 个，共 ${plans.length} 个`}
            aria-hidden={index === current ? undefined : true}
            inert={index === current ? undefined : true}
          >
            <PlanCard
              plan={plan}
              current={plan.id === currentPlanId}
              currentUntil={plan.id === currentPlanId ? currentUntil : null}
              {...(onSubscribe ? { onSubscribe } : {})}
              {...pricing}
            />
          </div>
        ))}
      </div>
      <div className="lu:flex lu:items-center lu:justify-between lu:gap-3">
        <Button
          variant="outline"
          size="icon-sm"
          ref={prevRef}
          aria-label={t`上一个套餐`}
          disabled={current === 0}
          onClick={() => {
            arrowMoved.current = true;
            slider.current?.prev();
          }}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <div className="lu:flex lu:gap-2">
          {plans.map((plan, index) => (
            <button
              key={plan.id}
              type="button"
              aria-label={t`查看${plan.name}`}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => slider.current?.moveToIdx(index)}
              className={cn(
                'lu:h-2 lu:cursor-pointer lu:rounded-full lu:transition-all',
                index === current ? 'lu:bg-primary lu:w-6' : 'lu:bg-input lu:w-2',
              )}
            />
          ))}
        </div>
        <Button
          variant="outline"
          size="icon-sm"
          ref={nextRef}
          aria-label={t`下一个套餐`}
          disabled={current === plans.length - 1}
          onClick={() => {
            arrowMoved.current = true;
            slider.current?.next();
          }}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}

/**
 * The plans: cards side by side where the list has room, a swipe carousel with bullets and
 * arrows where it has not. It measures its own width (not the viewport's), so it fits a
 * narrow column of a wide page as it fits a phone. Until it has measured (on the server, and
 * while hydrating) it carries both and a container query shows the one that fits at the
 * default width, so a server-rendered page neither shifts nor swaps the element a person
 * tapped; then it keeps only that one, in place.
 */
export function PlanList({
  cardsMinWidth = PLAN_CARDS_MIN_WIDTH,
  className,
  ...props
}: PlanListProps) {
  const ref = useRef<HTMLDivElement>(null);
  const wide = useWiderThan(ref, cardsMinWidth);
  const { plans, currentPlanId, currentUntil, onSubscribe, currency, formatPrice, freeLabel } =
    props;
  const pricing = { currency, formatPrice, freeLabel };
  return (
    <div ref={ref} data-slot="plan-list" className={cn('lu:@container', className)}>
      {wide !== false ? (
        <ul
          className={cn(
            'lu:grid-cols-3 lu:items-stretch lu:gap-4 lu:lg:gap-6',
            // the container query matches PLAN_CARDS_MIN_WIDTH (classes are static)
            wide ? 'lu:grid' : 'lu:hidden lu:@min-[720px]:grid',
          )}
        >
          {plans.map((plan) => (
            <li key={plan.id}>
              <PlanCard
                plan={plan}
                current={plan.id === currentPlanId}
                currentUntil={plan.id === currentPlanId ? currentUntil : null}
                {...(onSubscribe ? { onSubscribe } : {})}
                {...pricing}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {wide !== true ? (
        <div className={wide === undefined ? 'lu:@min-[720px]:hidden' : undefined}>
          <PlanCarousel {...props} />
        </div>
      ) : null}
    </div>
  );
}
