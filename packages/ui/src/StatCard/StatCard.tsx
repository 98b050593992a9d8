import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { numberFormat } from '../lib/intl.ts';

/** One headline figure: what it counts, the number, and an optional note under it. */
export function StatCard({
  label,
  value,
  hint,
  icon,
  className,
}: {
  label: string;
  /** a count (formatted here) or a figure already formatted, e.g. an amount of money */
  value: number | string;
  hint?: ReactNode;
  icon?: ReactNode;
  className?: string;
}) {
  const { i18n } = useLingui();
  return (
    <div
      data-slot="stat-card"
      className={cn('lu:border-border lu:bg-surface lu:rounded-lg lu:border lu:p-4', className)}
    >
      <p className="lu:text-muted-foreground lu:flex lu:items-center lu:gap-1.5 lu:text-sm lu:[&_svg]:size-4">
        {icon}
        {label}
      </p>
      <p className="lu:text-foreground lu:mt-1 lu:text-2xl lu:font-semibold lu:tabular-nums">
        {typeof value === 'number' ? numberFormat(i18n.locale).format(value) : value}
      </p>
      {hint ? <p className="lu:text-muted-foreground lu:mt-1 lu:text-xs">{hint}</p> : null}
    </div>
  );
}
