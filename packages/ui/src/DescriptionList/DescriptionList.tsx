import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

export type DescriptionListItem = { term: string; value: ReactNode };

export type DescriptionListProps = Omit<ComponentProps<'dl'>, 'children'> & {
  /** label and value pairs; terms are unique within a list */
  items: DescriptionListItem[];
  /** two columns where there are at least 560 px (a phone shows one) */
  columns?: 1 | 2;
};

/**
 * Labels and their values (a record's details). Long values such as identifiers break
 * anywhere rather than overflow. Put it in a Card with `asChild` for a framed block.
 */
export function DescriptionList({ items, columns = 2, className, ...props }: DescriptionListProps) {
  return (
    <dl
      data-slot="description-list"
      className={cn('grid gap-x-6 gap-y-3 text-sm', columns === 2 && 'sm:grid-cols-2', className)}
      {...props}
    >
      {items.map(({ term, value }) => (
        <div key={term} className="flex flex-col gap-0.5">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="text-foreground break-all">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
