import { describe, expect, it } from 'vitest';
import { type HeaderNavItem, isNavItemActive, isNavItemActiveByPrefix } from './nav.ts';

const item = (key: string, href: string): HeaderNavItem => ({ key, label: key, href });

describe('header navigation rules', () => {
  it("Legion's rule marks the item whose path is contained in the current path", () => {
    const items = [
      item('market', '/plugins/market'),
      item('developer', '/developer'),
      item('knowledge', '/knowledge'),
      item('admin', '/admin'),
    ];
    const active = (path: string) =>
      items.filter((i) => isNavItemActive(i, path)).map((i) => i.key);
    expect(active('/developer/plugins')).toEqual(['developer']);
    expect(active('/knowledge/3/documents')).toEqual(['knowledge']);
    expect(active('/admin/orders')).toEqual(['admin']);
    expect(active('/pricing')).toEqual([]);
  });

  it('the default rule marks the item the current path is, or lies under', () => {
    const trips = item('trips', '/trips');
    expect(isNavItemActiveByPrefix(trips, '/trips')).toBe(true);
    expect(isNavItemActiveByPrefix(trips, '/trips/42')).toBe(true);
    expect(isNavItemActiveByPrefix(trips, '/tripsy')).toBe(false);
    expect(isNavItemActiveByPrefix(trips, '/account/trips')).toBe(false);
    expect(isNavItemActiveByPrefix(item('home', '/'), '/anything')).toBe(true);
  });
});
