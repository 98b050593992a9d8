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

const sizes = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-[3px]' };
const areas = { section: 'w-full py-16', page: 'w-full py-24' };

export function Spinner({ label, size = 'md', area, className, ...props }: SpinnerProps) {
  const { t } = useLingui();
  return (
    <div
      role="status"
      data-slot="spinner"
      className={cn('inline-flex items-center justify-center', area && areas[area], className)}
      {...props}
    >
      <span
        aria-hidden="true"
        className={cn(
          'border-primary/25 border-t-primary animate-spin rounded-full motion-reduce:animate-[spin_1.5s_linear_infinite]',
          sizes[size],
        )}
      />
      <span className="sr-only">{label ?? t`加载中`}</span>
    </div>
  );
}

/** A spinner centred in the space a lazy page will take. */
export function PageSpinner({ className, ...props }: SpinnerProps) {
  return (
    <div className={cn('flex min-h-[60vh] items-center justify-center', className)}>
      <Spinner size="lg" {...props} />
    </div>
  );
}
