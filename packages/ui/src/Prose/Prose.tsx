/**
 * How an article written in Markdown or MDX looks, element by element, without a typography
 * plugin: the design tokens, with line heights and spacing that suit Chinese prose (which has
 * no word spaces and reads better with generous leading). Hand `proseComponents` to an MDX
 * article as its `components`, or wrap hand-written markup in `Prose`.
 */
import type { ComponentProps } from 'react';
import { Link } from '../Link/Link.tsx';
import { cn } from '../lib/cn.ts';
import { ProseTable, ProseTableCell, ProseTableHead } from '../ProseTable/ProseTable.tsx';

/** A link in prose: in-site paths (/… and #…) go through the router, others open beside it. */
export function ProseLink({ href = '', className, children, ...props }: ComponentProps<'a'>) {
  const look = cn(
    'text-primary decoration-primary/30 hover:decoration-primary font-medium underline underline-offset-4 transition-colors',
    className,
  );
  if (href.startsWith('/') || href.startsWith('#'))
    return (
      <Link href={href} className={look} {...props}>
        {children}
      </Link>
    );
  return (
    <a href={href} target="_blank" rel="noreferrer" className={look} {...props}>
      {children}
    </a>
  );
}

export function ProseHeading2({ className, ...props }: ComponentProps<'h2'>) {
  return (
    <h2
      className={cn(
        'text-foreground border-border mt-10 mb-4 scroll-mt-20 border-b pb-2 text-xl font-semibold first:mt-0',
        className,
      )}
      {...props}
    />
  );
}

export function ProseHeading3({ className, ...props }: ComponentProps<'h3'>) {
  return (
    <h3
      className={cn('text-foreground mt-8 mb-3 scroll-mt-20 text-lg font-semibold', className)}
      {...props}
    />
  );
}

export function ProseParagraph({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-foreground/90 my-4 leading-[1.85]', className)} {...props} />;
}

function UnorderedList({ className, ...props }: ComponentProps<'ul'>) {
  return (
    <ul
      className={cn('marker:text-muted-foreground my-4 list-disc space-y-2 pl-6', className)}
      {...props}
    />
  );
}

function OrderedList({ className, ...props }: ComponentProps<'ol'>) {
  return (
    <ol
      className={cn('marker:text-muted-foreground my-4 list-decimal space-y-2 pl-6', className)}
      {...props}
    />
  );
}

function ListItem({ className, ...props }: ComponentProps<'li'>) {
  return <li className={cn('text-foreground/90 pl-1 leading-[1.8]', className)} {...props} />;
}

function Strong({ className, ...props }: ComponentProps<'strong'>) {
  return <strong className={cn('text-foreground font-semibold', className)} {...props} />;
}

export function ProseCode({ className, ...props }: ComponentProps<'code'>) {
  return (
    <code
      className={cn(
        'bg-muted text-foreground rounded px-1.5 py-0.5 font-mono text-[0.875em] break-words',
        className,
      )}
      {...props}
    />
  );
}

function CodeBlock({ className, ...props }: ComponentProps<'pre'>) {
  return (
    <pre
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a wide code block scrolls; the keyboard must reach it
      tabIndex={0}
      className={cn(
        'border-border bg-muted my-5 overflow-x-auto rounded-lg border p-4 text-sm leading-6 [&_code]:bg-transparent [&_code]:p-0',
        className,
      )}
      {...props}
    />
  );
}

function Quote({ className, ...props }: ComponentProps<'blockquote'>) {
  return (
    <blockquote
      className={cn(
        'border-primary/50 bg-primary-soft/60 my-5 rounded-r-md border-l-4 px-4 py-1 [&_p]:my-2',
        className,
      )}
      {...props}
    />
  );
}

function Rule({ className, ...props }: ComponentProps<'hr'>) {
  return <hr className={cn('border-border my-8', className)} {...props} />;
}

/** The element mapping for MDX (`<Content components={proseComponents} />`). */
export const proseComponents = {
  h2: ProseHeading2,
  h3: ProseHeading3,
  p: ProseParagraph,
  ul: UnorderedList,
  ol: OrderedList,
  li: ListItem,
  a: ProseLink,
  strong: Strong,
  code: ProseCode,
  pre: CodeBlock,
  blockquote: Quote,
  hr: Rule,
  table: ProseTable,
  th: ProseTableHead,
  td: ProseTableCell,
};

export type ProseProps = ComponentProps<'div'>;

/**
 * The body of an article: the frame its MDX content (rendered with `proseComponents`) or the
 * prose parts sit in, named `data-slot="prose"` for a page that reads its headings.
 */
export function Prose({ className, ...props }: ProseProps) {
  return <div data-slot="prose" className={cn('min-w-0', className)} {...props} />;
}
