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
        'text-muted-foreground hover:text-foreground mb-4 inline-flex items-center gap-1 text-sm',
        className,
      )}
      {...props}
    >
      <ArrowLeft aria-hidden="true" className="size-4 shrink-0" />
      {children}
    </Link>
  );
}
