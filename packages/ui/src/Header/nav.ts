/** The header's navigation rules (SPEC §2 Header), kept apart from its markup. */
export type HeaderNavKey = 'market' | 'developer' | 'knowledge' | 'admin';

export interface HeaderNavItem {
  key: HeaderNavKey;
  path: string;
}

const ITEMS: readonly HeaderNavItem[] = [
  { key: 'market', path: '/plugins/market' },
  { key: 'developer', path: '/developer' },
  { key: 'knowledge', path: '/knowledge' },
  { key: 'admin', path: '/admin' },
];

/** Review management is shown to admins only. */
export function headerNavItems({ isAdmin }: { isAdmin: boolean }): HeaderNavItem[] {
  return ITEMS.filter((item) => item.key !== 'admin' || isAdmin);
}

/** The active item is the one whose path is contained in the current path. */
export function isNavItemActive(item: HeaderNavItem, currentPath: string): boolean {
  return currentPath.includes(item.path);
}
