import { describe, expect, it } from 'vitest';
import { headerNavItems, isNavItemActive } from './nav.ts';

describe('header navigation', () => {
  it('shows review management to admins only', () => {
    expect(headerNavItems({ isAdmin: false }).map((i) => i.path)).toEqual([
      '/plugins/market',
      '/developer',
      '/knowledge',
    ]);
    expect(headerNavItems({ isAdmin: true }).map((i) => i.path)).toContain('/admin');
  });

  it('marks the item whose path is contained in the current path', () => {
    const items = headerNavItems({ isAdmin: true });
    const active = (path: string) =>
      items.filter((item) => isNavItemActive(item, path)).map((i) => i.key);
    expect(active('/developer/plugins')).toEqual(['developer']);
    expect(active('/knowledge/3/documents')).toEqual(['knowledge']);
    expect(active('/admin/orders')).toEqual(['admin']);
    expect(active('/pricing')).toEqual([]);
  });
});
