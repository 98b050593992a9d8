import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

export type ReviewLayoutProps = ComponentProps<'div'> & {
  /** the decision or its result, beside the submission from 1024 px, below it on smaller screens */
  aside: ReactNode;
};

/**
 * The frame of a review: what was submitted (its details, changes, history) in the main column
 * and the reviewer's panel in a 22rem column beside it.
 */
export function ReviewLayout({ aside, children, className, ...props }: ReviewLayoutProps) {
  return (
    <div
      data-slot="review-layout"
      className={cn('grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]', className)}
      {...props}
    >
      <div data-slot="review-layout-main" className="min-w-0 space-y-6">
        {children}
      </div>
      <aside data-slot="review-layout-aside" className="space-y-4">
        {aside}
      </aside>
    </div>
  );
}
