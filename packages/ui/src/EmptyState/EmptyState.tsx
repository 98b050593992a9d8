import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

export const emptyStateVariants = cva(
  'lu:flex lu:flex-col lu:items-center lu:gap-3 lu:px-4 lu:py-12 lu:text-center',
  {
    variants: {
      variant: {
        /** a dashed frame where the list or grid would be */
        dashed: 'lu:border-border lu:rounded-lg lu:border lu:border-dashed',
        /** a card of its own on the page */
        card: 'lu:border-border lu:bg-surface lu:rounded-lg lu:border',
        /** no frame: inside a card that already has one */
        plain: '',
      },
    },
    defaultVariants: { variant: 'dashed' },
  },
);

export type EmptyStateProps = Omit<ComponentProps<'div'>, 'title'> &
  VariantProps<typeof emptyStateVariants> & {
    /** a lucide icon or an illustration, decorative (give it aria-hidden) */
    icon?: ReactNode;
    title?: ReactNode;
    /** the heading level that fits the page; a plain paragraph when the title is not a heading */
    titleAs?: 'h2' | 'h3' | 'p';
    description?: ReactNode;
    /** what a person can do about it: create the first item, clear a filter */
    action?: ReactNode;
  };

/** What a list, a search or a section says when it has nothing to show, and what to do next. */
export function EmptyState({
  icon,
  title,
  titleAs: Title = 'h2',
  description,
  action,
  variant,
  className,
  children,
  ...props
}: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn(emptyStateVariants({ variant }), className)}
      {...props}
    >
      {icon ? (
        <span
          className="lu:text-muted-foreground lu:flex lu:[&_svg]:size-10"
          data-slot="empty-state-icon"
        >
          {icon}
        </span>
      ) : null}
      {title ? <Title className="lu:text-foreground lu:font-medium">{title}</Title> : null}
      {description ? (
        <p className="lu:text-muted-foreground lu:max-w-md lu:text-sm">{description}</p>
      ) : null}
      {children}
      {action}
    </div>
  );
}
