import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

export type DescriptionListItem = {
  term: string;
  value: ReactNode;
  /** takes the whole row in two columns (a description, an address) */
  wide?: boolean;
  /**
   * how the value's text is set: `text` breaks anywhere (identifiers, links); `code` is
   * monospaced (order numbers, registration codes); `number` has figures of one width (amounts);
   * `prose` keeps the author's line breaks and breaks only between words (descriptions)
   */
  format?: 'text' | 'code' | 'number' | 'prose';
  /** the value is a web address: shown as a link that opens in a new tab */
  href?: string;
  /** the value's language when it differs from the page's, e.g. "en" */
  lang?: string;
};

export type DescriptionListProps = Omit<ComponentProps<'dl'>, 'children'> & {
  /** label and value pairs; terms are unique within a list */
  items: DescriptionListItem[];
  /** two columns where there are at least 560 px (a phone shows one); stacked layout only */
  columns?: 1 | 2;
  /**
   * `stacked`: each label above its value, in a grid; `rows`: one pair a row, the label in a
   * column of its own, rows divided by rules (a long record, such as an order, in a Card with
   * padding="none")
   */
  layout?: 'stacked' | 'rows';
};

// set on a span inside the value, so the row keeps the list's line height
const formats = {
  text: undefined,
  code: 'lu:font-mono',
  number: 'lu:tabular-nums',
  prose: 'lu:break-normal lu:wrap-break-word lu:whitespace-pre-line',
};

/**
 * Labels and their values (a record's details). Long values such as identifiers break
 * anywhere rather than overflow. Put it in a Card with `asChild` for a framed block.
 */
export function DescriptionList({
  items,
  columns = 2,
  layout = 'stacked',
  className,
  ...props
}: DescriptionListProps) {
  const rows = layout === 'rows';
  return (
    <dl
      data-slot="description-list"
      data-layout={layout}
      className={cn(
        'lu:text-sm',
        rows ? 'lu:divide-border lu:divide-y' : 'lu:grid lu:gap-x-6 lu:gap-y-3',
        !rows && columns === 2 && 'lu:sm:grid-cols-2',
        className,
      )}
      {...props}
    >
      {items.map(({ term, value, wide, format = 'text', href, lang }) => (
        <div
          key={term}
          className={cn(
            rows
              ? 'lu:grid lu:grid-cols-[8rem_1fr] lu:gap-4 lu:px-5 lu:py-3 lu:sm:grid-cols-[10rem_1fr]'
              : 'lu:flex lu:flex-col lu:gap-0.5',
            !rows && wide && 'lu:sm:col-span-2',
          )}
        >
          <dt className="lu:text-muted-foreground">{term}</dt>
          <dd lang={lang} className="lu:text-foreground lu:break-all">
            {href ? (
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                className="lu:text-primary lu:hover:underline"
              >
                {value}
              </a>
            ) : formats[format] ? (
              <span className={formats[format]}>{value}</span>
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
