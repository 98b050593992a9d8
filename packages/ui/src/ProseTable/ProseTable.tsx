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
      className="border-border my-6 overflow-x-auto rounded-lg border"
    >
      <table
        // labels and figures stay on one line; the last column (the prose) wraps
        className={cn(
          'w-full border-collapse text-sm [&_td:not(:last-child)]:whitespace-nowrap',
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
        'bg-muted text-foreground px-3 py-2.5 text-left font-semibold whitespace-nowrap sm:px-4',
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
        'border-border text-foreground/90 border-t px-3 py-2.5 align-top sm:px-4',
        className,
      )}
      {...props}
    />
  );
}
