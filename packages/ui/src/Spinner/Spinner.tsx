import { useLingui } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';

export type SpinnerProps = ComponentProps<'div'> & {
  /** what is loading, for screen readers; defaults to "loading" */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  /**
   * the space it stands in for, while that space's content loads: `section` (a panel or a
   * list inside a page) or `page` (a whole page's body); without it, just the spinner
   */
  area?: 'section' | 'page';
};

const sizes = {
  sm: 'lu:size-4 lu:border-2',
  md: 'lu:size-6 lu:border-2',
  lg: 'lu:size-10 lu:border-[3px]',
};
const areas = { section: 'lu:w-full lu:py-16', page: 'lu:w-full lu:py-24' };

export function Spinner({ label, size = 'md', area, className, ...props }: SpinnerProps) {
  const { t } = useLingui();
  return (
    <div
      role="status"
      data-slot="spinner"
      className={cn(
        'lu:inline-flex lu:items-center lu:justify-center',
        area && areas[area],
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className={cn(
          'lu:border-primary/25 lu:border-t-primary lu:animate-spin lu:rounded-full lu:motion-reduce:animate-[spin_1.5s_linear_infinite]',
          sizes[size],
        )}
      />
      <span className="lu:sr-only">{label ?? t`加载中`}</span>
    </div>
  );
}

/** A spinner centred in the space a lazy page will take. */
export function PageSpinner({ className, ...props }: SpinnerProps) {
  return (
    <div className={cn('lu:flex lu:min-h-[60vh] lu:items-center lu:justify-center', className)}>
      <Spinner size="lg" {...props} />
    </div>
  );
}
