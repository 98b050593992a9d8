import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';

export type PageContainerProps = ComponentProps<'div'> & {
  /** render the child element (a main, say) as the container */
  asChild?: boolean;
};

/** The frame of a page's content: centred, at most 72rem wide, with the page's margins. */
export function PageContainer({ className, asChild = false, ...props }: PageContainerProps) {
  const Component = asChild ? Slot.Root : 'div';
  return (
    <Component
      data-slot="page-container"
      className={cn(
        'lu:mx-auto lu:w-full lu:max-w-6xl lu:px-4 lu:py-6 lu:md:px-8 lu:md:py-8',
        className,
      )}
      {...props}
    />
  );
}
