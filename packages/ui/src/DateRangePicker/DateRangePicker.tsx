/**
 * A from–to pair of days (YYYY-MM-DD) with its labels and its checks: the end not before the
 * start, neither after `max` (e.g. today) nor before `min`. The platform's own date inputs, so
 * phones show their native pickers. Controlled (value, onValueChange) or inside a plain form
 * (defaultValue, fromName, toName). A message from the form (`error`) replaces its own.
 */
import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { Input } from '../Field/Field.tsx';
import { cn } from '../lib/cn.ts';

export interface DateRange {
  /** YYYY-MM-DD, or '' when not chosen */
  from: string;
  to: string;
}

export type DateRangeProblem = 'order' | 'afterMax' | 'beforeMin';

/** what is wrong with a range, if anything; days compare as text (YYYY-MM-DD) */
export function dateRangeProblem(
  { from, to }: DateRange,
  { min, max }: { min?: string | undefined; max?: string | undefined } = {},
): DateRangeProblem | null {
  if (from && to && from > to) return 'order';
  if (max && ((from && from > max) || (to && to > max))) return 'afterMax';
  if (min && ((from && from < min) || (to && to < min))) return 'beforeMin';
  return null;
}

export interface DateRangePickerProps {
  value?: DateRange | undefined;
  defaultValue?: DateRange | undefined;
  onValueChange?: ((range: DateRange) => void) | undefined;
  /** the earliest and latest day that may be chosen (YYYY-MM-DD) */
  min?: string | undefined;
  max?: string | undefined;
  /** names under which a form submits the two days */
  fromName?: string | undefined;
  toName?: string | undefined;
  /** the group's name for assistive tech; shown only with `showLegend` */
  legend?: string | undefined;
  showLegend?: boolean | undefined;
  fromLabel?: string | undefined;
  toLabel?: string | undefined;
  /** a message from the form (e.g. "choose both days"); replaces the picker's own */
  error?: string | undefined;
  /** offers a button that empties both days */
  clearable?: boolean | undefined;
  disabled?: boolean | undefined;
  className?: string | undefined;
  /** shown after the days, in their row: e.g. the form's submit button */
  children?: ReactNode;
}

const EMPTY: DateRange = { from: '', to: '' };

export function DateRangePicker({
  value,
  defaultValue,
  onValueChange,
  min,
  max,
  fromName,
  toName,
  legend,
  showLegend = false,
  fromLabel,
  toLabel,
  error,
  clearable = false,
  disabled,
  className,
  children,
}: DateRangePickerProps) {
  const { t } = useLingui();
  const id = useId();
  const [own, setOwn] = useState<DateRange>(defaultValue ?? EMPTY);
  const range = value ?? own;
  function change(next: DateRange) {
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  }

  const problem = dateRangeProblem(range, { min, max });
  const ownMessage =
    problem === 'order'
      ? t`开始日期不能晚于结束日期`
      : problem === 'afterMax'
        ? t`日期不能晚于 ${max}`
        : problem === 'beforeMin'
          ? t`日期不能早于 ${min}`
          : null;
  const message = error || ownMessage;
  const messageId = `${id}-message`;
  // which box is wrong: the end when the order is wrong, any box outside the bounds
  const outside = (day: string) => !!day && ((!!max && day > max) || (!!min && day < min));
  const fromInvalid = !!error || outside(range.from);
  const toInvalid = !!error || problem === 'order' || outside(range.to);

  return (
    <fieldset data-slot="date-range-picker" className={cn('lu:min-w-0', className)}>
      <legend
        className={cn(
          showLegend ? 'lu:text-foreground lu:mb-1.5 lu:text-sm lu:font-medium' : 'lu:sr-only',
        )}
      >
        {legend ?? t`日期范围`}
      </legend>
      <div data-slot="date-range-row" className="lu:flex lu:flex-wrap lu:items-end lu:gap-3">
        <div data-slot="field" className="lu:flex lu:w-40 lu:flex-col lu:gap-1.5">
          <label htmlFor={`${id}-from`} className="lu:text-foreground lu:text-sm lu:font-medium">
            {fromLabel ?? t`开始日期`}
          </label>
          <Input
            id={`${id}-from`}
            type="date"
            name={fromName}
            value={range.from}
            min={min}
            max={range.to && (!max || range.to < max) ? range.to : max}
            disabled={disabled}
            aria-invalid={fromInvalid || undefined}
            aria-describedby={message ? messageId : undefined}
            onChange={(event) => change({ ...range, from: event.target.value })}
          />
        </div>
        <div data-slot="field" className="lu:flex lu:w-40 lu:flex-col lu:gap-1.5">
          <label htmlFor={`${id}-to`} className="lu:text-foreground lu:text-sm lu:font-medium">
            {toLabel ?? t`结束日期`}
          </label>
          <Input
            id={`${id}-to`}
            type="date"
            name={toName}
            value={range.to}
            min={range.from || min}
            max={max}
            disabled={disabled}
            aria-invalid={toInvalid || undefined}
            aria-describedby={message ? messageId : undefined}
            onChange={(event) => change({ ...range, to: event.target.value })}
          />
        </div>
        {children}
        {clearable && (range.from || range.to) ? (
          <Button type="button" variant="ghost" disabled={disabled} onClick={() => change(EMPTY)}>
            <X aria-hidden="true" />
            {t`清除日期`}
          </Button>
        ) : null}
      </div>
      {message ? (
        // as wide as the row, never wider: a long message wraps instead of widening the group
        <p
          id={messageId}
          role="alert"
          className="lu:text-danger lu:mt-1.5 lu:w-0 lu:min-w-full lu:text-xs"
        >
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}
