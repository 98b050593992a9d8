import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

export const calloutVariants = cva(
  'lu:flex lu:items-start lu:gap-2 lu:rounded-md lu:px-3 lu:py-2 lu:text-sm lu:[&_svg]:mt-0.5 lu:[&_svg]:size-4 lu:[&_svg]:shrink-0',
  {
    variants: {
      tone: {
        info: 'lu:bg-primary-soft lu:text-foreground lu:[&_svg]:text-primary',
        success: 'lu:bg-success/15 lu:text-success-strong',
        warning: 'lu:bg-warning/15 lu:text-warning-strong',
        danger: 'lu:bg-danger/10 lu:text-danger',
      },
    },
    defaultVariants: { tone: 'info' },
  },
);

export type CalloutProps = ComponentProps<'div'> &
  VariantProps<typeof calloutVariants> & {
    /** a decorative icon before the text (give it aria-hidden) */
    icon?: ReactNode;
  };

/**
 * A note in the flow of a page or form: what stands in the way (danger), a caution, a
 * success, or a tip. A danger note is announced at once to screen readers (role="alert"),
 * the others politely (role="status"); pass `role` to change that.
 */
export function Callout({ tone, icon, className, children, ...props }: CalloutProps) {
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      data-slot="callout"
      data-tone={tone ?? 'info'}
      className={cn(calloutVariants({ tone }), className)}
      {...props}
    >
      {icon}
      <div className="lu:min-w-0 lu:flex-1 lu:break-words">{children}</div>
    </div>
  );
}
