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

const LINK_LOOK =
  'lu:text-primary lu:decoration-primary/30 lu:hover:decoration-primary lu:font-medium lu:underline lu:underline-offset-4 lu:transition-colors';

/** A link in prose: in-site paths (/… and #…) go through the router, others open beside it. */
export function ProseLink({ href = '', className, children, ...props }: ComponentProps<'a'>) {
  const look = cn(LINK_LOOK, className);
  if (href.startsWith('/') || href.startsWith('#'))
    return (
      <Link href={href} className={look} {...props}>
        {children}
      </Link>
    );
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={look} {...props}>
      {children}
    </a>
  );
}

/**
 * A link in prose to a page on the same site that the app's router does not own (a catalogue,
 * a file the server hands out): an ordinary link the browser loads as a new document, in the
 * same tab. In MDX: `<DocumentLink href="/catalogue/">…</DocumentLink>`.
 */
export function ProseDocumentLink({ className, ...props }: ComponentProps<'a'>) {
  return <a className={cn(LINK_LOOK, className)} {...props} />;
}

export function ProseHeading2({ className, ...props }: ComponentProps<'h2'>) {
  return (
    <h2
      className={cn(
        'lu:text-foreground lu:border-border lu:mt-10 lu:mb-4 lu:scroll-mt-20 lu:border-b lu:pb-2 lu:text-xl lu:font-semibold lu:first:mt-0',
        className,
      )}
      {...props}
    />
  );
}

export function ProseHeading3({ className, ...props }: ComponentProps<'h3'>) {
  return (
    <h3
      className={cn(
        'lu:text-foreground lu:mt-8 lu:mb-3 lu:scroll-mt-20 lu:text-lg lu:font-semibold',
        className,
      )}
      {...props}
    />
  );
}

export function ProseParagraph({ className, ...props }: ComponentProps<'p'>) {
  return (
    <p className={cn('lu:text-foreground/90 lu:my-4 lu:leading-[1.85]', className)} {...props} />
  );
}

function UnorderedList({ className, ...props }: ComponentProps<'ul'>) {
  return (
    <ul
      className={cn(
        'lu:marker:text-muted-foreground lu:my-4 lu:list-disc lu:space-y-2 lu:pl-6',
        className,
      )}
      {...props}
    />
  );
}

function OrderedList({ className, ...props }: ComponentProps<'ol'>) {
  return (
    <ol
      className={cn(
        'lu:marker:text-muted-foreground lu:my-4 lu:list-decimal lu:space-y-2 lu:pl-6',
        className,
      )}
      {...props}
    />
  );
}

function ListItem({ className, ...props }: ComponentProps<'li'>) {
  return (
    <li className={cn('lu:text-foreground/90 lu:pl-1 lu:leading-[1.8]', className)} {...props} />
  );
}

function Strong({ className, ...props }: ComponentProps<'strong'>) {
  return <strong className={cn('lu:text-foreground lu:font-semibold', className)} {...props} />;
}

export function ProseCode({ className, ...props }: ComponentProps<'code'>) {
  return (
    <code
      className={cn(
        'lu:bg-muted lu:text-foreground lu:rounded lu:px-1.5 lu:py-0.5 lu:font-mono lu:text-[0.875em] lu:break-words',
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
        'lu:border-border lu:bg-muted lu:my-5 lu:overflow-x-auto lu:rounded-lg lu:border lu:p-4 lu:text-sm lu:leading-6 lu:[&_code]:bg-transparent lu:[&_code]:p-0',
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
        'lu:border-primary/50 lu:bg-primary-soft/60 lu:my-5 lu:rounded-r-md lu:border-l-4 lu:px-4 lu:py-1 lu:[&_p]:my-2',
        className,
      )}
      {...props}
    />
  );
}

function Rule({ className, ...props }: ComponentProps<'hr'>) {
  return <hr className={cn('lu:border-border lu:my-8', className)} {...props} />;
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
  /** not produced by Markdown: an article names it for a same-site page outside the router */
  DocumentLink: ProseDocumentLink,
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
  return <div data-slot="prose" className={cn('lu:min-w-0', className)} {...props} />;
}
