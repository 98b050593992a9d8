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
        className={cn('text-muted-foreground inline-flex items-center text-sm', className)}
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
  const star = size === 'sm' ? 'size-3.5' : 'size-4';
  return (
    <span
      role="img"
      aria-label={label}
      data-slot="rating"
      className={cn('inline-flex items-center gap-1 text-sm', className)}
    >
      <span aria-hidden="true" className="inline-flex">
        {[1, 2, 3, 4, 5].map((n) => (
          <span key={n} className="relative inline-flex">
            <Star className={cn(star, 'text-border')} fill="currentColor" strokeWidth={0} />
            {rounded >= n - 0.5 ? (
              <span
                className="text-accent absolute inset-0 overflow-hidden"
                style={{ width: rounded >= n ? '100%' : '50%' }}
              >
                <Star className={star} fill="currentColor" strokeWidth={0} />
              </span>
            ) : null}
          </span>
        ))}
      </span>
      <span aria-hidden="true" className="text-foreground font-medium tabular-nums">
        {formatted}
      </span>
      {count !== undefined ? (
        <span aria-hidden="true" className="text-muted-foreground tabular-nums">
          ({numberFormat(i18n.locale).format(count)})
        </span>
      ) : null}
    </span>
  );
}
