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
      className={cn('border-border bg-surface rounded-lg border p-4', className)}
    >
      <p className="text-muted-foreground flex items-center gap-1.5 text-sm [&_svg]:size-4">
        {icon}
        {label}
      </p>
      <p className="text-foreground mt-1 text-2xl font-semibold tabular-nums">
        {typeof value === 'number' ? numberFormat(i18n.locale).format(value) : value}
      </p>
      {hint ? <p className="text-muted-foreground mt-1 text-xs">{hint}</p> : null}
    </div>
  );
}
