import { cn } from '../lib/cn.ts';

export type ProgressTone = 'primary' | 'success' | 'warning' | 'danger';

const FILL: Record<ProgressTone, string> = {
  primary: 'lu:bg-primary',
  success: 'lu:bg-success',
  warning: 'lu:bg-warning',
  danger: 'lu:bg-danger',
};

/** A thin bar for how far something has got: an upload, the steps of processing, space used. */
export function ProgressBar({
  label,
  value,
  valueText,
  tone = 'primary',
  className,
}: {
  /** what the bar measures, for assistive technology */
  label: string;
  /** 0–100 */
  value: number;
  /** the value in words when a percentage says less, e.g. "1.4 MB of 1 GB" */
  valueText?: string;
  tone?: ProgressTone;
  className?: string;
}) {
  const percent = Math.min(100, Math.max(0, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      aria-valuetext={valueText}
      data-slot="progress-bar"
      className={cn('lu:bg-muted lu:h-1.5 lu:w-full lu:overflow-hidden lu:rounded-full', className)}
    >
      <div
        className={cn(
          'lu:h-full lu:rounded-full lu:transition-[width] lu:duration-300 lu:ease-out',
          FILL[tone],
          // a sliver stays visible for anything above zero
          percent > 0 && 'lu:min-w-1',
        )}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
