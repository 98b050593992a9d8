import type { ReactNode } from 'react';
import { Link } from '../Link/Link.tsx';
import { cn } from '../lib/cn.ts';

export interface SideNavItem {
  href: string;
  label: string;
  icon?: ReactNode;
  /** a count shown next to the label, e.g. items waiting for review */
  badge?: number | undefined;
  /** active only on this exact path; otherwise on the path and everything under it */
  exact?: boolean;
}

/** Whether an item is the current page: by exact path, or by path prefix. */
export function isSideNavItemActive(item: SideNavItem, currentPath: string): boolean {
  const path = currentPath.replace(/\/+$/, '') || '/';
  if (item.exact) return path === item.href;
  return path === item.href || path.startsWith(`${item.href}/`);
}

/**
 * A console's navigation: a sidebar from 1024 px up, a row of tabs that scrolls sideways
 * below it. The current page is marked for screen readers too.
 */
export function SideNav({
  items,
  currentPath,
  label,
  footer,
  className,
}: {
  items: SideNavItem[];
  currentPath: string;
  /** the accessible name of the navigation */
  label: string;
  footer?: ReactNode;
  className?: string;
}) {
  return (
    <nav
      aria-label={label}
      data-slot="side-nav"
      className={cn(
        'border-border bg-surface flex border-b lg:w-56 lg:shrink-0 lg:flex-col lg:border-r lg:border-b-0',
        className,
      )}
    >
      {/* narrow: the items wrap onto more rows, so none is cut off at the edge */}
      <ul className="flex flex-wrap gap-1 px-3 py-2 lg:flex-1 lg:flex-col lg:flex-nowrap lg:px-3 lg:py-4">
        {items.map((item) => {
          const active = isSideNavItemActive(item, currentPath);
          return (
            <li key={item.href} className="shrink-0">
              <Link
                href={item.href}
                aria-current={active ? 'page' : undefined}
                // one line each in the phone's row of tabs; in the sidebar a long label wraps
                // inside it, so the badge stays within the border
                className={cn(
                  'text-muted-foreground hover:bg-muted hover:text-foreground flex items-center gap-2 rounded-md px-3 py-2 text-sm whitespace-nowrap transition-colors lg:whitespace-normal [&_svg]:size-4 [&_svg]:shrink-0',
                  active &&
                    'bg-primary/10 text-primary hover:bg-primary/15 hover:text-primary font-medium',
                )}
              >
                {item.icon}
                <span className="min-w-0 flex-1">{item.label}</span>
                {item.badge ? (
                  <span className="bg-danger text-danger-foreground min-w-5 shrink-0 rounded-full px-1.5 text-center text-xs leading-5 font-medium tabular-nums">
                    {item.badge > 99 ? '99+' : item.badge}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
      {footer ? (
        <div className="border-border text-muted-foreground hidden border-t px-6 py-4 text-xs lg:block">
          {footer}
        </div>
      ) : null}
    </nav>
  );
}
