import { useLingui } from '@lingui/react/macro';
import { ChevronRight } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Link } from '../Link/Link.tsx';
import { cn } from '../lib/cn.ts';

export type BreadcrumbItem = { href: string; label: string };

export type BreadcrumbProps = Omit<ComponentProps<'nav'>, 'children'> & {
  /** from the top down; the last is the current page and is not a link */
  items: BreadcrumbItem[];
};

/** Where the page sits: a trail of links to the places above it, ending with the page itself. */
export function Breadcrumb({ items, className, ...props }: BreadcrumbProps) {
  const { t } = useLingui();
  return (
    <nav
      aria-label={t`当前位置`}
      data-slot="breadcrumb"
      className={cn('lu:mb-4', className)}
      {...props}
    >
      <ol className="lu:text-muted-foreground lu:flex lu:flex-wrap lu:items-center lu:gap-1 lu:text-sm">
        {items.map((item, index) => (
          <li key={item.href} className="lu:flex lu:items-center lu:gap-1">
            {index === items.length - 1 ? (
              <span aria-current="page" className="lu:text-foreground">
                {item.label}
              </span>
            ) : (
              <>
                <Link href={item.href} className="lu:hover:text-foreground">
                  {item.label}
                </Link>
                <ChevronRight aria-hidden="true" className="lu:size-3.5" />
              </>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
