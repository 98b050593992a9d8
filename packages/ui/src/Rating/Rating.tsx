import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Star } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { numberFormat } from '../lib/intl.ts';

/**
 * Five stars, filled to the rating (to the half star), with the number beside them; with a
 * count of none, the words "no ratings yet" instead of empty stars and a 0.0 nobody gave.
 */
export function Rating({
  value,
  count,
  className,
  size = 'sm',
}: {
  value: number;
  count?: number;
  className?: string;
  size?: 'sm' | 'md';
}) {
  const { t, i18n } = useLingui();
  if (count === 0) {
    return (
      <span
        data-slot="rating"
        className={cn(
          'lu:text-muted-foreground lu:inline-flex lu:items-center lu:text-sm',
          className,
        )}
      >
        {t`暂无评分`}
      </span>
    );
  }
  const rounded = Math.round(value * 2) / 2;
  const formatted = numberFormat(i18n.locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value);
  const label =
    count === undefined
      ? t`评分 ${formatted}`
      : t`评分 ${formatted}，共 ${plural(count, { other: '# 条评价' })}`;
  const star = size === 'sm' ? 'lu:size-3.5' : 'lu:size-4';
  return (
    <span
      role="img"
      aria-label={label}
      data-slot="rating"
      className={cn('lu:inline-flex lu:items-center lu:gap-1 lu:text-sm', className)}
    >
      <span aria-hidden="true" className="lu:inline-flex">
        {[1, 2, 3, 4, 5].map((n) => (
          <span key={n} className="lu:relative lu:inline-flex">
            <Star className={cn(star, 'lu:text-border')} fill="currentColor" strokeWidth={0} />
            {rounded >= n - 0.5 ? (
              <span
                className="lu:text-accent lu:absolute lu:inset-0 lu:overflow-hidden"
                style={{ width: rounded >= n ? '100%' : '50%' }}
              >
                <Star className={star} fill="currentColor" strokeWidth={0} />
              </span>
            ) : null}
          </span>
        ))}
      </span>
      <span aria-hidden="true" className="lu:text-foreground lu:font-medium lu:tabular-nums">
        {formatted}
      </span>
      {count !== undefined ? (
        <span aria-hidden="true" className="lu:text-muted-foreground lu:tabular-nums">
          ({numberFormat(i18n.locale).format(count)})
        </span>
      ) : null}
    </span>
  );
}
