/** The header's navigation items and the rules that mark one active, kept apart from its markup. */
import type { ReactNode } from 'react';

export interface HeaderNavItem {
  /** stable and unique among the items (React's key) */
  key: string;
  /** what the link says; a string, or a node such as `<Trans>…</Trans>` */
  label: ReactNode;
  href: string;
}

/** Decides whether an item is the current page's; the Header marks it with aria-current. */
export type HeaderNavIsActive = (item: HeaderNavItem, currentPath: string) => boolean;

/** The default rule: the current path is the item's path or lies under it. */
export const isNavItemActiveByPrefix: HeaderNavIsActive = (item, currentPath) =>
  currentPath === item.href ||
  currentPath.startsWith(item.href.endsWith('/') ? item.href : `${item.href}/`);

/** Legion's rule: the active item is the one whose path is contained in the current path. */
export const isNavItemActive: HeaderNavIsActive = (item, currentPath) =>
  currentPath.includes(item.href);
