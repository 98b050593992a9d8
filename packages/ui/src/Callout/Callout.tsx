import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

export const calloutVariants = cva(
  'flex items-start gap-2 rounded-md px-3 py-2 text-sm [&_svg]:mt-0.5 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      tone: {
        info: 'bg-primary-soft text-foreground [&_svg]:text-primary',
        success: 'bg-success/15 text-success-strong',
        warning: 'bg-warning/15 text-warning-strong',
        danger: 'bg-danger/10 text-danger',
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
      <div className="min-w-0 flex-1 break-words">{children}</div>
    </div>
  );
}
