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
        'lu:border-border lu:bg-surface lu:flex lu:border-b lu:lg:w-56 lu:lg:shrink-0 lu:lg:flex-col lu:lg:border-r lu:lg:border-b-0',
        className,
      )}
    >
      {/* narrow: the items wrap onto more rows, so none is cut off at the edge */}
      <ul className="lu:flex lu:flex-wrap lu:gap-1 lu:px-3 lu:py-2 lu:lg:flex-1 lu:lg:flex-col lu:lg:flex-nowrap lu:lg:px-3 lu:lg:py-4">
        {items.map((item) => {
          const active = isSideNavItemActive(item, currentPath);
          return (
            <li key={item.href} className="lu:shrink-0">
              <Link
                href={item.href}
                aria-current={active ? 'page' : undefined}
                // one line each in the phone's row of tabs; in the sidebar a long label wraps
                // inside it, so the badge stays within the border
                className={cn(
                  'lu:text-muted-foreground lu:hover:bg-muted lu:hover:text-foreground lu:flex lu:items-center lu:gap-2 lu:rounded-md lu:px-3 lu:py-2 lu:text-sm lu:whitespace-nowrap lu:transition-colors lu:lg:whitespace-normal lu:[&_svg]:size-4 lu:[&_svg]:shrink-0',
                  active &&
                    'lu:bg-primary/10 lu:text-primary lu:hover:bg-primary/15 lu:hover:text-primary lu:font-medium',
                )}
              >
                {item.icon}
                <span className="lu:min-w-0 lu:flex-1">{item.label}</span>
                {item.badge ? (
                  <span className="lu:bg-danger lu:text-danger-foreground lu:min-w-5 lu:shrink-0 lu:rounded-full lu:px-1.5 lu:text-center lu:text-xs lu:leading-5 lu:font-medium lu:tabular-nums">
                    {item.badge > 99 ? '99+' : item.badge}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
      {footer ? (
        <div className="lu:border-border lu:text-muted-foreground lu:hidden lu:border-t lu:px-6 lu:py-4 lu:text-xs lu:lg:block">
          {footer}
        </div>
      ) : null}
    </nav>
  );
}
