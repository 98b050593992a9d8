/**
 * How the articles' Markdown looks. The typography plugin is not installed: each element gets
 * the design tokens here, with line heights and spacing that suit Chinese prose (which has no
 * word spaces and reads better with generous leading).
 */
import { cn, Link, ProseTable, ProseTableCell, ProseTableHead } from '@legion/ui';
import type { MDXComponents } from 'mdx/types';
import type { ComponentProps } from 'react';

function Anchor({ href = '', className, children, ...props }: ComponentProps<'a'>) {
  const look = cn(
    'text-primary decoration-primary/30 hover:decoration-primary font-medium underline underline-offset-4 transition-colors',
    className,
  );
  // links between articles stay inside the app; others open beside it
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

export const mdxComponents: MDXComponents = {
  h2: ({ className, ...props }) => (
    <h2
      className={cn(
        'text-foreground border-border mt-10 mb-4 scroll-mt-20 border-b pb-2 text-xl font-semibold first:mt-0',
        className,
      )}
      {...props}
    />
  ),
  h3: ({ className, ...props }) => (
    <h3
      className={cn('text-foreground mt-8 mb-3 scroll-mt-20 text-lg font-semibold', className)}
      {...props}
    />
  ),
  p: ({ className, ...props }) => (
    <p className={cn('text-foreground/90 my-4 leading-[1.85]', className)} {...props} />
  ),
  ul: ({ className, ...props }) => (
    <ul
      className={cn('marker:text-muted-foreground my-4 list-disc space-y-2 pl-6', className)}
      {...props}
    />
  ),
  ol: ({ className, ...props }) => (
    <ol
      className={cn('marker:text-muted-foreground my-4 list-decimal space-y-2 pl-6', className)}
      {...props}
    />
  ),
  li: ({ className, ...props }) => (
    <li className={cn('text-foreground/90 pl-1 leading-[1.8]', className)} {...props} />
  ),
  a: Anchor,
  strong: ({ className, ...props }) => (
    <strong className={cn('text-foreground font-semibold', className)} {...props} />
  ),
  code: ({ className, ...props }) => (
    <code
      className={cn(
        'bg-muted text-foreground rounded px-1.5 py-0.5 font-mono text-[0.875em] break-words',
        className,
      )}
      {...props}
    />
  ),
  pre: ({ className, ...props }) => (
    <pre
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a wide code block scrolls; the keyboard must reach it
      tabIndex={0}
      className={cn(
        'border-border bg-muted my-5 overflow-x-auto rounded-lg border p-4 text-sm leading-6 [&_code]:bg-transparent [&_code]:p-0',
        className,
      )}
      {...props}
    />
  ),
  blockquote: ({ className, ...props }) => (
    <blockquote
      className={cn(
        'border-primary/50 bg-primary-soft/60 my-5 rounded-r-md border-l-4 px-4 py-1 [&_p]:my-2',
        className,
      )}
      {...props}
    />
  ),
  hr: ({ className, ...props }) => (
    <hr className={cn('border-border my-8', className)} {...props} />
  ),
  table: ProseTable,
  th: ProseTableHead,
  td: ProseTableCell,
};
