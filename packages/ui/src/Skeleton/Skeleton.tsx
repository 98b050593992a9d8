import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

/**
 * A grey block standing where content will appear. Hidden from screen readers: the region
 * that is loading says so once (role="status" with a label), not every block.
 */
export function Skeleton({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      aria-hidden="true"
      data-slot="skeleton"
      className={cn('bg-muted block animate-pulse rounded motion-reduce:animate-none', className)}
      {...props}
    />
  );
}

/** Lines of text to come: full width, the last one shorter. */
export function SkeletonText({ lines = 2, className }: { lines?: number; className?: string }) {
  return (
    <span data-slot="skeleton-text" aria-hidden="true" className={cn('block space-y-3', className)}>
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines are identical and never move
          key={index}
          className={cn('h-3', index === lines - 1 && lines > 1 ? 'w-4/5' : 'w-full')}
        />
      ))}
    </span>
  );
}

/**
 * A card to come: an optional picture beside a title and a subtitle, then lines of text;
 * `children` add rows under them (members of a team, say).
 */
export function SkeletonCard({
  media = false,
  lines = 2,
  className,
  children,
}: {
  /** a square picture (a logo) before the title */
  media?: boolean;
  lines?: number;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <span
      aria-hidden="true"
      data-slot="skeleton-card"
      className={cn(
        'border-border bg-surface flex flex-col gap-3 rounded-lg border p-4',
        className,
      )}
    >
      <span className="flex gap-3">
        {media ? <Skeleton className="size-12 shrink-0 rounded-lg" /> : null}
        <span className="flex-1 space-y-2 pt-1">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-3 w-1/3" />
        </span>
      </span>
      <SkeletonText lines={lines} />
      {children}
    </span>
  );
}

/**
 * A region that is loading: announced once with its label, holding skeletons in the layout
 * the content will take.
 */
export function SkeletonGroup({
  label,
  className,
  children,
}: {
  /** what is loading, for screen readers, e.g. "Loading agents" */
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="status" aria-label={label} data-slot="skeleton-group" className={className}>
      {children}
    </div>
  );
}
