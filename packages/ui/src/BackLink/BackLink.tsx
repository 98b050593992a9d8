import { ArrowLeft } from 'lucide-react';
import { Link, type LinkProps } from '../Link/Link.tsx';
import { cn } from '../lib/cn.ts';

export type BackLinkProps = LinkProps;

/** The "back to the list" link above a detail page; it navigates through the app's router. */
export function BackLink({ className, children, ...props }: BackLinkProps) {
  return (
    <Link
      data-slot="back-link"
      className={cn(
        'lu:text-muted-foreground lu:hover:text-foreground lu:mb-4 lu:inline-flex lu:items-center lu:gap-1 lu:text-sm',
        className,
      )}
      {...props}
    >
      <ArrowLeft aria-hidden="true" className="lu:size-4 lu:shrink-0" />
      {children}
    </Link>
  );
}
