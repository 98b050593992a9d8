/**
 * The site header: the product's logo linking home, its navigation (a bar on wide screens, a
 * scrolling row under it on phones) and actions at the right end. Everything product-specific
 * comes in as props; Legion's set is `legionHeader()` (see ../legion).
 */
import { useLingui } from '@lingui/react/macro';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { Link } from '../Link/Link.tsx';
import { cn } from '../lib/cn.ts';
import { type HeaderNavIsActive, type HeaderNavItem, isNavItemActiveByPrefix } from './nav.ts';

export type HeaderProps = ComponentProps<'header'> & {
  /** the navigation links, in order */
  items: readonly HeaderNavItem[];
  /** the current location's path, to mark the active item */
  currentPath: string;
  /** which item is the current page's; by default the one whose path the current path is or lies under */
  isActive?: HeaderNavIsActive;
  /** the product's mark, shown at the left end as the link home */
  logo: ReactNode;
  /** the home link's accessible name, e.g. "Acme home" */
  homeLabel: ReactNode;
  /** where the logo links to */
  homeHref?: string;
  /** controls at the right end: language, theme, the user menu */
  actions?: ReactNode;
};

export function Header({
  items,
  currentPath,
  isActive = isNavItemActiveByPrefix,
  logo,
  homeLabel,
  homeHref = '/',
  actions,
  className,
  ...props
}: HeaderProps) {
  const { t } = useLingui();
  const homeLabelId = useId();

  const nav = (variant: 'bar' | 'row') =>
    items.map((item) => {
      const active = isActive(item, currentPath);
      return (
        <Link
          key={item.key}
          href={item.href}
          aria-current={active ? 'page' : undefined}
          data-state={active ? 'active' : 'inactive'}
          className={cn(
            'text-muted-foreground hover:text-foreground rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors',
            'data-[state=active]:text-primary',
            variant === 'bar'
              ? 'hover:bg-muted data-[state=active]:bg-primary-soft py-2'
              : 'data-[state=active]:border-primary border-b-2 border-transparent py-2.5 data-[state=active]:rounded-none',
          )}
        >
          {item.label}
        </Link>
      );
    });

  return (
    <header
      data-slot="header"
      className={cn(
        'border-border bg-surface/85 supports-[backdrop-filter]:bg-surface/70 sticky top-0 z-40 border-b backdrop-blur',
        className,
      )}
      {...props}
    >
      <div className="max-w-content mx-auto flex h-16 items-center gap-4 px-4 md:gap-8 md:px-6">
        <Link href={homeHref} aria-labelledby={homeLabelId} className="shrink-0 rounded-md">
          {logo}
        </Link>
        <span id={homeLabelId} hidden>
          {homeLabel}
        </span>
        <nav aria-label={t`主导航`} className="hidden items-center gap-1 md:flex">
          {nav('bar')}
        </nav>
        <div className="ml-auto flex items-center gap-1 md:gap-2">{actions}</div>
      </div>
      <nav
        aria-label={t`主导航`}
        className="border-border flex gap-1 overflow-x-auto border-t px-2 md:hidden"
      >
        {nav('row')}
      </nav>
    </header>
  );
}
