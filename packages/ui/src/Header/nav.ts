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

const segmentsOf = (path: string) => path.split(/[?#]/)[0]?.split('/').filter(Boolean) ?? [];

/**
 * A segment rule: the active item is the one whose path is contained in the current path, read
 * by whole segments from the start: `/knowledge` is active on `/knowledge/3/documents`, not on
 * `/docs/knowledge/formats` nor on `/knowledgeable`; the home path only on itself.
 */
export const isNavItemActive: HeaderNavIsActive = (item, currentPath) => {
  const own = segmentsOf(item.href);
  const current = segmentsOf(currentPath);
  if (own.length === 0) return current.length === 0;
  return own.length <= current.length && own.every((segment, i) => segment === current[i]);
};
