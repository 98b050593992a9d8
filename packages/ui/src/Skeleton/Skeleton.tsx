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
      className={cn(
        'lu:bg-muted lu:block lu:animate-pulse lu:rounded lu:motion-reduce:animate-none',
        className,
      )}
      {...props}
    />
  );
}

/** Lines of text to come: full width, the last one shorter. */
export function SkeletonText({ lines = 2, className }: { lines?: number; className?: string }) {
  return (
    <span
      data-slot="skeleton-text"
      aria-hidden="true"
      className={cn('lu:block lu:space-y-3', className)}
    >
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines are identical and never move
          key={index}
          className={cn('lu:h-3', index === lines - 1 && lines > 1 ? 'lu:w-4/5' : 'lu:w-full')}
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
        'lu:border-border lu:bg-surface lu:flex lu:flex-col lu:gap-3 lu:rounded-lg lu:border lu:p-4',
        className,
      )}
    >
      <span className="lu:flex lu:gap-3">
        {media ? <Skeleton className="lu:size-12 lu:shrink-0 lu:rounded-lg" /> : null}
        <span className="lu:flex-1 lu:space-y-2 lu:pt-1">
          <Skeleton className="lu:h-4 lu:w-2/3" />
          <Skeleton className="lu:h-3 lu:w-1/3" />
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
