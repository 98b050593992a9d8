import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';

/**
 * The columns follow the room the grid has (a container query), not the window, so the same
 * grid fits a full page, a side panel or a phone.
 */
const COLUMNS = {
  /** wide figures (amounts of money): one per row until there is room for three */
  3: 'lu:grid-cols-1 lu:@lg:grid-cols-3',
  4: 'lu:grid-cols-2 lu:@3xl:grid-cols-4',
  5: 'lu:grid-cols-2 lu:@lg:grid-cols-3 lu:@4xl:grid-cols-5',
} as const;

export type StatGridProps = ComponentProps<'div'> & {
  /** how many StatCards sit in a row when there is room */
  columns?: keyof typeof COLUMNS;
};

/** A row of headline figures (StatCard), reflowing to fewer columns in a narrow space. */
export function StatGrid({ columns = 4, className, children, ...props }: StatGridProps) {
  return (
    <div data-slot="stat-grid" className={cn('lu:@container', className)} {...props}>
      <div className={cn('lu:grid lu:gap-2 lu:@lg:gap-3', COLUMNS[columns])}>{children}</div>
    </div>
  );
}
