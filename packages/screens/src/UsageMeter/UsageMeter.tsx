import { cn, formatBytes, numberFormat, ProgressBar } from '@legion/ui';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** from this share of the quota on, the meter warns */
const WARN_AT = 0.8;

/**
 * Space used against a quota: the figures, a bar that turns amber from 80% and red when
 * full, and room for a note or an action (e.g. a link to a bigger plan).
 */
export function UsageMeter({
  label,
  used,
  quota,
  plan,
  action,
  className,
}: {
  label: string;
  used: number;
  quota: number;
  /** the plan's name, shown beside the quota */
  plan?: string;
  action?: ReactNode;
  className?: string;
}) {
  const { t, i18n } = useLingui();
  const share = quota > 0 ? used / quota : 1;
  const full = share >= 1;
  const tone = full ? 'danger' : share >= WARN_AT ? 'warning' : 'primary';
  const usedText = formatBytes(used, i18n.locale);
  const quotaText = formatBytes(quota, i18n.locale);
  const percent = Math.min(100, share * 100);
  const percentText = numberFormat(i18n.locale, {
    maximumFractionDigits: percent > 0 && percent < 1 ? 1 : 0,
  }).format(percent);
  return (
    <div
      data-slot="usage-meter"
      data-tone={tone}
      className={cn(
        'lu:border-border lu:bg-surface lu:space-y-2 lu:rounded-lg lu:border lu:p-4',
        className,
      )}
    >
      <div className="lu:flex lu:flex-wrap lu:items-baseline lu:justify-between lu:gap-x-4 lu:gap-y-1 lu:text-sm">
        <p className="lu:text-foreground lu:font-medium">
          {label}
          {plan ? (
            <span className="lu:text-muted-foreground lu:ml-2 lu:text-xs lu:font-normal">
              {plan}
            </span>
          ) : null}
        </p>
        <p className="lu:text-muted-foreground lu:tabular-nums">
          <span className={cn('lu:text-foreground lu:font-medium', full && 'lu:text-danger')}>
            {usedText}
          </span>{' '}
          / {quotaText} · {percentText}%
        </p>
      </div>
      <ProgressBar
        label={label}
        value={percent}
        valueText={t`已用 ${usedText}，共 ${quotaText}`}
        tone={tone}
      />
      {action ? <div className="lu:text-muted-foreground lu:text-xs">{action}</div> : null}
    </div>
  );
}
