import { cn } from '@legion/ui';
import type { ComponentProps } from 'react';

/** The Legion mark: three overlapping agents forming one shape, and the wordmark. */
export function Logo({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      data-slot="logo"
      className={cn(
        'lu:text-foreground lu:inline-flex lu:items-center lu:gap-2 lu:font-semibold',
        className,
      )}
      {...props}
    >
      <svg viewBox="0 0 32 32" aria-hidden="true" className="lu:size-7 lu:shrink-0">
        <rect width="32" height="32" rx="8" className="lu:fill-primary" />
        <circle cx="11" cy="13" r="5" className="lu:fill-primary-foreground" opacity="0.95" />
        <circle cx="21" cy="13" r="5" className="lu:fill-primary-foreground" opacity="0.7" />
        <circle cx="16" cy="21" r="5" className="lu:fill-primary-foreground" opacity="0.5" />
      </svg>
      <span className="lu:text-lg lu:tracking-tight lu:whitespace-nowrap">Legion</span>
    </span>
  );
}
