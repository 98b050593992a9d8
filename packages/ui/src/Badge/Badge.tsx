import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';

export const badgeVariants = cva(
  'lu:inline-flex lu:shrink-0 lu:items-center lu:gap-1 lu:rounded-full lu:px-2 lu:py-0.5 lu:text-xs lu:font-medium lu:whitespace-nowrap lu:[&_svg]:size-3.5 lu:[&_svg]:shrink-0',
  {
    variants: {
      tone: {
        neutral: 'lu:bg-muted lu:text-muted-foreground',
        primary: 'lu:bg-primary-soft lu:text-primary',
        success: 'lu:bg-success/15 lu:text-success-strong',
        warning: 'lu:bg-warning/15 lu:text-warning-strong',
        danger: 'lu:bg-danger/10 lu:text-danger',
        outline: 'lu:border-border lu:text-muted-foreground lu:border',
      },
    },
    defaultVariants: { tone: 'neutral' },
  },
);

export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

/** A short label beside something: a state, a category, a count. An icon may lead the text. */
export function Badge({ className, tone, ...props }: BadgeProps) {
  return (
    <span
      data-slot="badge"
      data-tone={tone ?? 'neutral'}
      className={cn(badgeVariants({ tone }), className)}
      {...props}
    />
  );
}
