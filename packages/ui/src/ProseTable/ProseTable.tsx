/**
 * The table of an article written in Markdown: the rows are the author's, so it has no
 * columns to describe, no sorting and no card layout; a wide one scrolls in its frame, which the
 * keyboard can reach. For records from an API use DataTable.
 */
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';

export type ProseTableProps = ComponentProps<'table'>;

export function ProseTable({ className, ...props }: ProseTableProps) {
  return (
    <div
      data-slot="prose-table"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table scrolls; the keyboard must reach it
      tabIndex={0}
      className="lu:border-border lu:my-6 lu:overflow-x-auto lu:rounded-lg lu:border"
    >
      <table
        // labels and figures stay on one line; the last column (the prose) wraps
        className={cn(
          'lu:w-full lu:border-collapse lu:text-sm lu:[&_td:not(:last-child)]:whitespace-nowrap',
          className,
        )}
        {...props}
      />
    </div>
  );
}

export function ProseTableHead({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      data-slot="prose-table-head"
      className={cn(
        'lu:bg-muted lu:text-foreground lu:px-3 lu:py-2.5 lu:text-left lu:font-semibold lu:whitespace-nowrap lu:sm:px-4',
        className,
      )}
      {...props}
    />
  );
}

export function ProseTableCell({ className, ...props }: ComponentProps<'td'>) {
  return (
    <td
      data-slot="prose-table-cell"
      className={cn(
        'lu:border-border lu:text-foreground/90 lu:border-t lu:px-3 lu:py-2.5 lu:align-top lu:sm:px-4',
        className,
      )}
      {...props}
    />
  );
}
