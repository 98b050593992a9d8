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
      className={cn(
        'lu:grid lu:grid-cols-1 lu:gap-6 lu:lg:grid-cols-[minmax(0,1fr)_22rem]',
        className,
      )}
      {...props}
    >
      <div data-slot="review-layout-main" className="lu:min-w-0 lu:space-y-6">
        {children}
      </div>
      <aside data-slot="review-layout-aside" className="lu:space-y-4">
        {aside}
      </aside>
    </div>
  );
}
